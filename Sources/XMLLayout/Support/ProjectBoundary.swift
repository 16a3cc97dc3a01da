#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ThreadSupport

/// Where the files a layout names (includes, data files, images) may be
/// read from: inside the project of the main file, after symlinks.
///
/// The project root is the nearest folder above the main file that holds
/// `.git` (a folder, or a worktree's file), else the main file's own folder;
/// `--root DIR` widens it by more folders. A layout from a pull request
/// cannot then read `/etc/passwd`, `~/.ssh/…` or `../../secret` through an
/// include, a data file, an image or a symlink that points out: each is
/// refused with a message that shows the path, never the file's content.
/// Standard input's root is the working directory's project.
public struct ProjectBoundary: Hashable, Sendable {
    /// Real paths (symlinks resolved) of the folders reads may come from.
    public private(set) var roots: [String]

    /// The boundary of `mainFile` (`-` for standard input), widened by the
    /// folders of `--root` (`ProjectBoundary.widening`).
    public init(mainFile: String, widenedTo extra: [String] = ProjectBoundary.widening) {
        let folder = mainFile == "-" || mainFile == "<stdin>" ? "." : PathText.deletingLastComponent(mainFile)
        let real = Self.realPath(folder.isEmpty ? "." : folder) ?? Self.realPath(".") ?? "/"
        roots = [Self.projectRoot(above: real)] + extra.compactMap { Self.realPath($0) }
    }

    /// Nil when `path` (resolved against the working directory, symlinks
    /// followed) lies inside a root; otherwise why it is refused. A path that
    /// does not exist is judged by its folder, so the answer never tells
    /// whether a file outside the project exists.
    public func refusal(of path: String) -> String? {
        guard let real = Self.realPath(path) ?? Self.realFolderJoined(path) else { return nil }
        if roots.contains(where: { Self.isInside(real, $0) }) { return nil }
        let shown = roots.first.map { "'\($0)'" } ?? "the project"
        return "it is outside the project (\(shown)); pass --root DIR to allow files below DIR"
    }

    /// Folders `--root` adds to every boundary made in this process (the
    /// command line's, set once before any layout is read).
    public static var widening: [String] {
        get { lock.withLock { extraRoots.folders } }
        set { lock.withLock { extraRoots.folders = newValue } }
    }
    private static let lock = Lock()
    private static let extraRoots = Folders()
    private final class Folders: @unchecked Sendable { var folders: [String] = [] } // under `lock`

    // MARK: - Steps

    static func isInside(_ path: String, _ root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The nearest folder from `folder` upwards that holds `.git`, else `folder`.
    private static func projectRoot(above folder: String) -> String {
        var current = folder
        while true {
            var info = stat()
            if lstat(current == "/" ? "/.git" : current + "/.git", &info) == 0 { return current }
            guard current != "/", let slash = current.lastIndex(of: "/") else { return folder }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A missing file's real folder and its name.
    private static func realFolderJoined(_ path: String) -> String? {
        let folder = PathText.deletingLastComponent(path)
        guard let real = realPath(folder.isEmpty ? "." : folder) else { return nil }
        return PathText.appending(PathText.lastComponent(path), to: real)
    }
}
