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
        // One pass over the UTF-8 bytes (the embedded XSD is a literal, so
        // contiguous): splitting its 1,200 lines into Substrings and joining
        // them cost 13 M instructions, a sixth of a one-box render.
        let cut = xsd.utf8.withContiguousStorageIfAvailable { versionOne($0) }
            ?? Array(xsd.utf8).withUnsafeBufferPointer { versionOne($0) }
        guard let cut else { return characterVersion1(of: xsd) }
        return String(decoding: cut, as: UTF8.self)
    }

    /// The cut on bytes, lines split at each LF; nil when the text has a CR
    /// (see `characterVersion1`).
    private static func versionOne(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard !text.contains(13) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var skipping = false
        var start = 0
        while true {
            let end = text[start...].firstIndex(of: 10) ?? text.count
            let line = UnsafeBufferPointer(rebasing: text[start..<end])
            if find(v2Begin, in: line) != nil { skipping = true }
            if skipping || line.reversed().starts(with: v2Line.reversed()) {
                if find(v2End, in: line) != nil { skipping = false }
            } else if let open = find(v1Open, in: line), let close = find(v1Close, in: line) {
                out += line[..<open.lowerBound]
                if open.upperBound <= close.lowerBound { out += line[open.upperBound..<close.lowerBound] }
                out += line[close.upperBound...]
            } else {
                out += line
            }
            guard end < text.count else { return out }
            out.append(10)
            start = end + 1
        }
    }

    /// The first occurrence of the ASCII `needle` in `line`.
    private static func find(_ needle: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard line.count >= needle.count else { return nil }
        var start = 0
        while let first = line[start...].firstIndex(of: needle[0]) {
            guard first + needle.count <= line.count else { return nil }
            if line[first..<(first + needle.count)].elementsEqual(needle) { return first..<(first + needle.count) }
            start = first + 1
        }
        return nil
    }

    /// With a CR anywhere: lines split as Characters, where CR LF is one.
    private static func characterVersion1(of xsd: String) -> String {
        var out: [Substring] = []
        var skipping = false
        for line in xsd.split(separator: "\n", omittingEmptySubsequences: false) {
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
