import TextSupport


/// The attributes that refer to declarations: the
/// version-2 definitions of LANGUAGE.md (`<style name>` used by
/// `style="a b"`, `<template name>` used by `<use template>`, `<const name>`
/// and `<param name>` used inside `{…}` expressions). Read from the tolerant
/// scanner, so completion and go-to-definition work while the document is
/// half-typed and whatever the builder makes of it.
///
/// Which of them are visible at a place is `Scope`'s business.
enum Declarations {
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

    static func reference(for attribute: String, on element: String) -> Reference? {
        references.first { $0.attribute == attribute && ($0.element == nil || $0.element == element) }
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

    /// True when `cursor` is after an unclosed `{` within `limits`.
    static func isInsideBraces(_ bytes: [UInt8], limits: Range<Int>, cursor: Int) -> Bool {
        guard limits.contains(cursor) || cursor == limits.upperBound else { return false }
        var open = cursor - 1
        while open >= limits.lowerBound && bytes[open] != 0x7B && bytes[open] != 0x7D { open -= 1 }
        return open >= limits.lowerBound && bytes[open] == 0x7B
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

/// Go to the declaration of a style, template, const, param or loop
/// variable, resolved as the expander resolves it (`Scope`), and from an
/// attribute of a `<use>` or `<include>` to the parameter it sets.
struct DeclarationDefinition: DefinitionProvider {
    func definitions(in doc: OpenDocument, scanner: MarkupScanner) -> [[String: Any]] {
        let scope = Scope(scanner: scanner, path: doc.path)
        let bytes = doc.index.bytes
        var target: Scope.Name?
        switch scanner.context {
        case .attributeValue(let element, let attribute, let prefix, let range):
            let cursor = range.lowerBound + prefix.utf8.count
            if let reference = Declarations.reference(for: attribute, on: scanner.elements[element].name) {
                let word = Declarations.word(in: Array(bytes[range]), valueStart: range.lowerBound, cursor: cursor)
                target = scope.topLevel(reference.declaringElement).first { $0.0 == word.text }
                    .map { Scope.Name(name: $0.0, kind: .constant, range: $0.1) }
            } else if let identifier = Declarations.expressionIdentifier(in: bytes, limits: range, cursor: cursor) {
                target = scope.expressionNames(at: element).first { $0.name == identifier.name }
            }
        case .attributeName(let element, _, let range) where !range.isEmpty:
            let name = String(decoding: bytes[range], as: UTF8.self)
            target = scope.parameters(settableOn: element).first { $0.name == name }
        case .content(let parent):
            var textStart = min(doc.index.bytes.count, max(0, scanner.cursorOffset ?? 0))
            let cursor = textStart
            while textStart > 0, bytes[textStart - 1] != 0x3E, bytes[textStart - 1] != 0x3C { textStart -= 1 }
            var textEnd = cursor
            while textEnd < bytes.count, bytes[textEnd] != 0x3C { textEnd += 1 }
            if let identifier = Declarations.expressionIdentifier(in: bytes, limits: textStart..<textEnd, cursor: cursor) {
                target = scope.expressionNames(at: parent).first { $0.name == identifier.name }
            }
        default:
            return []
        }
        guard let target, let range = target.range else { return [] }
        if let uri = target.uri {
            // In another file (an include's parameter): positions from its text.
            guard let path = FileURI.path(of: uri), let text = FileURI.text(of: path) else { return [] }
            let index = SourceText(text)
            return [["uri": uri, "range": lspRange(index, from: range.lowerBound, to: range.upperBound)]]
        }
        return [["uri": doc.uri, "range": lspRange(doc.index, from: range.lowerBound, to: range.upperBound)]]
    }
}
