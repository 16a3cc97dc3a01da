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
    public var attributes: [XMLAttribute] {
        didSet { attributeNameBits = XMLElementNode.nameBits(of: attributes) }
    }
    /// Element children only, in document order.
    public var children: [XMLElementNode]
    /// The concatenation of the element's own character data and CDATA
    /// sections (not its descendants'), raw: entities resolved, white space
    /// untouched. Collapsing white space is the reader's decision.
    public var text: String
    /// One bit per attribute name (`nameBit`): the builder asks for thirty
    /// or so attributes an element mostly doesn't have, and a clear bit
    /// answers "absent" without comparing any string.
    private var attributeNameBits: UInt64

    public init(
        name: String, location: SourceLocation, attributes: [XMLAttribute] = [],
        children: [XMLElementNode] = [], text: String = ""
    ) {
        self.name = name
        self.location = location
        self.attributes = attributes
        self.children = children
        self.text = text
        attributeNameBits = XMLElementNode.nameBits(of: attributes)
    }

    /// The attribute with this qualified name, if present.
    public func attribute(_ name: String) -> XMLAttribute? {
        guard attributeNameBits & XMLElementNode.nameBit(name) != 0 else { return nil }
        return attributes.first { $0.name == name }
    }

    /// A cheap hash of a name to one of 64 bits: its length and first byte
    /// (O(1) on a String, unlike its last byte), weighted so that the
    /// language's 47 attribute names take 34 different bits; names that
    /// share one are told apart by comparing them.
    @inline(__always)
    static func nameBit(_ name: String) -> UInt64 {
        let utf8 = name.utf8
        let h = UInt64(truncatingIfNeeded: utf8.count) &* 2 &+ UInt64(utf8.first ?? 0) &* 5
        return 1 << (h & 63)
    }

    private static func nameBits(of attributes: [XMLAttribute]) -> UInt64 {
        var bits: UInt64 = 0
        for a in attributes { bits |= nameBit(a.name) }
        return bits
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
