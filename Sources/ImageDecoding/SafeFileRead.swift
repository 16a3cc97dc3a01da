#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file that must be a regular one: `stat` first (a FIFO,
/// device or directory is refused without opening it, so nothing blocks),
/// then `open` with O_NONBLOCK (in case the path was swapped meanwhile)
/// and `fstat` on the descriptor to check again what was really opened.
enum SafeFileRead {
    static func bytes(atPath path: String, limit: Int) -> Result<[UInt8], ImageDecodingError> {
        var st = stat()
        guard stat(path, &st) == 0 else { return .failure(.unreadable(errorText(errno))) }
        guard isRegular(st) else { return .failure(.notARegularFile) }
        guard Int(st.st_size) <= limit else { return .failure(.fileTooLarge(bytes: Int(st.st_size), limit: limit)) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.unreadable(errorText(errno))) }
        defer { close(fd) }
        guard fstat(fd, &st) == 0 else { return .failure(.unreadable(errorText(errno))) }
        guard isRegular(st) else { return .failure(.notARegularFile) }
        guard Int(st.st_size) <= limit else { return .failure(.fileTooLarge(bytes: Int(st.st_size), limit: limit)) }
        // Read until end of file, never past the limit (the file may grow).
        var out: [UInt8] = []
        out.reserveCapacity(Int(st.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(errorText(errno)))
            }
            if n == 0 { break }
            out += chunk[0..<n]
            if out.count > limit { return .failure(.fileTooLarge(bytes: out.count, limit: limit)) }
        }
        return .success(out)
    }

    private static func isRegular(_ st: stat) -> Bool { (st.st_mode & S_IFMT) == S_IFREG }

    private static func errorText(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        case ENOTDIR: return "a component of the path is not a folder"
        default: return String(cString: strerror(code))
        }
    }
}
