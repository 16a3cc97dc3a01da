import LayoutEngine

/// Paints the nodes of a layout result into a `CellCanvas`, back to front in
/// painting order. Layout specs are never drawn (they have no existence in
/// Texture). For each node, in this order:
///
/// 1. its `backgroundColor` fills its cells;
/// 2. its text (text and editable-text nodes): the lines the engine measured
///    (`Layout.text`), one character per cell (two for wide ones), each
///    line on the row that holds the middle of the line in points (where its
///    glyphs are; never two lines on one row), clipped to the node's cells;
/// 3. its outline in box-drawing characters: every node that draws no text
///    gets one (dim unless it has a `borderColor`), so that the structure of
///    an unstyled layout is visible; a text node only when it has a border
///    (`borderWidth` or `borderColor`) and room for the text inside it;
/// 4. its `debugName` on the outline's top edge, when it draws no text.
///
/// A node whose frame has no extent (0 wide or high) leaves a `·` at its
/// origin if that cell is blank; a positive frame always covers a cell.
struct CanvasPainter {
    var scale: CellScale
    var outlinesAllNodes: Bool

    func paint(_ items: [PaintItem], into canvas: inout CellCanvas) {
        for item in items { paint(item, into: &canvas) }
    }

    private func paint(_ item: PaintItem, into canvas: inout CellCanvas) {
        let p = item.record.presentation
        let cells = scale.cells(for: item.frame)
        if cells.isEmpty {
            markEmpty(item.frame, in: &canvas)
            return
        }
        if let bg = p.backgroundColor { canvas.fill(cells, with: bg) }

        let text = NodeContent.text(of: item.record.kind)
        let explicitBorder = p.borderWidth > 0 || p.borderColor != nil
        var outlined = text == nil ? (outlinesAllNodes || explicitBorder) : explicitBorder
        var textArea = cells
        if text != nil && outlined {
            // The border takes a cell on each side; without room, text wins.
            if cells.width >= 3 && cells.height >= 3 { textArea = cells.insetBy(1) } else { outlined = false }
        }
        if let text {
            let fg = p.color ?? (text.isPlaceholder ? Self.placeholderGrey : nil)
            drawText(item.text, frame: item.frame, area: textArea,
                     style: CellStyle(foreground: fg, isDim: text.isPlaceholder), into: &canvas)
        }
        if outlined {
            let style = CellStyle(foreground: p.borderColor, isDim: p.borderColor == nil)
            drawOutline(cells, rounded: p.cornerRadius > 0, style: style, into: &canvas)
        }
        if let label = NodeContent.label(of: item.record) {
            drawLabel(label, cells: cells, outlined: outlined, into: &canvas)
        }
    }

    static let placeholderGrey = Color(red: 128, green: 128, blue: 128)

    // MARK: Steps

    private func drawText(_ text: TextLayout?, frame: Rect, area: CellRect, style: CellStyle,
                          into canvas: inout CellCanvas) {
        guard let text, !area.isEmpty else { return }
        let lineHeight = text.lineHeight
        var row = area.row - 1
        for (i, line) in text.lines.enumerated() {
            // A line starting below the frame is clipped away whole; one
            // starting inside shows, on the row holding its middle (where its
            // glyphs are) or the frame's last row.
            let top = frame.minY + Double(i) * lineHeight
            if i > 0 && top >= frame.maxY - 1e-9 { break }
            let middleRow = CellScale.floorEdge((top + lineHeight / 2) / scale.pointsPerRow)
            row = Swift.max(row + 1, area.row, Swift.min(middleRow, area.maxRow - 1))
            guard row < area.maxRow else { break }
            canvas.write(line.text, column: area.column, row: row, style: style, clip: area)
        }
    }

    private func drawOutline(_ r: CellRect, rounded: Bool, style: CellStyle, into canvas: inout CellCanvas) {
        let clip = r
        func put(_ ch: Character, _ c: Int, _ row: Int) { canvas.put(ch, column: c, row: row, style: style, clip: clip) }
        switch (r.width, r.height) {
        case (1, 1):
            put(BoxDrawing.singleCell, r.column, r.row)
        case (_, 1):
            put(BoxDrawing.spanStart, r.column, r.row)
            for c in (r.column + 1)..<(r.maxColumn - 1) { put("─", c, r.row) }
            put(BoxDrawing.spanEnd, r.maxColumn - 1, r.row)
        case (1, _):
            put(BoxDrawing.columnStart, r.column, r.row)
            for row in (r.row + 1)..<(r.maxRow - 1) { put("│", r.column, row) }
            put(BoxDrawing.columnEnd, r.column, r.maxRow - 1)
        default:
            let b = rounded ? BoxDrawing.rounded : BoxDrawing.square
            put(b.topLeft, r.column, r.row)
            put(b.topRight, r.maxColumn - 1, r.row)
            put(b.bottomLeft, r.column, r.maxRow - 1)
            put(b.bottomRight, r.maxColumn - 1, r.maxRow - 1)
            for c in (r.column + 1)..<(r.maxColumn - 1) {
                put(b.horizontal, c, r.row)
                put(b.horizontal, c, r.maxRow - 1)
            }
            for row in (r.row + 1)..<(r.maxRow - 1) {
                put(b.vertical, r.column, row)
                put(b.vertical, r.maxColumn - 1, row)
            }
        }
    }

    /// On the top edge between the corners (`┌title───┐`), or inside the
    /// top-left of an unoutlined node; clipped, never over a corner.
    private func drawLabel(_ label: String, cells r: CellRect, outlined: Bool, into canvas: inout CellCanvas) {
        let clip = outlined ? CellRect(column: r.column + 1, row: r.row, width: r.width - 2, height: 1)
            : CellRect(column: r.column, row: r.row, width: r.width, height: 1)
        guard !clip.isEmpty else { return }
        canvas.write(label, column: clip.column, row: clip.row, style: CellStyle(isDim: true), clip: clip)
    }

    private func markEmpty(_ frame: Rect, in canvas: inout CellCanvas) {
        var c = CellScale.floorEdge(frame.minX / scale.pointsPerColumn)
        var r = CellScale.floorEdge(frame.minY / scale.pointsPerRow)
        // A mark on the far edge of the canvas is pulled back in.
        c = Swift.min(c, canvas.width - 1)
        r = Swift.min(r, canvas.height - 1)
        guard canvas.bounds.contains(column: c, row: r), canvas[c, r].character == " ",
              !canvas[c, r].isContinuation else { return }
        canvas.put(BoxDrawing.emptyMark, column: c, row: r, style: CellStyle(isDim: true))
    }
}
