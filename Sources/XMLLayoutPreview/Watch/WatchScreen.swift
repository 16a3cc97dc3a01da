import XMLLayout

/// The watch screen as exact lines, from plain inputs (no terminal, no
/// files), so that what the user sees is pinned by unit tests:
///
///     ┌preview…────────┐     rows 0 ..< rows-1: the last good preview,
///     │                │     clipped to the screen;
///     ── 1 error ───────     over its bottom part, when there are errors,
///     card.xml:3:5: error…   the panel (at most half the screen);
///     card.xml  375×35  …    the last row: the status line.
///
/// Every line fits `columns` visible columns. Preview lines are kept as
/// rendered (they carry their own colours and end with a reset); styled
/// panel and status lines are padded to the full width so their background
/// fills the row. With `styled` false there is no escape byte at all: the panel is
/// told apart by its rule line, the status line by its place.
public struct WatchScreen: Sendable {
    public var columns: Int
    public var rows: Int
    /// The last good preview, one string per row (ANSIRenderer's lines).
    public var preview: [String]
    /// The problems of the latest load; empty: no panel.
    public var diagnostics: [Diagnostic]
    /// File texts by path, for the source line and caret under a diagnostic.
    public var sources: [String: String]
    public var status: WatchStatus
    /// Colours and reverse video (any colour mode but `.none`).
    public var styled: Bool

    public init(columns: Int, rows: Int, preview: [String], diagnostics: [Diagnostic] = [],
                sources: [String: String] = [:], status: WatchStatus, styled: Bool) {
        self.columns = columns
        self.rows = rows
        self.preview = preview
        self.diagnostics = diagnostics
        self.sources = sources
        self.status = status
        self.styled = styled
    }

    // Bold bright white on red for the rule, white on dark red for the body,
    // reverse video for the status line: distinct in any colour scheme.
    static let ruleStyle = "\u{1B}[0;1;97;41m"
    static let panelStyle = "\u{1B}[0;97;48;5;52m"
    static let statusStyle = "\u{1B}[0;7m"

    /// Exactly `rows` lines (none when the screen has no room at all).
    public func lines() -> [String] {
        guard rows > 0 else { return [] }
        let area = rows - 1 // above the status line
        let panel = panelLines(maxHeight: area)
        var out: [String] = []
        out.reserveCapacity(rows)
        for row in 0..<(area - panel.count) {
            out.append(row < preview.count ? ScreenText.clip(preview[row], to: max(0, columns)) : "")
        }
        out += panel
        out.append(statusLine())
        return out
    }

    /// The rule and the formatted diagnostics, at most half the area (so the
    /// preview stays visible), cut with a "… more" line when too long.
    func panelLines(maxHeight area: Int) -> [String] {
        guard !diagnostics.isEmpty, area > 0 else { return [] }
        let limit = max(min(area, 2), area / 2)
        let body = DiagnosticFormatter.formatEach(diagnostics, sources: sources).flatMap { text in
            text.split(separator: "\n", omittingEmptySubsequences: false).map { ScreenText.sanitize(String($0)) }
        }
        var shown = Array(body.prefix(limit - 1))
        if body.count > limit - 1, limit >= 2 {
            shown = Array(body.prefix(limit - 2))
            let more = body.count - shown.count
            shown.append("… \(more) more line\(more == 1 ? "" : "s")")
        }
        let title = "── " + DiagnosticFormatter.summary(diagnostics)
            + (preview.isEmpty ? " " : " (showing the last good preview) ")
        let rule = title + String(repeating: "─", count: max(0, columns))
        return [row(rule, Self.ruleStyle)] + shown.map { row($0, Self.panelStyle) }
    }

    func statusLine() -> String {
        let left = status.text(fitting: columns)
        let keys = status.keys
        let gap = columns - ScreenText.width(left) - ScreenText.width(keys)
        let text = gap >= 2 ? left + String(repeating: " ", count: gap) + keys : left
        return row(ScreenText.sanitize(text), Self.statusStyle)
    }

    /// Styled: padded to the full width so the background fills the row.
    /// Plain: clipped, no trailing spaces (the repaint clears the rest).
    private func row(_ text: String, _ style: String) -> String {
        guard styled else {
            var line = ScreenText.clip(text, to: columns)
            while line.last == " " { line.removeLast() }
            return line
        }
        return style + ScreenText.fit(text, to: columns) + ScreenText.reset
    }
}
