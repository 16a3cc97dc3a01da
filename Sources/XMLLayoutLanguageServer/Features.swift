import Foundation
import LayoutEngine
import XMLLayout

/// Completion, hover, outline, formatting and definition, each a function
/// of a document (and a position) to LSP JSON.
enum Features {
    static let facts = SchemaFacts.embedded

    // MARK: - Completion

    static func completion(_ doc: OpenDocument, offset: Int) -> [[String: Any]] {
        let scanner = MarkupScanner(doc.index.bytes, cursor: offset)
        let vocabulary = facts.vocabulary
        func allowedChildren(of parent: Int?) -> [String] {
            guard let parent else { return vocabulary.globalElements }
            let name = scanner.elements[parent].name
            return vocabulary.element(name)?.childElements ?? vocabulary.elements
        }
        func matches(_ name: String, _ prefix: String) -> Bool {
            prefix.isEmpty || name.lowercased().hasPrefix(prefix.lowercased())
        }
        switch scanner.context {
        case .elementName(let prefix, let range, let parent):
            return allowedChildren(of: parent).filter { matches($0, prefix) }.map { name in
                item(name, kind: 7, edit: (range, name), index: doc.index, documentation: vocabulary.documentation(of: name))
            }
        case .content(let parent):
            return allowedChildren(of: parent).map { name in
                item(name, kind: 7, edit: (offset..<offset, "<" + name), index: doc.index,
                     documentation: vocabulary.documentation(of: name))
            }
        case .attributeName(let element, let prefix, let range):
            let e = scanner.elements[element]
            let present = Set(e.attributes.filter { $0.nameRange != range }.map(\.name))
            return vocabulary.attributes(of: e.name).filter { !present.contains($0) && matches($0, prefix) }.map { name in
                let attribute = vocabulary.attribute(name, of: e.name)
                return item(name, kind: 10, edit: (range, name), index: doc.index,
                            documentation: attribute?.documentation, detail: attribute?.valueDescription)
            }
        case .attributeValue(let element, let attribute, let prefix, let range):
            let e = scanner.elements[element]
            let cursor = range.lowerBound + prefix.utf8.count
            let declarations = Declarations(scanner)
            if let identifier = Declarations.expressionIdentifier(in: doc.index.bytes, limits: range, cursor: cursor) {
                let names = Declarations.expressionDeclarations.sorted().flatMap { declarations.names(declaredBy: $0) }
                return names.filter { matches($0, identifier.prefix) }.map { name in
                    item(name, kind: 21, edit: (identifier.range, name), index: doc.index, documentation: nil)
                }
            }
            if let reference = Declarations.reference(for: attribute, on: e.name) {
                let bytes = Array(doc.index.bytes[range])
                let word = reference.isList
                    ? Declarations.word(in: bytes, valueStart: range.lowerBound, cursor: cursor)
                    : (text: String(decoding: bytes, as: UTF8.self), range: range)
                let wordPrefix = String(decoding: Array(word.text.utf8.prefix(cursor - word.range.lowerBound)), as: UTF8.self)
                return declarations.names(declaredBy: reference.declaringElement).filter { matches($0, wordPrefix) }.map { name in
                    item(name, kind: 18, edit: (word.range, name), index: doc.index, documentation: nil)
                }
            }
            return facts.values(ofAttribute: attribute, of: e.name).filter { matches($0, prefix) }.map { value in
                item(value, kind: 20, edit: (range, value), index: doc.index, documentation: nil)
            }
        case .endTagName(let element, let range):
            guard let element else { return [] }
            let name = scanner.elements[element].name
            return [item(name, kind: 7, edit: (range, name), index: doc.index, documentation: nil)]
        case .other:
            return []
        }
    }

    private static func item(_ label: String, kind: Int, edit: (Range<Int>, String), index: LineIndex,
                             documentation: String?, detail: String? = nil) -> [String: Any] {
        var result: [String: Any] = [
            "label": label, "kind": kind,
            "textEdit": ["range": lspRange(index, from: edit.0.lowerBound, to: edit.0.upperBound), "newText": edit.1],
        ]
        if let documentation { result["documentation"] = ["kind": "markdown", "value": documentation] }
        if let detail { result["detail"] = detail }
        return result
    }

    // MARK: - Hover

