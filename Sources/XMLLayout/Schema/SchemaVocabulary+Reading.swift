/// Building a `SchemaVocabulary` by walking the XSD's own element tree.
///
/// Understood: global and local `xs:element` (by `type`, inline
/// `xs:complexType`/`xs:simpleType`, or `ref`), named complex types,
/// `xs:complexContent`/`xs:simpleContent` with `xs:extension` or
/// `xs:restriction` (base attributes and content inherited), `xs:attribute`
/// by name or `ref` (`use="prohibited"` removes one), `xs:attributeGroup` refs,
/// `xs:anyAttribute`, `xs:group` refs, `xs:sequence`/`xs:choice`/`xs:all` with
/// `minOccurs`/`maxOccurs`, `xs:any`, substitution groups and `abstract`.
/// Anything else is ignored: the vocabulary may then be incomplete, which only
/// costs a hint, never a wrong verdict (libxml2 does the validating).
extension SchemaVocabulary {
    /// Reads the vocabulary of an XSD given as its root `xs:schema` element.
    public init(schema: XMLElementNode) {
        let reader = SchemaVocabularyReader(schema: schema)
        self.init(elements: reader.readElements(), typeDescriptions: reader.describer.allDescriptions(),
                  enumerations: reader.describer.allEnumerations(), valueRules: reader.describer.allValueRules())
    }
}

struct SchemaVocabularyReader {
    private var globalElements: [String: XMLElementNode] = [:]
    private var globalElementOrder: [String] = []
    private var complexTypes: [String: XMLElementNode] = [:]
    private var attributeGroups: [String: XMLElementNode] = [:]
    private var groups: [String: XMLElementNode] = [:]
    private var globalAttributes: [String: XMLElementNode] = [:]
    /// Head element → the elements that may substitute for it, in order.
    private var substitutes: [String: [String]] = [:]
    let describer: SimpleTypeDescriber
    /// Attribute groups already read, by name (a reference type: the reader's
    /// methods are not mutating, and it lives only while a schema is read).
    private let groupCache = GroupCache()
    private final class GroupCache {
        var contents: [String: Content] = [:]
    }

    init(schema: XMLElementNode) {
        var simpleTypes: [String: XMLElementNode] = [:]
        for child in schema.children {
            guard let name = child.value("name") else { continue }
            switch child.localName {
            case "element":
                globalElements[name] = child
                globalElementOrder.append(name)
                if let head = child.value("substitutionGroup") {
                    substitutes[XSDName.local(head), default: []].append(name)
                }
            case "complexType": complexTypes[name] = child
            case "simpleType": simpleTypes[name] = child
            case "attributeGroup": attributeGroups[name] = child
            case "group": groups[name] = child
            case "attribute": globalAttributes[name] = child
            default: break
            }
        }
        describer = SimpleTypeDescriber(namedTypes: simpleTypes)
    }

    // MARK: - Elements

    /// Global elements first (schema order), then local declarations found in
    /// content models.
    func readElements() -> [SchemaVocabulary.Element] {
        var result: [SchemaVocabulary.Element] = []
        var pending = globalElementOrder.compactMap { name in globalElements[name].map { (name, $0, true) } }
        var seen = Set<String>()
        while !pending.isEmpty {
            let (name, declaration, isGlobal) = pending.removeFirst()
            guard seen.insert(name).inserted else { continue }
            let content = contentOfElement(declaration)
            if declaration.value("abstract") != "true" {
                result.append(SchemaVocabulary.Element(
                    name: name,
                    documentation: declaration.xsdDocumentation ?? content.documentation,
                    attributes: content.attributes,
                    allowsAnyAttribute: content.allowsAnyAttribute,
                    childElements: content.particle.map { elementNames(in: $0) } ?? [],
                    minimumChildren: content.particle.map { $0.bounds.min } ?? 0,
                    maximumChildren: content.particle.map { $0.bounds.max } ?? 0,
                    allowsText: content.allowsText,
                    isGlobal: isGlobal))
            }
            for local in content.localElements where !seen.contains(local.name) {
                pending.append((local.name, local.node, false))
            }
        }
        return result
    }

