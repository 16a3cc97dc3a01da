/// Short phrases for the values a simple type accepts, used after
/// "expected" in messages: "one of horizontal, vertical", "a number ≥ 0",
/// "a dimension: auto, points or a percentage".
///
/// Read from the XSD so that messages follow the schema: an enumeration lists
/// its values; otherwise the type's own `xs:documentation` (first sentence)
/// is the best description there is; otherwise one is built from the base
/// type and its numeric facets; unions join their members with "or".
struct SimpleTypeDescriber {
    /// Named `xs:simpleType` definitions, by local name.
    let namedTypes: [String: XMLElementNode]

    /// At most this many enumeration values are listed before "…".
    static let maximumListedValues = 12

    func describe(typeName: String) -> String {
        describe(typeName: typeName, depth: 0)
    }

    func describe(simpleType node: XMLElementNode) -> String {
        describe(simpleType: node, depth: 0)
    }

    /// All named simple types, described.
    func allDescriptions() -> [String: String] {
        namedTypes.mapValues { describe(simpleType: $0) }
    }

    /// The values of every named type that is an enumeration, by local name.
    func allEnumerations() -> [String: [String]] {
        namedTypes.compactMapValues { node in
            let values = node.xsdChild("restriction")?.xsdChildren("enumeration").compactMap { $0.value("value") } ?? []
            return values.isEmpty ? nil : values
        }
    }

    /// What each named simple type accepts, by local name: its enumeration,
    /// its patterns, or its union's members (for value suggestions, which
    /// must only propose values the schema accepts).
    func allValueRules() -> [String: SchemaVocabulary.ValueRule] {
        namedTypes.mapValues { node in
            var rule = SchemaVocabulary.ValueRule()
            if let restriction = node.xsdChild("restriction") {
                rule.enumeration = restriction.xsdChildren("enumeration").compactMap { $0.value("value") }
                rule.patterns = restriction.xsdChildren("pattern").compactMap { $0.value("value") }
                rule.base = restriction.value("base").map(XSDName.local)
                rule.minimumLength = restriction.xsdChild("minLength")?.value("value").flatMap { Int($0) }
            }
            if let union = node.xsdChild("union") {
                rule.members = (union.value("memberTypes") ?? "").split(separator: " ").map { XSDName.local(String($0)) }
            }
            return rule
        }
    }

    // MARK: - Built-in types

    static func builtInDescription(_ qname: String) -> String? {
        switch XSDName.local(qname) {
        case "double", "float", "decimal": return "a number"
        case "integer", "int", "long", "short", "byte": return "a whole number"
        case "nonNegativeInteger", "unsignedInt", "unsignedLong", "unsignedShort", "unsignedByte":
            return "a whole number ≥ 0"
        case "positiveInteger": return "a whole number ≥ 1"
        case "nonPositiveInteger": return "a whole number ≤ 0"
        case "negativeInteger": return "a whole number ≤ -1"
        case "boolean": return "true or false"
        case "string", "normalizedString", "token": return "text"
        case "ID": return "an identifier unique in the file (a letter or '_' first, then letters, digits, '-', '_' or '.')"
        case "IDREF": return "the id of another element"
        case "NCName", "Name", "NMTOKEN": return "a name"
        case "anyURI": return "a URI"
        default: return nil
        }
    }

    // MARK: - Describing

    private func describe(typeName: String, depth: Int) -> String {
        if !XSDName.isBuiltIn(typeName), let node = namedTypes[XSDName.local(typeName)] {
            return describe(simpleType: node, depth: depth + 1)
        }
        return SimpleTypeDescriber.builtInDescription(typeName) ?? "a value of type '\(typeName)'"
    }

    private func describe(simpleType node: XMLElementNode, depth: Int) -> String {
        guard depth < 16 else { return "a valid value" } // a cyclic schema does not compile anyway
        if let restriction = node.xsdChild("restriction") {
            let values = restriction.xsdChildren("enumeration").compactMap { $0.value("value") }
            if !values.isEmpty { return Self.oneOf(values) }
        }
        if let documentation = node.xsdDocumentation {
            return Self.firstSentence(documentation)
        }
        if let restriction = node.xsdChild("restriction") {
            return describe(restriction: restriction, depth: depth)
        }
        if let union = node.xsdChild("union") {
            var members = (union.value("memberTypes") ?? "").split(separator: " ").map {
                describe(typeName: String($0), depth: depth + 1)
            }
            members += union.xsdChildren("simpleType").map { describe(simpleType: $0, depth: depth + 1) }
            return members.joined(separator: " or ")
        }
        if let list = node.xsdChild("list") {
            let item = list.value("itemType").map { describe(typeName: $0, depth: depth + 1) }
                ?? list.xsdChild("simpleType").map { describe(simpleType: $0, depth: depth + 1) }
                ?? "values"
            return "a space-separated list of \(item)"
        }
        return "a valid value"
    }

    private func describe(restriction: XMLElementNode, depth: Int) -> String {
        let base = restriction.value("base").map { describe(typeName: $0, depth: depth + 1) }
            ?? restriction.xsdChild("simpleType").map { describe(simpleType: $0, depth: depth + 1) }
            ?? "a value"
        let facet = { (name: String) in restriction.xsdChild(name)?.value("value") }
        var bounds: [String] = []
        switch (facet("minInclusive"), facet("maxInclusive")) {
        case let (min?, max?):
            bounds.append("between \(min) and \(max)")
        default:
            if let min = facet("minInclusive") { bounds.append("≥ \(min)") }
            if let max = facet("maxInclusive") { bounds.append("≤ \(max)") }
        }
        if let min = facet("minExclusive") { bounds.append("> \(min)") }
        if let max = facet("maxExclusive") { bounds.append("< \(max)") }
        if !bounds.isEmpty {
            return base + " " + bounds.joined(separator: " and ")
        }
        if let pattern = facet("pattern") {
            return "\(base) matching the pattern '\(pattern)'"
        }
        return base
    }

    static func oneOf(_ values: [String]) -> String {
        if values.count == 1 { return "'\(values[0])'" }
        let listed = values.prefix(maximumListedValues).joined(separator: ", ")
        return "one of " + listed + (values.count > maximumListedValues ? ", …" : "")
    }

    /// The text up to the first sentence end (". " not after "e.g" or
    /// "i.e"), without the final period.
    static func firstSentence(_ text: String) -> String {
        var sentence = text
        var searchStart = text.startIndex
        while let end = text[searchStart...].firstRange(of: ". ") {
            let before = text[..<end.lowerBound]
            if before.hasSuffix("e.g") || before.hasSuffix("i.e") {
                searchStart = end.upperBound
                continue
            }
            sentence = String(before)
            break
        }
        while sentence.hasSuffix(".") { sentence.removeLast() }
        return sentence
    }
}
