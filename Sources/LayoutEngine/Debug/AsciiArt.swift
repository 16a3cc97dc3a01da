/// Texture's `asciiArtString` (ASAsciiArtBoxCreator): a spec tree drawn as
/// nested boxes, children side by side in a horizontal stack and one above
/// the other everywhere else. Describes the *spec*, not a layout.
extension Element {
    public var asciiArtString: String { AsciiArtBox.lines(for: self).joined(separator: "\n") }

    /// "ASTextNode (title)" style name used by the ASCII art.
    public var asciiArtName: String {
        var name = kind.textureClassName
        if let d = debugName { name += " (\(TerminalText.visible(d, keepingTabs: false)))" }
        return name
    }
}

enum AsciiArtBox {
    static func lines(for e: Element) -> [String] {
        let kids = e.children.map(lines(for:))
        if kids.isEmpty { return box(name: e.asciiArtName, content: []) }
        if case .stack(let s) = e.kind, s.direction == .horizontal {
            return box(name: e.asciiArtName, content: sideBySide(kids))
        }
        return box(name: e.asciiArtName, content: kids.flatMap { $0 })
    }

    /// Columns of blocks separated by two spaces, padded to equal height.
    static func sideBySide(_ blocks: [[String]]) -> [String] {
        let height = blocks.map(\.count).max() ?? 0
        var rows = [String](repeating: "", count: height)
        for (k, b) in blocks.enumerated() {
            let w = b.map(\.count).max() ?? 0
            for r in 0..<height {
                let cell = r < b.count ? b[r] : ""
                rows[r] += (k > 0 ? "  " : "") + cell + String(repeating: " ", count: w - cell.count)
            }
        }
        return rows
    }

    /// Content framed by `|` sides and dashed top/bottom with the name centred on top.
    static func box(name: String, content: [String]) -> [String] {
        let inner = max(content.map(\.count).max() ?? 0, name.count + 2)
        let width = inner + 6
        let dashes = width - name.count
        let top = String(repeating: "-", count: dashes / 2) + name + String(repeating: "-", count: dashes - dashes / 2)
        var out = [top]
        for line in content {
            out.append("|  " + line + String(repeating: " ", count: inner - line.count) + "  |")
        }
        if content.isEmpty { out.append("|" + String(repeating: " ", count: width - 2) + "|") }
        out.append(String(repeating: "-", count: width))
        return out
    }
}
