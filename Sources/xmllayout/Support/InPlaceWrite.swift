
/// `format -i` and `validate --fix`: a file rewritten where it is, and only
/// if it is still what was read.
///
/// - Between the read and the write an editor may have saved the file: the
///   write happens only if it is the same file (device and inode), of the
///   same size and modification time, holding the same bytes; otherwise
///   nothing is written ("it changed while formatting").
/// - A read-only file (no write permission, e.g. 0444) is refused, not
///   replaced behind its owner's back (a rename would succeed in a writable
///   folder).
/// - A file with several hard links is written in place (its inode kept,
///   so every link sees the result): space for the new text is reserved
///   first, so a full disk fails before anything is overwritten. Any other
///   file is replaced atomically as `-o` does (`OutputFile`), keeping its
///   mode and owner.
enum InPlaceWrite {
    typealias Failure = OutputFile.Failure

    /// What identifies a file's content as read: `stat`'s fields.
    struct Snapshot: Equatable {
        var device: UInt64, inode: UInt64, size: Int64
        var modified: Int64, modifiedNanoseconds: Int
        var mode: UInt32, links: UInt64

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            self.init(info)
        }

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec)
            modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
            mode = UInt32(info.st_mode)
            links = UInt64(info.st_nlink)
        }
    }

    /// Replaces `path`'s content, read as `original` when it was `before`,
    /// by `bytes`; `activity` ("formatting", "fixing") words the refusal.
    static func replace(_ path: String, readAs original: [UInt8], when before: Snapshot?, with bytes: [UInt8],
                        activity: String) throws(Failure) {
        let changed = Failure(reason: "it changed while \(activity); nothing was written (run again)")
        guard let before, Snapshot(path: path) == before else { throw changed }
        if before.mode & 0o222 == 0 || access(path, W_OK) != 0 {
            throw Failure(reason: "it is read-only (mode \(String(before.mode & 0o777, radix: 8))); "
                + "make it writable to rewrite it")
        }
        guard before.links > 1 else {
            guard readAll(path) == original else { throw changed }
            return try OutputFile.write(bytes, to: path)
        }
        let fd = open(path, O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw Failure(reason: OutputFile.errnoReason()) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, Snapshot(info) == before, readAll(fd) == original else { throw changed }
        if bytes.count > original.count {
            let reserved = posix_fallocate(fd, 0, off_t(bytes.count))
            if reserved != 0, reserved != EOPNOTSUPP, reserved != EINVAL { throw Failure(reason: OutputFile.errnoReason(reserved)) }
        }
        guard lseek(fd, 0, SEEK_SET) == 0 else { throw Failure(reason: OutputFile.errnoReason()) }
        try OutputFile.writeAll(bytes, to: fd)
        guard ftruncate(fd, off_t(bytes.count)) == 0, fsync(fd) == 0 else { throw Failure(reason: OutputFile.errnoReason()) }
    }

    private static func readAll(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return readAll(fd)
    }

    /// The whole file from its start (the sizes were compared already).
    private static func readAll(_ fd: Int32) -> [UInt8]? {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var offset: off_t = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { return out }
            out += chunk[0..<n]
            offset += off_t(n)
        }
    }
}

/// A file's own conventions, kept by `format`: a UTF-8 byte-order mark and
/// CRLF line ends (the formatter writes LF, without a mark).
struct TextConventions {
    var byteOrderMark = false
    var crlf = false

    init(of bytes: [UInt8]) {
        byteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        if let lf = bytes.firstIndex(of: 0x0A) { crlf = lf > 0 && bytes[lf - 1] == 0x0D }
    }

    /// `text` (LF line ends, no mark) in these conventions, as bytes.
    func applied(to text: String) -> [UInt8] {
        var out: [UInt8] = byteOrderMark ? [0xEF, 0xBB, 0xBF] : []
        out.reserveCapacity(text.utf8.count + 3)
        for b in text.utf8 {
            if crlf, b == 0x0A { out.append(0x0D) }
            out.append(b)
        }
        return out
    }
}
