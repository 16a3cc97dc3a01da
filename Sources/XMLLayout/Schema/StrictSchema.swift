/// The version-1 schema inside the version-2 XSD: what an expanded tree (and
/// every version-1 file) is checked against, so that values get the same
/// messages whether written literally or produced by expansion.
///
/// The XSD marks its version-2 parts: a line ending in `<!--v2-->` and a block
/// from `<!--v2-begin-->` to `<!--v2-end-->` are left out; a line holding
/// `<!--v1 … v1-->` is restored. Lines are blanked rather than removed, so
/// that line numbers in schema errors stay those of the file.
enum StrictSchema {
    /// Lines end at each LF that does not follow a CR, as `String.split`
    /// at "\n" ends them (CR LF is one character, and a CR alone ends none).
    /// Bytes, not Substrings: the vocabulary of every file with a problem
    /// starts here, and Substring searches cost 100 M instructions.
    static func version1(of xsd: String) -> String {
        let text = Array(xsd.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var skipping = false
        var start = 0
        while true {
            var end = start
            while end < text.count, text[end] != 0x0A || (end > 0 && text[end - 1] == 0x0D) { end += 1 }
            let line = text[start..<end]
            if find(v2Begin, in: line) != nil { skipping = true }
            if skipping || (line.count >= v2Line.count && line.suffix(v2Line.count).elementsEqual(v2Line)) {
                if find(v2End, in: line) != nil { skipping = false }
            } else if let open = find(v1Open, in: line), let close = find(v1Close, in: line) {
                out += text[start..<open.lowerBound]
                if open.upperBound <= close.lowerBound { out += text[open.upperBound..<close.lowerBound] }
                out += text[close.upperBound..<end]
            } else {
                out += line
            }
            guard end < text.count else { break }
            out.append(0x0A)
            start = end + 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let v2Begin = Array("<!--v2-begin-->".utf8)
    private static let v2End = Array("<!--v2-end-->".utf8)
    private static let v2Line = Array("<!--v2-->".utf8)
    private static let v1Open = Array("<!--v1 ".utf8)
    private static let v1Close = Array(" v1-->".utf8)

    /// The first occurrence of `needle` in `line` (indices of the whole text).
    private static func find(_ needle: [UInt8], in line: ArraySlice<UInt8>) -> Range<Int>? {
        guard line.count >= needle.count else { return nil }
        var i = line.startIndex
        while i <= line.endIndex - needle.count {
            if line[i] == needle[0], line[i..<(i + needle.count)].elementsEqual(needle) { return i..<(i + needle.count) }
            i += 1
        }
        return nil
    }
}
