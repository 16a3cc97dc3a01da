import NIOCore
import Synchronization

/// Server-Sent Events to every open page: `event: reload`, `data: N` (the
/// preview's version) after each reload, and a comment every few seconds so
/// that no proxy or timeout closes an idle stream.
final class EventHub: Sendable {
    private let subscribers = Mutex<[Int: AsyncStream<ByteBuffer>.Continuation]>([:])
    private let nextID = Atomic<Int>(0)

    /// A new page's stream, starting with the version it should show now. It
    /// ends when the page goes (the response's task ends) or at `finishAll`.
    func subscribe(version: Int) -> AsyncStream<ByteBuffer> {
        let id = nextID.add(1, ordering: .relaxed).newValue
        let (stream, continuation) = AsyncStream<ByteBuffer>.makeStream(bufferingPolicy: .bufferingNewest(16))
        continuation.onTermination = { [weak self] _ in
            self?.subscribers.withLock { _ = $0.removeValue(forKey: id) }
        }
        continuation.yield(Self.event(version: version))
        subscribers.withLock { $0[id] = continuation }
        return stream
    }

    /// Tells every page that version `version` is ready.
    func publish(version: Int) {
        send(Self.event(version: version))
    }

    /// Keeps idle streams open.
    func heartbeat() {
        send(ByteBuffer(string: ": keep-alive\n\n"))
    }

    var count: Int { subscribers.withLock { $0.count } }

    /// Ends every stream (the server is stopping).
    func finishAll() {
        let all = subscribers.withLock { s -> [AsyncStream<ByteBuffer>.Continuation] in
            defer { s.removeAll() }
            return Array(s.values)
        }
        for c in all { c.finish() }
    }

    private func send(_ bytes: ByteBuffer) {
        let all = subscribers.withLock { Array($0.values) }
        for c in all { c.yield(bytes) }
    }

    static func event(version: Int) -> ByteBuffer {
        ByteBuffer(string: "event: reload\ndata: \(version)\n\n")
    }
}
