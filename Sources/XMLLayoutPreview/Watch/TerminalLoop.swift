#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import FileWatcher

/// `xmllayout watch`: the full-screen loop around a `WatchSession`.
///
/// One thread, one `poll(2)` over four descriptors: stdin (keys), a
/// signal self-pipe (SIGWINCH, SIGINT, SIGTERM, SIGHUP), the file
/// watcher's "changes waiting" descriptor and the background load's "done"
/// (a save's read, parse, validate, build, layout and drawing run on
/// another thread, so keys are handled while a large file loads; a save
/// made meanwhile cancels that load and starts the next). Everything that
/// happens in a wake-up is handled first and painted once after.
///
/// Exit statuses: `q` (or Ctrl-D, or end of input) 0; Ctrl-C, which raw
/// mode delivers as byte 0x03, and SIGINT 130; SIGTERM 143; SIGHUP or a
/// vanished terminal 129 (128 + the signal, as a shell reports a process
/// killed by it). The terminal is restored on every one of these paths.
public enum WatchTerminal {
    public struct Options: Sendable {
        public var configuration: WatchConfiguration
        /// Poll `stat` instead of inotify (network file systems, containers
        /// where inotify misses writes made from outside).
        public var forcePolling: Bool
        /// The file named by XMLLAYOUT_WATCH_TRACE (see `WatchTrace`).
        public var tracePath: String?

        public init(configuration: WatchConfiguration, forcePolling: Bool = false, tracePath: String? = nil) {
            self.configuration = configuration
            self.forcePolling = forcePolling
            self.tracePath = tracePath
        }
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Debounce of the file watcher. Short: an editor's save (one rename, or
    /// truncate + write + close) lands within a millisecond, and this window
    /// adds to every save-to-repaint (10 ms was most of it). A write still
    /// going on when it closes is not missed: its later events open the next
    /// window, and the reload after it reads the finished file.
    public static let debounce: Double = 0.002
    /// The polling fallback's `stat` interval.
    public static let pollingInterval: Double = 0.05

    /// Runs until quit; returns the exit status. Throws before touching the
    /// terminal when stdin or stdout is not one, or the watcher can't start.
    public static func run(_ options: Options) throws -> Int32 {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw Failure(description: "watch needs a terminal; use render instead")
        }
        // Watch before the first load, so a save during it is not missed.
        let watcher: FileWatcher
        do {
            watcher = try FileWatcher(paths: [options.configuration.path],
                                      mode: options.forcePolling ? .polling(interval: pollingInterval) : .automatic,
                                      debounce: debounce, deliversFinishedSavesAtOnce: true)
        } catch {
            throw Failure(description: "cannot watch '\(options.configuration.path)': \(error)")
        }
        defer { watcher.stop() }
        guard let signals = SignalPipe(signals: [SIGWINCH, SIGINT, SIGTERM, SIGHUP]) else {
            throw Failure(description: "cannot create a pipe for signals")
        }
        defer { signals.close() }
        guard let background = BackgroundLoad() else {
            throw Failure(description: "cannot create a pipe for loading")
        }
        defer { background.close() }
        let previousSIGPIPE = signal(SIGPIPE, SIG_IGN) // a vanished terminal is an error return, not a kill
        defer { _ = signal(SIGPIPE, previousSIGPIPE) }

        let size = terminalSize()
        let session = WatchSession(configuration: options.configuration, columns: size.columns, rows: size.rows)
        if session.reload() { watcher.setPaths(session.dependencies) }
        guard TerminalMode.enter() else { throw Failure(description: "cannot set up the terminal") }
        defer { TerminalMode.restore() }
        var loop = TerminalLoop(session: session, watcher: watcher, signals: signals, background: background,
                                trace: WatchTrace(path: options.tracePath))
        return loop.run()
    }

    static func terminalSize() -> (columns: Int, rows: Int) {
        if let size = TerminalSize.of(), size.rows > 0 { return (size.columns, size.rows) }
        return (80, 24)
    }
}

/// The loop's state between wake-ups.
struct TerminalLoop {
    let session: WatchSession
    let watcher: FileWatcher
    let signals: SignalPipe
    /// Reloads load the file here, off this thread (see `startLoad`).
    let background: BackgroundLoad
    let trace: WatchTrace?
    private var writer = FrameWriter()
    private var decoder = KeyDecoder()
    /// A save (or `r`) came while `BackgroundLoad.maxRunning` loads ran:
    /// one more load when one ends, however many saves there were.
    private var reloadAgain = false

    init(session: WatchSession, watcher: FileWatcher, signals: SignalPipe, background: BackgroundLoad,
         trace: WatchTrace?) {
        self.session = session
        self.watcher = watcher
        self.signals = signals
        self.background = background
        self.trace = trace
    }

    /// What one wake-up asks for.
    private struct Work {
        var exit: Int32?
        var reload = false
        var resize = false
        var redraw = false
        var key = false
        var nextState = false
    }

    /// When the running reload animation started (uptime nanoseconds).
    private var animationStart: UInt64?
    /// About 60 frames a second while animating; frames are cheap next to
    /// the eye, and the poll still wakes at once for keys and saves.
    static let frameInterval: Int32 = 16

