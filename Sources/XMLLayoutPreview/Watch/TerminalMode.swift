#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal state a full-screen session changes, and the one function
/// that puts it back.
///
/// `enter()` saves the termios, switches to raw input (no echo, no line
/// buffering, no signals from keys: Ctrl-C arrives as byte 0x03), the
/// alternate screen, a hidden cursor, no auto-wrap (a line that a
/// terminal measures wider than we did must not scroll the screen) and
/// mouse reports (clicks and the wheel, mode 1000, in SGR form, 1006).
/// `restore()` undoes all of it. It is idempotent and async-signal-safe
/// (only `write` and `tcsetattr`, on state prepared by `enter`), so it is
/// called from every exit path: the loop's `defer`, `atexit`, and a handler
/// for crash signals that then lets the crash proceed.
///
/// The state is global because signal handlers and `atexit` cannot capture.
enum TerminalMode {
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[0m\u{1B}[H\u{1B}[2J"
    static let leaveSequence = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

    /// Saves the terminal state and switches to the full-screen mode.
    /// Returns false (changing nothing) when stdin is not a terminal.
    static func enter() -> Bool {
        guard terminalModeActive == 0 else { return true }
        guard tcgetattr(STDIN_FILENO, savedTermios) == 0 else { return false }
        if leaveBytes == nil {
            let bytes = Array(leaveSequence.utf8)
            let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count) // kept for the process's life
            buffer.initialize(from: bytes, count: bytes.count)
            leaveBytes = buffer
            leaveCount = bytes.count
        }
        var raw = savedTermios.pointee
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        installCrashHandlers()
        terminalModeActive = 1
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &raw)
        TerminalOutput.write(enterSequence)
        return true
    }

    /// Leaves the alternate screen, shows the cursor, restores the termios.
    static func restore() { restoreTerminalMode() }

    // Set once on the main thread before any handler can run.
    nonisolated(unsafe) private static var crashHandlersInstalled = false

    /// On a crash: restore, put back whatever handler was there before (the
    /// Swift runtime's backtracer, or the default) and raise the signal
    /// again; it is blocked inside this handler, so it is delivered to that
    /// handler as soon as this one returns, and the crash proceeds as usual
    /// (also for a signal sent with kill, which returning alone would ignore).
    private static func installCrashHandlers() {
        guard !crashHandlersInstalled else { return }
        crashHandlersInstalled = true
        atexit { restoreTerminalMode() }
        for sig in crashSignals {
            previousCrashHandlers[Int(sig)] = signal(sig) { sig in
                restoreTerminalMode()
                _ = signal(sig, previousCrashHandlers[Int(sig)])
                _ = raise(sig)
            }
        }
    }
}

private let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

// Global for the signal handlers and atexit (which cannot capture).
// The saved termios lives on the heap, allocated at termios's full stride:
// as a Swift global it was sized 57 bytes in the AddressSanitizer build
// while tcgetattr writes the C struct's 60 (Tools/sanitize.sh found it).
// Made in `enter()`, before any handler that reads it is installed.
nonisolated(unsafe) private let savedTermios: UnsafeMutablePointer<termios> = {
    let p = UnsafeMutablePointer<termios>.allocate(capacity: 1) // kept for the process's life
    p.initialize(to: termios())
    return p
}()
nonisolated(unsafe) private var terminalModeActive: sig_atomic_t = 0
nonisolated(unsafe) private var leaveBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var leaveCount = 0
#if canImport(Glibc)
nonisolated(unsafe) private var previousCrashHandlers = [__sighandler_t?](repeating: nil, count: 65)
#else
nonisolated(unsafe) private var previousCrashHandlers = [sig_t?](repeating: nil, count: 65)
#endif

/// Async-signal-safe: a flag, `write`, `tcsetattr`.
private func restoreTerminalMode() {
    guard terminalModeActive != 0 else { return }
    terminalModeActive = 0
    if let bytes = leaveBytes { _ = write(STDOUT_FILENO, bytes, leaveCount) }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, savedTermios)
}

/// Whole writes to stdout (a terminal write can be partial or interrupted).
enum TerminalOutput {
    /// False when the terminal is gone (EPIPE, EIO).
    @discardableResult
    static func write(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let n = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                let n = Darwin.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if n > 0 {
                    offset += n
                } else if n < 0, errno == EINTR || errno == EAGAIN {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }
}
