import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ThreadSupport

/// The state behind a `FileWatcher` and its watch thread. Separate from the
/// public handle so the thread can retain it while the handle's `deinit`
/// still runs (and stops the thread) when the consumer lets go.
///
/// Threading: one lock guards everything below; the thread blocks in
/// `poll(2)` without it (no busy loop: the timeout is the next debounce
/// deadline or polling tick, else infinite), and `setPaths` runs the backend
/// synchronously under it so a write right after `setPaths` is not missed.
final class WatchCore: @unchecked Sendable {
    private let lock = Lock()
    private let backend: WatchBackend
    private let debounceNanoseconds: UInt64
    private let deliversFinishedSavesAtOnce: Bool
    private let queue: DispatchQueue
    private let onChange: (@Sendable (FileChangeBatch) -> Void)?
    private let wake: WakePipe
    let ready: WakePipe // readable while `pending` is non-nil

    private var paths: [String] = []
    private var existed: [String: Bool] = [:] // as last reported
    private var dirty: Set<String> = []
    private var deadline: UInt64?              // when `dirty` is flushed
    private var nextTick: UInt64?
    private var pending: FileChangeBatch?      // for takePendingChanges()
    private var streams: [Int: AsyncStream<FileChangeBatch>.Continuation] = [:]
    private var nextStreamID = 0
    private var started = false
    private var stopped = false
    private var loopThread: pthread_t?
    private let finished = DispatchSemaphore(value: 0)

    init(backend: WatchBackend, debounce: Double, deliversFinishedSavesAtOnce: Bool = false,
         queue: DispatchQueue, onChange: (@Sendable (FileChangeBatch) -> Void)?) throws {
        self.backend = backend
        self.debounceNanoseconds = UInt64(max(debounce, 0) * 1e9)
        self.deliversFinishedSavesAtOnce = deliversFinishedSavesAtOnce
        self.queue = queue
        self.onChange = onChange
        self.wake = try WakePipe()
        self.ready = try WakePipe()
    }

    func start() {
        locked { started = true }
        if !startDetachedThread(stackSize: 8 << 20, { [self] in run() }) {
            locked { started = false } // no thread: as if never started (events are not delivered)
        }
    }

    // MARK: - Consumer side

    var currentPaths: [String] { locked { paths } }

    func setPaths(_ newPaths: [String]) {
        var seen = Set<String>()
        let unique = newPaths.filter { seen.insert($0).inserted }
        locked {
            guard !stopped else { return }
            backend.setPaths(unique)
            paths = unique
            // New paths get a baseline now (adding a path is not a change);
            // removed paths are forgotten, including any not yet delivered.
            existed = Dictionary(uniqueKeysWithValues: unique.map { ($0, existed[$0] ?? FileStamp(path: $0).exists) })
            dirty.formIntersection(seen)
            if dirty.isEmpty { deadline = nil }
            pending = pending.flatMap(keepingWatched)
        }
        wake.signal() // the tick schedule may have changed
    }

    /// Unbounded buffer: iterate the stream or drop it.
    var changes: AsyncStream<FileChangeBatch> {
        let (stream, continuation) = AsyncStream.makeStream(of: FileChangeBatch.self)
        let id: Int = locked {
            nextStreamID += 1
            return nextStreamID
        }
        continuation.onTermination = { [weak self] _ in self?.locked { self?.streams[id] = nil } }
        let registered: Bool = locked {
            guard !stopped else { return false }
            streams[id] = continuation
            return true
        }
        // Outside the lock: finishing runs onTermination, which takes it.
        if !registered { continuation.finish() }
        return stream
    }

    func takePendingChanges() -> FileChangeBatch? {
        locked {
            ready.drain()
            defer { pending = nil }
            return pending
        }
    }

    /// Idempotent. Returns once the thread has exited and released the
    /// inotify descriptor; callbacks already queued are dropped.
    func stop() {
        typealias Plan = (continuations: [AsyncStream<FileChangeBatch>.Continuation], wait: Bool)
        let plan: Plan? = locked {
            guard !stopped else { return nil }
            stopped = true
            defer { streams = [:] }
            let onLoopThread = loopThread.map { pthread_equal($0, pthread_self()) != 0 } ?? false
            return (Array(streams.values), started && !onLoopThread)
        }
        guard let plan else { return }
        plan.continuations.forEach { $0.finish() } // outside the lock: onTermination takes it
        wake.signal()
        if plan.wait {
            finished.wait()
        } else if !locked({ started }) {
            backend.close() // never started, so no thread to do it
        }
    }

