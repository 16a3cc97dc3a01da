import LayoutEngine

/// Writes an expanded tree as XML that `render` accepts (`xmllayout expand`):
/// one start tag per line, text and attribute values escaped so that they
/// never span lines, with the line and columns of each element recorded.
struct ExpandedXMLWriter {
    /// Per element in pre-order: its line, and each attribute's name and value columns.
    struct Position {
        var line: Int
        var attributes: [(name: Int, value: Int)]
    }

    private(set) var text = ""
    private(set) var positions: [Position] = []
    private var line = 1
    /// Doubles `{` and `}` so that the text reads back as the same literal
    /// values (for `expand`, whose output is itself a layout file).
    var escapesBraces = false

    static func write(_ root: XMLElementNode, declaration: Bool = true, escapesBraces: Bool = false) -> ExpandedXMLWriter {
        var w = ExpandedXMLWriter()
        w.escapesBraces = escapesBraces
        if declaration { w.emitLine("<?xml version=\"1.0\" encoding=\"UTF-8\"?>") }
        w.element(root, depth: 0)
        return w
    }

    private mutating func emitLine(_ s: String) {
        text += s
        text += "\n"
        line += 1
    }

    private mutating func element(_ x: XMLElementNode, depth: Int) {
        var s = String(repeating: "  ", count: min(depth, 100)) + "<" + x.name
        var columns: [(Int, Int)] = []
        var column = s.unicodeScalars.count + 1
        for a in x.attributes {
            let value = Self.escape(a.value, attribute: true, braces: escapesBraces)
            s += " " + a.name + "=\""
            let nameColumn = column + 1
            let valueColumn = nameColumn + a.name.unicodeScalars.count + 2
            columns.append((nameColumn, valueColumn))
            s += value + "\""
            column = valueColumn + value.unicodeScalars.count + 1
        }
        positions.append(Position(line: line, attributes: columns))
        let trimmed = x.text.trimmingCharacters(inWhitespace: true)
        if x.children.isEmpty {
            if trimmed.isEmpty {
                emitLine(s + "/>")
            } else {
                emitLine(s + ">" + Self.escape(x.text, attribute: false, braces: escapesBraces) + "</" + x.name + ">")
            }
            return
        }
        emitLine(s + ">" + (trimmed.isEmpty ? "" : Self.escape(x.text, attribute: false, braces: escapesBraces)))
        for c in x.children { element(c, depth: depth + 1) }
        emitLine(String(repeating: "  ", count: min(depth, 100)) + "</" + x.name + ">")
    }

    static func escape(_ s: String, attribute: Bool, braces: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "{" where braces: out += "{{"
            case "}" where braces: out += "}}"
            default:
                // Controls from data: never raw, and the result still parses.
                if let replacement = XMLControlText.replacement(for: c) {
                    out += replacement
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out
    }
}

extension String {
    func trimmingCharacters(inWhitespace: Bool) -> Substring {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\n" || f == "\r" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\n" || l == "\r" { s.removeLast() }
        return s
    }
}
