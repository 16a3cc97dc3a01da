import XMLLayout

/// Go to definition: each provider looks at the cursor's context and may
/// answer with locations: the file a `src` names (an image, or an
/// `include`), and the declaration of a style, template, const or param.
protocol DefinitionProvider: Sendable {
    func definitions(in doc: OpenDocument, scanner: MarkupScanner) -> [[String: Any]]
}

enum Definition {
    static let providers: [any DefinitionProvider] = [FileReferenceDefinition(), DeclarationDefinition()]

    static func definitions(_ doc: OpenDocument, offset: Int) -> [[String: Any]] {
        let scanner = MarkupScanner(doc.index.bytes, cursor: offset)
        return providers.flatMap { $0.definitions(in: doc, scanner: scanner) }
    }
}

/// An attribute naming a file (`src` on image, button and include),
/// relative to the layout's directory.
struct FileReferenceDefinition: DefinitionProvider {
    static let fileAttributes: Set<String> = ["src"]

    func definitions(in doc: OpenDocument, scanner: MarkupScanner) -> [[String: Any]] {
        guard case .attributeValue(let element, let attribute, _, let range) = scanner.context,
              Self.fileAttributes.contains(attribute),
              let value = scanner.elements[element].attributes.first(where: { $0.valueRange == range })?.value,
              !value.isEmpty, !value.contains("://") else { return [] }
        let target = value.hasPrefix("/") ? value : PathText.appending(value, to: PathText.deletingLastComponent(doc.path))
        guard FileURI.isFolder(target) != nil else { return [] }
        let zero: [String: Any] = ["line": 0, "character": 0]
        return [["uri": FileURI.uri(forPath: target), "range": ["start": zero, "end": zero]]]
    }
}
