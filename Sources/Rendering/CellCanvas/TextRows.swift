import LayoutEngine

/// Where the lines of a laid-out text go in the terminal, and how a line
/// too wide for its cells is cut.
///
/// A terminal row is rarely a whole number of lines high (12 pt text is
/// 14.4 pt a line, 1.54 rows at the default 375-point fit), so putting each
/// line on the row that holds its middle leaves gaps of one and two rows by
/// turns. Instead the lines keep one stride, the rows a line is high rounded,
/// narrowed until every line that falls inside the frame has a row of the
/// text area; the block is placed where the lines' middles fall on average,
/// kept inside the area. Lines never share a row: when the area has fewer
/// rows than lines, the last row shown ends with "…" (`hidden`).
enum TextRows {
    struct Placement: Equatable {
        /// The row of line 0, 1, …; fewer than the lines when rows run out.
        var rows: [Int]
        /// True when lines that fall inside the frame did not get a row.
        var hidden: Bool
    }

    static func place(lineCount: Int, lineHeight: Double, frame: Rect, area: CellRect, scale: CellScale) -> Placement {
        guard lineCount > 0, !area.isEmpty else { return Placement(rows: [], hidden: lineCount > 0) }
        let lh = lineHeight.isFinite && lineHeight > 0 ? lineHeight : scale.pointsPerRow
        // Lines whose top lies inside the frame (the first always shows);
        // a frame cut shorter than its text hides the rest, as clipping would.
        let inside = frame.height.isFinite ? ((frame.height - 1e-9) / lh).rounded(.up) : Double(lineCount)
        let falling = Swift.min(lineCount, Swift.max(1, inside.isFinite ? Int(Swift.min(inside, 1e9)) : lineCount))
        let shown = Swift.min(falling, area.height)
        let perLine = lh / scale.pointsPerRow
        var stride = Swift.max(1, CellScale.edge(perLine))
        if shown > 1 { stride = Swift.max(1, Swift.min(stride, (area.height - 1) / (shown - 1))) }
        // The block's first row, so that on average each line sits on the row
        // that holds its middle.
        let firstMiddle = (frame.minY + lh / 2) / scale.pointsPerRow
        let drift = Double(shown - 1) / 2 * (perLine - Double(stride))
        let ideal = CellScale.floorEdge(firstMiddle + drift) - scale.originRow
        let first = Swift.max(area.row, Swift.min(ideal, area.maxRow - 1 - (shown - 1) * stride))
        return Placement(rows: (0..<shown).map { first + $0 * stride }, hidden: shown < falling)
    }

    /// `line` as it fits in `columns` cells: whole if it fits, else cut with
    /// "…" in its last cell. `marksMore` (lines below did not fit) ends it with
    /// "…" too. Trailing spaces before the "…" are dropped.
    static func fit(_ line: String, columns: Int, marksMore: Bool = false) -> String {
        guard columns > 0 else { return "" }
        let width = line.reduce(0) { $0 + TextMetrics.units(of: CellCanvas.printable($1)) }
        if width <= columns && !marksMore { return line }
        if marksMore && width + 1 <= columns { return trimmed(line) + "…" }
        var out = "", used = 0
        for ch in line {
            let u = TextMetrics.units(of: CellCanvas.printable(ch))
            if used + u > columns - 1 { break }
            out.append(ch)
            used += u
        }
        return trimmed(out) + "…"
    }

    private static func trimmed(_ s: String) -> String {
        var s = s
        while s.last == " " { s.removeLast() }
        return s
    }
}
