/// `xmllayout format`: one canonical text for a layout file.
///
/// Two-space indentation, one element per line, attributes in
/// `AttributeOrder`, a start tag longer than `maximumLineWidth` wrapped with
/// one attribute per line aligned under the first; comments, processing
/// instructions and CDATA kept; at most one blank line kept between the
/// children of an element. An element whose content is only text keeps it
/// exactly as written on the start tag's line when it fits; otherwise its
/// white space is collapsed (as the language reads it) and, if still too
/// long, the words are filled into lines of their own. Only white space
/// changes, where the language ignores it, so the document means the same
/// before and after. Idempotent.
public enum LayoutFormatter {
    public static let maximumLineWidth = 100
    static let indentUnit = "  "

    /// The formatted text, or the diagnostics when the file is not
    /// well-formed XML (such a file is never rewritten).
    public static func format(_ source: LayoutSource,
                              vocabulary: SchemaVocabulary = CompiledSchema.embeddedVocabulary) -> Result<String, MarkupReadError> {
        LibXMLMarkupReader.read(source).map { format($0, vocabulary: vocabulary) }
    }

    public static func format(_ document: MarkupDocument, vocabulary: SchemaVocabulary) -> String {
        var writer = Writer(vocabulary: vocabulary)
        if let declaration = document.xmlDeclaration { writer.lines.append(declaration) }
        for node in document.prolog { writer.write(node, depth: 0) }
        writer.write(.element(document.root), depth: 0)
        for node in document.epilog { writer.write(node, depth: 0) }
        return writer.lines.joined(separator: "\n") + "\n"
    }

    private struct Writer {
        let vocabulary: SchemaVocabulary
        var lines: [String] = []

        mutating func write(_ node: MarkupNode, depth: Int) {
            let indent = String(repeating: LayoutFormatter.indentUnit, count: depth)
            switch node {
            case .element(let element):
                writeElement(element, depth: depth)
            case .text(let text):
                // Only reached for character data mixed with elements.
                let trimmed = text.trimmingXMLSpace()
                if !trimmed.isEmpty { lines.append(indent + Escape.text(trimmed)) }
            case .cdata(let text):
                lines.append(indent + "<![CDATA[" + text + "]]>")
            case .comment(let text):
                lines.append(indent + "<!--" + text + "-->")
            case .processingInstruction(let target, let content):
                lines.append(indent + "<?" + target + (content.isEmpty ? "" : " " + content) + "?>")
            }
        }

        mutating func writeElement(_ element: MarkupElement, depth: Int) {
            let indent = String(repeating: LayoutFormatter.indentUnit, count: depth)
            let attributes = element.namespaceDeclarations
                + AttributeOrder.sorted(element.attributes, on: element.name, vocabulary: vocabulary)
            let rendered = attributes.map { Escape.quotedAttribute($0.name, $0.value) }
            let isTextOnly = element.children.allSatisfy {
                switch $0 { case .text, .cdata: return true; default: return false }
            }
            let hasCDATA = element.children.contains { if case .cdata = $0 { return true } else { return false } }
            var inlineContent = isTextOnly ? element.children.map(Escape.inline).joined() : ""
            // Text is kept as written when it fits on the start tag's line;
            // otherwise its white space is collapsed (the language collapses
            // it anyway) and, if still too long, it is filled into lines of
            // its own. CDATA is always kept as written.
            var words: [String]? = nil
            if isTextOnly && !hasCDATA && !inlineContent.isEmpty {
                let fits = !inlineContent.contains("\n")
                    && startTagWidth(indent, element.name, rendered) + inlineContent.count + element.name.count + 3
                        <= LayoutFormatter.maximumLineWidth
                if !fits {
                    let collapsed = inlineContent.split(whereSeparator: { $0.isXMLSpace }).map(String.init)
                    inlineContent = collapsed.joined(separator: " ")
                    if startTagWidth(indent, element.name, rendered) + inlineContent.count + element.name.count + 3
                        > LayoutFormatter.maximumLineWidth {
                        words = collapsed
                    }
                }
            }
            let isInline = isTextOnly && words == nil
            let close = isInline && inlineContent.isEmpty ? "/>" : ">"

            let oneLine = indent + "<" + element.name + rendered.map { " " + $0 }.joined() + close
            if oneLine.count <= LayoutFormatter.maximumLineWidth || rendered.count < 2 {
                lines.append(oneLine)
            } else {
                let align = indent + String(repeating: " ", count: element.name.count + 2)
                lines.append(indent + "<" + element.name + " " + rendered[0])
                for (index, attribute) in rendered.enumerated().dropFirst() {
                    lines.append(align + attribute + (index == rendered.count - 1 ? close : ""))
                }
            }
            if isInline {
                if !inlineContent.isEmpty { lines[lines.count - 1] += inlineContent + "</" + element.name + ">" }
                return
            }
            if let words {
                fill(words, indent: indent + LayoutFormatter.indentUnit)
                lines.append(indent + "</" + element.name + ">")
                return
            }
            writeBlock(element.children, depth: depth + 1)
            lines.append(indent + "</" + element.name + ">")
        }

