import LayoutEngine
import ArgumentParser
import XMLLayout


/// Writes `-o PATH` the way a user expects of `> PATH`, but never partially:
///
/// - A regular file (also through symlinks: the final target is written) is
///   replaced atomically: a temporary file in the target's own directory
///   (same file system, so the rename is atomic), given the existing file's
///   mode and owner, fsynced, then renamed over it. A failure leaves the old
///   file untouched and no temporary behind.
/// - A device, FIFO or other special file is written through (never
///   replaced: `-o /dev/null` must not turn /dev/null into a file), every
///   write error reported (`-o /dev/full`). A FIFO nobody reads is refused
///   rather than waited on.
/// - A directory, or a path whose folder does not exist, is refused.
enum OutputFile {
    struct Failure: Error, Equatable {
        var reason: String
    }

    /// The command's result to `-o path` or standard output; a failure is
    /// reported (`error: cannot write …`) and becomes exit status 1.
    static func deliver(_ text: String, to output: String?) throws {
        var text = text
        try text.withUTF8 { try deliver(parts: [UnsafeRawBufferPointer($0)], to: output) }
    }

    /// Binary output (a PNG) as it is, without a line break.
    static func deliver(bytes: [UInt8], to output: String?) throws {
        try bytes.withUnsafeBytes { try deliver(parts: [$0], to: output) }
    }

    /// `text` and a line break, written from the string's own storage (a
    /// render's text can be tens of megabytes: no copy of it, no `text + "\n"`).
    static func deliver(line text: String, to output: String?) throws {
        var text = text
        try text.withUTF8 { utf8 in
            try deliver(parts: [UnsafeRawBufferPointer(utf8), newline], to: output)
        }
    }

    /// What `produce` hands its sink, in pieces as they are made, and a
    /// line break: `render --format json`'s output streamed, never held
    /// whole. A file is still written to a temporary file renamed into place
    /// at the end (nothing partial); after a failed write the rest of the
    /// pieces are dropped, and the failure is reported as `deliver`'s are.
    static func deliver(streaming produce: ((UnsafeRawBufferPointer) -> Void) -> Void, to output: String?) throws {
        try deliver(to: output) { emit throws(Failure) in
            try stream(produce, emit)
            try emit(newline)
        }
    }

