#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XMLLayout

/// A reload's read, parse, validate, build and layout on a thread of its own, so the
/// watch loop keeps handling keys while a large file loads. At most one load
/// runs; the loop asks for the next one only after taking this one's result
/// (saves made meanwhile are merged by the watcher into one more load).
///
/// `readFD` turns readable when a result is waiting (`poll(2)` it beside
/// stdin); `take()` returns it. Unchecked Sendable: one lock guards `result`
/// (Mutex needs macOS 15; the package supports 13).
final class BackgroundLoad: @unchecked Sendable {
    let readFD: Int32
    private let writeFD: Int32
    private let lock = Lock()
    private var result: Outcome?

    /// The load, and its layout when it loaded without errors and a root
    /// range was given (a sheet of devices lays out on the loop's thread).
    struct Outcome: Sendable {
        var loaded: LayoutLoader.Loaded
        var laidOut: LaidOutLayout?
    }
    private(set) var isRunning = false // touched by the loop's thread only

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

    /// Starts loading `path` (the caller checks `isRunning` first).
    func start(path: String, inputs: ExpansionInputs, limits: SourceLimits, overrides: RootRangeOverride?) {
        isRunning = true
        let work: @Sendable () -> Void = { [self] in
            let loaded = LayoutLoader.load(path: path, inputs: inputs, limits: limits)
            var laidOut: LaidOutLayout?
            if let overrides, let document = loaded.document, !loaded.hasErrors {
                laidOut = LaidOutLayout(laying: document, in: RootSize.range(of: document, overrides: overrides), file: path)
            }
            lock.lock()
            result = Outcome(loaded: loaded, laidOut: laidOut)
            lock.unlock()
            var byte: UInt8 = 1
            _ = write(writeFD, &byte, 1)
        }
        // A stack as the main thread's (--huge files load on the loop's
        // thread instead); with no thread to be had, the load runs here.
        if !startDetachedThread(stackSize: 8 << 20, work) { work() }
    }

    /// The finished load, once (nil while none is waiting).
    func take() -> Outcome? {
        var buffer = [UInt8](repeating: 0, count: 16)
        while read(readFD, &buffer, buffer.count) > 0 {}
        lock.lock()
        defer { lock.unlock() }
        guard let loaded = result else { return nil }
        result = nil
        isRunning = false
        return loaded
    }

    /// Closes the pipe, unless a load still runs (quitting does not wait
    /// for it: its thread writes to the pipe, which the exit then closes).
    func close() {
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
