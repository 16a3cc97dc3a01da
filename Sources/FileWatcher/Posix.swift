#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers so classes with their own `close()` can reach libc's.
enum Posix {
    static func close(_ fd: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(fd)
        #else
        _ = Darwin.close(fd)
        #endif
    }

    static var errno: Int32 {
        #if canImport(Glibc)
        return Glibc.errno
        #else
        return Darwin.errno
        #endif
    }

    /// Absolute form of `path` (relative paths resolve against the current
    /// directory now, so a later `chdir` doesn't move the watch).
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        let dir = String(cString: cwd)
        return dir.hasSuffix("/") ? dir + path : dir + "/" + path
    }

    /// Splits an absolute path into parent directory and last component.
    static func split(_ absolutePath: String) -> (dir: String, name: String) {
        var path = Substring(absolutePath)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        guard let slash = path.lastIndex(of: "/") else { return (".", String(path)) }
        let dir = path[..<slash]
        return (dir.isEmpty ? "/" : String(dir), String(path[path.index(after: slash)...]))
    }

    /// Monotonic time in nanoseconds (immune to wall-clock jumps).
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}

/// A non-blocking self-pipe: `signal()` makes `readFD` readable until
/// `drain()`. Wakes the watch thread out of `poll`, and is the descriptor a
/// consumer's own `poll` loop waits on.
final class WakePipe {
    let readFD: Int32
    let writeFD: Int32

    init() throws {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw FileWatcher.Error(operation: "pipe", code: Posix.errno) }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        writeFD = fds[1]
    }

    private var closed = false

    deinit { close() }

    /// Only once no other thread can touch the pipe (the owner ensures it).
    func close() {
        guard !closed else { return }
        closed = true
        Posix.close(readFD)
        Posix.close(writeFD)
    }

    /// A full pipe (EAGAIN) is fine: it is already readable.
    func signal() {
        var byte: UInt8 = 1
        _ = write(writeFD, &byte, 1)
    }

    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readFD, &buffer, buffer.count) > 0 {}
    }
}