    /// A line break in static storage, as one more part to write.
    static var newline: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: StaticString("\n").utf8Start, count: 1) }

    private static func deliver(parts: [UnsafeRawBufferPointer], to output: String?) throws {
        try deliver(to: output) { emit throws(Failure) in
            for part in parts { try emit(part) }
        }
    }

    private static func deliver(to output: String?, _ produce: (Emit) throws(Failure) -> Void) throws {
        do {
            if let output {
                try write(to: output, produce)
            } else {
                try produce { bytes throws(Failure) in try writeAll(bytes, to: STDOUT_FILENO) }
            }
        } catch {
            let target = output.map { "'\(TerminalText.visible($0))'" } ?? "standard output"
            Terminal.writeError("error: cannot write \(target): \(error.reason)")
            throw ExitCode.failure
        }
    }

    /// Refuses `-o PATH` when it names (after symlinks, or through another
    /// hard link) a file the command reads: `render a.xml --format json -o
    /// a.xml` would replace the layout by its JSON. Standard input and
    /// paths that do not exist yet are no input.
    static func refuseOverwriting(inputs: [String], with output: String?) throws {
        guard let output else { return }
        var target = stat()
        guard stat(output, &target) == 0, target.st_mode & S_IFMT == S_IFREG else { return }
        for input in inputs where input != "-" {
            var info = stat()
            guard stat(input, &info) == 0, info.st_dev == target.st_dev, info.st_ino == target.st_ino else { continue }
            Terminal.writeError("error: cannot write '\(TerminalText.visible(output))': it is the input '\(TerminalText.visible(input))'; "
                + "choose another output file")
            throw ExitCode.failure
        }
    }

    /// `syncing: false` still replaces the file atomically (a temporary
    /// file renamed over it: never a partial file), but leaves flushing it
    /// to disk to the caller (`syncFileSystems(holding:)`): a batch flushes
    /// once at its end instead of twice per file, which on a disk was most
    /// of its time and did not spread over the cores.
    static func write(_ bytes: [UInt8], to path: String, syncing: Bool = true) throws(Failure) {
        try bytes.withUnsafeBytes { raw in
            Result { () throws(Failure) in try write(parts: [raw], to: path, syncing: syncing) }
        }.get()
    }

    /// `write(_:to:)` of `text` and a line break, from the string's own storage.
    static func write(line text: String, to path: String, syncing: Bool = true) throws(Failure) {
        var text = text
        try text.withUTF8 { utf8 in
            Result { () throws(Failure) in try write(parts: [UnsafeRawBufferPointer(utf8), newline], to: path, syncing: syncing) }
        }.get()
    }

    /// Flushes the file systems holding `folders` to disk, each once
    /// (Linux's `syncfs`; elsewhere, or without it, each folder's fsync).
    static func syncFileSystems(holding folders: Set<String>) {
        typealias SyncFS = @convention(c) (Int32) -> Int32
        #if os(Linux)
        // Looked up rather than imported: Glibc's module map leaves out
        // this _GNU_SOURCE function.
        let syncfs = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs").map { unsafeBitCast($0, to: SyncFS.self) }
        #else
        let syncfs: SyncFS? = nil
        #endif
        var synced: Set<UInt> = []
        for folder in folders.sorted() {
            let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var info = stat()
            guard fstat(fd, &info) == 0 else { continue }
            if let syncfs {
                if synced.insert(UInt(info.st_dev)).inserted { _ = syncfs(fd) }
            } else {
                _ = fsync(fd)
            }
        }
    }

    /// `write(_:to:)` of several pieces, one after another.
    static func write(parts bytes: [UnsafeRawBufferPointer], to path: String, syncing: Bool = true) throws(Failure) {
        try write(to: path, syncing: syncing) { emit throws(Failure) in
            for part in bytes { try emit(part) }
        }
    }

    /// `write(_:to:)` of what `produce` hands its sink as it makes it (a
    /// batch's JSON, streamed into the temporary file).
    static func write(streaming produce: ((UnsafeRawBufferPointer) -> Void) -> Void, to path: String,
                      syncing: Bool = true) throws(Failure) {
        try write(to: path, syncing: syncing) { emit throws(Failure) in
            try stream(produce, emit)
            try emit(newline)
        }
    }

    /// Writes one piece; a failure ends the output.
    typealias Emit = (UnsafeRawBufferPointer) throws(Failure) -> Void

    /// Runs `produce` with a sink that passes each piece to `emit` until one
    /// fails, then drops the rest; that failure is thrown at the end.
    static func stream(_ produce: ((UnsafeRawBufferPointer) -> Void) -> Void, _ emit: Emit) throws(Failure) {
        var failure: Failure?
        withoutActuallyEscaping(emit) { emit in
            produce { bytes in
                guard failure == nil else { return }
                do throws(Failure) { try emit(bytes) } catch { failure = error }
            }
        }
        if let failure { throw failure }
    }

    /// The output of `produce` written to `path` (see the type's comment):
    /// atomically to a regular file, through to a device or FIFO.
    private static func write(to path: String, syncing: Bool = true, _ produce: (Emit) throws(Failure) -> Void) throws(Failure) {
        guard !path.isEmpty else { throw Failure(reason: "the path is empty") }
        let target = try finalTarget(of: path)
        var info = stat()
        if stat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw Failure(reason: "it is a directory")
            case S_IFREG: try replaceAtomically(target, produce, keeping: info, syncing: syncing)
            default: try writeThrough(target, produce)
            }
        } else if errno == ENOENT {
            try checkFolder(of: target, asGiven: path)
            try replaceAtomically(target, produce, keeping: nil, syncing: syncing)
        } else {
            throw Failure(reason: errnoReason())
        }
    }

    /// Writes all of `bytes` to `fd`, retrying short writes and EINTR.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(Failure) {
        if let code = FileDescriptorIO.writeAll(bytes, to: fd) { throw Failure(reason: errnoReason(code)) }
    }

    static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) throws(Failure) {
        if let code = FileDescriptorIO.writeAll(bytes, to: fd) { throw Failure(reason: errnoReason(code)) }
    }

    // MARK: - Steps

    /// Follows symlinks (up to 40, as the kernel does) to the path that is
    /// really written; a dangling link gives its (missing) target, which is
    /// then created, as the shell's `>` would.
    private static func finalTarget(of path: String) throws(Failure) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n >= 0 else { throw Failure(reason: errnoReason()) }
            let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : folder(of: current) + "/" + link
        }
        throw Failure(reason: "too many levels of symbolic links")
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func checkFolder(of target: String, asGiven path: String) throws(Failure) {
        let dir = folder(of: target)
        var info = stat()
        guard stat(dir, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw Failure(reason: "the folder '\(dir)' does not exist") }
            throw Failure(reason: errnoReason())
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw Failure(reason: "'\(dir)' is not a folder") }
        if path.hasSuffix("/") { throw Failure(reason: "it names a folder, not a file") }
    }

    /// `target` is a path, or with `folderFD` a name in that open folder
    /// (`--output-dir`: the temporary file and the rename stay in it, never
    /// following a symlink).
    static func replaceAtomically(_ target: String, in folderFD: Int32 = AT_FDCWD, _ produce: (Emit) throws(Failure) -> Void,
                                  keeping existing: stat?, syncing: Bool) throws(Failure) {
        let dir = folderFD == AT_FDCWD ? folder(of: target) + "/" : ""
        let base = target.split(separator: "/").last.map(String.init) ?? "output"
        var temp = ""
        var fd: Int32 = -1
        for attempt in 0..<100 {
            temp = dir + "." + base + ".xmllayout-\(getpid())-\(attempt).tmp"
            // 0666 minus the umask, as a new file made by `>` gets.
            fd = openat(folderFD, temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw Failure(reason: errnoReason()) }
        var committed = false
        defer {
            if !committed { unlinkat(folderFD, temp, 0) }
        }
        do throws(Failure) {
            if let existing {
                // Keep what the user set up: mode (640 stays 640) and owner.
                if fchmod(fd, existing.st_mode & 0o7777) != 0 { throw Failure(reason: errnoReason()) }
                _ = fchown(fd, existing.st_uid, existing.st_gid) // only root may; a user's own file is theirs anyway
            }
            try produce { bytes throws(Failure) in try writeAll(bytes, to: fd) }
            if syncing, fsync(fd) != 0 { throw Failure(reason: errnoReason()) }
        } catch {
            close(fd)
            throw error
        }
        if close(fd) != 0 { throw Failure(reason: errnoReason()) }
        guard renameat(folderFD, temp, folderFD, target) == 0 else { throw Failure(reason: errnoReason()) }
        committed = true
        // Make the rename itself durable; failure here loses nothing.
        if syncing, folderFD != AT_FDCWD {
            _ = fsync(folderFD)
        } else if syncing {
            let dirFD = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if dirFD >= 0 { _ = fsync(dirFD); close(dirFD) }
        }
    }

    /// Devices, FIFOs, sockets: opened without creating or truncating
    /// anything, non-blocking so a FIFO without a reader is an error (ENXIO)
    /// instead of a hang.
    private static func writeThrough(_ target: String, _ produce: (Emit) throws(Failure) -> Void) throws(Failure) {
        let fd = open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            if errno == ENXIO { throw Failure(reason: "nothing is reading from it (a FIFO or socket without a reader)") }
            throw Failure(reason: errnoReason())
        }
        // Writes may block again (a slow reader is not an error).
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        do throws(Failure) {
            try produce { bytes throws(Failure) in try writeAll(bytes, to: fd) }
        } catch {
            close(fd)
            throw error
        }
        if close(fd) != 0 { throw Failure(reason: errnoReason()) }
    }

    static func errnoReason(_ code: Int32 = errno) -> String {
        (strerror(code).map { String(cString: $0) } ?? "error \(code)").lowercased()
    }
}
