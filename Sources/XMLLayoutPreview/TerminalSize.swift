#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A terminal's size in character cells: the one place it is asked for
/// (`render`'s default --columns and the watch screen).
public struct TerminalSize: Hashable, Sendable {
    public var columns: Int
    /// 0 when the terminal reports none.
    public var rows: Int

    /// The size of the terminal on `descriptor` (standard output by
    /// default); nil when it is not a terminal or reports no width.
    public static func of(descriptor: Int32 = STDOUT_FILENO) -> TerminalSize? {
        var ws = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &ws) == 0, ws.ws_col > 0 else { return nil }
        return TerminalSize(columns: Int(ws.ws_col), rows: Int(ws.ws_row))
    }
}
