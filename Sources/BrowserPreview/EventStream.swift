import FlyingFox
import FlyingSocks
import Foundation
import Synchronization

/// Server-Sent Events to every open page: `event: reload`, `data: N` (the
/// preview's version) after each reload, and a comment every few seconds so
/// that no proxy or timeout closes an idle stream.
final class EventHub: Sendable {
    private let subscribers = Mutex<[Int: AsyncStream<[UInt8]>.Continuation]>([:])
    private let nextID = Atomic<Int>(0)

    /// A new page's stream, starting with the version it should show now.
    func subscribe(version: Int) -> HTTPBodySequence {
        let id = nextID.add(1, ordering: .relaxed).newValue
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(16))
        continuation.onTermination = { [weak self] _ in
            self?.subscribers.withLock { _ = $0.removeValue(forKey: id) }
        }
        continuation.yield(Self.event(version: version))
        subscribers.withLock { $0[id] = continuation }
        return HTTPBodySequence(from: ChunkSequence(stream: stream))
    }

    /// Tells every page that version `version` is ready.
    func publish(version: Int) {
        send(Self.event(version: version))
    }

    /// Keeps idle streams open.
    func heartbeat() {
        send(Array(": keep-alive\n\n".utf8))
    }

    var count: Int { subscribers.withLock { $0.count } }

    /// Ends every stream (the server is stopping).
    func finishAll() {
        let all = subscribers.withLock { s -> [AsyncStream<[UInt8]>.Continuation] in
            defer { s.removeAll() }
            return Array(s.values)
        }
        for c in all { c.finish() }
    }

    private func send(_ bytes: [UInt8]) {
        let all = subscribers.withLock { Array($0.values) }
        for c in all { c.yield(bytes) }
    }

    static func event(version: Int) -> [UInt8] {
        Array("event: reload\ndata: \(version)\n\n".utf8)
    }
}

/// An `AsyncStream` of byte chunks as the buffered byte sequence FlyingFox
/// streams a body from (chunked transfer encoding, as long as the page stays).
struct ChunkSequence: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let stream: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(base: stream.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<[UInt8]>.Iterator
        var pending: ArraySlice<UInt8> = []

        mutating func next() async -> UInt8? {
            guard let chunk = await nextBuffer(suggested: 1) else { return nil }
            return chunk.first
        }

        mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
            while pending.isEmpty {
                guard let chunk = await base.next() else { return nil }
                pending = chunk[...]
            }
            let n = Swift.min(Swift.max(count, 1), pending.count)
            defer { pending = pending.dropFirst(n) }
            return pending.prefix(n)
        }
    }
}
