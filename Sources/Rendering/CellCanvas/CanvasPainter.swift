import LayoutEngine

/// Paints the nodes of a layout result into a `CellCanvas`, back to front in
/// painting order. For each node, in this order:
///
/// 1. its `backgroundColor` fills its cells (alpha blended over what lies
///    beneath);
/// 2. its picture (image nodes whose `src` the `ImageProvider` knows, when
///    `drawsImages`): half-block cells (`▀`, foreground the top half,
///    background the bottom half), aspect-filled and clipped to the frame as
///    ASImageNode draws by default;
/// 3. its text (text and editable-text nodes): the lines the engine measured
///    (`Layout.text`), one character per cell (two for wide ones), each
///    line on the row that holds the middle of the line in points (where its
///    glyphs are; never two lines on one row), clipped to the node's cells;
///    a button's title in the button's `color`;
/// 4. its outline in box-drawing characters: every node that draws no text
///    or picture gets one (dim unless it has a `borderColor`), so that the
///    structure of an unstyled layout is visible; a text node only when it
///    has a border (`borderWidth` or `borderColor`) and room for the text
///    inside it.
///
/// Then, over everything: layout specs as dashed outlines (`specs`, only on
/// blank cells, so they never hide a node), and the debugName labels (see
/// `LabelMode`), last so that no child's fill hides them.
///
/// Every loop runs over cells clipped to the canvas, so the work is bounded
/// by the canvas whatever the zoom (a frame may span 10⁹ cells).
///
/// A node whose frame has no extent (0 wide or high) leaves a `·` at its
/// origin if that cell is blank; a positive frame always covers a cell.
struct CanvasPainter {
    var scale: CellScale
    var outlinesAllNodes: Bool
    var labels: LabelMode = .all
    var images: ImageProvider = .none
    /// Pictures need colour; without it image nodes keep their outline.
    var drawsImages = false
    /// Element ids drawn highlighted: outlined (heavy, in `highlight`) even
    /// when they draw text, if there is room; else their text in that colour.
    var highlighted: Set<Int> = []

    /// Bright magenta: seen on white canvas, author colours and dark themes.
    static let highlight = Color(red: 230, green: 0, blue: 180)

    /// Returns the cells that lines of text span (spaces between words
    /// included), which dashed outlines drawn afterwards must leave alone.
    @discardableResult
    func paint(_ items: [PaintItem], into canvas: inout CellCanvas) -> Set<Int> {
        var outlinedIDs = Set<Int>()
        var textCells = Set<Int>()
        for item in items where paint(item, textCells: &textCells, into: &canvas) { outlinedIDs.insert(item.id.rawValue) }
        guard labels != .none else { return textCells }
        // Topmost first: where two labels meet (a child on its parent's top
        // edge), the one drawn above wins and the other stops short of it.
        var taken = Set<Int>()
        for item in items.reversed() {
            guard let label = NodeContent.label(of: item.record) else { continue }
            let cells = scale.cells(for: item.frame)
            guard !cells.isEmpty else { continue }
            drawLabel(label, cells: cells, outlined: outlinedIDs.contains(item.id.rawValue), taken: &taken, into: &canvas)
        }
        return textCells.union(taken)
    }

