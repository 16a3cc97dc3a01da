extension Style {
    /// Texture's size description:
    /// `Layout Size = min {414pt, 414pt} <= preferred {20%, 50%} <= max {414pt, 414pt}`.
    public var layoutSizeDescription: String {
        "Layout Size = min \(minLayoutSize) <= preferred \(preferredLayoutSize) <= max \(maxLayoutSize)"
    }

    /// Every property that differs from its default, one `name = value` a line.
    public var debugDescription: String {
        var lines = [layoutSizeDescription]
        let d = Style()
        if spacingBefore != d.spacingBefore { lines.append("spacingBefore = \(formatPoints(spacingBefore))") }
        if spacingAfter != d.spacingAfter { lines.append("spacingAfter = \(formatPoints(spacingAfter))") }
        if flexGrow != d.flexGrow { lines.append("flexGrow = \(formatPoints(flexGrow))") }
        if flexShrink != d.flexShrink { lines.append("flexShrink = \(formatPoints(flexShrink))") }
        if flexBasis != d.flexBasis { lines.append("flexBasis = \(flexBasis)") }
        if alignSelf != d.alignSelf { lines.append("alignSelf = \(alignSelf.rawValue)") }
        if ascender != d.ascender { lines.append("ascender = \(formatPoints(ascender))") }
        if descender != d.descender { lines.append("descender = \(formatPoints(descender))") }
        if layoutPosition != d.layoutPosition { lines.append("layoutPosition = \(layoutPosition)") }
        return lines.joined(separator: "\n")
    }
}
