/// Names a document declares and the places that refer to them: the
/// version-2 definitions of LANGUAGE.md (`<style name>` used by
/// `style="a b"`, `<template name>` used by `<use template>`, `<const name>`
/// and `<param name>` used inside `{…}` expressions). Read from the tolerant
/// scanner, so completion and go-to-definition work while the document is
/// half-typed and whatever the builder makes of it.
///
/// All names declared anywhere in the file are offered (a template's
/// parameters too); scoping them as the expander does is left to the
/// language's own resolver once it exists.
struct Declarations {
    /// An attribute whose value names declarations.
    struct Reference {
        var attribute: String
        /// nil: on any element.
        var element: String?
        var declaringElement: String
        /// Several space-separated names (`style="caption bold"`).
        var isList: Bool
    }

    static let references = [
        Reference(attribute: "style", element: nil, declaringElement: "style", isList: true),
        Reference(attribute: "template", element: "use", declaringElement: "template", isList: false),
    ]
    /// Elements whose names expressions can use.
    static let expressionDeclarations: Set<String> = ["const", "param"]

    struct Declaration {
        var name: String
        var element: String
        /// The `name` attribute's value range.
        var range: Range<Int>
    }

    let all: [Declaration]

    init(_ scanner: MarkupScanner) {
        var all: [Declaration] = []
        for e in scanner.elements {
            if let name = e.attributes.first(where: { $0.name == "name" }), let range = name.valueRange, !name.value.isEmpty {
                all.append(Declaration(name: name.value, element: e.name, range: range))
            }
        }
        self.all = all
    }

    static func reference(for attribute: String, on element: String) -> Reference? {
        references.first { $0.attribute == attribute && ($0.element == nil || $0.element == element) }
    }

    func names(declaredBy element: String) -> [String] {
        var seen = Set<String>()
        return all.filter { $0.element == element && seen.insert($0.name).inserted }.map(\.name)
    }

    func declaration(named name: String, by elements: Set<String>) -> Declaration? {
        all.first { $0.name == name && elements.contains($0.element) }
    }

    // MARK: - Words and expressions at the cursor

    /// The space-separated word of `value` around `cursor` (an offset into
    /// the document; `valueStart` is where the value starts).
    static func word(in value: [UInt8], valueStart: Int, cursor: Int) -> (text: String, range: Range<Int>) {
        let i = min(max(0, cursor - valueStart), value.count)
        var start = i, end = i
        while start > 0 && value[start - 1] != 0x20 { start -= 1 }
        while end < value.count && value[end] != 0x20 { end += 1 }
        return (String(decoding: value[start..<end], as: UTF8.self), (valueStart + start)..<(valueStart + end))
    }

    /// When `cursor` is inside `{…}` in `bytes` (within `limits`), the
    /// identifier there: the part before the cursor, and the range of the
    /// whole first path component (`post` in `post.id`).
    static func expressionIdentifier(in bytes: [UInt8], limits: Range<Int>, cursor: Int)
        -> (prefix: String, name: String, range: Range<Int>)? {
        guard limits.contains(cursor) || cursor == limits.upperBound else { return nil }
        var open = cursor - 1
        while open >= limits.lowerBound && bytes[open] != 0x7B && bytes[open] != 0x7D { open -= 1 }
        guard open >= limits.lowerBound, bytes[open] == 0x7B else { return nil } // not inside braces
        func isIdentifier(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
        }
        var start = cursor, end = cursor
        while start > open + 1 && isIdentifier(bytes[start - 1]) { start -= 1 }
        while end < limits.upperBound && isIdentifier(bytes[end]) { end += 1 }
        // A member (`post.id`): only the first component names a declaration.
        if start > open + 1 && bytes[start - 1] == 0x2E { return nil }
        return (String(decoding: bytes[start..<cursor], as: UTF8.self),
                String(decoding: bytes[start..<end], as: UTF8.self), start..<end)
    }
}

/// Go to the declaration of a style, template, const or param.
struct DeclarationDefinition: DefinitionProvider {
    func definitions(in doc: OpenDocument, scanner: MarkupScanner) -> [[String: Any]] {
        let declarations = Declarations(scanner)
        let bytes = doc.index.bytes
        var target: Declarations.Declaration?
        switch scanner.context {
        case .attributeValue(let element, let attribute, let prefix, let range):
            let cursor = range.lowerBound + prefix.utf8.count
            if let reference = Declarations.reference(for: attribute, on: scanner.elements[element].name) {
                let word = Declarations.word(in: Array(bytes[range]), valueStart: range.lowerBound, cursor: cursor)
                target = declarations.declaration(named: word.text, by: [reference.declaringElement])
            } else if let identifier = Declarations.expressionIdentifier(in: bytes, limits: range, cursor: cursor) {
                target = declarations.declaration(named: identifier.name, by: Declarations.expressionDeclarations)
            }
        default:
            return []
        }
        guard let target else { return [] }
        return [["uri": doc.uri, "range": lspRange(doc.index, from: target.range.lowerBound, to: target.range.upperBound)]]
    }
}