    private struct Content {
        var documentation: String?
        var attributes: [SchemaVocabulary.Attribute] = []
        var allowsAnyAttribute = false
        var particle: Particle?
        var allowsText = false
        var localElements: [(name: String, node: XMLElementNode)] = []
    }

    private func contentOfElement(_ declaration: XMLElementNode) -> Content {
        if let typeName = declaration.value("type") {
            if !XSDName.isBuiltIn(typeName), let type = complexTypes[XSDName.local(typeName)] {
                return contentOfComplexType(type, depth: 0)
            }
            return Content(allowsText: true) // a simple type: text only
        }
        if let type = declaration.xsdChild("complexType") {
            return contentOfComplexType(type, depth: 0)
        }
        if declaration.xsdChild("simpleType") != nil {
            return Content(allowsText: true)
        }
        // No type at all: xs:anyType, anything goes.
        return Content(allowsAnyAttribute: true, particle: .any(min: 0, max: nil), allowsText: true)
    }

    private func contentOfComplexType(_ type: XMLElementNode, depth: Int) -> Content {
        guard depth < 16 else { return Content() }
        var content = Content(documentation: type.xsdDocumentation, allowsText: type.value("mixed") == "true")
        var holder = type
        if let complexContent = type.xsdChild("complexContent") {
            if complexContent.value("mixed") == "true" { content.allowsText = true }
            guard let derivation = complexContent.xsdChild("extension") ?? complexContent.xsdChild("restriction") else {
                return content
            }
            let isExtension = derivation.localName == "extension"
            if let base = derivation.value("base"), let baseType = complexTypes[XSDName.local(base)] {
                let inherited = contentOfComplexType(baseType, depth: depth + 1)
                content.attributes = inherited.attributes
                content.allowsAnyAttribute = inherited.allowsAnyAttribute
                content.allowsText = content.allowsText || inherited.allowsText
                if isExtension {
                    content.particle = inherited.particle
                    content.localElements = inherited.localElements
                }
                content.documentation = content.documentation ?? inherited.documentation
            }
            holder = derivation
        } else if let simpleContent = type.xsdChild("simpleContent") {
            content.allowsText = true
            guard let derivation = simpleContent.xsdChild("extension") ?? simpleContent.xsdChild("restriction") else {
                return content
            }
            if let base = derivation.value("base"), let baseType = complexTypes[XSDName.local(base)] {
                content.attributes = contentOfComplexType(baseType, depth: depth + 1).attributes
            }
            holder = derivation
        }

        if let model = holder.children.first(where: { ["sequence", "choice", "all", "group"].contains($0.localName) }) {
            var locals: [(String, XMLElementNode)] = []
            let own = particle(model, locals: &locals, depth: 0)
            content.particle = content.particle.map { .sequence([$0, own], min: 1, max: 1) } ?? own
            content.localElements += locals
        }
        addAttributes(of: holder, to: &content, depth: 0)
        return content
    }

    // MARK: - Attributes

    private func addAttributes(of holder: XMLElementNode, to content: inout Content, depth: Int) {
        guard depth < 16 else { return }
        for child in holder.children {
            switch child.localName {
            case "attribute":
                guard let attribute = attribute(child) else { continue }
                content.attributes.removeAll { $0.name == attribute.name }
                if child.value("use") != "prohibited" {
                    content.attributes.append(attribute)
                }
            case "attributeGroup":
                guard let ref = child.value("ref") else { continue }
                let name = XSDName.local(ref)
                // Every element uses the same few groups: read each once (its
                // documentation and value descriptions were most of start-up).
                if groupCache.contents[name] == nil, let group = attributeGroups[name] {
                    var groupContent = Content()
                    addAttributes(of: group, to: &groupContent, depth: depth + 1)
                    groupCache.contents[name] = groupContent
                }
                guard let groupContent = groupCache.contents[name] else { continue }
                for attribute in groupContent.attributes {
                    content.attributes.removeAll { $0.name == attribute.name }
                    content.attributes.append(attribute)
                }
                if groupContent.allowsAnyAttribute { content.allowsAnyAttribute = true }
            case "anyAttribute":
                content.allowsAnyAttribute = true
            default:
                break
            }
        }
    }

