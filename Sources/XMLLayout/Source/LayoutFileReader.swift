#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file's bytes with POSIX calls, refusing what a layout file (or an
/// image it names) can never be: a directory, a device or FIFO (opening or
/// reading one could block forever), or something larger than the limit
/// (checked with `stat` first, and again while reading in case the file
/// grows, so an enormous file is never read into memory).
///
/// The type is checked twice: `stat` before opening (so a FIFO is never
/// opened: that alone blocks until a writer appears), then `fstat` on what
/// was opened, non-blocking, in case the path was swapped in between.
enum LayoutFileReader {
    enum Failure: Error, Equatable {
        case notFound
        case isDirectory
        case notRegularFile(kind: String)
        /// `size` nil: more than the limit, exact size unknown (a stream).
        case tooLarge(size: Int?)
        case unreadable(reason: String)
    }

    static func readBytes(atPath path: String, limit: Int) -> Result<[UInt8], Failure> {
        switch openRegularFile(at: path) {
        case .failure(let failure): return .failure(failure)
        case .success(let (descriptor, size)):
            defer { close(descriptor) }
            if size > limit { return .failure(.tooLarge(size: size)) }
            return readAll(descriptor, limit: limit, sizeHint: size) // it may have grown since stat
        }
    }

    /// At most `count` bytes from the start of a regular file (an image header).
    static func readPrefix(atPath path: String, count: Int) -> Result<[UInt8], Failure> {
        switch openRegularFile(at: path) {
        case .failure(let failure): return .failure(failure)
        case .success(let (descriptor, size)):
            defer { close(descriptor) }
            return readAll(descriptor, limit: count, sizeHint: min(size, count), stopAtLimit: true)
        }
    }

    /// Standard input to its end, at most `limit` bytes; a closed or
    /// unreadable stdin (`<&-`, a directory) is a failure, never a trap.
    static func readStandardInput(limit: Int) -> Result<[UInt8], Failure> {
        var info = stat()
        if fstat(STDIN_FILENO, &info) != 0 {
            return .failure(.unreadable(reason: errno == EBADF ? "standard input is closed" : reason(errno)))
        }
        if info.st_mode & S_IFMT == S_IFDIR { return .failure(.isDirectory) }
        if fcntl(STDIN_FILENO, F_GETFL) & O_ACCMODE == O_WRONLY {
            return .failure(.unreadable(reason: "it is open for writing only"))
        }
        return readAll(STDIN_FILENO, limit: limit, sizeHint: 0, stream: true)
    }

    // MARK: - Steps

    private static func openRegularFile(at path: String) -> Result<(Int32, Int), Failure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(failure(forErrno: errno)) }
        if let problem = typeProblem(info) { return .failure(problem) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(failure(forErrno: errno)) }
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            return .failure(failure(forErrno: code))
        }
        if let problem = typeProblem(info) ?? fileSystemProblem(descriptor) {
            close(descriptor)
            return .failure(problem)
        }
        return .success((descriptor, Int(info.st_size)))
    }

    /// Files of /proc, /sys and the like look regular but are not files:
    /// `/proc/kmsg` never ends (a read waits for the next kernel message),
    /// others change as they are read. Refused by where the opened file
    /// really is (its descriptor's name: symlinks resolved, no race).
    private static func fileSystemProblem(_ descriptor: Int32) -> Failure? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        let name = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for (folder, kind) in [("/proc/", "a file of /proc"), ("/sys/", "a file of /sys"), ("/dev/", "a file of /dev")]
        where name.hasPrefix(folder) {
            return .notRegularFile(kind: kind)
        }
        #endif
        return nil
    }

    private static func typeProblem(_ info: stat) -> Failure? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return .isDirectory
        case S_IFIFO: return .notRegularFile(kind: "a FIFO (named pipe)")
        case S_IFCHR: return .notRegularFile(kind: "a character device")
        case S_IFBLK: return .notRegularFile(kind: "a block device")
        case S_IFSOCK: return .notRegularFile(kind: "a socket")
        default: return .notRegularFile(kind: "a special file")
        }
    }

    /// Reads to the end, or to `limit` bytes (then one more proves "too
    /// large", unless `stopAtLimit`). EINTR is retried; errors are failures.
    private static func readAll(_ descriptor: Int32, limit: Int, sizeHint: Int,
                                stopAtLimit: Bool = false, stream: Bool = false) -> Result<[UInt8], Failure> {
        let cap = stopAtLimit ? limit : limit + 1
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(sizeHint, limit) + 1)
        // Not zeroed: a 64 KB chunk filled with zeros for every file was 7% of
        // a batch of example-sized files. A file whose size is known needs
        // one byte more than it (the read that finds its end).
        let chunk = UnsafeMutableRawBufferPointer.allocate(
            byteCount: sizeHint > 0 ? min(sizeHint + 1, Self.chunkSize) : Self.chunkSize, alignment: 1)
        defer { chunk.deallocate() }
        let deadline = ContinuousClock.now + readTimeLimit
        while bytes.count < cap {
            let wanted = min(chunk.count, cap - bytes.count)
            let got = read(descriptor, chunk.baseAddress, wanted)
            if got < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // A regular file never has to wait: one that does does not end.
                    guard stream else { return .failure(.notRegularFile(kind: "a file that does not end")) }
                    waitReadable(descriptor)
                    continue
                }
                return .failure(errno == EISDIR ? .isDirectory : .unreadable(reason: reason(errno)))
            }
            if !stream, ContinuousClock.now > deadline {
                return .failure(.unreadable(reason: "reading it took longer than \(readTimeLimit) (it may not end)"))
            }
            if got == 0 { break }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<got]))
        }
        if !stopAtLimit && bytes.count > limit { return .failure(.tooLarge(size: nil)) }
        return .success(bytes)
    }

    /// The longest a file (not standard input) may take to read: a file on
    /// a hung network or FUSE mount, or one that never ends, is an error.
    static let readTimeLimit = Duration.seconds(10)

    /// The most one `read` asks for.
    static let chunkSize = 64 * 1024

    /// Standard input may be a non-blocking descriptor shared with a parent.
    private static func waitReadable(_ descriptor: Int32) {
        var p = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&p, 1, 1000)
    }

    private static func failure(forErrno code: Int32) -> Failure {
        switch code {
        case ENOENT, ENOTDIR: return .notFound
        case EISDIR: return .isDirectory
        default: return .unreadable(reason: reason(code))
        }
    }

    private static func reason(_ code: Int32) -> String {
        (strerror(code).map { String(cString: $0) } ?? "error \(code)").lowercased()
    }
}
