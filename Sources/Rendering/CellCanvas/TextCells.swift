import LayoutEngine

/// A line set with a font, in the terminal: each character in the cell its
/// glyph starts in (LANGUAGE.md, "Text as a device sets it"), so that a
/// centred or right-aligned line sits where it does in the picture.
///
/// Cells are wider than most glyphs (6.25 pt at the default fit), so two
/// glyphs often start in one cell. LANGUAGE.md shows the first and drops
/// the second, which leaves words unreadable ("H ikin g"); here (DEVIATIONS.md,
/// "ANSI text in font mode") the second takes the next free cell, and each
/// space keeps a blank cell, so every character is shown in order. When that
/// pushes the line past its area's right edge, the whole line starts as many
/// cells earlier as it needs (not before the area), so a crowded centred or
/// right-aligned line stays as near its place as it can. A line that still
/// does not fit ends with "…" in the area's last cell, as does the last row
/// shown when lines below it did not get one (`marksMore`).
enum TextCells {
    static func draw(_ text: String, run: GlyphRun, x: Double, row: Int, area: CellRect, marksMore: Bool,
                     scale: CellScale, style: CellStyle, textCells: inout Set<Int>, into canvas: inout CellCanvas) {
        // The x of each character's first glyph, by UTF-8 offset.
        var glyphX: [Int: Double] = [:]
        for (i, cluster) in run.clusters.enumerated() where glyphX[cluster] == nil { glyphX[cluster] = run.positions[i].x }
        // Each character with the cell its glyph starts in (nil: inside a ligature).
        var wanted: [(ch: Character, column: Int?)] = []
        var offset = 0
        for ch in text {
            wanted.append((ch, glyphX[offset].map { scale.columnContaining(x + $0) }))
            offset += ch.utf8.count
        }
        let last = area.maxColumn - 1
        // The last column the line may use: one fewer when "…" marks lines below.
        let limit = marksMore ? last - 1 : last
        var placed = place(wanted, from: area.column)
        if let end = placed.last?.end, end > limit, let first = placed.first?.column, first > area.column {
            let earlier = Swift.min(end - limit, first - area.column)
            placed = place(wanted.map { ($0.ch, $0.column.map { $0 - earlier }) }, from: area.column)
        }
        var overflows = false
        for p in placed {
            if p.end > limit { overflows = true; break }
            let written = canvas.put(p.ch, column: p.column, row: row, style: style, clip: area)
            for c in p.column..<(p.column + written) where c >= 0 && c < canvas.width { textCells.insert(row * canvas.width + c) }
        }
        if (overflows || marksMore), last >= area.column {
            canvas.put("…", column: last, row: row, style: style, clip: area)
            if last < canvas.width { textCells.insert(row * canvas.width + last) }
        }
    }

    /// The visible characters in order, each in its wanted cell or the next
    /// free one after the character before it; a space leaves a blank cell.
    /// `end` is the last column a character covers.
    static func place(_ wanted: [(ch: Character, column: Int?)], from start: Int)
        -> [(ch: Character, column: Int, end: Int)] {
        var out: [(ch: Character, column: Int, end: Int)] = []
        var next = start // the first cell not yet taken on this row
        for w in wanted {
            if w.ch == " " {
                // A space ends a word: at least one blank cell before the next.
                if let c = w.column { next = Swift.max(next, c) + 1 } else if !out.isEmpty { next += 1 }
                continue
            }
            let column = Swift.max(next, w.column ?? next)
            let span = TextMetrics.units(of: CellCanvas.printable(w.ch))
            out.append((w.ch, column, column + Swift.max(1, span) - 1))
            next = column + Swift.max(1, span)
        }
        return out
    }
}
