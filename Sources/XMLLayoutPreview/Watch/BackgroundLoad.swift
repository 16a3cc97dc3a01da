#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine
import XMLLayout
import ThreadSupport

/// A reload's read, parse, validate, build, layout and drawing
/// (`WatchSession.prepare`) on a thread of its own, so the watch loop keeps
/// handling keys while a large file loads. A save during a load starts the
/// next load at once and cancels the running one (`cancelAll`): it stops
/// after its parse, the step that cannot be interrupted, and its result is
/// dropped. At most `maxRunning` loads run (one cancelled, one current);
/// the loop starts the next when one ends.
///
/// Each finished load writes a byte to a pipe the loop `poll(2)`s beside
/// stdin; `take()` returns what finished. Unchecked Sendable: one lock
/// guards `finished` (`Lock`: Mutex needs macOS 15; the package supports 13).
final class BackgroundLoad: @unchecked Sendable {
    let readFD: Int32
    private let writeFD: Int32
    private let lock = Lock()
    private var finished: [Outcome] = []

    /// A finished load. `loaded` and the rest are nil when it was cancelled.
    struct Outcome: Sendable {
        var generation: Int
        var loaded: LayoutLoader.Loaded?
        /// Its layout, when it loaded without errors and a root range was
        /// given (a sheet of devices lays out on the loop's thread).
        var laidOut: LaidOutLayout?
        /// Its preview, drawn, when a basis was given too (a sheet of
        /// devices: laid out at each size and drawn).
        var prepared: WatchSession.Prepared?
    }

    /// Whether a load was cancelled: checked between its steps.
    final class Cancellation: @unchecked Sendable {
        private let lock = Lock()
        private var cancelled = false
        var isCancelled: Bool { lock.withLock { cancelled } }
        func cancel() { lock.withLock { cancelled = true } }
    }

    static let maxRunning = 2
    // Touched by the loop's thread only.
    private(set) var running = 0
    private(set) var latestGeneration = 0
    private var cancellations: [Int: Cancellation] = [:]

    var isRunning: Bool { running > 0 }
    var canStart: Bool { running < Self.maxRunning }

    /// The layout arrays every load's pass reuses.
    private let storage = LayoutStorage()

    init?() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        writeFD = fds[1]
    }

    /// Starts loading `path` (the caller checks `canStart` first); returns
    /// the load's generation. With `overrides` it is laid out too, and with
    /// `basis` its preview prepared against that state of the session.
    @discardableResult
    func start(path: String, inputs: ExpansionInputs, limits: SourceLimits, overrides: RootRangeOverride?,
               textMetrics: TextMetricsMode? = nil, basis: WatchSession.Basis? = nil) -> Int {
        latestGeneration += 1
        running += 1
        let generation = latestGeneration
        let cancellation = Cancellation()
        cancellations[generation] = cancellation
        let load: @Sendable () -> Void = { [self] in
            let work = { () -> Outcome in
                // A file of some size is laid out and drawn while libxml2
                // still validates it (`loadAhead`); what is drawn shows only
                // once the validation agrees, else the load is done again
                // as `load` does it, errors and all.
                let ahead = LayoutLoader.loadAhead(path: path, inputs: inputs, limits: limits)
                var outcome = Self.complete(ahead.loaded, generation, path, overrides, textMetrics, basis, cancellation, self.storage)
                if !cancellation.isCancelled, case .refuted(let loaded) = ahead.confirm() {
                    outcome = Self.complete(loaded, generation, path, overrides, textMetrics, basis, cancellation, self.storage)
                }
                // Dropped here, on this stack (a deep tree is freed recursively).
                return cancellation.isCancelled ? Outcome(generation: generation) : outcome
            }
            // A `--huge` file may nest far deeper than this thread's stack
            // allows: it loads on a large one, as the session runs on.
            let outcome = limits == .standard ? work() : ((try? DeepStack.run(work))?.value ?? Outcome(generation: generation))
            lock.withLock { finished.append(outcome) }
            var byte: UInt8 = 1
            _ = write(writeFD, &byte, 1)
        }
        // A stack as the main thread's (--huge files load on a larger one,
        // above); with no thread to be had, the load runs here.
        if !startDetachedThread(stackSize: 8 << 20, load) { load() }
        return generation
    }

    /// A load's outcome from what it loaded: laid out when `overrides` are
    /// given, and drawn when `basis` is (a sheet of devices: laid out at
    /// each size and drawn), unless it has errors or was cancelled.
    private static func complete(_ loaded: LayoutLoader.Loaded, _ generation: Int, _ path: String,
                                 _ overrides: RootRangeOverride?, _ textMetrics: TextMetricsMode?,
                                 _ basis: WatchSession.Basis?,
                                 _ cancellation: Cancellation, _ storage: LayoutStorage) -> Outcome {
        var outcome = Outcome(generation: generation)
        guard !cancellation.isCancelled else { return outcome }
        outcome.loaded = loaded
        if let basis, !basis.configuration.devices.isEmpty, let document = loaded.document, !loaded.hasErrors {
            outcome.prepared = WatchSession.prepareSheet(document, warnings: loaded.diagnostics, basis: basis)
        } else if let overrides, let document = loaded.document, !loaded.hasErrors {
            let laidOut = LaidOutLayout(laying: document, in: RootSize.range(of: document, overrides: overrides), file: path,
                                        textMetrics: textMetrics, storage: storage)
            outcome.laidOut = laidOut
            if let basis, !cancellation.isCancelled {
                outcome.prepared = WatchSession.prepare(document, warnings: loaded.diagnostics, laidOut: laidOut,
                                                        basis: basis)
            }
        }
        return outcome
    }

    /// Cancels every running load: their results will be dropped.
    func cancelAll() {
        for cancellation in cancellations.values { cancellation.cancel() }
    }

    /// The newest load that finished and was not cancelled, once; nil when
    /// none (loads that ended cancelled are only counted off).
    func take() -> Outcome? {
        var buffer = [UInt8](repeating: 0, count: 16)
        while read(readFD, &buffer, buffer.count) > 0 {}
        let done = lock.withLock {
            defer { finished = [] }
            return finished
        }
        var newest: Outcome?
        for outcome in done {
            running -= 1
            let cancelled = cancellations.removeValue(forKey: outcome.generation)?.isCancelled ?? true
            guard !cancelled, outcome.loaded != nil else { continue }
            if outcome.generation > newest?.generation ?? 0 { newest = outcome }
        }
        return newest
    }

    /// Closes the pipe, unless a load still runs (quitting does not wait
    /// for it: its thread writes to the pipe, which the exit then closes).
    func close() {
        cancelAll()
        if isRunning { _ = take() }
        guard !isRunning else { return }
        _ = closeDescriptor(readFD)
        _ = closeDescriptor(writeFD)
    }

    private func closeDescriptor(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(fd)
        #else
        Darwin.close(fd)
        #endif
    }
}
