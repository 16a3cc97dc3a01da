import Rendering
import XMLLayout

/// The watch screen as exact lines, from plain inputs (no terminal, no
/// files), so that what the user sees is pinned by unit tests:
///
///     ┌preview…────────┐     rows 0 ..< rows-1: the last good preview,
///     │                │     from row `top` and column `left` (scrolled),
///     │          ↓ more│     marked where it is cut;
///     ── 1 error ───────     over its bottom part, when there are errors,
///     card.xml:3:5: error…   the panel (at most half the screen), or the
///                            panel the user opened (warnings, keys, inspect);
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
    /// The first preview row and column shown (scrolling).
    public var top = 0
    public var left = 0
    /// Cells of the preview outlined (the inspected element), in preview coordinates.
    public var highlight: CellRect?
    /// A panel the user opened; shown instead of the error panel.
    public var panel: Panel?
    /// The picture's height in rows when `preview` holds only its top
    /// part (the rest is drawn as the view scrolls down); nil: all of it.
    public var previewRowCount: Int?

    /// A titled list of lines over the bottom of the preview.
    public struct Panel: Hashable, Sendable {
        public var title: String
        public var lines: [String]
        /// The first line shown (a long list scrolls).
        public var top: Int
        /// At most this part of the area (the preview stays in sight).
        public var share: Double

        public init(title: String, lines: [String], top: Int = 0, share: Double = 2.0 / 3.0) {
            self.title = title
            self.lines = lines
            self.top = top
            self.share = share
        }
    }

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
    // White on blue for the panels the user opens: not an error.
    static let userRuleStyle = "\u{1B}[0;1;97;44m"
    static let userPanelStyle = "\u{1B}[0;97;48;5;17m"
    /// The inspected element's outline: white on magenta, its characters kept.
    static let highlightStyle = "\u{1B}[0;1;97;45m"
    static let markerStyle = "\u{1B}[0;7m"
    static let moreBelow = "↓ more"
    static let moreAbove = "↑ more"

    private var totalRows: Int { max(preview.count, previewRowCount ?? 0) }

    /// Rows the preview gets (above the panel and the status line).
    public var previewRows: Int {
        guard rows > 0 else { return 0 }
        return (rows - 1) - panelLines(maxHeight: rows - 1).count
    }

    /// Exactly `rows` lines (none when the screen has no room at all).
    public func lines() -> [String] {
        guard rows > 0 else { return [] }
        let area = rows - 1 // above the status line
        let panel = panelLines(maxHeight: area)
        let height = area - panel.count
        var out: [String] = []
        out.reserveCapacity(rows)
        for row in 0..<height {
            out.append(previewLine(top + row, screenRow: row, height: height))
        }
        out += panel
        var status = self.status
        var viewport = Viewport(contentRows: totalRows, contentColumns: preview.map(ScreenText.width).max() ?? 0,
                                rows: max(1, height), columns: max(1, columns))
        viewport.move(top: top, left: left)
        let scroll = [viewport.rowSummary, viewport.columnSummary].compactMap { $0 }
        status.scroll = scroll.isEmpty || height < 1 ? nil : scroll.joined(separator: "  ")
        out.append(statusLine(status))
        return out
    }

    /// One preview row, scrolled, outlined where the highlight is, and
    /// marked "↑ more" / "↓ more" when the picture goes on beyond the screen.
    private func previewLine(_ row: Int, screenRow: Int, height: Int) -> String {
        guard row < preview.count, columns > 0 else { return "" }
        var line = left == 0 ? ScreenText.clip(preview[row], to: columns)
            : ScreenText.slice(preview[row], from: left, width: columns)
        if let h = highlight, row >= h.row, row < h.maxRow {
            let c0 = h.column - left, c1 = h.maxColumn - left
            let edge = row == h.row || row == h.maxRow - 1 || h.width < 2
            let spans = edge ? [(c0, c1)] : [(c0, c0 + 1), (c1 - 1, c1)]
            for (a, b) in spans {
                let lo = max(0, a), hi = min(columns, b)
                guard hi > lo else { continue }
                let text = styled ? ScreenText.plainSlice(line, from: lo, width: hi - lo)
                    : outlineGlyphs(from: lo - c0, count: hi - lo, width: c1 - c0, row: row, rect: h)
                line = ScreenText.overlay(line, at: lo, text, style: styled ? Self.highlightStyle : nil)
            }
        }
        let marker = screenRow == height - 1 && top + height < totalRows ? Self.moreBelow
            : screenRow == 0 && top > 0 && height > 1 ? Self.moreAbove : nil
        if let marker, columns > ScreenText.width(marker) + 1 {
            line = ScreenText.overlay(line, at: columns - ScreenText.width(marker), marker,
                                      style: styled ? Self.markerStyle : nil)
        }
        return line
    }

    /// Without colours the outline is drawn in heavy box characters.
    private func outlineGlyphs(from start: Int, count: Int, width: Int, row: Int, rect h: CellRect) -> String {
        guard h.width >= 2, h.height >= 2 else { return String(repeating: "█", count: count) }
        let isTop = row == h.row, isBottom = row == h.maxRow - 1
        return String((start..<(start + count)).map { i -> Character in
            let isLeft = i == 0, isRight = i == width - 1
            switch (isTop, isBottom, isLeft, isRight) {
            case (true, _, true, _): return "┏"
            case (true, _, _, true): return "┓"
            case (_, true, true, _): return "┗"
            case (_, true, _, true): return "┛"
            case (true, _, _, _), (_, true, _, _): return "━"
            default: return "┃"
            }
        })
    }

    /// The rule and the formatted diagnostics, at most half the area (so the
    /// preview stays visible), cut with a "… more" line when too long.
    func panelLines(maxHeight area: Int) -> [String] {
        if let panel { return userPanelLines(panel, maxHeight: area) }
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

    /// A panel the user opened: its rule, then as many lines as fit from
    /// `panel.top` (the rule says which when they do not all fit).
    func userPanelLines(_ panel: Panel, maxHeight area: Int) -> [String] {
        guard area > 0 else { return [] }
        let limit = min(area, max(min(area, 3), Int(Double(area) * panel.share)), panel.lines.count + 1)
        let bodyRows = max(0, limit - 1)
        let first = min(max(0, panel.top), max(0, panel.lines.count - bodyRows))
        let shown = panel.lines[first..<min(panel.lines.count, first + bodyRows)].map { ScreenText.sanitize($0) }
        var title = "── " + panel.title + " "
        if shown.count < panel.lines.count {
            title += "(\(first + 1)–\(first + shown.count) of \(panel.lines.count), ↑↓ scroll) "
        }
        let rule = title + String(repeating: "─", count: max(0, columns))
        return [row(rule, Self.userRuleStyle)] + shown.map { row($0, Self.userPanelStyle) }
    }

    func statusLine(_ status: WatchStatus? = nil) -> String {
        let status = status ?? self.status
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
