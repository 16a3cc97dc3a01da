/// A layout file as markup, for tools that rewrite it (the formatter): unlike
/// `XMLElementNode`, which is the document's meaning, this keeps what an
/// author sees — comments, processing instructions, CDATA sections, the
/// white space between elements (blank lines) and namespace declarations.
public struct MarkupDocument: Hashable, Sendable {
    /// `<?xml …?>` exactly as written, if the file starts with one.
    public var xmlDeclaration: String?
    /// Comments and processing instructions before the root element.
    public var prolog: [MarkupNode]
    public var root: MarkupElement
    /// Comments and processing instructions after the root element.
    public var epilog: [MarkupNode]
}

public struct MarkupElement: Hashable, Sendable {
    /// The qualified name as written.
    public var name: String
    /// `xmlns` / `xmlns:p` declarations, in document order, as attributes
    /// (`name` is `xmlns` or `xmlns:p`, `value` the namespace URI).
    public var namespaceDeclarations: [MarkupAttribute] = []
    /// Attributes in document order (qualified names, values normalised as
    /// XML does: entities and character references resolved).
    public var attributes: [MarkupAttribute] = []
    public var children: [MarkupNode] = []
    /// 1-based line of the start tag.
    public var line = 0
}

public struct MarkupAttribute: Hashable, Sendable {
    public var name: String
    public var value: String
}

public indirect enum MarkupNode: Hashable, Sendable {
    case element(MarkupElement)
    /// Character data, entities resolved, white space as written.
    case text(String)
    /// The content of a `<![CDATA[…]]>` section.
    case cdata(String)
    /// The content of a `<!--…-->` comment.
    case comment(String)
    case processingInstruction(target: String, content: String)
}

/// Why a file could not be read as markup: its diagnostics (at least one error).
public struct MarkupReadError: Error, Hashable, Sendable {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
}
