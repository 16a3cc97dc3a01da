#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        String(decoding: version1Bytes(of: xsd), as: UTF8.self)
    }

    /// `version1` as UTF-8 bytes: valid UTF-8 (the kept spans start and end
    /// at LFs and ASCII markers), for a `LayoutSource` that need not check
    /// them again (decoding 71 KB costs half a million instructions).
    static func version1Bytes(of xsd: String) -> [UInt8] {
        // One pass over the UTF-8 bytes (the embedded XSD is a literal, so
        // contiguous): splitting its 1,200 lines into Substrings and joining
        // them cost 13 M instructions, a sixth of a one-box render.
        let kept = xsd.utf8.withContiguousStorageIfAvailable { keptSpans($0) }
            ?? Array(xsd.utf8).withUnsafeBufferPointer { keptSpans($0) }
        guard let kept else { return Array(characterVersion1(of: xsd).utf8) }
        // The kept spans of the original, copied as bytes (appended to a
        // String as Substrings they cost 7,000 instructions each).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(kept.reduce(0) { $0 + $1.upper - $1.lower })
        xsd.utf8.withContiguousStorageIfAvailable { all in
            for span in kept { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: all[span.lower..<span.upper])) }
        } ?? {
            let all = Array(xsd.utf8)
            for span in kept { bytes.append(contentsOf: all[span.lower..<span.upper]) }
        }()
        return bytes
    }

    /// A byte range of the text the cut keeps. Not a `Range<Int>`: an array
    /// of those has its type made at run time, at every start, by a scan of
    /// all the program's protocol conformances (for `Int: Comparable`),
    /// about 200,000 instructions.
    private struct Span {
        var lower: Int, upper: Int
    }

    /// The byte ranges of the text the cut keeps (lines split at each LF;
    /// adjacent ranges merged); nil when the text has a CR (see
    /// `characterVersion1`). memchr and memcmp: a generic byte loop here
    /// still cost 2 M instructions.
    private static func keptSpans(_ text: UnsafeBufferPointer<UInt8>) -> [Span]? {
        guard let base = text.baseAddress, !text.isEmpty else { return text.isEmpty ? [] : nil }
        guard memchr(base, 13, text.count) == nil else { return nil }
        var spans: [Span] = []
        func keep(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            if let last = spans.last, last.upper == range.lowerBound {
                spans[spans.count - 1].upper = range.upperBound
            } else {
                spans.append(Span(lower: range.lowerBound, upper: range.upperBound))
            }
        }
        var skipping = false
        var start = 0
        while true {
            // Every marker starts "<!--v" (a v1 close comes after a v1
            // open): the lines up to the next one are kept whole (or, inside
            // a v2 block, only their LFs), without looking at each.
            let hit = nextMarker(in: text, from: start)
            // The start of the line holding it (without one, the end).
            var markedLine = hit
            while markedLine > start && markedLine < text.count && base[markedLine - 1] != 10 { markedLine -= 1 }
            if skipping {
                var k = start
                while k < markedLine, let lf = memchr(base + k, 10, markedLine - k) {
                    let at = Int(bitPattern: lf) - Int(bitPattern: base)
                    keep(at..<(at + 1))
                    k = at + 1
                }
            } else {
                keep(start..<markedLine)
            }
            guard hit < text.count else { return spans }
            start = markedLine
            let newline = memchr(base + start, 10, text.count - start)
            let end = newline.map { Int(bitPattern: $0) - Int(bitPattern: base) } ?? text.count
            let line = UnsafeBufferPointer(start: base + start, count: end - start)
            if find(v2Begin, in: line) != nil { skipping = true }
            if skipping || hasSuffix(v2Line, line) {
                if find(v2End, in: line) != nil { skipping = false }
            } else if let open = find(v1Open, in: line), let close = find(v1Close, in: line) {
                keep(start..<(start + open.lowerBound))
                if open.upperBound <= close.lowerBound { keep((start + open.upperBound)..<(start + close.lowerBound)) }
                keep((start + close.upperBound)..<end)
            } else {
                keep(start..<end)
            }
            guard end < text.count else { return spans }
            keep(end..<(end + 1)) // the LF
            start = end + 1
        }
    }

    /// The index of the next "<!--v" at or after `from`, or the end: found
    /// by its "!", which an XSD has only in comments (by its "<", every tag
    /// was a candidate).
    private static func nextMarker(in text: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        guard let base = text.baseAddress else { return text.count }
        var k = from + 1 // the "!" follows the "<"
        while k < text.count, let bang = memchr(base + k, 33, text.count - k) {
            let at = Int(bitPattern: bang) - Int(bitPattern: base)
            if at + 4 <= text.count, memcmp(base + at - 1, markerStart, markerStart.count) == 0 { return at - 1 }
            k = at + 1
        }
        return text.count
    }

    private static func hasSuffix(_ needle: [UInt8], _ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = line.baseAddress, line.count >= needle.count else { return false }
        return memcmp(base + line.count - needle.count, needle, needle.count) == 0
    }

    /// The first occurrence of the ASCII `needle` in `line`.
    private static func find(_ needle: [UInt8], in line: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let base = line.baseAddress, line.count >= needle.count else { return nil }
        var from = 0
        let last = line.count - needle.count // the last start that fits
        while from <= last, let hit = memchr(base + from, Int32(needle[0]), last - from + 1) {
            let at = Int(bitPattern: hit) - Int(bitPattern: base)
            if memcmp(base + at, needle, needle.count) == 0 { return at..<(at + needle.count) }
            from = at + 1
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

    private static let markerStart = Array("<!--v".utf8)
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
