/// xmllayout's fixed text model (SEMANTICS-SUMMARY.md §6, "Text metrics"), used instead of
/// a font so that results are the same everywhere: an advance of 0.6·fontSize
/// (1.2·fontSize for East Asian Wide/Fullwidth characters), lines 1.2·fontSize
/// high, ascender 0.9·fontSize, descender −0.3·fontSize; breaks at spaces,
/// inside a word only when the word alone is too wide; measured sizes round up
/// to the next 0.5 pt.
public struct TextMetrics: Hashable, Sendable {
    public var fontSize: Double

    public init(fontSize: Double) { self.fontSize = fontSize }

    public var lineHeight: Double { fontSize * 12 / 10 }
    public var ascender: Double { fontSize * 9 / 10 }
    public var descender: Double { -fontSize * 3 / 10 }

    /// Width in points of `units` narrow-character advances. Computed from
    /// integers so that "Hello" at 17 pt is exactly 51, not 51.000000000000007.
    @inline(__always) public func width(units: Int) -> Double { Double(units * 6) * fontSize / 10 }

    /// Advance units of a character: 2 for wide ones (also its terminal columns).
    @inline(__always) public static func units(of c: Character) -> Int {
        guard let s = c.unicodeScalars.first else { return 0 }
        return isWide(s) ? 2 : 1
    }

    public static func units(of s: Substring) -> Int { s.reduce(0) { $0 + units(of: $1) } }

    /// Lays `text` out in `maxWidth` (∞: no wrapping), keeping at most
    /// `maxLines` lines (0: all).
    public func layout(_ text: String, maxWidth: Double, maxLines: Int = 0, truncation: Truncation = .tail) -> TextLayout {
        if text.isEmpty {
            return TextLayout(lines: [], size: .zero, truncated: false, lineHeight: lineHeight, ascender: ascender,
                              descender: descender)
        }
        let limitUnits: Int = {
            guard maxWidth.isFinite else { return Int.max }
            // The most narrow units that fit (with a little slack for float noise).
            let u = ((maxWidth + 1e-7) * 10 / (6 * fontSize)).rounded(.down)
            return u >= Double(Int.max / 4) ? Int.max : Swift.max(0, Int(u))
        }()
        var lines = TextMetrics.breakLines(text, limitUnits: limitUnits)
        var truncated = false
        if maxLines > 0 && lines.count > maxLines {
            truncated = true
            let rest = lines[(maxLines - 1)...].map(\.text).joined(separator: " ")
            lines.removeSubrange((maxLines - 1)...)
            lines.append(TextMetrics.truncate(rest, limitUnits: limitUnits, mode: truncation))
        }
        let widest = lines.map(\.units).max() ?? 0
        let w = TextMetrics.ceilHalf(width(units: widest))
        let h = TextMetrics.ceilHalf(Double(lines.count * 12) * fontSize / 10)
        return TextLayout(lines: lines.map { TextLine(text: $0.text, width: width(units: $0.units)) },
                          size: Size(w, h), truncated: truncated, lineHeight: lineHeight, ascender: ascender,
                          descender: descender)
    }

    /// Rounds up to the next 0.5 pt (SEMANTICS-SUMMARY.md §6), ignoring float noise.
    static func ceilHalf(_ v: Double) -> Double { ((v - textureEpsilon) * 2).rounded(.up) / 2 }

    struct RawLine { var text: String; var units: Int }

    /// Greedy line breaking at spaces; a word wider than the limit alone is
    /// split between characters (at least one character per line).
    static func breakLines(_ text: String, limitUnits: Int) -> [RawLine] {
        var text = text
        if let lines = text.withUTF8({ breakPrintableASCII($0, limitUnits: limitUnits) }) { return lines }
        return breakLinesByCharacters(text, limitUnits: limitUnits)
    }

