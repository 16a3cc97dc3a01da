import BrowserPreview
import Foundation
import Synchronization
import XCTest

/// The server's own stream and its end: a page's `/events` starts with the
/// version to show, and cancelling `run` ends it even while a page listens.
final class ServerLifecycleTests: XCTestCase {
    func testEventsStartWithTheVersionAndCancellingEndsTheServerWithAPageListening() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("screen.xml").path
        try BrowserPreviewTests.layout(width: 120).write(toFile: path, atomically: false, encoding: .utf8)

        let server = BrowserServer(session: BrowserSession(configuration: .init(path: path)), port: 0)
        let address = AsyncStream<String>.makeStream()
        let serving = Task { try await server.run { address.continuation.yield($0) } }
        var addresses = address.stream.makeAsyncIterator()
        let next = await addresses.next()
        let url = try XCTUnwrap(next)
        let port = try XCTUnwrap(UInt16(url.split(separator: ":").last?.split(separator: "/").first ?? ""))

        // A raw connection: the headers and the first event, then it stays open.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var sin = sockaddr_in()
        sin.sin_family = sa_family_t(AF_INET)
        sin.sin_port = port.bigEndian
        sin.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &sin) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        XCTAssertEqual(connected, 0)
        let request = "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        _ = request.withCString { send(fd, $0, strlen($0), 0) }
        var received = ""
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.contains("data: 0\n\n") {
            let n = recv(fd, &buffer, buffer.count, 0)
            guard n > 0 else { break }
            received += String(decoding: buffer[..<n], as: UTF8.self)
        }
        XCTAssertTrue(received.lowercased().contains("content-type: text/event-stream"), received)
        XCTAssertTrue(received.contains("event: reload\ndata: 0\n\n"), received)

        serving.cancel()
        let ended = Flag()
        Task {
            _ = await serving.result
            ended.set()
        }
        let deadline = ContinuousClock.now + .seconds(10)
        while !ended.isSet && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        XCTAssertTrue(ended.isSet, "run returns once cancelled, though a page still listens")
    }
}

private final class Flag: Sendable {
    private let value = Mutex(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}
