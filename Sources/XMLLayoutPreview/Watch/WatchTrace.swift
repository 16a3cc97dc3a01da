#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Timestamps of the watch loop's events, one line each, appended to the
/// file named by `XMLLAYOUT_WATCH_TRACE`, for `Tools/watch-latency.py`:
///
///     1718000000.123456 change reload=3
///     1718000000.131002 repaint reload=3
///
/// Wall-clock seconds (CLOCK_REALTIME), so another process can compare them
/// with its own `time.time()` of a save. `repaint` is written once the frame
/// has been handed to the terminal (`write` returned).
final class WatchTrace {
    private let file: UnsafeMutablePointer<FILE>

    init?(path: String?) {
        guard let path, !path.isEmpty, let f = fopen(path, "a") else { return nil }
        file = f
    }

    deinit { fclose(file) }

    func log(_ event: String, reload: Int) {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        let micros = Int(ts.tv_nsec) / 1000
        let fraction = String(micros)
        let padded = String(repeating: "0", count: max(0, 6 - fraction.count)) + fraction
        fputs("\(ts.tv_sec).\(padded) \(event) reload=\(reload)\n", file)
        fflush(file)
    }
}