    /// `breakLines` for any text, Character by Character.
    static func breakLinesByCharacters(_ text: String, limitUnits: Int) -> [RawLine] {
        var lines: [RawLine] = []
        var current = ""
        var currentUnits = 0
        var hasCurrent = false
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let wu = units(of: word)
            if hasCurrent && currentUnits + 1 + wu <= limitUnits {
                current += " " + word
                currentUnits += 1 + wu
                continue
            }
            if hasCurrent { lines.append(RawLine(text: current, units: currentUnits)) }
            if wu <= limitUnits {
                current = String(word); currentUnits = wu; hasCurrent = true
                continue
            }
            // The word alone is too wide: break it between characters.
            var chunk = ""
            var chunkUnits = 0
            for c in word {
                let cu = units(of: c)
                if !chunk.isEmpty && chunkUnits + cu > limitUnits {
                    lines.append(RawLine(text: chunk, units: chunkUnits))
                    chunk = ""; chunkUnits = 0
                }
                chunk.append(c); chunkUnits += cu
            }
            current = chunk; currentUnits = chunkUnits; hasCurrent = !chunk.isEmpty
        }
        if hasCurrent { lines.append(RawLine(text: current, units: currentUnits)) }
        return lines
    }

    /// `breakLines` for text of printable ASCII only (nearly every label),
    /// where each byte is one character of one unit: the same lines, found
    /// on bytes rather than Characters (a 10,000-text file spent ~14,000
    /// instructions a text in the general loop). Nil for any other text.
    static func breakPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>, limitUnits: Int) -> [RawLine]? {
        for b in bytes where b < 0x20 || b > 0x7E { return nil }
        let space = UInt8(ascii: " ")
        var lines: [RawLine] = []
        var current: [UInt8] = []
        var hasCurrent = false
        func flush() { lines.append(RawLine(text: String(decoding: current, as: UTF8.self), units: current.count)) }
        var i = 0
        while i < bytes.count {
            if bytes[i] == space { i += 1; continue }
            var end = i
            while end < bytes.count, bytes[end] != space { end += 1 }
            let word = UnsafeBufferPointer(rebasing: bytes[i..<end])
            i = end
            if hasCurrent && current.count + 1 + word.count <= limitUnits {
                current.append(space)
                current.append(contentsOf: word)
                continue
            }
            if hasCurrent { flush() }
            if word.count <= limitUnits {
                current = Array(word); hasCurrent = true
                continue
            }
            // The word alone is too wide: lines of `limitUnits` characters (at least one).
            let chunk = Swift.max(1, limitUnits)
            var start = 0
            while word.count - start > chunk {
                current = Array(word[start..<(start + chunk)]); flush()
                start += chunk
            }
            current = Array(word[start...]); hasCurrent = true
        }
        if hasCurrent { flush() }
        return lines
    }

    /// The last kept line of a truncated text: the rest of the text, cut to
    /// the width with an ellipsis where the mode puts one.
    static func truncate(_ rest: String, limitUnits: Int, mode: Truncation) -> RawLine {
        let total = units(of: Substring(rest))
        if total <= limitUnits { return RawLine(text: rest, units: total) }
        let chars = Array(rest)
        let budget = mode == .clip ? limitUnits : limitUnits - 1 // the ellipsis takes one unit
        func take(_ seq: [Character], _ budget: Int) -> [Character] {
            var out: [Character] = [], u = 0
            for c in seq { let cu = units(of: c); if u + cu > budget { break }; out.append(c); u += cu }
            return out
        }
        let text: String
        switch mode {
        case .clip: text = String(take(chars, budget))
        case .tail: text = String(take(chars, budget)).trimmingTrailingSpaces() + "…"
        case .head: text = "…" + String(String(take(chars.reversed(), budget).reversed()).drop { $0 == " " })
        case .middle:
            let front = take(chars, (budget + 1) / 2)
            let back = take(chars.reversed(), budget - units(of: Substring(String(front)))).reversed()
            text = String(front).trimmingTrailingSpaces() + "…" + String(String(back).drop { $0 == " " })
        }
        return RawLine(text: text, units: Swift.min(units(of: Substring(text)), limitUnits))
    }

    /// East Asian Width W or F (Unicode 15, the main blocks): two advances
    /// and two terminal columns.
    public static func isWide(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x1100 { return false }
        // The ranges are in ascending order: the first that ends at or
        // after `v` decides (a box-drawing glyph, U+25xx, is settled at the
        // seventh rather than after all ninety).
        for r in wideRanges where v <= r.1 { return v >= r.0 }
        return false
    }

    static let wideRanges: [(UInt32, UInt32)] = [
        (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC), (0x23F0, 0x23F0), (0x23F3, 0x23F3),
        (0x25FD, 0x25FE), (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F), (0x2693, 0x2693), (0x26A1, 0x26A1),
        (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5), (0x26CE, 0x26CE), (0x26D4, 0x26D4), (0x26EA, 0x26EA),
        (0x26F2, 0x26F3), (0x26F5, 0x26F5), (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B),
        (0x2728, 0x2728), (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797),
        (0x27B0, 0x27B0), (0x27BF, 0x27BF), (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55), (0x2E80, 0x303E),
        (0x3041, 0x33FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xA000, 0xA4CF), (0xA960, 0xA97F), (0xAC00, 0xD7A3),
        (0xF900, 0xFAFF), (0xFE10, 0xFE19), (0xFE30, 0xFE6F), (0xFF00, 0xFF60), (0xFFE0, 0xFFE6), (0x16FE0, 0x16FE4),
        (0x17000, 0x18CFF), (0x1B000, 0x1B2FF), (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF), (0x1F18E, 0x1F18E),
        (0x1F191, 0x1F19A), (0x1F200, 0x1F251), (0x1F300, 0x1F320), (0x1F32D, 0x1F335), (0x1F337, 0x1F37C),
        (0x1F37E, 0x1F393), (0x1F3A0, 0x1F3CA), (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4),
        (0x1F3F8, 0x1F43E), (0x1F440, 0x1F440), (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D), (0x1F54B, 0x1F54E),
        (0x1F550, 0x1F567), (0x1F57A, 0x1F57A), (0x1F595, 0x1F596), (0x1F5A4, 0x1F5A4), (0x1F5FB, 0x1F64F),
        (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC), (0x1F6D0, 0x1F6D2), (0x1F6D5, 0x1F6D7), (0x1F6EB, 0x1F6EC),
        (0x1F6F4, 0x1F6FC), (0x1F7E0, 0x1F7EB), (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945), (0x1F947, 0x1F9FF),
        (0x1FA70, 0x1FAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
    ]
}

