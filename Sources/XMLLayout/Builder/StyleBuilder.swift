import LayoutEngine

extension LayoutBuilder {
    /// ASLayoutElementStyle from the style attributes. Shorthands write the
    /// same fields as longhands, so giving both is an error (SEMANTICS-SUMMARY.md §6).
    func buildStyle(_ x: XMLElementNode) -> Style {
        var s = Style()
        let V = AttributeValues.self
        checkShorthands(x)
        if let v = read(x, .width, V.dimension) { s.width = v }
        if let v = read(x, .height, V.dimension) { s.height = v }
        if let v = read(x, .minWidth, V.dimension) { s.minWidth = v }
        if let v = read(x, .maxWidth, V.dimension) { s.maxWidth = v }
        if let v = read(x, .minHeight, V.dimension) { s.minHeight = v }
        if let v = read(x, .maxHeight, V.dimension) { s.maxHeight = v }
        if let v = read(x, .preferredSize, V.size) { s.preferredSize = v }
        if let v = read(x, .minSize, V.size) { s.minWidth = .points(v.width); s.minHeight = .points(v.height) }
        if let v = read(x, .maxSize, V.size) { s.maxWidth = .points(v.width); s.maxHeight = .points(v.height) }
        if let v = read(x, .preferredLayoutSize, V.layoutSize) { s.preferredLayoutSize = v }
        if let v = read(x, .minLayoutSize, V.layoutSize) { s.minLayoutSize = v }
        if let v = read(x, .maxLayoutSize, V.layoutSize) { s.maxLayoutSize = v }
        if let v = read(x, .spacingBefore, V.number) { s.spacingBefore = v }
        if let v = read(x, .spacingAfter, V.number) { s.spacingAfter = v }
        if let v = read(x, .flexGrow, V.flexFactor) { s.flexGrow = v }
        if let v = read(x, .flexShrink, V.flexFactor) { s.flexShrink = v }
        if let v = read(x, .flexBasis, V.dimension) { s.flexBasis = v }
        if let v = readEnum(x, .alignSelf, AlignSelf.self) { s.alignSelf = v }
        if let v = read(x, .ascender, V.number) { s.ascender = v }
        if let v = read(x, .descender, V.number) { s.descender = v }
        if let v = read(x, .layoutPosition, V.point) { s.layoutPosition = v }
        return s
    }

    private static let shorthands: [(AttributeName, [AttributeName])] = [
        (.preferredSize, [.preferredLayoutSize, .width, .height]),
        (.preferredLayoutSize, [.width, .height]),
        (.minSize, [.minLayoutSize, .minWidth, .minHeight]),
        (.minLayoutSize, [.minWidth, .minHeight]),
        (.maxSize, [.maxLayoutSize, .maxWidth, .maxHeight]),
        (.maxLayoutSize, [.maxWidth, .maxHeight]),
    ]
    private static let shorthandMask = AttributeName.mask(shorthands.map(\.0))

    private func checkShorthands(_ x: XMLElementNode) {
        guard x.hasAny(LayoutBuilder.shorthandMask) else { return }
        for (short, longs) in LayoutBuilder.shorthands where x.has(short) {
            conflict(x, short, with: longs.filter(x.has))
        }
    }

    /// backgroundColor, color, borderColor, borderWidth, cornerRadius.
    func buildPresentation(_ x: XMLElementNode) -> Presentation {
        let V = AttributeValues.self
        var p = Presentation()
        p.backgroundColor = read(x, .backgroundColor, V.color)
        p.color = read(x, .color, V.color)
        p.borderColor = read(x, .borderColor, V.color)
        p.borderWidth = read(x, .borderWidth, V.nonNegative) ?? 0
        p.cornerRadius = read(x, .cornerRadius, V.nonNegative) ?? 0
        return p
    }
}