    mutating func run() -> Int32 {
        if let status = paint() { return status }
        var fds = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.readFD, events: Int16(POLLIN), revents: 0),
            pollfd(fd: watcher.pollDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: background.readFD, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            for i in fds.indices { fds[i].revents = 0 }
            if poll(&fds, nfds_t(fds.count), animationStart == nil ? -1 : Self.frameInterval) < 0 {
                if errno != EINTR { usleep(10_000) } // unexpected; never spin
                continue
            }
            var work = Work()
            if fds[1].revents != 0 { handleSignals(&work) }
            if fds[0].revents != 0 { handleKeys(&work) }
            if fds[2].revents != 0, watcher.takePendingChanges() != nil {
                trace?.log("change", reload: session.reloadCount + 1)
                work.reload = true
            }
            if let status = work.exit { return status }
            if work.key { session.clearHighlight() }
            var applied = false
            if fds[3].revents != 0, let outcome = background.take(), let loaded = outcome.loaded {
                // The last reload's highlights go with its preview (a broken
                // save clears them itself).
                applied = true
                if session.apply(loaded, laidOut: outcome.laidOut, prepared: outcome.prepared) {
                    watcher.setPaths(session.dependencies)
                }
            }
            if work.resize {
                let size = WatchTerminal.terminalSize()
                session.resize(columns: size.columns, rows: size.rows)
                work.redraw = true
            }
            if work.nextState {
                if session.cycleState() { watcher.setPaths(session.dependencies) }
                // A running load has the old inputs: dropped, and the file loaded again.
                if background.isRunning {
                    background.cancelAll()
                    reloadAgain = true
                }
            } else if work.reload || (reloadAgain && background.canStart) {
                startLoad()
            }
            stepAnimation(restart: work.resize || applied || work.nextState)
            if work.redraw { writer.invalidate() }
            if let status = paint() { return status }
            session.dropRetired() // after the paint: freeing a large preview takes a while
        }
    }

    /// Starts loading the file on `background` (cancelling the loads that
    /// run: they read it before this save), or notes that one more load is
    /// due when `BackgroundLoad.maxRunning` still run.
    private mutating func startLoad() {
        // What runs now reads a file older than this save: it stops early.
        background.cancelAll()
        guard background.canStart else {
            reloadAgain = true
            return
        }
        reloadAgain = false
        let configuration = session.configuration
        background.start(path: configuration.path, inputs: session.inputs, limits: configuration.limits,
                         overrides: configuration.devices.isEmpty ? configuration.overrides : nil,
                         textMetrics: configuration.textMetrics, basis: session.basis)
    }

    private func handleSignals(_ work: inout Work) {
        for sig in signals.drain() {
            switch sig {
            case SIGWINCH: work.resize = true
            case SIGINT: work.exit = work.exit ?? 130
            case SIGTERM: work.exit = work.exit ?? 143
            case SIGHUP: work.exit = work.exit ?? 129
            default: break
            }
        }
    }

    /// Keys and mouse events, decoded whole (`KeyDecoder`) and mapped to
    /// commands (`WatchKeys`): `q` quits, `r` reloads, `s` loads the next
    /// state, Ctrl-L repaints everything, the rest moves the view
    /// (`WatchSession.perform`); any key ends the highlights.
    private mutating func handleKeys(_ work: inout Work) {
        var buffer = [UInt8](repeating: 0, count: 256)
        let n = read(STDIN_FILENO, &buffer, buffer.count)
        if n == 0 { work.exit = work.exit ?? 0; return } // end of input
        if n < 0 {
            if errno != EINTR && errno != EAGAIN { work.exit = work.exit ?? 129 } // terminal gone
            return
        }
        work.key = true
        for key in decoder.decode(buffer[0..<n]) {
            // The wheel over a container scrolls that container (WatchSession+Containers.swift).
            if case .mouse(let m) = key, session.scrollContainer(under: m) { continue }
            // The inspect panel closes like the others: q leaves inspect mode before it quits.
            let command = WatchKeys.command(for: key, panelOpen: session.view.panel != nil || session.view.inspecting,
                                            inspecting: session.view.inspecting)
            switch command {
            case .quit(let status): work.exit = work.exit ?? status
            case .reload: work.reload = true
            case .nextState: work.nextState = true
            case .redraw: work.redraw = true
            case .none: break
            default: session.perform(command)
            }
        }
    }

    /// Starts the clock of a new animation, or shows the running one's frame
    /// for now (ending it when its time is up).
    private mutating func stepAnimation(restart: Bool) {
        guard session.isAnimating else { animationStart = nil; return }
        let now = DispatchTime.now().uptimeNanoseconds
        if restart || animationStart == nil { animationStart = now }
        let duration = Double(max(1, session.configuration.animationMilliseconds)) * 1_000_000
        let progress = Double(now - (animationStart ?? now)) / duration
        session.showAnimationFrame(at: progress)
        if !session.isAnimating { animationStart = nil }
    }

    /// Sends what changed; nil, or an exit status when the terminal is gone.
    private mutating func paint() -> Int32? {
        let update = writer.update(to: session.screen.lines(), columns: session.columns)
        guard !update.isEmpty else { return nil }
        guard TerminalOutput.write(update) else { return 129 }
        trace?.log("repaint", reload: session.reloadCount)
        return nil
    }
}