    /// For the handle's deinit, after `stop()`: the watch thread may still
    /// hold the core for a moment, but it is past its last use of the pipes,
    /// so they are closed now rather than whenever the core is freed.
    func closeDescriptors() {
        wake.close()
        ready.close()
    }

    // MARK: - Watch thread

    private func run() {
        locked { loopThread = pthread_self() }
        var fds = [pollfd(fd: wake.readFD, events: Int16(POLLIN), revents: 0)]
        if let fd = backend.descriptor { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        while true {
            let timeout = locked { pollTimeout(now: Posix.now()) }
            for index in fds.indices { fds[index].revents = 0 }
            if poll(&fds, nfds_t(fds.count), timeout) < 0, Posix.errno != EINTR {
                usleep(10_000) // unexpected; never spin
            }
            if fds[0].revents != 0 { wake.drain() }
            let eventsReady = fds.count > 1 && fds[1].revents != 0
            let (batch, exit): (FileChangeBatch?, Bool) = locked {
                guard !stopped else { return (nil, true) }
                if eventsReady {
                    note(backend.readEvents())
                    // A save that ended (renamed in, or closed) goes out now:
                    // waiting out the window would only add to its latency.
                    if deliversFinishedSavesAtOnce, !dirty.isEmpty, !backend.finishedSaves.isEmpty { deadline = 0 }
                }
                let now = Posix.now()
                if let tick = nextTick, now >= tick {
                    nextTick = nil // rescheduled from now by pollTimeout
                    note(backend.tick())
                }
                guard let due = deadline, Posix.now() >= due else { return (nil, false) }
                return (flush(), false)
            }
            if exit { break }
            if let batch { publish(batch) }
        }
        backend.close()
        finished.signal()
    }

    /// Milliseconds until the next deadline or tick; -1 (block) if none.
    private func pollTimeout(now: UInt64) -> Int32 {
        if let interval = backend.tickInterval {
            if nextTick == nil { nextTick = now + UInt64(interval * 1e9) }
        } else {
            nextTick = nil
        }
        guard let next = [deadline, nextTick].compactMap({ $0 }).min() else { return -1 }
        guard next > now else { return 0 }
        return Int32(min((next - now + 999_999) / 1_000_000, UInt64(Int32.max)))
    }

    /// Debounce: the first touch opens a fixed window; everything touched
    /// before it closes goes out as one batch. A fixed window (rather than
    /// "quiet for N ms") bounds latency: a save is delivered `debounce`
    /// after its first event even while writes keep coming.
    private func note(_ touched: Set<String>) {
        guard !touched.isEmpty else { return }
        if dirty.isEmpty { deadline = Posix.now() + debounceNanoseconds }
        dirty.formUnion(touched)
    }

    /// Kinds come from existence before vs now, so whatever sequence of
    /// events an editor produced, the consumer gets the net effect.
    private func flush() -> FileChangeBatch? {
        var changes: [FileChange] = []
        for path in dirty {
            let now = FileStamp(path: path).exists
            let before = existed[path] ?? false
            existed[path] = now
            // Absent before and after: created and removed inside the window.
            if let kind = FileChange.Kind(existedBefore: before, existsNow: now) {
                changes.append(FileChange(path: path, kind: kind))
            }
        }
        dirty = []
        deadline = nil
        return changes.isEmpty ? nil : FileChangeBatch(changes: changes)
    }

    private func publish(_ flushed: FileChangeBatch) {
        // setPaths may have dropped a path since the flush.
        typealias Delivery = (batch: FileChangeBatch, streams: [AsyncStream<FileChangeBatch>.Continuation])
        let delivery: Delivery? = locked {
            guard !stopped, let batch = keepingWatched(flushed) else { return nil }
            if let earlier = pending {
                pending = earlier.merged(with: batch)
                if pending == nil { ready.drain() }
            } else {
                pending = batch
                ready.signal()
            }
            return (batch, Array(streams.values))
        }
        guard let delivery else { return }
        delivery.streams.forEach { $0.yield(delivery.batch) }
        guard let onChange else { return }
        queue.async { [self] in
            // Checked again at delivery time: after stop() or setPaths()
            // returns, no callback mentions what was stopped or removed.
            guard let batch = locked({ stopped ? nil : keepingWatched(delivery.batch) }) else { return }
            onChange(batch)
        }
    }

    private func keepingWatched(_ batch: FileChangeBatch) -> FileChangeBatch? {
        let kept = batch.changes.filter { existed[$0.path] != nil }
        return kept.isEmpty ? nil : FileChangeBatch(changes: kept)
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
