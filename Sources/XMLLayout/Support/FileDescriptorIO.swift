#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and whole writes on a file descriptor, the one loop for every
/// writer (`-o` and standard output, snapshots, the language server):
/// EINTR and short writes retried, a full non-blocking descriptor waited on.
public enum FileDescriptorIO {
    /// Writes all of `bytes` to `fd`; nil, or the errno that stopped it
    /// (EIO when the system wrote nothing and said nothing).
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    var p = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&p, 1, 1000)
                    continue
                }
                return errno
            }
            if n == 0 { return EIO }
            offset += n
        }
        return nil
    }

    public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: fd) }
    }

    /// One read(2) into `buffer`, EINTR retried: the count read, 0 at the
    /// end, -1 on an error (in `errno`).
    public static func readSome(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let n = read(fd, buffer.baseAddress, buffer.count)
            if n < 0 && errno == EINTR { continue }
            return n
        }
    }
}
