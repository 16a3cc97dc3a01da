import XMLLayout

/// The outline (`textDocument/documentSymbol`): every element, named by what
/// names it, and of a kind that says what it is: templates as functions,
/// constants as constants, styles as structs, parameters as variables,
/// elements with an `id` as fields, the rest as classes (strings for text).
extension Features {
    /// LSP's SymbolKind numbers.
    enum SymbolKind {
        static let `class` = 5, field = 8, function = 12, variable = 13, constant = 14, string = 15, `struct` = 23
    }

    /// At most this many symbols in an outline (in document order, parents
    /// before children): a 20 MB document sent 73 MB of them.
    static let maximumSymbols = 5_000

    static func documentSymbols(_ doc: OpenDocument) -> [[String: Any]] {
        let scanner = MarkupScanner(doc.index.bytes)
        var budget = maximumSymbols
        func symbol(_ i: Int) -> [String: Any] {
            budget -= 1
            let e = scanner.elements[i]
            let (label, kind) = outlineName(e)
            var result: [String: Any] = [
                "name": label.map { "\(e.name) \($0)" } ?? e.name,
                "kind": kind,
                "range": lspRange(doc.index, from: e.start, to: max(e.end, e.nameRange.upperBound)),
                "selectionRange": lspRange(doc.index, from: e.nameRange.lowerBound, to: e.nameRange.upperBound),
                "children": symbols(e.children),
            ]
            if label != nil { result["detail"] = "<\(e.name)>" }
            return result
        }
        /// As many of `elements` (and their descendants) as the budget still takes.
        func symbols(_ elements: [Int]) -> [[String: Any]] {
            var out: [[String: Any]] = []
            for i in elements {
                guard budget > 0 else { break }
                out.append(symbol(i))
            }
            return out
        }
        return symbols(scanner.roots)
    }

    /// What names an element in the outline, and its symbol kind.
    static func outlineName(_ e: MarkupScanner.Element) -> (String?, Int) {
        func value(_ name: String) -> String? { e.attributes.first { $0.name == name }?.value }
        switch e.name {
        case "template": return (value("name"), SymbolKind.function)
        case "const": return (value("name"), SymbolKind.constant)
        case "style": return (value("name"), SymbolKind.struct)
        case "param": return (value("name"), SymbolKind.variable)
        case "layout": return (value("name"), SymbolKind.class)
        case "use": return (value("template"), SymbolKind.class)
        case "include": return (value("src"), SymbolKind.class)
        case "for":
            guard let each = value("each"), let source = value("in") else { return (nil, SymbolKind.class) }
            return ("\(each) in \(source)", SymbolKind.class)
        default:
            if let id = value("id") { return (id, SymbolKind.field) }
            let kind = facts.vocabulary.element(e.name)?.allowsText == true ? SymbolKind.string : SymbolKind.class
            return (value("debugName"), kind)
        }
    }
}