/// Whitespace rule for text content: runs of white space collapse to one
/// space, and the result is trimmed (SEMANTICS-SUMMARY.md §6).
package func collapseWhitespace(_ s: String) -> String {
    var text = s
    if let collapsed = text.withUTF8(collapseASCIIWhitespace) { return collapsed ?? s }
    return collapseWhitespaceByCharacters(s)
}

/// `collapseWhitespace` for any text, Character by Character.
func collapseWhitespaceByCharacters(_ s: String) -> String {
    var out = ""
    var pendingSpace = false
    for c in s {
        if c == " " || c == "\t" || c == "\n" || c == "\r" {
            pendingSpace = !out.isEmpty
        } else {
            if pendingSpace { out.append(" "); pendingSpace = false }
            out.append(c)
        }
    }
    return out
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}

/// `collapseWhitespace` for ASCII text without control characters other than
/// tab, line feed and a lone carriage return (there each byte is one
/// Character): nil inside when the text is already collapsed (it is kept as
/// is, no copy), nil outside for any other text.
private func collapseASCIIWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> String?? {
    let (tab, lf, cr, space) = (UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "))
    var alreadyCollapsed = true
    var previousIsSpace = true // a leading space is not kept
    for (i, b) in bytes.enumerated() {
        if b == cr, i + 1 < bytes.count, bytes[i + 1] == lf { return nil } // "\r\n" is one Character
        guard b >= 0x20 && b <= 0x7E || b == tab || b == lf || b == cr else { return nil }
        let isSpace = b == space || b == tab || b == lf || b == cr
        if isSpace && (b != space || previousIsSpace) { alreadyCollapsed = false }
        previousIsSpace = isSpace
    }
    if previousIsSpace && !bytes.isEmpty { alreadyCollapsed = false } // a trailing space
    if alreadyCollapsed { return .some(nil) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var pendingSpace = false
    for b in bytes {
        if b == space || b == tab || b == lf || b == cr {
            pendingSpace = !out.isEmpty
        } else {
            if pendingSpace { out.append(space); pendingSpace = false }
            out.append(b)
        }
    }
    return .some(String(decoding: out, as: UTF8.self))
}
