import LayoutEngine
import XMLLayout

extension V2ClassWriter {
    /// A text of the main file written as literal text and `{name}` of
    /// string parameters that are not enumerated (`@{handle}`): its
    /// `attributedText` line with the text as a Swift interpolation of the
    /// properties (`"@\(handle)"`), so that setting one updates the text.
    /// Nil for anything else (the text is then written at its value).
    func boundTextLine(_ item: VItem, receiver r: String) -> String? {
        guard item.origin.notes.isEmpty, item.origin.relativeFile == nil, item.origin.loopIndices.isEmpty,
              case .text(let t) = item.gen.element.kind, let source = sources.element(at: item.origin.location) else { return nil }
        let raw = source.attribute("text")?.value ?? source.text
        guard raw.contains("{"), !raw.contains("{{"), !raw.contains("}}") else { return nil }
        let strings = Dictionary(space.parameters.filter { !$0.isEnumerated && $0.swiftType == "String" }.map { ($0.name, $0) }) { a, _ in a }
        // Literal runs and parameter names, in order.
        var parts: [(literal: String, parameter: StateSpace.Parameter?)] = []
        var rest = Substring(raw)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { return nil }
            let name = String(rest[rest.index(after: open)..<close])
            guard let p = strings[name] else { return nil }
            parts.append((String(rest[..<open]), nil))
            parts.append(("", p))
            rest = rest[rest.index(after: close)...]
        }
        parts.append((String(rest), nil))
        // Whitespace collapses as the builder collapses it; a value that
        // would collapse too cannot be bound.
        let marker = "\u{E000}"
        let pattern = collapseWhitespace(parts.map { $0.parameter == nil ? $0.literal : marker }.joined())
        var values = parts.compactMap(\.parameter).map { p -> String in
            if case .string(let s) = ExpressionValue.fromLiteral(p.value) { return s }
            return p.value
        }
        guard values.allSatisfy({ collapseWhitespace("a" + $0 + "a") == "a" + $0 + "a" }) else { return nil }
        let pieces = pattern.pieces(separatedBy: marker)
        guard pieces.count == values.count + 1 else { return nil }
        var check = pieces[0]
        for (k, v) in values.enumerated() { check += v + pieces[k + 1] }
        guard check == t.text else { return nil }
        var swift = String(SwiftLiterals.string(pieces[0]).dropLast())
        let names = parts.compactMap(\.parameter).map { SwiftNames.escaped($0.property) }
        for (k, name) in names.enumerated() {
            swift += "\\(\(name))" + String(SwiftLiterals.string(pieces[k + 1]).dropFirst().dropLast())
        }
        swift += "\""
        if names.count == 1, pieces == ["", ""] { swift = names[0] }
        values.removeAll()
        let line = "\(r)attributedText = \(SwiftLiterals.attributedString(t.text, fontSize: t.fontSize, style: t.style, color: item.gen.element.presentation.color))"
        return line.replacing("string: " + SwiftLiterals.string(t.text), with: "string: " + swift)
    }
}