    static func hover(_ doc: OpenDocument, offset: Int) -> [String: Any]? {
        let scanner = MarkupScanner(doc.index.bytes, cursor: offset)
        let vocabulary = facts.vocabulary
        var sections: [String] = []
        let element: Int
        let range: Range<Int>
        switch scanner.context {
        case .elementName(_, let r, _):
            guard let e = scanner.element(at: r.lowerBound) else { return nil }
            element = e
            range = r
        case .endTagName(let e?, let r):
            element = e
            range = r
        case .attributeName(let e, _, let r) where !r.isEmpty,
             .attributeValue(let e, _, _, let r):
            element = e
            range = r
            let attribute = scanner.elements[e].attributes.first { $0.nameRange == r || $0.valueRange == r }
            if let attribute {
                var text = "**\(attribute.name)** on `<\(scanner.elements[e].name)>`"
                if let a = vocabulary.attribute(attribute.name, of: scanner.elements[e].name) {
                    if let d = a.documentation { text += "\n\n" + d }
                    text += "\n\nValues: " + a.valueDescription + (a.defaultValue.map { " (default `\($0)`)" } ?? "")
                } else {
                    text += "\n\nNot an attribute of `<\(scanner.elements[e].name)>` in the schema."
                }
                sections.append(text)
            }
        default:
            return nil
        }
        let e = scanner.elements[element]
        var elementText = "**<\(e.name)>**"
        if let d = vocabulary.documentation(of: e.name) { elementText += "\n\n" + d }
        sections.append(elementText)
        if let layout = layoutDescription(doc, elementStart: e.start) { sections.append(layout) }
        return [
            "contents": ["kind": "markdown", "value": sections.joined(separator: "\n\n---\n\n")],
            "range": lspRange(doc.index, from: range.lowerBound, to: range.upperBound),
        ]
    }

    /// The element's frame and Texture's style description, at the file's
    /// own size (no overrides), when the file lays out.
    static func layoutDescription(_ doc: OpenDocument, elementStart: Int) -> String? {
        let analysis = doc.analysis
        guard let output = analysis.output, let result = output.result, let document = output.loaded.document else {
            return analysis.diagnostics.hasErrors ? "_No layout: the file has errors._" : nil
        }
        let position = doc.index.sourcePosition(ofOffset: elementStart)
        let frames = result.documentFrames()
        guard let id = document.sourceMap.locations.firstIndex(where: { $0.line == position.line && $0.column == position.column }),
              id < frames.count else {
            if doc.index.bytes[elementStart...].starts(with: Array("<layout".utf8)) {
                return "Layout size: \(number(result.size.width)) × \(number(result.size.height)) pt"
            }
            return nil
        }
        let frame = frames[id]
        let style = result.elements[ElementID(id)].style
        return "Frame: x \(number(frame.x)), y \(number(frame.y)), \(number(frame.width)) × \(number(frame.height)) pt\n\n"
            + "`\(style.layoutSizeDescription)`"
    }

    static func number(_ v: Double) -> String {
        if !v.isFinite { return v > 0 ? "∞" : (v < 0 ? "-∞" : "nan") }
        if v == v.rounded() { return String(Int(v)) }
        var s = String(format: "%.2f", v)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    // MARK: - Outline

    static func documentSymbols(_ doc: OpenDocument) -> [[String: Any]] {
        let scanner = MarkupScanner(doc.index.bytes)
        func symbol(_ i: Int) -> [String: Any] {
            let e = scanner.elements[i]
            let label = e.attributes.first { $0.name == "debugName" }?.value
                ?? e.attributes.first { $0.name == "id" }?.value
                ?? e.attributes.first { $0.name == "name" && e.name == "layout" }?.value
            var result: [String: Any] = [
                "name": label.map { "\(e.name) \($0)" } ?? e.name,
                "kind": facts.vocabulary.element(e.name)?.allowsText == true ? 15 : 5, // String, Class
                "range": lspRange(doc.index, from: e.start, to: max(e.end, e.nameRange.upperBound)),
                "selectionRange": lspRange(doc.index, from: e.nameRange.lowerBound, to: e.nameRange.upperBound),
                "children": e.children.map(symbol),
            ]
            if label != nil { result["detail"] = "<\(e.name)>" }
            return result
        }
        return scanner.roots.map(symbol)
    }

    // MARK: - Formatting

    /// One edit replacing the whole text, or none when it is formatted; nil
    /// when the text is not well-formed XML (it is never formatted then).
    static func formatting(_ doc: OpenDocument) -> [[String: Any]]? {
        switch LayoutFormatter.format(LayoutSource(path: doc.path, text: doc.text)) {
        case .failure:
            return nil
        case .success(let formatted):
            if formatted == doc.text { return [] }
            return [["range": lspRange(doc.index, from: 0, to: doc.index.bytes.count), "newText": formatted]]
        }
    }
}
