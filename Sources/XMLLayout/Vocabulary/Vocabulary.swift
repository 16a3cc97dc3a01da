/// The language's elements and attributes as the front end uses them: one
/// table, tested equal to what the XSD declares (`VocabularyTests`), so the
/// builder, the lint rules and the renderers' type names never keep lists of
/// their own. The XSD stays the source of truth for what a file may contain;
/// this table adds what the schema cannot say (spec or node, which engine
/// kind an element builds) in a form the compiler checks: a `switch` over
/// `LayoutElement` must handle every element.
public enum LayoutElement: String, CaseIterable, Sendable {
    // Layout specs
    case stack, hstack, vstack, inset, overlay, background, center, ratio, relative, absolute, corner, wrapper, spacer
    // Nodes
    case box, text, image, button, networkImage, video, videoPlayer, editableText
    // Node containers and what stands in them (version 3)
    case table, collection, pager, scroll, cell, section, header, footer

    /// The root element, `<layout>`: not a layout element itself.
    public static let root = "layout"
    /// The root's own attributes, in schema order.
    public static let rootAttributes = ["name", "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight",
                                        "screenScale", "textMetrics"]

    public enum Category: Sendable { case spec, node }

    public var category: Category {
        switch self {
        case .stack, .hstack, .vstack, .inset, .overlay, .background, .center, .ratio, .relative, .absolute, .corner,
             .wrapper, .spacer:
            return .spec
        case .box, .text, .image, .button, .networkImage, .video, .videoPlayer, .editableText,
             .table, .collection, .pager, .scroll, .cell, .section, .header, .footer:
            return .node
        }
    }

    public var isNode: Bool { category == .node }

    /// `init(rawValue:)` through a table: the synthesized initializer compares
    /// the name with each case in turn, and the builder asks for every element.
    public static func named(_ name: String) -> LayoutElement? {
        byName.index(of: name).map { all[$0] }
    }

    private static let all = allCases
    private static let byName = NameTable(all.map { $0.rawValue }) // no key path (start-up)

    /// How many element children it takes (a node: none, or its own layout
    /// spec); nil for any number.
    public var children: ClosedRange<Int>? {
        switch self {
        case .stack, .hstack, .vstack, .absolute: return nil
        case .inset, .center, .ratio, .relative, .wrapper: return 1...1
        case .overlay, .background, .corner: return 2...2
        case .spacer: return 0...0
        case .box, .text, .image, .button, .networkImage, .video, .videoPlayer, .editableText: return 0...1
        case .table, .collection, .pager, .section: return nil
        case .scroll, .cell, .header, .footer: return 0...1
        }
    }

    /// The element's own attributes, in schema order (before its groups).
    public var ownAttributes: [String] {
        switch self {
        case .stack: return ["direction"]
        case .inset: return ["insets", "top", "left", "bottom", "right"]
        case .center: return ["centeringOptions", "sizingOptions"]
        case .ratio: return ["ratio"]
        case .relative: return ["horizontalPosition", "verticalPosition", "sizingOption"]
        case .absolute: return ["sizing"]
        case .corner: return ["location", "offset", "wrapsCorner"]
        case .text: return ["text", "fontSize", "maxLines", "truncation"]
        case .image: return ["src", "scale", "imageSize"]
        case .button: return ["title", "fontSize", "imageSize", "src", "contentSpacing", "imageAlignment",
                              "laysOutHorizontally", "contentEdgeInsets"]
        case .networkImage, .video, .videoPlayer: return ["url"]
        case .editableText: return ["text", "placeholder", "fontSize"]
        case .table: return ["separator", "contentInset", "contentOffset"]
        case .collection: return ["layout", "scrollDirection", "itemSize", "minimumInteritemSpacing", "minimumLineSpacing",
                                  "sectionInset", "contentInset", "contentOffset"]
        case .pager: return ["page", "contentInset", "contentOffset"]
        case .scroll: return ["scrollableDirections", "automaticallyManagesContentSize", "contentOffset"]
        case .hstack, .vstack, .overlay, .background, .wrapper, .spacer, .box, .cell, .section, .header, .footer: return []
        }
    }

    /// Attributes it must have.
    public var requiredAttributes: [String] {
        switch self {
        case .ratio: return ["ratio"]
        case .corner: return ["location"]
        default: return []
        }
    }

    /// The attribute groups it takes, in schema order (after its own attributes).
    public var groups: [AttributeGroup] {
        switch self {
        case .stack, .hstack, .vstack: return [.stack, .style]
        case .inset, .overlay, .background, .center, .ratio, .relative, .absolute, .corner, .wrapper, .spacer:
            return [.style]
        case .text, .button, .editableText: return [.text, .presentation, .style]
        case .box, .image, .networkImage, .video, .videoPlayer, .table, .collection, .pager, .scroll, .cell, .header, .footer:
            return [.presentation, .style]
        case .section: return []
        }
    }

    /// Every attribute it takes, in schema order.
    public var attributes: [String] { ownAttributes + groups.flatMap(\.attributes) }

    /// The stacks: their children take the stack-child attributes.
    public var isStack: Bool { self == .stack || self == .hstack || self == .vstack }

    /// Specs that size themselves from their child (Texture ignores a size
    /// given on them).
    public var sizesFromChild: Bool { self == .inset || self == .overlay || self == .background }

    /// The node containers (LANGUAGE.md "Containers").
    public var isContainer: Bool { self == .table || self == .collection || self == .pager || self == .scroll }

    /// What stands only inside a container (or a section): cell, section, header, footer.
    public var isContainerItem: Bool { self == .cell || self == .section || self == .header || self == .footer }
}

/// The schema's attribute groups.
public enum AttributeGroup: String, CaseIterable, Sendable {
    /// ASLayoutElementStyle, plus `debugName` and `id`: every layout element.
    case style = "styleAttributes"
    /// What a node draws: every node.
    case presentation = "presentationAttributes"
    /// ASStackLayoutSpec's properties: the stacks.
    case stack = "stackAttributes"
    /// The font and paragraph: texts, editable texts and buttons (their title).
    case text = "textAttributes"

    public var attributes: [String] {
        switch self {
        case .style:
            return AttributeGroup.sizeAttributes + AttributeGroup.stackChildAttributes
                + ["ascender", "descender", "layoutPosition", "debugName", "id"]
        case .presentation:
            return ["backgroundColor", "color", "borderColor", "borderWidth", "cornerRadius"]
        case .text:
            return ["fontFamily", "fontWeight", "italic", "lineSpacing", "kern", "textAlignment", "textContainerInset"]
        case .stack:
            return ["spacing", "justifyContent", "alignItems", "flexWrap", "alignContent", "lineSpacing",
                    "horizontalAlignment", "verticalAlignment"]
        }
    }

    /// The style attributes that size an element.
    public static let sizeAttributes = [
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "preferredSize", "minSize", "maxSize",
        "preferredLayoutSize", "minLayoutSize", "maxLayoutSize",
    ]
    /// The style attributes only a stack reads from its children.
    public static let stackChildAttributes = ["spacingBefore", "spacingAfter", "flexGrow", "flexShrink", "flexBasis",
                                              "alignSelf"]
}
