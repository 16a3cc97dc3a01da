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
        didSet { (knownLow, knownHigh) = XMLElementNode.knownBits(of: attributes) }
    }
    /// Element children only, in document order.
    public var children: [XMLElementNode]
    /// The concatenation of the element's own character data and CDATA
    /// sections (not its descendants'), raw: entities resolved, white space
    /// untouched. Collapsing white space is the reader's decision.
    public var text: String
    /// One bit per `AttributeName` it has (ids 0–63, then 64–127): the
    /// builder asks for forty or so attributes an element mostly doesn't
    /// have, and a clear bit answers "absent" without comparing any string.
    private var knownLow: UInt64
    private var knownHigh: UInt64

    public init(
        name: String, location: SourceLocation, attributes: [XMLAttribute] = [],
        children: [XMLElementNode] = [], text: String = ""
    ) {
        self.name = name
        self.location = location
        self.attributes = attributes
        self.children = children
        self.text = text
        (knownLow, knownHigh) = XMLElementNode.knownBits(of: attributes)
    }

    /// The attribute with this qualified name, if present.
    public func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// The attribute with this name of the language, if present: a bit test
    /// when it is absent, small integers compared when it is not.
    @inline(__always)
    func attribute(_ name: AttributeName) -> XMLAttribute? {
        guard has(name) else { return nil }
        let id = name.rawValue
        for a in attributes where a.nameID == id { return a }
        return nil
    }

    /// Where in `attributes` this attribute of the language is: reading
    /// `attributes[i].value` copies no locations (two file-path Strings).
    @inline(__always)
    func index(of name: AttributeName) -> Int? {
        guard has(name) else { return nil }
        let id = name.rawValue
        return attributes.firstIndex { $0.nameID == id }
    }

    /// The value of this attribute of the language, if present.
    @inline(__always)
    func value(of name: AttributeName) -> String? {
        index(of: name).map { attributes[$0].value }
    }

    /// Whether it has this attribute (one bit test).
    @inline(__always)
    func has(_ name: AttributeName) -> Bool {
        let id = name.rawValue
        return (id < 64 ? knownLow >> UInt64(id) : knownHigh >> UInt64(id &- 64)) & 1 != 0
    }

    /// Whether it has any of these attributes (`AttributeName.mask`).
    @inline(__always)
    func hasAny(_ mask: (low: UInt64, high: UInt64)) -> Bool {
        knownLow & mask.low != 0 || knownHigh & mask.high != 0
    }

    private static func knownBits(of attributes: [XMLAttribute]) -> (UInt64, UInt64) {
        var low: UInt64 = 0, high: UInt64 = 0
        for a in attributes where a.nameID != XMLAttribute.unknownID {
            if a.nameID < 64 { low |= 1 << UInt64(a.nameID) } else { high |= 1 << UInt64(a.nameID - 64) }
        }
        return (low, high)
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
///
/// The two positions are kept as four 32-bit numbers beside one file path
/// (rather than as two `SourceLocation`s: 48 bytes less an attribute, a
/// tenth of a big file's peak memory).
public struct XMLAttribute: Hashable, Sendable {
    /// The qualified name as written (`width`, `xsi:noNamespaceSchemaLocation`).
    public var name: String {
        didSet { nameID = AttributeName.id(of: name)?.rawValue ?? XMLAttribute.unknownID }
    }
    /// The value after XML attribute-value normalisation (entities and
    /// character references resolved; tabs and line breaks become spaces).
    public var value: String
    /// Where the name starts.
    public var nameLocation: SourceLocation {
        get { location(nameLine, nameColumn) }
        set { (nameLine, nameColumn) = XMLAttribute.packed(newValue, sameFile: &file) }
    }
    /// The first character inside the quotes (for an empty value, the closing quote).
    public var valueLocation: SourceLocation {
        get { location(valueLine, valueColumn) }
        set { (valueLine, valueColumn) = XMLAttribute.packed(newValue, sameFile: &file) }
    }

    private var file: String
    private var nameLine: Int32, nameColumn: Int32
    private var valueLine: Int32, valueColumn: Int32

    /// `AttributeName`'s raw value, or `unknownID` for a name outside the language.
    private(set) var nameID: UInt8
    static let unknownID: UInt8 = .max

    public init(name: String, value: String, nameLocation: SourceLocation, valueLocation: SourceLocation) {
        self.init(name: name, id: AttributeName.id(of: name), value: value, nameLocation: nameLocation,
                  valueLocation: valueLocation)
    }

    /// With the name's id already known (the tree converter looks each
    /// distinct name up once per document).
    init(name: String, id: AttributeName?, value: String, nameLocation: SourceLocation, valueLocation: SourceLocation) {
        self.name = name
        self.nameID = id?.rawValue ?? XMLAttribute.unknownID
        self.value = value
        self.file = nameLocation.file
        (nameLine, nameColumn) = XMLAttribute.packed(nameLocation, sameFile: &file)
        (valueLine, valueColumn) = XMLAttribute.packed(valueLocation, sameFile: &file)
    }

    @inline(__always)
    private func location(_ line: Int32, _ column: Int32) -> SourceLocation {
        SourceLocation(file: file, line: Int(line), column: column < 0 ? nil : Int(column))
    }

    /// A location's line and column (-1: none). Both locations of an
    /// attribute are in its element's file; the path of the last one set is kept.
    @inline(__always)
    private static func packed(_ location: SourceLocation, sameFile file: inout String) -> (Int32, Int32) {
        if location.file != file { file = location.file }
        return (Int32(clamping: location.line), location.column.map { Int32(clamping: $0) } ?? -1)
    }
}
