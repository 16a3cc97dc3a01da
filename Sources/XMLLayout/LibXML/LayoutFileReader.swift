#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file's bytes with POSIX calls, refusing what a layout file can
/// never be: a directory, a device or FIFO (reading one could block forever),
/// or something larger than the limit (checked with `stat` first, and again
/// while reading in case the file grows, so an enormous file is never read
/// into memory).
enum LayoutFileReader {
    enum Failure: Error, Equatable {
        case notFound
        case isDirectory
        case notRegularFile
        case tooLarge(size: Int)
        case unreadable(reason: String)
    }

    static func readBytes(atPath path: String, limit: Int) -> Result<[UInt8], Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(failure(forErrno: errno))
        }
        let fileType = info.st_mode & S_IFMT
        if fileType == S_IFDIR { return .failure(.isDirectory) }
        guard fileType == S_IFREG else { return .failure(.notRegularFile) }
        if Int(info.st_size) > limit { return .failure(.tooLarge(size: Int(info.st_size))) }

        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(failure(forErrno: errno))
        }
        defer { close(descriptor) }

        // Read at most limit + 1 bytes: one more than allowed proves "too large".
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(Int(info.st_size), limit) + 1)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count <= limit {
            let wanted = min(chunk.count, limit + 1 - bytes.count)
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(failure(forErrno: errno))
            }
            if got == 0 { break }
            bytes.append(contentsOf: chunk[0..<got])
        }
        if bytes.count > limit { return .failure(.tooLarge(size: bytes.count)) }
        return .success(bytes)
    }

    private static func failure(forErrno code: Int32) -> Failure {
        switch code {
        case ENOENT, ENOTDIR: return .notFound
        case EISDIR: return .isDirectory
        default:
            let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
            return .unreadable(reason: reason.lowercased())
        }
    }
}
