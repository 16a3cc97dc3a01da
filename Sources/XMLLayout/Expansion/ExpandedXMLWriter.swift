import LayoutEngine
import TextSupport

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
            let value = XMLEscaping.escape(a.value, for: .attribute, doublingBraces: escapesBraces)
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
                emitLine(s + ">" + XMLEscaping.escape(x.text, for: .content, doublingBraces: escapesBraces) + "</" + x.name + ">")
            }
            return
        }
        emitLine(s + ">" + (trimmed.isEmpty ? "" : XMLEscaping.escape(x.text, for: .content, doublingBraces: escapesBraces)))
        for c in x.children { element(c, depth: depth + 1) }
        emitLine(String(repeating: "  ", count: min(depth, 100)) + "</" + x.name + ">")
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
