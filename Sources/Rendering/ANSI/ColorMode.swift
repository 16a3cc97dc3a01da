/// How colours reach the terminal.
public enum ColorMode: String, Hashable, Sendable, CaseIterable {
    /// 24-bit SGR (`ESC[48;2;r;g;bm`): exact colours.
    case truecolor
    /// The xterm 256-colour palette (`ESC[48;5;nm`): the nearest colour of
    /// the 6×6×6 cube or the grey ramp.
    case ansi256
    /// No escape sequences at all (pipes, files, `NO_COLOR`, dumb terminals).
    case none

    /// The usual conventions, for a CLI to pick a default: no colour when the
    /// output is not a terminal, `NO_COLOR` is set (no-color.org) or `TERM` is
    /// `dumb`; truecolor when `COLORTERM` says `truecolor`/`24bit`; otherwise
    /// 256 colours. Pure (the caller passes the environment and `isatty`), so
    /// it is testable.
    public static func detect(environment: [String: String], isTerminal: Bool) -> ColorMode {
        detect(variable: { environment[$0] }, isTerminal: isTerminal)
    }

    /// `detect`, reading each variable through `variable` (`getenv` for the
    /// CLI: no dictionary on the start-up path, docs/PERFORMANCE.md).
    public static func detect(variable: (String) -> String?, isTerminal: Bool) -> ColorMode {
        guard isTerminal else { return .none }
        if let v = variable("NO_COLOR"), !v.isEmpty { return .none }
        let term = variable("TERM") ?? ""
        if term == "dumb" { return .none }
        let colorterm = (variable("COLORTERM") ?? "").lowercased()
        if colorterm == "truecolor" || colorterm == "24bit" { return .truecolor }
        return .ansi256
    }
}
