import LayoutEngine

/// A line set with a font, in the terminal: each character in the cell its
/// glyph starts in (LANGUAGE.md, "Text as a device sets it"), so that a
/// centred or right-aligned line sits where it does in the picture. A cell
/// two glyphs start in shows the first; a character with no glyph of its
/// own (inside a ligature) takes the next free cell. A line that runs out of
/// its area ends with "…" in the area's last cell, as does the last row
/// shown when lines below it did not get one (`marksMore`).
enum TextCells {
    static func draw(_ text: String, run: GlyphRun, x: Double, row: Int, area: CellRect, marksMore: Bool,
                     scale: CellScale, style: CellStyle, textCells: inout Set<Int>, into canvas: inout CellCanvas) {
        // The x of each character's first glyph, by UTF-8 offset.
        var glyphX: [Int: Double] = [:]
        for (i, cluster) in run.clusters.enumerated() where glyphX[cluster] == nil { glyphX[cluster] = run.positions[i].x }
        let last = area.maxColumn - 1
        var next = area.column // the first cell not yet written on this row
        var offset = 0
        var overflows = false
        for ch in text {
            defer { offset += ch.utf8.count }
            if ch == " " { if let gx = glyphX[offset] { next = Swift.max(next, scale.columnContaining(x + gx) + 1) }; continue }
            var column = glyphX[offset].map { scale.columnContaining(x + $0) } ?? next
            if column < next { if glyphX[offset] != nil { continue } else { column = next } }
            let span = TextMetrics.units(of: CellCanvas.printable(ch))
            if column + span - 1 > last || (marksMore && column + span - 1 >= last) { overflows = true; break }
            let written = canvas.put(ch, column: column, row: row, style: style, clip: area)
            for c in column..<(column + written) where c >= 0 && c < canvas.width { textCells.insert(row * canvas.width + c) }
            next = column + Swift.max(1, written)
        }
        if (overflows || marksMore), last >= area.column {
            canvas.put("…", column: last, row: row, style: style, clip: area)
            if last < canvas.width { textCells.insert(row * canvas.width + last) }
        }
    }
}
