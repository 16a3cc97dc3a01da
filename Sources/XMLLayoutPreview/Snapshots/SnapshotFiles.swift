#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XMLLayout

/// The few file operations `snapshot` needs, on POSIX calls (this module
/// does without Foundation): whole files read and written, a write made
/// atomic by a rename, folders made.
enum SnapshotFiles {
    /// The file's bytes, or nil when it is not a readable regular file.
    static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(Int(info.st_size))
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { FileDescriptorIO.readSome(fd, into: $0) }
            guard n >= 0 else { return nil }
            if n == 0 { return out }
            out.append(contentsOf: buffer[0..<n])
        }
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Writes `bytes` to a temporary file beside `path`, then renames it
    /// into place; returns why it could not.
    @discardableResult
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { return reason() }
        if let code = FileDescriptorIO.writeAll(bytes, to: fd) {
            close(fd)
            unlink(temporary)
            return reason(code)
        }
        close(fd)
        guard rename(temporary, path) == 0 else {
            let why = reason()
            unlink(temporary)
            return why
        }
        return nil
    }

    static func write(_ text: String, to path: String) -> String? { write(Array(text.utf8), to: path) }

    static func remove(_ path: String) { unlink(path) }

    /// Makes `folder` (not its parents, which hold the layouts and exist).
    static func makeFolder(_ folder: String) -> String? {
        if mkdir(folder, 0o755) == 0 || errno == EEXIST { return nil }
        return reason()
    }

    /// The folder part of `path` ("." for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last part of `path`.
    static func baseName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    private static func reason(_ code: Int32 = errno) -> String { String(cString: strerror(code)).lowercased() }
}

