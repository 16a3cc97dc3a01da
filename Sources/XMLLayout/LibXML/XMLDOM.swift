/// The parsed document as plain Swift values: what every later stage (schema
/// messages, the builder, lint rules) works on, with no libxml2 pointer in
/// sight and a source location on everything that can be wrong.

/// One element of a layout file.
public struct XMLElementNode: Hashable, Sendable {
    /// The qualified name as written (`stack`, or `x:stack` with a prefix).
    public var name: String
    /// Line and column of the `<` of the start tag.
    public var location: SourceLocation
    /// Attributes in document order. Namespace declarations (`xmlns`,
    /// `xmlns:x`) are not attributes (as in the XML Infoset) and are left out.
    public var attributes: [XMLAttribute]
    /// Element children only, in document order.
    public var children: [XMLElementNode]
    /// The concatenation of the element's own character data and CDATA
    /// sections (not its descendants'), raw: entities resolved, white space
    /// untouched. Collapsing white space is the reader's decision.
    public var text: String

    public init(
        name: String, location: SourceLocation, attributes: [XMLAttribute] = [],
        children: [XMLElementNode] = [], text: String = ""
    ) {
        self.name = name
        self.location = location
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    /// The attribute with this qualified name, if present.
    public func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// This element and all its descendants, in document order (pre-order).
    public var elementsInDocumentOrder: [XMLElementNode] {
        var result: [XMLElementNode] = []
        func visit(_ element: XMLElementNode) {
            result.append(element)
            element.children.forEach(visit)
        }
        visit(self)
        return result
    }
}

/// One attribute, with the positions of its name and of its value.
public struct XMLAttribute: Hashable, Sendable {
    /// The qualified name as written (`width`, `xsi:noNamespaceSchemaLocation`).
    public var name: String
    /// The value after XML attribute-value normalisation (entities and
    /// character references resolved; tabs and line breaks become spaces).
    public var value: String
    /// Where the name starts.
    public var nameLocation: SourceLocation
    /// The first character inside the quotes (for an empty value, the closing quote).
    public var valueLocation: SourceLocation

    public init(name: String, value: String, nameLocation: SourceLocation, valueLocation: SourceLocation) {
        self.name = name
        self.value = value
        self.nameLocation = nameLocation
        self.valueLocation = valueLocation
    }
}
