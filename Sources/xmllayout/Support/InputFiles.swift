import LayoutEngine
import ArgumentParser
import XMLLayout

/// The layout files named on a command line, with folders searched
/// recursively for `*.xml` (`render dir/ --output-dir out`).
///
/// Each file keeps its path relative to the argument it came from, which is
/// where `--output-dir` puts its result: `dir/a/b.xml` → `out/a/b.json`; a
/// file named directly goes to the top of the output folder. Hidden entries
/// (a leading dot, so `.build` and `.git` too) are skipped, and so are
/// symbolic links to folders (they could loop); links to files are followed
/// when they stay in the project (`ProjectBoundary`), else reported.
/// Entries are sorted by name, so every run sees the same order.
struct InputFile: Sendable, Equatable {
    /// The path to read, as given or joined from the folder argument.
    var path: String
    /// The path below its argument (the name alone for a file argument).
    var relativePath: String
    /// Why the file cannot be read at all (a name that is not UTF-8).
    var problem: Diagnostic?

    init(path: String, relativePath: String, problem: Diagnostic? = nil) {
        self.path = path
        self.relativePath = relativePath
        self.problem = problem
    }
}

enum InputFiles {
    /// True when `argument` names a folder (through symlinks).
    static func isFolder(_ argument: String) -> Bool {
        var info = stat()
        return argument != "-" && stat(argument, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Several files, or any folder: the batch mode of `render` and `validate`.
    static func isBatch(_ arguments: [String]) -> Bool {
        arguments.count > 1 || arguments.contains(where: isFolder)
    }

    /// Every argument in order, folders replaced by the `*.xml` files below
    /// them. A path that is not a folder is kept as a file (a missing one is
    /// then reported by the loader like any unreadable file); `emptyFolders`
    /// are the folder arguments without any layout file.
    static func expand(_ arguments: [String]) -> (files: [InputFile], emptyFolders: [String]) {
        var files: [InputFile] = []
        var empty: [String] = []
        for argument in arguments {
            guard isFolder(argument) else {
                files.append(InputFile(path: argument, relativePath: baseName(argument),
                                       problem: RawArguments.fileDiagnostic(argument)))
                continue
            }
            let before = files.count
            walk(folder: argument, relative: "", into: &files)
            if files.count == before { empty.append(argument) }
        }
        return (files, empty)
    }

    /// `expand`, kept for the next `expandReporting` of the same arguments:
    /// `render --output-dir` checks the files' output paths for clashes
    /// before any work, then renders those files, and a second walk of a
    /// big tree would cost the batch's serial start milliseconds.
    static func expandRemembering(_ arguments: [String]) -> (files: [InputFile], emptyFolders: [String]) {
        let expansion = expand(arguments)
        remembered.withLock { $0 = Remembered(arguments: arguments, files: expansion.files, emptyFolders: expansion.emptyFolders) }
        return expansion
    }

    private struct Remembered: Sendable {
        var arguments: [String], files: [InputFile], emptyFolders: [String]
    }
    private static let remembered = Locked<Remembered?>(nil)

    /// `expand`, with a message for each folder argument without a layout
    /// file: a warning, or an error (exit status 1) when there is no file at all.
    static func expandReporting(_ arguments: [String]) throws -> [InputFile] {
        // What `expandRemembering` walked for these arguments, taken once.
        let kept = remembered.withLock { kept -> Remembered? in
            defer { kept = nil }
            return kept?.arguments == arguments ? kept : nil
        }
        let (files, emptyFolders) = kept.map { ($0.files, $0.emptyFolders) } ?? expand(arguments)
        let severity = files.isEmpty ? "error" : "warning"
        for folder in emptyFolders {
            Terminal.writeError("\(severity): no *.xml files in '\(TerminalText.visible(folder))'")
        }
        if files.isEmpty { throw ExitCode.failure }
        return files
    }

    /// The files of a batch to check alone, and its partials: the files
    /// another file of the batch includes (`IncludeScan`), checked as part
    /// of their includers (a partial usually needs the parameters its
    /// includer gives). One file is never a batch.
    static func batch(_ files: [InputFile]) -> (files: [InputFile], partials: [InputFile]) {
        guard files.count > 1 else { return (files, []) }
        let included = IncludeScan.includedByOthers(files.filter { $0.problem == nil }.map(\.path))
        guard !included.isEmpty else { return (files, []) }
        return (files.filter { !included.contains($0.path) }, files.filter { included.contains($0.path) })
    }

    /// `--exclude GLOB…`: the files whose path below their folder argument,
    /// path as given or name matches none of the patterns (`fnmatch`).
    static func excluding(_ patterns: [String], from files: [InputFile]) -> [InputFile] {
        guard !patterns.isEmpty else { return files }
        func matches(_ pattern: String, _ name: String) -> Bool { fnmatch(pattern, name, 0) == 0 }
        return files.filter { file in
            let names = [file.relativePath, file.path, baseName(file.path)]
            return !patterns.contains { pattern in names.contains { matches(pattern, $0) } }
        }
    }

    /// `out/a/b.json` for `a/b.xml`: the last extension of the name replaced
    /// by the format's (or the format's added when there is none).
    /// Byte by byte for an ASCII path (`PathText.isASCII`: the same result;
    /// Character by Character it took ~20,000 instructions, and a batch asks
    /// it twice a file, once before any worker starts: the clash check).
    static func outputPath(for file: InputFile, in folder: String, extension ext: String) -> String {
        join(folder, outputRelativePath(for: file, extension: ext))
    }

    /// `a/b.json` for `a/b.xml`: `outputPath` below its folder.
    static func outputRelativePath(for file: InputFile, extension ext: String) -> String {
        var relative = file.relativePath
        if PathText.isASCII(relative), !relative.hasSuffix("/") {
            let bytes = relative.utf8
            let nameStart = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
            if let dot = bytes[nameStart...].lastIndex(of: UInt8(ascii: ".")), dot != nameStart {
                relative = String(decoding: bytes[..<dot], as: UTF8.self)
            }
            return relative + "." + ext
        }
        let name = baseName(relative)
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            relative.removeLast(name.distance(from: dot, to: name.endIndex))
        }
        return relative + "." + ext
    }

    // MARK: - Walking

    private static func walk(folder: String, relative: String, into files: inout [InputFile]) {
        guard let dir = opendir(folder) else {
            // Reported as a failed entry, not skipped: a batch that silently
            // misses a folder would look like a pass.
            let reason = String(cString: strerror(errno)).lowercased()
            files.append(InputFile(path: folder, relativePath: relative, problem: .error(
                "cannot read folder: \(reason)", id: DiagnosticID.fileUnreadable, file: folder)))
            return
        }
        var names: [[UInt8]] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(raw.prefix(while: { $0 != 0 }))
            }
            if name.first == UInt8(ascii: ".") { continue } // hidden, `.`, `..`, `.build`
            names.append(name)
        }
        closedir(dir)
        for bytes in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let name = String(decoding: bytes, as: UTF8.self)
            let path = join(folder, name)
            let below = relative.isEmpty ? name : relative + "/" + name
            // Looked up under the name's own bytes: decoding repairs a name
            // that is not UTF-8, and the repaired one does not exist.
            let valid = String(validating: bytes, as: UTF8.self) != nil
            let rawPath = valid ? Array(path.utf8) : Array(folder.utf8) + (folder.hasSuffix("/") ? [] : [0x2F]) + bytes
            var info = stat()
            guard rawStat(rawPath, &info, following: false) == 0 else { continue }
            let isLink = info.st_mode & S_IFMT == S_IFLNK
            if isLink, rawStat(rawPath, &info, following: true) != 0 { continue } // dangling
            let isLayout = bytes.count > 4 && bytes.suffix(4).elementsEqual(".xml".utf8)
            switch info.st_mode & S_IFMT {
            case S_IFDIR where !valid && !isLink:
                // Its files cannot be named either: reported, never skipped silently.
                files.append(InputFile(path: path, relativePath: below, problem: .error(
                    "cannot read folder: the name is not valid UTF-8; rename the folder with a UTF-8 name",
                    id: DiagnosticID.fileUnreadable, file: path)))
            case S_IFDIR where !isLink:
                walk(folder: path, relative: below, into: &files)
            case S_IFREG where isLayout:
                var file = InputFile(path: path, relativePath: below)
                if !valid {
                    // Decoding repaired the name: the file could not be opened under it.
                    file.problem = .error("cannot read file: the name is not valid UTF-8; rename the file with a UTF-8 name",
                                          id: DiagnosticID.fileUnreadable, file: path)
                } else if isLink, let refusal = ProjectBoundary(mainFile: path).refusal(of: path) {
                    // A link in the folder to a file out of its project (`evil.xml -> /etc/shadow`)
                    // would be read, and quoted, as a layout.
                    file.problem = .error("cannot read file: it is a symbolic link and \(refusal)", id: DiagnosticID.fileUnreadable,
                                          file: path)
                }
                files.append(file)
            default:
                continue
            }
        }
    }

    /// `lstat` (or `stat`) of a path given as bytes.
    private static func rawStat(_ path: [UInt8], _ info: inout stat, following: Bool) -> Int32 {
        (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { following ? stat($0.baseAddress!, &info) : lstat($0.baseAddress!, &info) }
        }
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func baseName(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed.split(separator: "/").last.map(String.init) ?? String(trimmed)
    }
}
