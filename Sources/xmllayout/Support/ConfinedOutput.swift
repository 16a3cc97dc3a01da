import LayoutEngine
import XMLLayout

/// `render DIR --output-dir OUT`'s writes, which stay in OUT: the folders
/// below it are made and entered one at a time with `openat(O_NOFOLLOW)`,
/// and the result is renamed into the last of them, so a symbolic link that
/// already sits in OUT (a folder `out/a -> /etc`, or a file
/// `out/a.json -> ~/.bashrc`) is refused rather than written through, and
/// so is anything that is not a regular file. OUT itself is the user's
/// choice and may be a link. Each file is still written whole or not at all
/// (`OutputFile.replaceAtomically`).
enum ConfinedOutput {
    typealias Failure = OutputFile.Failure

    /// Writes what `produce` makes to `relative` (`a/b.json`) below `root`.
    static func write(_ relative: String, under root: String, syncing: Bool,
                      _ produce: (OutputFile.Emit) throws(Failure) -> Void) throws(Failure) {
        var parts = relative.split(separator: "/").map(String.init).filter { $0 != "." }
        guard let name = parts.popLast(), !parts.contains(".."), name != ".." else {
            throw Failure(reason: "the path leaves the output folder")
        }
        try makeFolder(root)
        var folderFD = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folderFD >= 0 else { throw Failure(reason: OutputFile.errnoReason()) }
        defer { close(folderFD) }
        var shown = root
        for part in parts {
            shown += (shown.hasSuffix("/") ? "" : "/") + part
            if mkdirat(folderFD, part, 0o777) != 0, errno != EEXIST { throw Failure(reason: OutputFile.errnoReason()) }
            let next = openat(folderFD, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                let code = errno
                if isLink(part, in: folderFD) { throw linkRefusal(shown) }
                if code == ENOTDIR { throw Failure(reason: "'\(TerminalText.visible(shown))' is not a folder") }
                throw Failure(reason: OutputFile.errnoReason(code))
            }
            close(folderFD)
            folderFD = next
        }
        var info = stat()
        var existing: stat?
        if fstatat(folderFD, name, &info, AT_SYMLINK_NOFOLLOW) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: existing = info
            case S_IFLNK: throw linkRefusal(shown + "/" + name)
            case S_IFDIR: throw Failure(reason: "it is a directory")
            default: throw Failure(reason: "it is not a regular file; --output-dir replaces regular files only")
            }
        } else if errno != ENOENT {
            throw Failure(reason: OutputFile.errnoReason())
        }
        try OutputFile.replaceAtomically(name, in: folderFD, produce, keeping: existing, syncing: syncing)
    }

    /// `mkdir -p root` (the output folder itself, symlinks in it allowed).
    private static func makeFolder(_ root: String) throws(Failure) {
        var info = stat()
        if stat(root, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return }
        var path = root.hasPrefix("/") ? "/" : ""
        for part in root.split(separator: "/") where part != "." {
            path += (path.isEmpty || path.hasSuffix("/") ? "" : "/") + part
            if mkdir(path, 0o777) != 0, errno != EEXIST { throw Failure(reason: OutputFile.errnoReason()) }
        }
        guard stat(root, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(reason: "'\(TerminalText.visible(root))' is not a folder")
        }
    }

    private static func isLink(_ name: String, in folderFD: Int32) -> Bool {
        var info = stat()
        return fstatat(folderFD, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    private static func linkRefusal(_ path: String) -> Failure {
        Failure(reason: "'\(TerminalText.visible(path))' is a symbolic link; --output-dir never writes through one")
    }
}
