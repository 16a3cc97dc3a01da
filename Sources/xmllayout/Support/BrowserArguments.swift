import ArgumentParser
import BrowserPreview
import Dispatch
import LayoutEngine
import Synchronization
import XMLLayout

/// `watch --browser [--port N]`: the device picture on a page served on
/// 127.0.0.1, updated through Server-Sent Events on every save.
struct BrowserArguments: ParsableArguments {
    @Flag(help: ArgumentHelp("Serve the preview to a browser on 127.0.0.1 instead of drawing it in the terminal; "
                                + "the page updates on every save and chooses the device, state and look."))
    var browser = false

    @Option(help: ArgumentHelp("The port for --browser (default: a free one, printed at the start).", valueName: "port"))
    var port: UInt16?

    func check() throws {
        if port != nil && !browser { throw ValidationError("--port is for --browser") }
    }

    /// Serves until interrupted (Ctrl-C, SIGTERM); the address goes to standard output.
    static func serve(_ configuration: BrowserSession.Configuration, port: UInt16, poll: Bool) throws -> Never {
        // XMLLAYOUT_BROWSER_TRACE=FILE: a line per picture a page reports shown, with the wall-clock
        // time, for Tools/browser-latency.py (save → picture in the browser).
        let trace = getenv("XMLLAYOUT_BROWSER_TRACE").flatMap { fopen(String(cString: $0), "a") }.map(TraceFile.init)
        let server = BrowserServer(session: BrowserSession(configuration: configuration), port: port) { shown in
            trace?.write("shown version=\(shown.version) hash=\(shown.hash) at=\(wallClockSeconds())\n")
        }
        let failure = LockedFailure()
        Task.detached {
            do {
                try await server.run(poll: poll) { address in
                    let line = "Previewing \(TerminalText.visible(configuration.path)) at \(address) (Ctrl-C stops)\n"
                    _ = line.utf8CString.withUnsafeBufferPointer { write(STDOUT_FILENO, $0.baseAddress, $0.count - 1) }
                }
            } catch {
                failure.fail("xmllayout: error: cannot serve the preview: \(error)")
            }
        }
        dispatchMain()
    }
}

/// Seconds since 1970 with microseconds, as the latency script's `time.time()` reads them.
private func wallClockSeconds() -> String {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let micros = Int(now.tv_nsec) / 1_000
    let fraction = String(micros)
    return "\(now.tv_sec).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
}

/// The trace file, written a line at a time from the server's tasks.
private final class TraceFile: @unchecked Sendable {
    private let file: UnsafeMutablePointer<FILE>
    private let lock = Mutex(())
    init(_ file: UnsafeMutablePointer<FILE>) { self.file = file }
    func write(_ line: String) {
        lock.withLock { _ in
            fputs(line, file)
            fflush(file)
        }
    }
}

/// A failure of the server task ends the process with its message.
private final class LockedFailure: Sendable {
    func fail(_ message: String) {
        Terminal.writeError(message)
        exit(1)
    }
}
