/// ASTextNode: a run of text, measured by the layout pass's `TextMeasurer`
/// (xmllayout's fixed text metrics by default).
public struct TextNode: Hashable, Sendable {
    /// The text, white space already collapsed.
    public var text: String
    public var fontSize: Double
    /// 0 = unlimited.
    public var maxLines: Int
    public var truncation: Truncation
    public var style: TextStyle

    public init(_ text: String, fontSize: Double = 17, maxLines: Int = 0, truncation: Truncation = .tail,
                style: TextStyle = .plain) {
        self.text = text
        self.fontSize = fontSize
        self.maxLines = maxLines
        self.truncation = truncation
        self.style = style
    }
}

/// NSLineBreakMode's truncation modes.
public enum Truncation: String, Hashable, Sendable, CaseIterable {
    case tail, head, middle, clip
}

/// ASEditableTextNode: sized from its text, else from its placeholder.
public struct EditableTextNode: Hashable, Sendable {
    public var text: String
    public var placeholder: String
    public var fontSize: Double
    public var style: TextStyle

    public init(text: String = "", placeholder: String = "", fontSize: Double = 17, style: TextStyle = .plain) {
        self.text = text
        self.placeholder = placeholder
        self.fontSize = fontSize
        self.style = style
    }

    /// What is shown, and so measured.
    public var displayedText: String { text.isEmpty ? placeholder : text }
}
