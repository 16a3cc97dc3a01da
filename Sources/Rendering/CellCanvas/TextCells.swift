import LayoutEngine

/// A line set with a font, in the terminal. A terminal cell is rarely a
/// glyph's width (6.25 pt at the default 375 pt fit, where a 15 pt letter is
/// 3–8 pt and a 20 pt bold one up to 14 pt), so putting each character in the
/// cell its glyph starts in, as LANGUAGE.md says, drops letters where two
/// start in one cell and tears words apart where glyphs are wider than cells
/// ("H i k in  g"). Here (DEVIATIONS.md, "ANSI text in font mode") a line's
/// characters are written in order, one cell each as in the fixed model,
/// and the line is placed where the font put it: it starts in its first
/// glyph's cell, is centred on the cells its glyphs cover, or ends in its last
/// glyph's cell, as its alignment says; so a centred or right-aligned line
/// sits where it does in the picture. It stays inside its area: a line
/// longer than the room left of its place moves left, and one longer than the
/// area is cut with "…", as is the last row shown when lines below it did
/// not get one (`marksMore`).
enum TextCells {
    static func draw(_ line: TextLine, x: Double, width: Double, alignment: TextAlignment, row: Int, area: CellRect,
                     marksMore: Bool, scale: CellScale, style: CellStyle, textCells: inout Set<Int>,
                     into canvas: inout CellCanvas) {
        guard !area.isEmpty else { return }
        let text = line.text
        let cells = text.reduce(0) { $0 + TextMetrics.units(of: CellCanvas.printable($1)) } + (marksMore ? 1 : 0)
        let first = scale.columnContaining(x)
        let last = scale.columnContaining(x + Swift.max(0, width - 1e-9))
        var start: Int
        switch alignment {
        case .center: start = first + (last - first + 1 - cells) / 2
        case .right: start = last + 1 - cells
        case .natural, .left, .justified: start = first
        }
        start = Swift.max(area.column, Swift.min(start, area.maxColumn - cells))
        let shown = TextRows.fit(text, columns: area.maxColumn - start, marksMore: marksMore)
        let written = canvas.write(shown, column: start, row: row, style: style, clip: area)
        for c in CanvasPainter.span(start, start + written, within: canvas.width) { textCells.insert(row * canvas.width + c) }
    }
}
