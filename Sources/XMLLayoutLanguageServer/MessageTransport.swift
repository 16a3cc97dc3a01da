#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XMLLayout

/// JSON-RPC over a byte stream with LSP's base protocol framing:
/// `Content-Length: N\r\n` (other headers ignored), `\r\n`, then N bytes of
/// UTF-8 JSON. Reads with read(2) and writes with write(2) on descriptors.
final class MessageTransport {
    /// A message body larger than this is refused (and the connection
    /// dropped): layout files are limited to 8 MiB, and JSON escaping can at
    /// most about double that.
    static let maximumBodySize = 64 * 1024 * 1024

    enum ReadResult {
        case message([UInt8])
        /// Headers without a usable Content-Length: the stream cannot be
        /// resynchronised, so the server stops.
        case badHeader(String)
        case endOfStream
    }

    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private var start = 0

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    func read() -> ReadResult {
        var contentLength: Int?
        // Headers: lines up to an empty one.
        while true {
            guard let line = readLine() else { return .endOfStream }
            if line.isEmpty {
                if contentLength != nil { break }
                return .badHeader("a message without a Content-Length header")
            }
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingSpacesAndTabs().lowercased() == "content-length" {
                guard let n = Int(parts[1].trimmingSpacesAndTabs()), n >= 0, n <= Self.maximumBodySize else {
                    return .badHeader("an invalid Content-Length: \(parts[1])")
                }
                contentLength = n
            }
        }
        guard let body = readBytes(contentLength ?? 0) else { return .endOfStream }
        return .message(body)
    }

    /// True when another message has (at least partly) arrived already:
    /// buffered bytes, or input ready now (poll(2) without waiting).
    var hasPendingInput: Bool {
        if start < buffer.count { return true }
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    /// A line for the person running the server, on stderr (unbuffered).
    static func writeStandardError(_ text: String) {
        _ = FileDescriptorIO.writeAll(Array(text.utf8), to: 2)
    }

    func write(_ body: [UInt8]) {
        _ = FileDescriptorIO.writeAll(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body, to: output)
    }

    // MARK: - Buffered reading

    private func fill() -> Bool {
        if start > 0 && start == buffer.count { buffer.removeAll(keepingCapacity: true); start = 0 }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let n = chunk.withUnsafeMutableBytes { FileDescriptorIO.readSome(input, into: $0) }
        if n <= 0 { return false }
        buffer += chunk[0..<n]
        return true
    }

    /// A header line without its CR LF (a bare LF is accepted too); nil at
    /// the end of the stream. Header lines longer than 8 KiB are cut.
    private func readLine() -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                var end = newline
                if end > start && buffer[end - 1] == 0x0D { end -= 1 }
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                start = newline + 1
                return line
            }
            if buffer.count - start > 8192 {
                let line = String(decoding: buffer[start..<(start + 8192)], as: UTF8.self)
                start += 8192
                return line
            }
            guard fill() else { return nil }
        }
    }

    private func readBytes(_ count: Int) -> [UInt8]? {
        while buffer.count - start < count {
            guard fill() else { return nil }
        }
        let body = Array(buffer[start..<(start + count)])
        start += count
        if start > 1 << 20 { buffer.removeFirst(start); start = 0 }
        return body
    }
}

