/// ASButtonNode: a title and/or an image laid out through an internal stack,
/// as Texture's `layoutSpecThatFits:` builds it (SEMANTICS-SUMMARY.md §2.4).
public struct ButtonNode: Hashable, Sendable {
    public var title: String
    /// UIFont.buttonFontSize.
    public var fontSize: Double
    public var imageSize: Size?
    public var imageSource: String?
    public var contentSpacing: Double
    public var imageAlignment: ButtonImageAlignment
    public var laysOutHorizontally: Bool
    public var contentEdgeInsets: EdgeInsets
    /// The title's font and paragraph.
    public var titleStyle: TextStyle

    public init(title: String = "", fontSize: Double = 18, imageSize: Size? = nil, imageSource: String? = nil,
                contentSpacing: Double = 8, imageAlignment: ButtonImageAlignment = .beginning,
                laysOutHorizontally: Bool = true, contentEdgeInsets: EdgeInsets = .zero,
                titleStyle: TextStyle = .plain) {
        self.title = title
        self.fontSize = fontSize
        self.imageSize = imageSize
        self.imageSource = imageSource
        self.contentSpacing = contentSpacing
        self.imageAlignment = imageAlignment
        self.laysOutHorizontally = laysOutHorizontally
        self.contentEdgeInsets = contentEdgeInsets
        self.titleStyle = titleStyle
    }

    /// The spec ASButtonNode builds: a centred stack of [image, title] (or
    /// [title, image]), inside an inset when contentEdgeInsets are non-zero.
    /// Its nodes are not document elements; the engine appends them after
    /// the document's elements.
    public var internalSpec: Element {
        var parts: [Element] = []
        let hasTitle = !title.isEmpty
        if imageSize != nil || imageSource != nil {
            parts.append(Element(.image(ImageNode(intrinsicSize: imageSize, source: imageSource)), debugName: "image"))
        }
        if hasTitle {
            var s = Style()
            s.flexShrink = 1
            let titleNode = Element(.text(TextNode(title, fontSize: fontSize, style: titleStyle)), style: s, debugName: "title")
            if imageAlignment == .end { parts.insert(titleNode, at: 0) } else { parts.append(titleNode) }
        }
        var stack = StackLayoutSpec(direction: laysOutHorizontally ? .horizontal : .vertical, spacing: contentSpacing)
        stack.apply(horizontalAlignment: .middle, verticalAlignment: .center)
        let stackElement = Element(.stack(stack), children: parts)
        if contentEdgeInsets.isZero { return stackElement }
        return Element(.inset(InsetLayoutSpec(insets: contentEdgeInsets)), children: [stackElement])
    }
}

public enum ButtonImageAlignment: String, Hashable, Sendable, CaseIterable {
    case beginning, end
}
