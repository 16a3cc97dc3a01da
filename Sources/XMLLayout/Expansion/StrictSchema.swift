/// The version-1 schema inside the version-2 XSD: what an expanded tree (and
/// every version-1 file) is checked against, so that values get the same
/// messages whether written literally or produced by expansion.
///
/// The XSD marks its version-2 parts: a line ending in `<!--v2-->` and a block
/// from `<!--v2-begin-->` to `<!--v2-end-->` are left out; a line holding
/// `<!--v1 … v1-->` is restored. Lines are blanked rather than removed, so
/// that line numbers in schema errors stay those of the file.
enum StrictSchema {
    static func version1(of xsd: String) -> String {
        var out: [Substring] = []
        var skipping = false
        // Markers are matched as UTF-8 bytes: Foundation's `contains` and
        // `range(of:)` on 1,500 lines took a fifth of a one-file render (7 ms
        // of start-up, serial in a batch: every worker waits for the schema).
        for line in lines(of: xsd) {
            if find(v2Begin, in: line) != nil { skipping = true }
            if skipping || line.utf8.reversed().starts(with: v2Line.reversed()) {
                if find(v2End, in: line) != nil { skipping = false }
                out.append("")
                continue
            }
            if let open = find(v1Open, in: line), let close = find(v1Close, in: line) {
                out.append(line[..<open.lowerBound] + line[open.upperBound..<close.lowerBound] + line[close.upperBound...])
                continue
            }
            out.append(line)
        }
        return out.joined(separator: "\n")
    }

    private static let v2Begin = Array("<!--v2-begin-->".utf8)
    private static let v2End = Array("<!--v2-end-->".utf8)
    private static let v2Line = Array("<!--v2-->".utf8)
    private static let v1Open = Array("<!--v1 ".utf8)
    private static let v1Close = Array(" v1-->".utf8)

    /// The lines, split at each LF byte (a Character split walks grapheme
    /// breaks); with a CR anywhere, as Characters, where CR LF is one.
    private static func lines(of text: String) -> [Substring] {
        let utf8 = text.utf8
        guard !utf8.contains(13) else { return text.split(separator: "\n", omittingEmptySubsequences: false) }
        var lines: [Substring] = []
        var start = utf8.startIndex
        while let newline = utf8[start...].firstIndex(of: 10) {
            lines.append(text[start..<newline])
            start = utf8.index(after: newline)
        }
        lines.append(text[start...])
        return lines
    }

    /// The first occurrence of the ASCII `needle` in `line`.
    private static func find(_ needle: [UInt8], in line: Substring) -> Range<String.Index>? {
        let utf8 = line.utf8
        var from = utf8.startIndex
        while let start = utf8[from...].firstIndex(of: needle[0]) {
            var end = start
            var matched = true
            for byte in needle {
                guard end < utf8.endIndex, utf8[end] == byte else { matched = false; break }
                end = utf8.index(after: end)
            }
            if matched { return start..<end }
            from = utf8.index(after: start)
        }
        return nil
    }
}