    /// Returns whether the node was outlined (its label then sits on the edge).
    private func paint(_ item: PaintItem, textCells: inout Set<Int>, into canvas: inout CellCanvas) -> Bool {
        let p = item.record.presentation
        let cells = scale.cells(for: item.frame)
        if cells.isEmpty {
            markEmpty(item.frame, in: &canvas)
            return false
        }
        if let bg = p.backgroundColor { canvas.fill(cells, with: bg) }

        var pictured = false
        if drawsImages, let source = NodeContent.pictureSource(of: item.record.kind), let image = images.image(for: source) {
            drawPicture(image, frame: item.frame, radius: p.cornerRadius, cells: cells, into: &canvas)
            pictured = true
        }
        let text = NodeContent.text(of: item.record.kind)
        let isHighlighted = highlighted.contains(item.id.rawValue)
        let explicitBorder = p.borderWidth > 0 || p.borderColor != nil || isHighlighted
        var outlined = text == nil && !pictured ? (outlinesAllNodes || explicitBorder) : explicitBorder
        var textArea = cells
        if text != nil && outlined {
            // The border takes a cell on each side; without room, text wins.
            if cells.width >= 3 && cells.height >= 3 { textArea = cells.insetBy(1) } else { outlined = false }
        }
        if let text {
            var fg = item.textColor ?? (text.isPlaceholder ? Palette.placeholderGrey : nil)
            if isHighlighted && !outlined { fg = Self.highlight }
            drawText(item.text, frame: item.frame, area: textArea,
                     style: CellStyle(foreground: fg, isDim: text.isPlaceholder), textCells: &textCells, into: &canvas)
        }
        if outlined && isHighlighted {
            drawOutline(cells, glyphs: .heavy, style: CellStyle(foreground: Self.highlight), into: &canvas)
        } else if outlined {
            let style = CellStyle(foreground: p.borderColor, isDim: p.borderColor == nil)
            drawOutline(cells, glyphs: p.cornerRadius > 0 ? .rounded : .square, style: style, into: &canvas)
        }
        return outlined
    }

    static let placeholderGrey = Palette.placeholderGrey

    // MARK: Over everything

    /// Layout specs as dashed outlines in the spec colour, with their type on
    /// the top edge's right end when it fits; only blank cells are drawn on.
    func paintSpecs(_ specs: [PaintItem], avoiding text: Set<Int>, into canvas: inout CellCanvas) {
        let style = CellStyle(foreground: Palette.spec)
        for item in specs {
            let cells = scale.cells(for: item.frame)
            guard !cells.isEmpty else { continue }
            // The type sits at the top right, clear of node labels (top left).
            let name = item.record.typeName
            let clip = CellRect(column: cells.maxColumn - 1 - name.count, row: cells.row, width: name.count, height: 1)
            let named = cells.width >= name.count + 2 && clip.column >= 0
                && blank(clip.intersection(canvas.bounds), columns: name.count, avoiding: text, in: canvas)
            drawOutline(cells, glyphs: .dashed, style: style, onlyBlank: true, avoiding: text, into: &canvas)
            if named { canvas.write(name, column: clip.column, row: clip.row, style: style, clip: clip) }
        }
    }

    /// The root's bounds as a dim dashed outline (when the picture extends
    /// beyond the root), on blank cells only.
    func paintRootBounds(_ root: Rect, avoiding text: Set<Int>, into canvas: inout CellCanvas) {
        let cells = scale.cells(for: root)
        guard !cells.isEmpty else { return }
        drawOutline(cells, glyphs: .dashed, style: CellStyle(isDim: true), onlyBlank: true, avoiding: text, into: &canvas)
    }

    // MARK: Steps

    private func drawText(_ text: TextLayout?, frame: Rect, area: CellRect, style: CellStyle,
                          textCells: inout Set<Int>, into canvas: inout CellCanvas) {
        guard let text, !area.isEmpty else { return }
        let lineHeight = text.lineHeight
        var row = area.row - 1
        for (i, line) in text.lines.enumerated() {
            // A line starting below the frame is clipped away whole; one
            // starting inside shows, on the row holding its middle (where its
            // glyphs are) or the frame's last row.
            let top = frame.minY + Double(i) * lineHeight
            if i > 0 && top >= frame.maxY - 1e-9 { break }
            let middleRow = scale.rowContaining(top + lineHeight / 2)
            row = Swift.max(row + 1, area.row, Swift.min(middleRow, area.maxRow - 1))
            guard row < area.maxRow, row < canvas.height else { break }
            let written = canvas.write(line.text, column: area.column, row: row, style: style, clip: area)
            for c in CanvasPainter.span(area.column, area.column + written, within: canvas.width) {
                textCells.insert(row * canvas.width + c)
            }
        }
    }

