import LayoutEngine
import XMLLayout

/// What the editor features ask of the schema beyond `SchemaVocabulary`:
/// the enumerated values of each simple type (unions followed), read from
/// the embedded XSD itself so that completion follows the schema.
struct SchemaFacts: Sendable {
    let vocabulary: SchemaVocabulary
    /// Values by simple type name (local name).
    private let enumerations: [String: [String]]

    static let embedded = SchemaFacts()

    init() {
        // The whole (version-2) schema: documents are edited before they are
        // expanded, so const, template, use, for, style="…" are all offered.
        let full = LayoutSource(path: EmbeddedSchema.sourcePath, text: EmbeddedSchema.text)
        vocabulary = (try? CompiledSchema.compile(full).get())?.vocabulary ?? CompiledSchema.embeddedVocabulary
        var simpleTypes: [String: XMLElementNode] = [:]
        let source = LayoutSource(path: EmbeddedSchema.sourcePath, text: EmbeddedSchema.text)
        if let schema = LayoutLoader.tree(of: source) {
            for child in schema.children where Self.local(child.name) == "simpleType" {
                if let name = child.attribute("name")?.value { simpleTypes[name] = child }
            }
        }
        var enumerations: [String: [String]] = [:]
        for name in simpleTypes.keys {
            enumerations[name] = Self.values(of: name, types: simpleTypes, depth: 0)
        }
        self.enumerations = enumerations
    }

    /// Enumerated values allowed for `attribute` on `element` (empty when the
    /// type is not an enumeration, e.g. a number).
    func values(ofAttribute attribute: String, of element: String) -> [String] {
        guard let type = vocabulary.attribute(attribute, of: element)?.typeName else { return [] }
        if Self.local(type) == "boolean" { return ["true", "false"] }
        // Patterns and free strings the schema cannot enumerate: the language's font names.
        if Self.local(type) == "FontFamily" { return FontNames.families.map(\.name) }
        if Self.local(type) == "FontWeight" { return FontNames.weights.map(\.name) }
        return enumerations[Self.local(type)] ?? []
    }

    private static func local(_ qname: String) -> String {
        qname.split(separator: ":").last.map(String.init) ?? qname
    }

    private static func values(of typeName: String, types: [String: XMLElementNode], depth: Int) -> [String] {
        guard depth < 8, let type = types[local(typeName)] else { return local(typeName) == "boolean" ? ["true", "false"] : [] }
        return values(ofType: type, types: types, depth: depth)
    }

    /// A named or anonymous `simpleType` (version 2 wraps each enumeration
    /// in an anonymous member of a union with `Expression`).
    private static func values(ofType type: XMLElementNode, types: [String: XMLElementNode], depth: Int) -> [String] {
        guard depth < 8 else { return [] }
        var values: [String] = []
        for child in type.children {
            switch local(child.name) {
            case "restriction":
                values += child.children.filter { local($0.name) == "enumeration" }.compactMap { $0.attribute("value")?.value }
                if values.isEmpty, let base = child.attribute("base")?.value, !base.hasPrefix("xs:") {
                    values += Self.values(of: base, types: types, depth: depth + 1)
                }
            case "union":
                for member in (child.attribute("memberTypes")?.value ?? "").split(separator: " ") {
                    values += Self.values(of: String(member), types: types, depth: depth + 1)
                }
                for inline in child.children where local(inline.name) == "simpleType" {
                    values += Self.values(ofType: inline, types: types, depth: depth + 1)
                }
            default: break
            }
        }
        return values
    }
}
