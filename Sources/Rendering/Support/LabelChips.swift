import LayoutEngine

/// Where a debugName label goes and in which colours, decided once for the
/// SVG and the PNG pictures: `.all` cuts it at the node's edge, in black or
/// white against what lies beneath; `.auto` draws it only when it fits
/// whole and covers no text nor another label, on a chip that contrasts
/// with what lies beneath.
struct LabelChip {
    var text: String
    /// The baseline's start.
    var origin: Point
    var fontSize: Double
    var textColor: Color
    /// `.all`: the text's opacity (0.6), cut at `clip`.
    var textOpacity: Double
    var clip: Rect?
    /// `.auto`: the chip behind the text (drawn at 0.85 opacity, radius 2).
    var chip: Rect?
    var chipColor: Color

    static let chipOpacity = 0.85

    /// The label of `item`, or nil (no label, or no room for it); a chip placed
    /// is added to `placed`.
    static func place(_ item: PaintItem, mode: LabelMode, fontSize size: Double, backdrop: Backdrop,
                      placed: inout RectIndex) -> LabelChip? {
        guard mode != .none, let label = NodeContent.label(of: item.record) else { return nil }
        let f = item.frame
        let beneath = backdrop.color(under: Rect(x: f.minX, y: f.minY, width: Swift.min(f.width, 20), height: Swift.min(f.height, size)))
        switch mode {
        case .none:
            return nil
        case .all:
            return LabelChip(text: label, origin: Point(x: f.minX + 2, y: f.minY + 1 + size * 0.9), fontSize: size,
                             textColor: Palette.contrasting(beneath), textOpacity: 0.6, clip: f, chip: nil,
                             chipColor: beneath)
        case .auto:
            let textWidth = Double(label.reduce(0) { $0 + TextMetrics.units(of: $1) }) * size * 0.6
            let chip = Rect(x: f.minX + 2, y: f.minY + 2, width: textWidth + 4, height: size + 3)
            guard chip.maxX <= f.maxX - 2, chip.maxY <= f.maxY - 2, !placed.overlaps(chip) else { return nil }
            placed.insert(chip)
            let chipColor = Palette.chip(over: beneath)
            return LabelChip(text: label, origin: Point(x: chip.minX + 2, y: chip.minY + 1 + size * 0.9), fontSize: size,
                             textColor: Palette.contrasting(chipColor), textOpacity: 1, clip: nil, chip: chip,
                             chipColor: chipColor)
        }
    }

    /// Every label of `nodes` (topmost placed first; a chip that would
    /// overlap one already placed, or a line of text, is left out), in
    /// painting order.
    static func all(_ nodes: [PaintItem], mode: LabelMode, fontSize: Double, backdrop: Backdrop)
        -> [(item: PaintItem, chip: LabelChip)] {
        guard mode != .none else { return [] }
        var placed = RectIndex()
        for item in nodes { for line in SVGRenderer.lineBoxes(item) { placed.insert(line) } }
        return nodes.reversed().compactMap { item in
            place(item, mode: mode, fontSize: fontSize, backdrop: backdrop, placed: &placed).map { (item, $0) }
        }.reversed()
    }
}