    /// Half-block cells: each cell shows two picture samples (its top and
    /// bottom halves), box-filtered from the aspect-filled picture, blended
    /// over what lies beneath, clipped to the frame.
    private func drawPicture(_ image: RasterImage, frame: Rect, radius: Double, cells: CellRect,
                             into canvas: inout CellCanvas) {
        let area = cells.intersection(canvas.bounds)
        guard !area.isEmpty, image.width > 0, image.height > 0 else { return }
        let fit = AspectFill.rect(image: image, in: frame)
        let sx = Double(image.width) / fit.width, sy = Double(image.height) / fit.height
        let r = Swift.min(radius.isFinite ? Swift.max(0, radius) : 0, frame.width / 2, frame.height / 2)
        /// clipsToBounds clips to the rounded corners too: a sample whose
        /// centre lies outside them shows what is beneath.
        func insideCorners(_ x: Double, _ y: Double) -> Bool {
            guard r > 0 else { return true }
            let cx = Swift.min(Swift.max(x, frame.minX + r), frame.maxX - r)
            let cy = Swift.min(Swift.max(y, frame.minY + r), frame.maxY - r)
            return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r
        }
        func sample(_ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double) -> Color? {
            guard x1 > x0, y1 > y0, insideCorners((x0 + x1) / 2, (y0 + y1) / 2) else { return nil }
            let c = image.average(x0: (x0 - fit.minX) * sx, y0: (y0 - fit.minY) * sy,
                                  x1: (x1 - fit.minX) * sx, y1: (y1 - fit.minY) * sy)
            return c.alpha == 0 ? nil : c
        }
        for row in area.row..<area.maxRow {
            for column in area.column..<area.maxColumn {
                let p = scale.rect(column: column, row: row)
                let x0 = Swift.max(p.minX, frame.minX), x1 = Swift.min(p.maxX, frame.maxX)
                let mid = p.minY + p.height / 2
                let under = canvas[column, row].style.background
                let top = sample(x0, x1, Swift.max(p.minY, frame.minY), Swift.min(mid, frame.maxY))
                let bottom = sample(x0, x1, Swift.max(mid, frame.minY), Swift.min(p.maxY, frame.maxY))
                switch (top, bottom) {
                case (nil, nil):
                    continue
                case (let t?, nil):
                    canvas.put("▀", column: column, row: row,
                               style: CellStyle(foreground: Palette.blend(t, over: under), background: under))
                case (nil, let b?):
                    canvas.put("▄", column: column, row: row,
                               style: CellStyle(foreground: Palette.blend(b, over: under), background: under))
                case (let t?, let b?):
                    canvas.put("▀", column: column, row: row,
                               style: CellStyle(foreground: Palette.blend(t, over: under),
                                                background: Palette.blend(b, over: under)))
                }
            }
        }
    }

    private func drawOutline(_ r: CellRect, glyphs b: BoxDrawing, style: CellStyle, onlyBlank: Bool = false,
                             avoiding text: Set<Int> = [], into canvas: inout CellCanvas) {
        let clip = r
        func put(_ ch: Character, _ c: Int, _ row: Int) {
            if onlyBlank {
                guard canvas.bounds.contains(column: c, row: row), !text.contains(row * canvas.width + c) else { return }
                let cell = canvas[c, row]
                guard cell.character == " ", !cell.isContinuation else { return }
            }
            canvas.put(ch, column: c, row: row, style: style, clip: clip)
        }
        // Only the part of an edge inside the canvas is walked.
        let columns = Self.span(r.column + 1, r.maxColumn - 1, within: canvas.width)
        let rows = Self.span(r.row + 1, r.maxRow - 1, within: canvas.height)
        switch (r.width, r.height) {
        case (1, 1):
            put(BoxDrawing.singleCell, r.column, r.row)
        case (_, 1):
            put(BoxDrawing.spanStart, r.column, r.row)
            for c in columns { put(b.horizontal, c, r.row) }
            put(BoxDrawing.spanEnd, r.maxColumn - 1, r.row)
        case (1, _):
            put(BoxDrawing.columnStart, r.column, r.row)
            for row in rows { put(b.vertical, r.column, row) }
            put(BoxDrawing.columnEnd, r.column, r.maxRow - 1)
        default:
            put(b.topLeft, r.column, r.row)
            put(b.topRight, r.maxColumn - 1, r.row)
            put(b.bottomLeft, r.column, r.maxRow - 1)
            put(b.bottomRight, r.maxColumn - 1, r.maxRow - 1)
            for c in columns {
                put(b.horizontal, c, r.row)
                put(b.horizontal, c, r.maxRow - 1)
            }
            for row in rows {
                put(b.vertical, r.column, row)
                put(b.vertical, r.maxColumn - 1, row)
            }
        }
    }

