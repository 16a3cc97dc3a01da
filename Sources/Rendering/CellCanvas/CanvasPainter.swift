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
///    (`Layout.text`), one character per cell (two for wide ones), evenly
///    spaced on the rows where they fall (`TextRows`), each cut with "…" when
///    wider than the node's cells; never on the border of the node or of an
///    outlined node around it (a button's title stays inside its button);
///    a button's title in the button's `color`;
/// 4. its outline in box-drawing characters: every node that draws no text
///    or picture gets one (dim unless it has a `borderColor`), so that the
///    structure of an unstyled layout is visible; a text node only when it
///    has a border (`borderWidth` or `borderColor`) and room for the text
///    inside it; no node whose border would leave a text inside it no cell
///    (a one-row button: its title wins).
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

    /// How one node is drawn, decided for every node before any is painted,
    /// because a text decides whether the outline of a node *around* it fits.
    struct Plan {
        var cells: CellRect
        var picture: RasterImage?
        var outlined: Bool
        /// Where the node's text may go: its cells, less its own border and
        /// the borders of outlined nodes it lies inside.
        var textArea: CellRect
    }

    /// Returns the cells that lines of text span (spaces between words
    /// included), which dashed outlines drawn afterwards must leave alone.
    @discardableResult
    func paint(_ items: [PaintItem], into canvas: inout CellCanvas) -> Set<Int> {
        let plans = plan(items, canvas: canvas.bounds)
        var textCells = Set<Int>()
        for (item, plan) in zip(items, plans) { paint(item, plan, textCells: &textCells, into: &canvas) }
        guard labels != .none else { return textCells }
        // Topmost first: where two labels meet (a child on its parent's top
        // edge), the one drawn above wins and the other stops short of it.
        var taken = Set<Int>()
        for (item, plan) in zip(items, plans).reversed() {
            guard let label = NodeContent.label(of: item.record, all: labels == .all), !plan.cells.isEmpty else { continue }
            drawLabel(label, cells: plan.cells, outlined: plan.outlined, text: textCells, taken: &taken, into: &canvas)
        }
        return textCells.union(taken)
    }

    /// Outlines and text areas. A node's border takes a cell on each side;
    /// a text inside an outlined node painted before it (its button, a card
    /// it lies in, the box of a background spec) keeps off that border.
    /// Where there is no room for both, the text wins and the outline is left
    /// out, as for a text node's own border. Borders are found through a map
    /// of the canvas cells (the outlines drawn on each, latest first), so the
    /// work is bounded by the outlines drawn and the texts' edges.
    func plan(_ items: [PaintItem], canvas bounds: CellRect) -> [Plan] {
        var plans: [Plan] = []
        plans.reserveCapacity(items.count)
        var rings = RingMap(bounds: bounds)
        for item in items {
            let p = item.record.presentation
            let cells = scale.cells(for: item.frame)
            // Off the canvas: nothing of it is painted (see `paint`), and its
            // outline would run through no cell another node looks at.
            if !cells.isEmpty && cells.intersection(bounds).isEmpty {
                plans.append(Plan(cells: cells, picture: nil, outlined: false, textArea: CellRect(column: 0, row: 0, width: 0, height: 0)))
                continue
            }
            var picture: RasterImage?
            if drawsImages, !cells.isEmpty, let source = NodeContent.pictureSource(of: item.record.kind) {
                picture = images.image(for: source)
            }
            let hasText = NodeContent.text(of: item.record.kind) != nil
            let explicitBorder = p.borderWidth > 0 || p.borderColor != nil || highlighted.contains(item.id.rawValue)
            var outlined = !hasText && picture == nil ? (outlinesAllNodes || explicitBorder) : explicitBorder
            var area = cells
            if hasText && outlined {
                if cells.width >= 3 && cells.height >= 3 { area = cells.insetBy(1) } else { outlined = false }
            }
            outlined = outlined && !cells.isEmpty
            // Borders beneath that the text's edge lies on, of nodes around it,
            // innermost (latest) first; a smaller area may meet further ones.
            var rounds = 0
            while hasText && !area.isEmpty && rounds < 8 {
                rounds += 1
                let around = rings.owners(onEdgeOf: area).filter { plans[$0].outlined && Self.contains(plans[$0].cells, area) }
                guard !around.isEmpty else { break }
                for k in around.sorted(by: >) where !area.isEmpty {
                    let inner = plans[k].cells.insetBy(1).intersection(area)
                    if inner.isEmpty { plans[k].outlined = false } else { area = inner }
                }
            }
            plans.append(Plan(cells: cells, picture: picture, outlined: outlined, textArea: area))
            if outlined { rings.add(plans.count - 1, ring: cells) }
        }
        return plans
    }

    /// For each canvas cell, the outlines drawn on it (a linked list per cell).
    struct RingMap {
        let bounds: CellRect
        private var head: [Int32]
        private var entries: [(plan: Int32, next: Int32)] = []

        init(bounds: CellRect) {
            self.bounds = bounds
            head = Array(repeating: -1, count: bounds.width * bounds.height)
        }

        mutating func add(_ plan: Int, ring: CellRect) {
            for c in CanvasPainter.edgeCells(of: ring, within: bounds) {
                entries.append((Int32(plan), head[c]))
                head[c] = Int32(entries.count - 1)
            }
        }

        /// Distinct plans whose outline runs through the edge of `r`.
        func owners(onEdgeOf r: CellRect) -> [Int] {
            var out = Set<Int>()
            for c in CanvasPainter.edgeCells(of: r, within: bounds) {
                var e = head[c]
                while e >= 0 { out.insert(Int(entries[Int(e)].plan)); e = entries[Int(e)].next }
            }
            return Array(out)
        }
    }

    /// Indices (row-major in `bounds`) of the cells on `r`'s edge that lie
    /// inside `bounds`.
    static func edgeCells(of r: CellRect, within bounds: CellRect) -> [Int] {
        guard !r.isEmpty, !r.intersection(bounds).isEmpty else { return [] }
        var out: [Int] = []
        let columns = span(r.column, r.maxColumn, within: bounds.width)
        let rows = span(r.row, r.maxRow, within: bounds.height)
        for row in [r.row, r.maxRow - 1] where row >= 0 && row < bounds.height {
            for c in columns { out.append(row * bounds.width + c) }
        }
        for c in [r.column, r.maxColumn - 1] where c >= 0 && c < bounds.width {
            for row in rows { out.append(row * bounds.width + c) }
        }
        return out
    }

    static func contains(_ outer: CellRect, _ inner: CellRect) -> Bool {
        inner.column >= outer.column && inner.row >= outer.row
            && inner.maxColumn <= outer.maxColumn && inner.maxRow <= outer.maxRow
    }

    private func paint(_ item: PaintItem, _ plan: Plan, textCells: inout Set<Int>, into canvas: inout CellCanvas) {
        let p = item.record.presentation
        let cells = plan.cells
        if cells.isEmpty {
            markEmpty(item.frame, in: &canvas)
            return
        }
        // Wholly off the canvas (below the rows a watch screen draws): every
        // step below would clip all of its cells away, but an outline would
        // still walk its edges across the canvas's width.
        guard !cells.intersection(canvas.bounds).isEmpty else { return }
        if let bg = p.backgroundColor { fill(cells, frame: item.frame, radius: p.cornerRadius, with: bg, into: &canvas) }
        if let image = plan.picture {
            drawPicture(image, frame: item.frame, radius: p.cornerRadius, cells: cells, into: &canvas)
        }
        let isHighlighted = highlighted.contains(item.id.rawValue)
        if let text = NodeContent.text(of: item.record.kind) {
            var fg = item.textColor ?? (text.isPlaceholder ? Palette.placeholderGrey : nil)
            if isHighlighted && !plan.outlined { fg = Self.highlight }
            drawText(item.text, frame: item.frame, area: plan.textArea,
                     style: CellStyle(foreground: fg, isDim: text.isPlaceholder), textCells: &textCells, into: &canvas)
        }
        if plan.outlined && isHighlighted {
            drawOutline(cells, glyphs: .heavy, style: CellStyle(foreground: Self.highlight), into: &canvas)
        } else if plan.outlined {
            let style = CellStyle(foreground: p.borderColor, isDim: p.borderColor == nil)
            drawOutline(cells, glyphs: p.cornerRadius > 0 ? .rounded : .square, style: style, into: &canvas)
        }
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

    /// Each line the engine laid out (see `TextRows`), cut with "…" where
    /// the area is too narrow for it or too short for the lines below it.
    private func drawText(_ text: TextLayout?, frame: Rect, area: CellRect, style: CellStyle,
                          textCells: inout Set<Int>, into canvas: inout CellCanvas) {
        guard let text, !area.isEmpty, !text.lines.isEmpty else { return }
        let placement = TextRows.place(lineCount: text.lines.count, lineHeight: text.lineHeight, frame: frame,
                                       area: area, scale: scale)
        let placed = text.placedLines(inWidth: frame.width)
        for (i, row) in placement.rows.enumerated() where row >= 0 && row < canvas.height {
            let hidesMore = i == placement.rows.count - 1 && placement.hidden
            if text.lines[i].glyphs != nil {
                TextCells.draw(text.lines[i], x: frame.minX + placed[i].x, width: placed[i].width, alignment: text.alignment,
                               row: row, area: area, marksMore: hidesMore, scale: scale, style: style,
                               textCells: &textCells, into: &canvas)
                continue
            }
            let shown = TextRows.fit(text.lines[i].text, columns: area.width, marksMore: hidesMore)
            let written = canvas.write(shown, column: area.column, row: row, style: style, clip: area)
            for c in CanvasPainter.span(area.column, area.column + written, within: canvas.width) {
                textCells.insert(row * canvas.width + c)
            }
        }
    }

    /// A node's background: with a `cornerRadius`, cells whose middle lies
    /// outside the rounded corners show what is beneath, as in the SVG.
    private func fill(_ cells: CellRect, frame: Rect, radius: Double, with color: Color, into canvas: inout CellCanvas) {
        let r = Swift.min(radius.isFinite ? Swift.max(0, radius) : 0, frame.width / 2, frame.height / 2)
        guard r > 0 else { return canvas.fill(cells, with: color) }
        let scale = scale
        canvas.fill(cells, with: color) { column, row in
            let p = scale.rect(column: column, row: row)
            return Self.insideRoundedRect(frame, radius: r, x: p.minX + p.width / 2, y: p.minY + p.height / 2)
        }
    }

    /// Whether a point lies inside `frame` with corners rounded by `radius`.
    static func insideRoundedRect(_ frame: Rect, radius r: Double, x: Double, y: Double) -> Bool {
        guard r > 0 else { return true }
        let cx = Swift.min(Swift.max(x, frame.minX + r), frame.maxX - r)
        let cy = Swift.min(Swift.max(y, frame.minY + r), frame.maxY - r)
        return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r
    }

    private func drawOutline(_ r: CellRect, glyphs b: BoxDrawing, style: CellStyle, onlyBlank: Bool = false,
                             avoiding text: Set<Int> = [], into canvas: inout CellCanvas) {
        let clip = r
        func put(_ ch: Character, _ c: Int, _ row: Int) {
            if onlyBlank {
                guard canvas.bounds.contains(column: c, row: row), !text.contains(row * canvas.width + c) else { return }
                let cell = canvas[c, row]
                guard cell.isSpace, !cell.isContinuation else { return }
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
    /// `.auto` draws it only when it fits whole and covers no text, on a chip
    /// that contrasts with the cell beneath.
    private func drawLabel(_ label: String, cells r: CellRect, outlined: Bool, text: Set<Int>, taken: inout Set<Int>,
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
            // Whole, and over no text: a label must not hide what it names.
            guard width <= clip.width,
                  !(clip.column..<(clip.column + width)).contains(where: { text.contains(clip.row * canvas.width + $0) })
            else { return }
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
        where !canvas[c, r.row].isSpace || text.contains(r.row * canvas.width + c) { return false }
        return true
    }

    private func markEmpty(_ frame: Rect, in canvas: inout CellCanvas) {
        var c = scale.columnContaining(frame.minX)
        var r = scale.rowContaining(frame.minY)
        // A mark on the far edge of the canvas is pulled back in.
        c = Swift.min(c, canvas.width - 1)
        r = Swift.min(r, canvas.height - 1)
        guard canvas.bounds.contains(column: c, row: r), canvas[c, r].isSpace,
              !canvas[c, r].isContinuation else { return }
        canvas.put(BoxDrawing.emptyMark, column: c, row: r, style: CellStyle(isDim: true))
    }
}
