/// The version-1 schema inside the version-2 XSD: what an expanded tree (and
/// every version-1 file) is checked against, so that values get the same
/// messages whether written literally or produced by expansion.
///
/// The XSD marks its version-2 parts: a line ending in `<!--v2-->` and a block
/// from `<!--v2-begin-->` to `<!--v2-end-->` are left out; a line holding
/// `<!--v1 … v1-->` is restored. Lines are blanked rather than removed, so
/// that line numbers in schema errors stay those of the file.
enum StrictSchema {
    /// Works on bytes (every marker is ASCII), so compiling the embedded
    /// schema at start-up costs a scan of the text, not a Foundation search
    /// per line.
    static func version1(of xsd: String) -> String {
        let bytes = Array(xsd.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var skipping = false
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = bytes[start..<end]
            if start > 0 { out.append(UInt8(ascii: "\n")) }
            start = end + 1
            if find(v2Begin, in: line) != nil { skipping = true }
            if skipping || line.suffix(v2Line.count).elementsEqual(v2Line) {
                if find(v2End, in: line) != nil { skipping = false }
                continue // blanked
            }
            if let open = find(v1Open, in: line), let close = find(v1Close, in: line) {
                out += line[..<open]
                out += line[(open + v1Open.count)..<close]
                out += line[(close + v1Close.count)...]
                continue
            }
            out += line
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let v2Begin = Array("<!--v2-begin-->".utf8)
    private static let v2End = Array("<!--v2-end-->".utf8)
    private static let v2Line = Array("<!--v2-->".utf8)
    private static let v1Open = Array("<!--v1 ".utf8)
    private static let v1Close = Array(" v1-->".utf8)

    /// The index of the first occurrence of `needle` in `line`.
    private static func find(_ needle: [UInt8], in line: ArraySlice<UInt8>) -> Int? {
        guard let first = needle.first, line.count >= needle.count else { return nil }
        var i = line.startIndex
        let last = line.endIndex - needle.count
        while i <= last {
            if line[i] == first && line[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}