        /// The width of the start tag on one line (without `>`).
        func startTagWidth(_ indent: String, _ name: String, _ attributes: [String]) -> Int {
            if attributes.count >= 2 {
                let one = indent.count + 1 + name.count + attributes.reduce(0) { $0 + 1 + $1.count } + 1
                if one > LayoutFormatter.maximumLineWidth {
                    return indent.count + name.count + 2 + (attributes.last?.count ?? 0) + 1 // wrapped: the last line
                }
                return one
            }
            return indent.count + 1 + name.count + attributes.reduce(0) { $0 + 1 + $1.count } + 1
        }

        /// Words (already escaped) filled into lines no wider than the limit.
        mutating func fill(_ words: [String], indent: String) {
            var line = ""
            for word in words {
                if !line.isEmpty && indent.count + line.count + 1 + word.count > LayoutFormatter.maximumLineWidth {
                    lines.append(indent + line)
                    line = ""
                }
                line += line.isEmpty ? word : " " + word
            }
            if !line.isEmpty { lines.append(indent + line) }
        }

        /// Children one per line; a run of white space holding two or more
        /// line breaks between two of them becomes one blank line.
        mutating func writeBlock(_ children: [MarkupNode], depth: Int) {
            var pendingBreaks = 0
            var wroteAny = false
            for child in children {
                if case .text(let text) = child {
                    let trimmed = text.trimmingXMLSpace()
                    if trimmed.isEmpty {
                        pendingBreaks += text.lineBreakCount
                        continue
                    }
                    pendingBreaks += text.prefix { $0.isXMLSpace }.lineBreakCount
                    if wroteAny && pendingBreaks >= 2 { lines.append("") }
                    write(child, depth: depth)
                    pendingBreaks = String(text.reversed().prefix { $0.isXMLSpace }).lineBreakCount
                } else {
                    if wroteAny && pendingBreaks >= 2 { lines.append("") }
                    write(child, depth: depth)
                    pendingBreaks = 0
                }
                wroteAny = true
            }
        }
    }
}

enum Escape {
    static func text(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">" where out.hasSuffix("]]"): out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }

    /// `name="value"`, or `name='value'` when the value has double quotes
    /// and no single ones (JSON in a `const`: `value='["a", "b"]'` reads
    /// better than a run of `&quot;`).
    static func quotedAttribute(_ name: String, _ value: String) -> String {
        if value.contains("\""), !value.contains("'") {
            return name + "='" + attribute(value, quote: "'") + "'"
        }
        return name + "=\"" + attribute(value) + "\""
    }

    static func attribute(_ value: String, quote: Unicode.Scalar = "\"") -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case "\"" where quote == "\"": out += "&quot;"
            // Normalisation turned literal ones into spaces; these came from
            // character references and must stay references.
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func inline(_ node: MarkupNode) -> String {
        switch node {
        case .text(let text): return Escape.text(text)
        case .cdata(let text): return "<![CDATA[" + text + "]]>"
        default: return ""
        }
    }
}

extension Character {
    var isXMLSpace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\r\n" }
}

extension StringProtocol {
    func trimmingXMLSpace() -> String {
        let start = firstIndex { !$0.isXMLSpace } ?? endIndex
        let end = lastIndex { !$0.isXMLSpace }.map { index(after: $0) } ?? start
        return start < end ? String(self[start..<end]) : ""
    }

    var lineBreakCount: Int { filter { $0 == "\n" || $0 == "\r\n" }.count }
}
