/// The canonical order of attributes, in one table: namespace declarations
/// and prefixed (foreign) attributes such as `xsi:noNamespaceSchemaLocation`
/// first (they are about the file, not the element), then identity, size,
/// flex (the rest of the schema's `styleAttributes`), element-specific ones
/// (in the element's schema declaration order), unknown names (as written),
/// presentation last.
public enum AttributeOrder {
    public enum Group: Int, Comparable, Sendable, CaseIterable {
        case namespace, identity, size, flex, elementSpecific, unknown, presentation

        public static func < (lhs: Group, rhs: Group) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    static let identity = ["id", "debugName", "style", "name"]
    /// `AttributeGroup.sizeAttributes`, the schema's size attributes in its order.
    static let size = AttributeGroup.sizeAttributes
    /// The schema's `styleAttributes` that are neither identity nor size.
    static let flex = AttributeGroup.stackChildAttributes + ["ascender", "descender", "layoutPosition"]
    /// The schema's `presentationAttributes`.
    static let presentation = AttributeGroup.presentation.attributes

    /// The group of attribute `name` on element `element`.
    public static func group(of name: String, on element: String, vocabulary: SchemaVocabulary) -> Group {
        if name == "xmlns" || name.contains(":") { return .namespace }
        if identity.contains(name) { return .identity }
        if size.contains(name) { return .size }
        if flex.contains(name) { return .flex }
        if presentation.contains(name) { return .presentation }
        return vocabulary.attribute(name, of: element) == nil ? .unknown : .elementSpecific
    }

    /// `attributes` of `element` in canonical order (stable: ties keep the
    /// order as written).
    public static func sorted(_ attributes: [MarkupAttribute], on element: String,
                              vocabulary: SchemaVocabulary) -> [MarkupAttribute] {
        let declared = vocabulary.attributes(of: element)
        func key(_ attribute: MarkupAttribute) -> (Group, Int) {
            let group = group(of: attribute.name, on: element, vocabulary: vocabulary)
            let rank: Int?
            switch group {
            case .identity: rank = identity.firstIndex(of: attribute.name)
            case .size: rank = size.firstIndex(of: attribute.name)
            case .flex: rank = flex.firstIndex(of: attribute.name)
            case .presentation: rank = presentation.firstIndex(of: attribute.name)
            case .elementSpecific: rank = declared.firstIndex(of: attribute.name)
            case .namespace, .unknown: rank = nil // as written
            }
            return (group, rank ?? 0)
        }
        return attributes.enumerated().sorted { a, b in
            let (ka, kb) = (key(a.element), key(b.element))
            if ka.0 != kb.0 { return ka.0 < kb.0 }
            if ka.1 != kb.1 { return ka.1 < kb.1 }
            return a.offset < b.offset
        }.map(\.element)
    }
}
