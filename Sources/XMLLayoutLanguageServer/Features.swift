import LayoutEngine
import TextSupport
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
            let all = vocabulary.element(name)?.childElements ?? vocabulary.elements
            // `<slot/>` only in a template body, `<else>` only right after an `<if>`.
            var inTemplate = false
            var p: Int? = parent
            while let q = p { if scanner.elements[q].name == "template" { inTemplate = true }; p = scanner.elements[q].parent }
            let previous = scanner.elements[parent].children.last { scanner.elements[$0].end <= offset }
            let afterIf = previous.map { scanner.elements[$0].name == "if" } ?? false
            let placed = ContainerPlacement.allowed(in: containerAncestor(of: parent), inTemplate: inTemplate)
            return all.filter { ($0 != "slot" || inTemplate) && ($0 != "else" || afterIf) && placed($0) }
        }
        /// The nearest ancestor that is not a version-2 construct: where what
        /// a `for`, `if` or `use` gives will stand.
        func containerAncestor(of parent: Int) -> String {
            var p: Int? = parent
            while let q = p {
                let name = scanner.elements[q].name
                if !["for", "if", "else"].contains(name) { return name }
                p = scanner.elements[q].parent
            }
            return ""
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
            // `{na|` in an element's text: the names visible there.
            var textStart = offset
            while textStart > 0, doc.index.bytes[textStart - 1] != 0x3E, doc.index.bytes[textStart - 1] != 0x3C { textStart -= 1 }
            if let identifier = Declarations.expressionIdentifier(in: doc.index.bytes, limits: textStart..<offset, cursor: offset) {
                return expressionItems(Scope(scanner: scanner, path: doc.path).expressionNames(at: parent),
                                       prefix: identifier.prefix, range: identifier.range, doc: doc)
            }
            if let members = dataMemberItems(doc, scanner: scanner, element: parent, limits: textStart..<offset, cursor: offset) {
                return members
            }
            if Declarations.isInsideBraces(doc.index.bytes, limits: textStart..<offset, cursor: offset) { return [] }
            return allowedChildren(of: parent).map { name in
                item(name, kind: 7, edit: (offset..<offset, "<" + name), index: doc.index,
                     documentation: vocabulary.documentation(of: name))
            }
        case .attributeName(let element, let prefix, let range):
            let e = scanner.elements[element]
            let present = Set(e.attributes.filter { $0.nameRange != range }.map(\.name))
            // A use's template parameters and an include's file parameters first.
            let parameters = Scope(scanner: scanner, path: doc.path).parameters(settableOn: element)
                .filter { !present.contains($0.name) && matches($0.name, prefix) }.map { p in
                    item(p.name, kind: 6, edit: (range, p.name), index: doc.index, documentation: nil,
                         detail: e.name == "use" ? "template parameter" : "parameter of the included file")
                }
            return parameters + vocabulary.attributes(of: e.name).filter { !present.contains($0) && matches($0, prefix) }.map { name in
                let attribute = vocabulary.attribute(name, of: e.name)
                return item(name, kind: 10, edit: (range, name), index: doc.index,
                            documentation: attribute?.documentation, detail: attribute?.valueDescription)
            }
        case .attributeValue(let element, let attribute, let prefix, let range):
            let e = scanner.elements[element]
            let cursor = range.lowerBound + prefix.utf8.count
            let scope = Scope(scanner: scanner, path: doc.path)
            if let identifier = Declarations.expressionIdentifier(in: doc.index.bytes, limits: range, cursor: cursor) {
                return expressionItems(scope.expressionNames(at: element), prefix: identifier.prefix, range: identifier.range,
                                       doc: doc)
            }
            if e.name == "for", attribute == "in" {
                return loopSourceItems(doc, scanner: scanner, element: element, range: range, cursor: cursor)
            }
            if let members = dataMemberItems(doc, scanner: scanner, element: element, limits: range, cursor: cursor) {
                return members
            }
            if Declarations.isInsideBraces(doc.index.bytes, limits: range, cursor: cursor) { return [] } // a member
            if let extensions = fileExtensions(attribute: attribute, element: e.name) {
                return files(doc, typed: prefix, extensions: extensions).map { path, isDirectory in
                    item(path, kind: isDirectory ? 19 : 17, edit: (range, path), index: doc.index, documentation: nil)
                }
            }
            if let reference = Declarations.reference(for: attribute, on: e.name) {
                let bytes = Array(doc.index.bytes[range])
                let word = reference.isList
                    ? Declarations.word(in: bytes, valueStart: range.lowerBound, cursor: cursor)
                    : (text: String(decoding: bytes, as: UTF8.self), range: range)
                let wordPrefix = String(decoding: Array(word.text.utf8.prefix(cursor - word.range.lowerBound)), as: UTF8.self)
                var seen = Set<String>()
                let names = scope.topLevel(reference.declaringElement).map(\.0).filter { seen.insert($0).inserted }
                return names.filter { matches($0, wordPrefix) }.map { name in
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

    /// The kinds of file an attribute names, relative to the layout file.
    static func fileExtensions(attribute: String, element: String) -> Set<String>? {
        switch (element, attribute) {
        case ("include", "src"): return ["xml"]
        case ("layout", "data"): return ["json"]
        case (_, "src"): return ["png", "jpg", "jpeg", "gif"]
        default: return nil
        }
    }

    /// Files and folders next to the layout (or in the folder typed so
    /// far) whose names start as typed, for a path attribute.
    static func files(_ doc: OpenDocument, typed: String, extensions: Set<String>) -> [(String, Bool)] {
        guard !typed.contains("{"), !typed.hasPrefix("/") else { return [] }
        let folderPart = typed.lastIndex(of: "/").map { String(typed[...$0]) } ?? ""
        let namePrefix = String(typed.dropFirst(folderPart.count))
        let base = PathText.appending(folderPart, to: PathText.deletingLastComponent(doc.path))
        guard let names = FileURI.entries(of: base) else { return [] }
        var out: [(String, Bool)] = []
        for name in names.sorted() where !name.hasPrefix(".") && name.lowercased().hasPrefix(namePrefix.lowercased()) {
            guard let isDirectory = FileURI.isFolder(PathText.appending(name, to: base)) else { continue }
            if isDirectory {
                out.append((folderPart + name + "/", true))
            } else if extensions.contains(PathText.pathExtension(name).lowercased()),
                      PathText.absolute(PathText.appending(name, to: base)) != PathText.absolute(doc.path) {
                out.append((folderPart + name, false))
            }
            if out.count >= 200 { break }
        }
        return out
    }

    private static func expressionItems(_ names: [Scope.Name], prefix: String, range: Range<Int>,
                                        doc: OpenDocument) -> [[String: Any]] {
        names.filter { prefix.isEmpty || $0.name.lowercased().hasPrefix(prefix.lowercased()) }.map { name in
            let (kind, detail): (Int, String) = switch name.kind {
            case .loopVariable: (6, "loop variable")
            case .parameter: (6, "parameter")
            case .constant: (21, "constant")
            case .data: (5, "data")
            }
            return item(name.name, kind: kind, edit: (range, name.name), index: doc.index, documentation: nil, detail: detail)
        }
    }

    static func item(_ label: String, kind: Int, edit: (Range<Int>, String), index: SourceText,
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
            if let reference = referenceDescription(doc, scanner: scanner, element: e, offset: offset) {
                sections.append(reference)
            }
            if let attribute {
                var text = "**\(attribute.name)** on `<\(scanner.elements[e].name)>`"
                if let a = vocabulary.attribute(attribute.name, of: scanner.elements[e].name) {
                    if let d = a.documentation { text += "\n\n" + d }
                    text += "\n\nValues: " + a.valueDescription + (a.defaultValue.map { " (default `\($0)`)" } ?? "")
                } else if Scope(scanner: scanner, path: doc.path).parameters(settableOn: e)
                    .contains(where: { $0.name == attribute.name }) {
                    text += scanner.elements[e].name == "use" ? "\n\nA parameter of the template."
                        : "\n\nA parameter of the included file."
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

    /// What a name under the cursor refers to: a style or template (its
    /// definition's attributes), or a name in an expression (a loop
    /// variable, a parameter and its default, a constant and its value).
    static func referenceDescription(_ doc: OpenDocument, scanner: MarkupScanner, element: Int, offset: Int) -> String? {
        guard case .attributeValue(_, let attribute, _, let range) = scanner.context else { return nil }
        let scope = Scope(scanner: scanner, path: doc.path)
        let bytes = doc.index.bytes
        func tag(declaredAt range: Range<Int>?) -> String? {
            guard let range, let declaring = scanner.elements.firstIndex(where: { e in
                e.attributes.contains { $0.valueRange == range }
            }) else { return nil }
            let e = scanner.elements[declaring]
            let text = String(decoding: bytes[e.start..<min(e.end, bytes.count)], as: UTF8.self)
            guard let startTag = text.split(separator: ">", maxSplits: 1).first, startTag.count < 400 else { return nil }
            return "`" + startTag + ">`"
        }
        if let reference = Declarations.reference(for: attribute, on: scanner.elements[element].name) {
            let word = Declarations.word(in: Array(bytes[range]), valueStart: range.lowerBound, cursor: offset)
            guard let found = scope.topLevel(reference.declaringElement).first(where: { $0.0 == word.text }) else {
                return word.text.isEmpty ? nil : "No \(reference.declaringElement) named '\(word.text)' in this file."
            }
            let line = found.1.map { doc.index.position(ofOffset: $0.lowerBound).line + 1 }
            return "\(reference.declaringElement) **\(found.0)**" + (line.map { " (line \($0))" } ?? "")
                + (tag(declaredAt: found.1).map { "\n\n" + $0 } ?? "")
        }
        guard let identifier = Declarations.expressionIdentifier(in: bytes, limits: range, cursor: offset),
              let name = scope.expressionNames(at: element).first(where: { $0.name == identifier.name }) else { return nil }
        let kind: String = switch name.kind {
        case .loopVariable: "loop variable"
        case .parameter: "parameter"
        case .constant: "constant"
        case .data: "a key of the file's data"
        }
        let line = name.range.map { doc.index.position(ofOffset: $0.lowerBound).line + 1 }
        return "**\(name.name)**: \(kind)" + (line.map { " (line \($0))" } ?? "")
            + (tag(declaredAt: name.range).map { "\n\n" + $0 } ?? "")
    }

    /// The element's frame and Texture's style description, at the file's
    /// own size (no overrides), when the file lays out.
    static func layoutDescription(_ doc: OpenDocument, elementStart: Int) -> String? {
        let analysis = doc.analysis
        var caveat = ""
        let result: LayoutResult, document: LayoutDocument
        if let output = analysis.output, let r = output.result, let d = output.loaded.document {
            (result, document) = (r, d)
        } else if analysis.diagnostics.hasErrors, let partial = doc.partialLayout {
            // While the file is being fixed: its layout with the faulty parts
            // read as empty boxes, said so.
            (result, document) = (partial.result, partial.document)
            caveat = "\n\n_The file has errors: this is its layout with the faulty elements and values left out._"
        } else {
            return analysis.diagnostics.hasErrors ? "_No layout: the file has errors._" : nil
        }
        let position = doc.index.sourcePosition(ofOffset: elementStart)
        guard let found = frame(at: position, result: result, document: document) else {
            if doc.index.bytes[elementStart...].starts(with: Array("<layout".utf8)) {
                return "Layout size: \(number(result.size.width)) × \(number(result.size.height)) pt" + caveat
            }
            // An element of another state only.
            guard caveat.isEmpty else { return nil }
            let others = otherStateLines(doc, position: position, defaultFrame: nil)
            guard let style = others.style else { return nil }
            return (["Not in the default state."] + others.lines).joined(separator: "\n\n")
                + "\n\n`\(style.layoutSizeDescription)`"
        }
        let others = caveat.isEmpty ? otherStateLines(doc, position: position, defaultFrame: found.frame).lines : []
        return (["Frame: " + frameText(found.frame)] + others).joined(separator: "\n\n") + "\n\n"
            + "`\(found.style.layoutSizeDescription)`" + caveat
    }

    static func number(_ v: Double) -> String {
        if !v.isFinite { return v > 0 ? "∞" : (v < 0 ? "-∞" : "nan") }
        if v == v.rounded() { return String(Int(v)) }
        var s = cFormat("%.2f", v)
        while s.hasSuffix("0") { s.removeLast() }
        return s
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

/// Where a container's items may stand (LANGUAGE.md "Containers"): offered
/// only there, and a container offers only its items (and the version-2
/// constructs that produce them).
enum ContainerPlacement {
    static let items: Set<String> = ["cell", "section", "header", "footer"]
    static let constructs: Set<String> = ["for", "if", "else", "use", "include", "slot"]

    static func allowed(in parent: String, inTemplate: Bool) -> (String) -> Bool {
        let only: Set<String>?
        switch parent {
        case "table", "collection": only = ["cell", "section"]
        case "pager": only = ["cell"]
        case "section": only = ["header", "cell", "footer"]
        default: only = nil
        }
        if let only { return { only.contains($0) || constructs.contains($0) } }
        // A template body may be a cell (used inside a container).
        return { !items.contains($0) || inTemplate }
    }
}
