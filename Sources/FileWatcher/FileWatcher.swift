import Dispatch

/// Watches a set of files (a layout and the images it references) and reports
/// changes, debounced, three ways; use whichever fits the event loop:
///
/// - `onChange`: called on `queue` (a private serial queue by default).
/// - `changes`: an `AsyncStream` of the same batches.
/// - `pollDescriptor` + `takePendingChanges()`: for a `poll(2)` loop that
///   also waits on stdin and a SIGWINCH self-pipe.
///
/// Linux uses inotify on the files' directories (see `InotifyBackend` for
/// why); elsewhere, or on request, it polls `stat` at an interval.
public final class FileWatcher: Sendable {
    public enum Mode: Sendable, Hashable {
        /// inotify where available, else polling every 100 ms.
        case automatic
        /// inotify or throw.
        case inotify
        /// Compare (mtime, size, inode, exists) of every path each `interval`.
        case polling(interval: Double = 0.1)
    }

    /// What `.automatic` resolved to.
    public enum Backend: Sendable, Hashable {
        case inotify
        case polling
    }

    public struct Error: Swift.Error, CustomStringConvertible {
        public let operation: String
        public let code: Int32
        public var description: String { "\(operation) failed (errno \(code))" }
    }

    public let backend: Backend
    private let core: WatchCore

    /// Starts watching at once. Paths may be relative (resolved against the
    /// current directory now) and may not exist yet: creating one is reported
    /// as `.created`. Changes are reported with the path as given here.
    ///
    /// - Parameters:
    ///   - debounce: events within this window from the first one are
    ///     delivered as one batch. Delivery latency is about this long.
    ///   - deliversFinishedSavesAtOnce: with inotify, a watched file renamed
    ///     into place or closed after writing closes the window at once (the
    ///     save is complete; a hot reload should not wait). A writer that
    ///     opens and closes the file several times then yields several
    ///     batches.
    ///   - queue: where `onChange` runs; default: a private serial queue.
    public init(paths: [String], mode: Mode = .automatic, debounce: Double = 0.03,
                deliversFinishedSavesAtOnce: Bool = false, queue: DispatchQueue? = nil,
                onChange: (@Sendable (FileChangeBatch) -> Void)? = nil) throws {
        let (watchBackend, kind) = try Self.makeBackend(mode)
        backend = kind
        core = try WatchCore(backend: watchBackend, debounce: debounce,
                             deliversFinishedSavesAtOnce: deliversFinishedSavesAtOnce,
                             queue: queue ?? DispatchQueue(label: "FileWatcher.delivery"),
                             onChange: onChange)
        core.setPaths(paths)
        core.start()
    }

    deinit {
        core.stop()
        core.closeDescriptors()
    }

    /// The watched set, deduplicated, in the order given.
    public var paths: [String] { core.currentPaths }

    /// Replaces the watched set (an edit may add or drop image references).
    /// Synchronous: changes to new paths made after it returns are reported;
    /// removed paths are never reported again. Paths kept are unaffected.
    public func setPaths(_ paths: [String]) {
        core.setPaths(paths)
    }

    /// A new stream per access, each receiving every batch delivered after
    /// the access. Finishes when the watcher stops.
    public var changes: AsyncStream<FileChangeBatch> { core.changes }

    /// Readable (POLLIN) while `takePendingChanges()` has something. Owned by
    /// the watcher: don't read or close it; valid until the watcher is freed.
    public var pollDescriptor: Int32 { core.ready.readFD }

    /// Everything delivered since the last call, merged into one batch (so
    /// a slow consumer never builds a backlog); nil if nothing.
    public func takePendingChanges() -> FileChangeBatch? {
        core.takePendingChanges()
    }

    /// Stops watching and releases the inotify descriptor and the thread.
    /// Idempotent; also done by `deinit`. No callback starts after it returns.
    public func stop() {
        core.stop()
    }

    private static func makeBackend(_ mode: Mode) throws -> (WatchBackend, Backend) {
        switch mode {
        case .polling(let interval):
            return (PollingBackend(interval: interval), .polling)
        case .inotify:
            #if os(Linux)
            return (try InotifyBackend(retryInterval: 0.1), .inotify)
            #else
            throw Error(operation: "inotify (Linux only)", code: ENOSYS)
            #endif
        case .automatic:
            #if os(Linux)
            if let inotify = try? InotifyBackend(retryInterval: 0.1) { return (inotify, .inotify) }
            #endif
            return (PollingBackend(interval: 0.1), .polling)
        }
    }
}
