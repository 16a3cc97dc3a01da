#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The self-pipe trick: a signal handler may do almost nothing, so it only
/// writes the signal's number to a pipe, and the `poll(2)` loop reads it
/// like any other input. That turns SIGWINCH, SIGINT, SIGTERM and SIGHUP
/// into ordinary events handled in one place, with the terminal restored
/// on the way out.
final class SignalPipe {
    let readFD: Int32
    private let writeFD: Int32
    private let signals: [Int32]

    init?(signals: [Int32]) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) // a full pipe must never block a handler
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        writeFD = fds[1]
        self.signals = signals
        signalPipeWriteFD = writeFD
        for sig in signals {
            _ = signal(sig) { sig in
                let saved = errno
                var byte = UInt8(truncatingIfNeeded: sig)
                _ = write(signalPipeWriteFD, &byte, 1)
                errno = saved
            }
        }
    }

    /// The signals received since the last call, oldest first.
    func drain() -> [Int32] {
        var out: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let n = read(readFD, &buffer, buffer.count)
            guard n > 0 else { break }
            out += buffer[0..<n].map { Int32($0) }
        }
        return out
    }

    /// Default dispositions back, pipe closed.
    func close() {
        for sig in signals { _ = signal(sig, SIG_DFL) }
        signalPipeWriteFD = -1
        #if canImport(Glibc)
        _ = Glibc.close(readFD)
        _ = Glibc.close(writeFD)
        #else
        _ = Darwin.close(readFD)
        _ = Darwin.close(writeFD)
        #endif
    }
}

nonisolated(unsafe) private var signalPipeWriteFD: Int32 = -1
