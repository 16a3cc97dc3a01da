/// What the schema allows, read from the XSD itself: element names, the
/// attributes of each element (attribute groups and base types resolved),
/// allowed children and how many, and the `xs:documentation` of each.
///
/// The XSD is the single source of truth for the language; this view of it
/// powers did-you-mean hints, "expected …" value descriptions, help output
/// and lint hints, so none of them keeps its own list of names.
public struct SchemaVocabulary: Hashable, Sendable {
    public struct Attribute: Hashable, Sendable {
        public var name: String
        /// The XSD type name as written (`dimension`, `xs:double`), nil for an
        /// anonymous type.
        public var typeName: String?
        public var isRequired: Bool
        public var defaultValue: String?
        public var documentation: String?
        /// A short phrase for messages: "a number ≥ 0", "one of start, end".
        public var valueDescription: String
    }

    public struct Element: Hashable, Sendable {
        public var name: String
        public var documentation: String?
        /// Attributes in declaration order, groups and base types expanded.
        public var attributes: [Attribute]
        /// True when the type has `xs:anyAttribute` (any name is accepted).
        public var allowsAnyAttribute: Bool
        /// Names of the elements allowed as children, in schema order.
        public var childElements: [String]
        /// Fewest element children the content model accepts.
        public var minimumChildren: Int
        /// Most element children the content model accepts, nil for unbounded.
        public var maximumChildren: Int?
        /// True for mixed or simple content (character data allowed).
        public var allowsText: Bool
        /// Declared at the top level of the schema (a possible root).
        public var isGlobal: Bool

        public func attribute(_ name: String) -> Attribute? {
            attributes.first { $0.name == name }
        }
    }

    /// Every element a document may contain (abstract heads of substitution
    /// groups excluded), in the order the schema declares them.
    public private(set) var elements: [String] = []
    /// Elements declared at the top level (the possible roots), in order.
    public private(set) var globalElements: [String] = []
    private var elementsByName: [String: Element] = [:]
    private var typeDescriptions: [String: String] = [:]
    private var enumerations: [String: [String]] = [:]
    private var valueRules: [String: ValueRule] = [:]

    /// What a named simple type accepts (see `accepts(_:ofType:)`).
    public struct ValueRule: Hashable, Sendable {
        public var enumeration: [String] = []
        /// XSD patterns: the value must match one of them, whole.
        public var patterns: [String] = []
        /// Union member types: the value must be accepted by one of them.
        public var members: [String] = []
        public var base: String?
        public var minimumLength: Int?
    }

    init(elements: [Element], typeDescriptions: [String: String], enumerations: [String: [String]] = [:],
         valueRules: [String: ValueRule] = [:]) {
        self.valueRules = valueRules
        for element in elements where elementsByName[element.name] == nil {
            self.elements.append(element.name)
            if element.isGlobal { globalElements.append(element.name) }
            elementsByName[element.name] = element
        }
        self.typeDescriptions = typeDescriptions
        self.enumerations = enumerations
    }

    public func element(_ name: String) -> Element? {
        elementsByName[name]
    }

    /// Attribute names allowed on `element`, in declaration order (empty for
    /// an unknown element).
    public func attributes(of element: String) -> [String] {
        elementsByName[element]?.attributes.map(\.name) ?? []
    }

    public func attribute(_ name: String, of element: String) -> Attribute? {
        elementsByName[element]?.attribute(name)
    }

    /// The element's `xs:documentation` (white space collapsed).
    public func documentation(of element: String) -> String? {
        elementsByName[element]?.documentation
    }

    /// The attribute's `xs:documentation` (white space collapsed).
    public func documentation(ofAttribute attribute: String, of element: String) -> String? {
        self.attribute(attribute, of: element)?.documentation
    }

    /// The values of an enumerated type (`StackDirection`: horizontal,
    /// vertical), in schema order; empty for other types.
    public func enumerationValues(ofType typeName: String) -> [String] {
        enumerations[XSDName.local(typeName)] ?? []
    }

    /// The enumeration values of a type and of its union's members
    /// (`Color`: every named colour).
    public func allEnumerationValues(ofType typeName: String) -> [String] {
        let local = XSDName.local(typeName)
        return (valueRules[local]?.enumeration ?? []) + (valueRules[local]?.members ?? []).flatMap { allEnumerationValues(ofType: $0) }
    }

    /// Whether the schema accepts `value` for the named simple type (true
    /// for a type it does not describe, such as `xs:string`). Checked the
    /// way XSD checks: tokens collapse white space, patterns match the whole
    /// value. Used to propose only values that would validate.
    public func accepts(_ value: String, ofType typeName: String) -> Bool {
        accepts(value, ofType: typeName, patterns: PatternCache())
    }

    /// As `accepts(_:ofType:)`, compiling each pattern once per cache (a
    /// file with thousands of invalid values asks thousands of times).
    func accepts(_ value: String, ofType typeName: String, patterns cache: PatternCache) -> Bool {
        let local = XSDName.local(typeName)
        guard let rule = valueRules[local] else {
            switch local {
            case "ID", "NCName": return !value.isEmpty && !value.contains(where: { " :/@+#".contains($0) })
                && !(value.first?.isNumber ?? true)
            default: return true
            }
        }
        if !rule.members.isEmpty { return rule.members.contains { accepts(value, ofType: $0, patterns: cache) } }
        if let base = rule.base, valueRules[base] != nil, !accepts(value, ofType: base, patterns: cache) { return false }
        let collapsed = rule.base == "token"
            ? value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).joined(separator: " ") : value
        if !rule.enumeration.isEmpty, !rule.enumeration.contains(collapsed) { return false }
        if let minimum = rule.minimumLength, collapsed.count < minimum { return false }
        if !rule.patterns.isEmpty {
            return rule.patterns.contains { cache.matches(collapsed, pattern: $0) }
        }
        return true
    }

    /// A short phrase for the values of a named simple type ("a number ≥ 0"),
    /// built-in XSD types included; nil for a name the schema does not know.
    public func valueDescription(ofType typeName: String) -> String? {
        typeDescriptions[typeName] ?? SimpleTypeDescriber.builtInDescription(typeName)
    }
}

/// XSD patterns compiled to Swift regular expressions, each once.
final class PatternCache {
    private var compiled: [String: Regex<AnyRegexOutput>?] = [:]

    /// Whether `value` matches the whole pattern (an XSD pattern is
    /// anchored); a pattern Swift cannot compile accepts everything.
    func matches(_ value: String, pattern: String) -> Bool {
        if compiled[pattern] == nil { compiled[pattern] = .some(try? Regex("^(?:" + pattern + ")$")) }
        guard let regex = compiled[pattern] ?? nil else { return true }
        return (try? regex.wholeMatch(in: value)) != nil
    }
}