    /// `lo..<hi` clamped to `0..<limit` (empty when they do not meet).
    static func span(_ lo: Int, _ hi: Int, within limit: Int) -> Range<Int> {
        let a = Swift.min(Swift.max(lo, 0), limit), b = Swift.min(Swift.max(hi, 0), limit)
        return a..<Swift.max(a, b)
    }

    /// On the top edge between the corners (`┌title───┐`), or inside the
    /// top-left of an unoutlined node; `.all` cuts it at the node's edge,
    /// `.auto` draws it only when it fits whole, on a chip that contrasts
    /// with the cell beneath.
    private func drawLabel(_ label: String, cells r: CellRect, outlined: Bool, taken: inout Set<Int>,
                           into canvas: inout CellCanvas) {
        var clip = outlined ? CellRect(column: r.column + 1, row: r.row, width: r.width - 2, height: 1)
            : CellRect(column: r.column, row: r.row, width: r.width, height: 1)
        clip = clip.intersection(canvas.bounds)
        guard !clip.isEmpty, clip.column == Swift.max(0, outlined ? r.column + 1 : r.column) else { return }
        // Stop at the first cell another label holds.
        let free = (clip.column..<clip.maxColumn).prefix { !taken.contains(clip.row * canvas.width + $0) }.count
        clip.width = free
        guard free > 0 else { return }
        let written: Int
        switch labels {
        case .none:
            return
        case .all:
            written = canvas.write(label, column: clip.column, row: clip.row, style: CellStyle(isDim: true), clip: clip)
        case .auto:
            let width = label.reduce(0) { $0 + TextMetrics.units(of: $1) }
            guard width <= clip.width else { return }
            let beneath = canvas[clip.column, clip.row].style.background ?? Palette.white
            let chip = Palette.chip(over: beneath)
            written = canvas.write(label, column: clip.column, row: clip.row,
                                   style: CellStyle(foreground: Palette.contrasting(chip), background: chip), clip: clip)
        }
        for c in clip.column..<(clip.column + written) { taken.insert(clip.row * canvas.width + c) }
    }

    private func blank(_ r: CellRect, columns: Int, avoiding text: Set<Int>, in canvas: CellCanvas) -> Bool {
        guard r.width >= columns, r.height >= 1 else { return false }
        for c in r.column..<(r.column + columns)
        where canvas[c, r.row].character != " " || text.contains(r.row * canvas.width + c) { return false }
        return true
    }

    private func markEmpty(_ frame: Rect, in canvas: inout CellCanvas) {
        var c = scale.columnContaining(frame.minX)
        var r = scale.rowContaining(frame.minY)
        // A mark on the far edge of the canvas is pulled back in.
        c = Swift.min(c, canvas.width - 1)
        r = Swift.min(r, canvas.height - 1)
        guard canvas.bounds.contains(column: c, row: r), canvas[c, r].character == " ",
              !canvas[c, r].isContinuation else { return }
        canvas.put(BoxDrawing.emptyMark, column: c, row: r, style: CellStyle(isDim: true))
    }
}
