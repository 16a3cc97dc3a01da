#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Drives `xmllayout lsp` as an editor does: Content-Length framed JSON-RPC
/// over the process's stdin and stdout. Reads wait with poll(2) up to a
/// deadline, so a server that does not answer fails the test instead of
/// hanging it.
public final class LSPTestClient {
    public struct Timeout: Error, CustomStringConvertible {
        public var description: String
    }

    public let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var buffer: [UInt8] = []
    private var nextID = 1
    /// Notifications received while waiting for responses.
    public private(set) var notifications: [[String: Any]] = []

    public init(arguments: [String] = ["lsp"]) throws {
        process.executableURL = URL(fileURLWithPath: XMLLayoutBinary.path)
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    public func sendRaw(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    public func send(_ message: [String: Any]) throws {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: message)
        sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + [UInt8](body))
    }

    public func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["method": method, "params": params])
    }

    /// Sends a request and returns its response (notifications that arrive
    /// first are kept in `notifications`).
    @discardableResult
    public func request(_ method: String, _ params: [String: Any] = [:], timeout: TimeInterval = 30) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        try send(["id": id, "method": method, "params": params])
        return try waitFor(timeout: timeout) { ($0["id"] as? Int) == id }
    }

    /// The next message satisfying `predicate` (earlier notifications kept).
    public func waitFor(timeout: TimeInterval = 30, _ predicate: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let message = try readMessage(deadline: deadline)
            if predicate(message) { return message }
            if message["method"] != nil { notifications.append(message) }
        }
    }

    /// The next `textDocument/publishDiagnostics` for `uri`, from those
    /// already received or yet to come.
    public func diagnostics(for uri: String, timeout: TimeInterval = 30) throws -> [[String: Any]] {
        func matches(_ m: [String: Any]) -> Bool {
            m["method"] as? String == "textDocument/publishDiagnostics" && (m["params"] as? [String: Any])?["uri"] as? String == uri
        }
        if let i = notifications.firstIndex(where: matches) {
            let m = notifications.remove(at: i)
            return (m["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        }
        let m = try waitFor(timeout: timeout, matches)
        return (m["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    public func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Waits for the process to end; its exit status, or nil past the deadline.
    public func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    private func readMessage(deadline: Date) throws -> [String: Any] {
        while true {
            if let message = try parseBuffered() { return message }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw Timeout(description: "no message from the server in time") }
            var pfd = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pfd, 1, Int32(min(remaining, 1) * 1000))
            if ready <= 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { read(pfd.fd, $0.baseAddress, $0.count) }
            if n <= 0 { throw Timeout(description: "the server closed its output") }
            buffer += chunk[0..<n]
        }
    }

    private func parseBuffered() throws -> [String: Any]? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard buffer.count >= 4, let end = (0...(buffer.count - 4)).first(where: { Array(buffer[$0..<($0 + 4)]) == separator }) else {
            return nil
        }
        let header = String(decoding: buffer[0..<end], as: UTF8.self)
        guard let lengthLine = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
              let length = Int(lengthLine.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) else {
            throw Timeout(description: "a message without Content-Length: \(header)")
        }
        guard buffer.count >= end + 4 + length else { return nil }
        let body = Data(buffer[(end + 4)..<(end + 4 + length)])
        buffer.removeFirst(end + 4 + length)
        guard let message = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            throw Timeout(description: "a message that is not a JSON object")
        }
        return message
    }
}