    private func attribute(_ node: XMLElementNode) -> SchemaVocabulary.Attribute? {
        var declaration = node
        if let ref = node.value("ref") {
            guard let global = globalAttributes[XSDName.local(ref)] else {
                // e.g. ref="xml:lang": known by name only.
                return SchemaVocabulary.Attribute(
                    name: ref, typeName: nil, isRequired: node.value("use") == "required",
                    defaultValue: node.value("default"), documentation: node.xsdDocumentation,
                    valueDescription: "a valid value")
            }
            declaration = global
        }
        guard let name = declaration.value("name") else { return nil }
        let typeName = declaration.value("type")
        let description = typeName.map { describer.describe(typeName: $0) }
            ?? declaration.xsdChild("simpleType").map { describer.describe(simpleType: $0) }
            ?? "text"
        return SchemaVocabulary.Attribute(
            name: name,
            typeName: typeName,
            isRequired: node.value("use") == "required",
            defaultValue: node.value("default") ?? declaration.value("default"),
            documentation: node.xsdDocumentation ?? declaration.xsdDocumentation,
            valueDescription: description)
    }

    // MARK: - Content models

    private func particle(_ node: XMLElementNode, locals: inout [(String, XMLElementNode)], depth: Int) -> Particle {
        let min = node.value("minOccurs").flatMap { Int($0) } ?? 1
        let max: Int? = node.value("maxOccurs").map { $0 == "unbounded" ? nil : (Int($0) ?? 1) } ?? 1
        guard depth < 32 else { return .any(min: 0, max: nil) }
        switch node.localName {
        case "element":
            if let ref = node.value("ref") {
                return .element(names: substitutionNames(XSDName.local(ref)), min: min, max: max)
            }
            if let name = node.value("name") {
                locals.append((name, node))
                return .element(names: [name], min: min, max: max)
            }
            return .element(names: [], min: min, max: max)
        case "sequence", "all":
            let parts = node.children.filter(\.isParticle).map { particle($0, locals: &locals, depth: depth + 1) }
            return .sequence(parts, min: min, max: max)
        case "choice":
            let parts = node.children.filter(\.isParticle).map { particle($0, locals: &locals, depth: depth + 1) }
            return .choice(parts, min: min, max: max)
        case "group":
            guard let ref = node.value("ref"), let group = groups[XSDName.local(ref)],
                  let model = group.children.first(where: \.isParticle) else {
                return .any(min: 0, max: nil)
            }
            return .sequence([particle(model, locals: &locals, depth: depth + 1)], min: min, max: max)
        case "any":
            return .any(min: min, max: max)
        default:
            return .sequence([], min: 0, max: 0)
        }
    }

    /// An element reference accepts the element itself (unless abstract) and,
    /// transitively, every member of its substitution group.
    private func substitutionNames(_ head: String) -> [String] {
        var names: [String] = []
        var pending = [head]
        var seen = Set<String>()
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard seen.insert(name).inserted else { continue }
            if globalElements[name]?.value("abstract") != "true" { names.append(name) }
            pending += substitutes[name] ?? []
        }
        return names
    }

    private func elementNames(in particle: Particle) -> [String] {
        var names: [String] = []
        particle.forEachElementName { name in
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}

private extension XMLElementNode {
    var isParticle: Bool {
        ["element", "sequence", "choice", "all", "group", "any"].contains(localName)
    }
}
