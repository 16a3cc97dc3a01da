/// The language's attribute names (version 1, as `Vocabulary.swift` lists
/// them), each a small number (its raw value): the builder asks every
/// element for forty or so attributes it mostly does not have, and a bit in
/// the element's mask answers "absent" without looking at any string
/// (`XMLElementNode.attribute(_: AttributeName)`). Any other name (a prefixed
/// one, a version-2 construct's) has no id and is found by comparing names.
enum AttributeName: UInt8, CaseIterable, Sendable {
    case name, width, height, minWidth, maxWidth, minHeight, maxHeight, screenScale, direction, insets
    case top, left, bottom, right, centeringOptions, sizingOptions, ratio, horizontalPosition, verticalPosition
    case sizingOption, sizing, location, offset, wrapsCorner, text, fontSize, maxLines, truncation
    case src, scale, imageSize, title, contentSpacing, imageAlignment, laysOutHorizontally, contentEdgeInsets
    case url, placeholder, ascender, descender, layoutPosition, debugName, id, backgroundColor, color
    case borderColor, borderWidth, cornerRadius, spacing, justifyContent, alignItems, flexWrap, alignContent
    case lineSpacing, horizontalAlignment, verticalAlignment, preferredSize, minSize, maxSize, preferredLayoutSize
    case minLayoutSize, maxLayoutSize, spacingBefore, spacingAfter, flexGrow, flexShrink, flexBasis
    case alignSelf
    // Containers (version 3)
    case separator, contentInset, contentOffset, layout, scrollDirection, itemSize, minimumInteritemSpacing
    case minimumLineSpacing, sectionInset, page, scrollableDirections, automaticallyManagesContentSize
    case fontFamily, fontWeight, italic, kern, textAlignment, textContainerInset, textMetrics

    /// The name as written in a file.
    var string: String { AttributeName.strings[Int(rawValue)] }

    /// The id of a qualified name, or nil for a name outside the language.
    static func id(of name: String) -> AttributeName? {
        byName.index(of: name).flatMap { AttributeName(rawValue: UInt8($0)) }
    }

    /// The bits of these names in an element's mask (`XMLElementNode.hasAny`).
    static func mask(_ names: [AttributeName]) -> (low: UInt64, high: UInt64) {
        var low: UInt64 = 0, high: UInt64 = 0
        for n in names {
            if n.rawValue < 64 { low |= 1 << UInt64(n.rawValue) } else { high |= 1 << UInt64(n.rawValue - 64) }
        }
        return (low, high)
    }

    static let sizeMask = mask(AttributeGroup.sizeAttributes.compactMap(id(of:)))
    static let stackChildMask = mask(AttributeGroup.stackChildAttributes.compactMap(id(of:)))

    /// In the order of the cases (`AttributeNameTests` checks it).
    static let strings: [String] = [
        "name", "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "screenScale",
        "direction", "insets", "top", "left", "bottom", "right", "centeringOptions", "sizingOptions",
        "ratio", "horizontalPosition", "verticalPosition", "sizingOption", "sizing", "location", "offset",
        "wrapsCorner", "text", "fontSize", "maxLines", "truncation", "src", "scale", "imageSize", "title",
        "contentSpacing", "imageAlignment", "laysOutHorizontally", "contentEdgeInsets", "url", "placeholder",
        "ascender", "descender", "layoutPosition", "debugName", "id", "backgroundColor", "color", "borderColor",
        "borderWidth", "cornerRadius", "spacing", "justifyContent", "alignItems", "flexWrap", "alignContent",
        "lineSpacing", "horizontalAlignment", "verticalAlignment", "preferredSize", "minSize", "maxSize",
        "preferredLayoutSize", "minLayoutSize", "maxLayoutSize", "spacingBefore", "spacingAfter", "flexGrow",
        "flexShrink", "flexBasis", "alignSelf",
        "separator", "contentInset", "contentOffset", "layout", "scrollDirection", "itemSize",
        "minimumInteritemSpacing", "minimumLineSpacing", "sectionInset", "page", "scrollableDirections",
        "automaticallyManagesContentSize",
        "fontFamily", "fontWeight", "italic", "kern", "textAlignment", "textContainerInset", "textMetrics",
    ]

    /// `strings` is in the order of the cases: a name's place is its raw value.
    private static let byName = NameTable(strings)
}
