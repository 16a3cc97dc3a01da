import LayoutEngine

/// Breaks one shaped text into lines of at most `maxWidth` points: greedy,
/// at the last line-break opportunity that fits, between characters when a
/// single word is wider than a line (at least one character a line), as
/// TextKit's word wrapping does. Widths leave trailing spaces out.
struct LineSetter {
    let shaped: ShapedText
    let size: Double
    let kern: Double
    let maxWidth: Double
    /// Points per font unit.
    let scale: Double

    /// Widths within this of the limit still fit (sums of advances carry float noise).
    static let slack = 1e-6

    init(shaped: ShapedText, size: Double, kern: Double, maxWidth: Double) {
        self.shaped = shaped
        self.size = size
        self.kern = kern
        self.maxWidth = maxWidth
        scale = size / shaped.face.unitsPerEm
    }

    /// The width of `start..<end` without its trailing spaces.
    @inline(__always) func width(_ start: Int, _ end: Int) -> Double {
        shaped.width(start, shaped.trimmedEnd(start, end), scale: scale, kern: kern)
    }

    /// The lines, as UTF-8 ranges of the text (trailing spaces included).
    mutating func breakLines() -> [Range<Int>] {
        let n = shaped.utf8.count
        if !(maxWidth < .infinity) || width(0, n) <= maxWidth + Self.slack { return [0..<n] }
        var lines: [Range<Int>] = []
        var start = 0
        var b = 0 // index into breaks
        let breaks = shaped.breaks
        while start < n {
            while b < breaks.count && breaks[b] <= start { b += 1 }
            var fit = -1
            var i = b
            while i < breaks.count, width(start, breaks[i]) <= maxWidth + Self.slack {
                fit = breaks[i]
                i += 1
            }
            let end = fit > start ? fit : charactersFitting(from: start, in: maxWidth, atLeastOne: true)
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// The furthest character boundary after `start` whose text from `start`
    /// fits `room` (trailing spaces aside); `start` itself when none does,
    /// unless `atLeastOne`.
    func charactersFitting(from start: Int, in room: Double, atLeastOne: Bool = false) -> Int {
        let count = shaped.characterBoundCount
        var i = shaped.firstCharacterBound(atOrAfter: start) + 1
        var best = start
        while i < count, width(start, shaped.characterBound(i)) <= room + Self.slack {
            best = shaped.characterBound(i)
            i += 1
        }
        if best == start && atLeastOne && i < count { best = shaped.characterBound(i) }
        return best
    }

    /// The nearest character boundary before `end`, not before `floor`, from
    /// which the text up to `end` fits `room`.
    func charactersFitting(backFrom end: Int, downTo floor: Int, in room: Double) -> Int {
        var i = shaped.firstCharacterBound(atOrAfter: end) - 1
        var best = end
        while i >= 0, shaped.characterBound(i) >= floor,
              shaped.width(shaped.characterBound(i), end, scale: scale, kern: kern) <= room + Self.slack {
            best = shaped.characterBound(i)
            i -= 1
        }
        return best
    }

    /// A line as laid out: its text and width without trailing spaces, and
    /// its glyphs (made when asked for).
    func line(_ range: Range<Int>) -> TextLine {
        let end = shaped.trimmedEnd(range.lowerBound, range.upperBound)
        return TextLine(text: shaped.text(range.lowerBound, end),
                        width: shaped.width(range.lowerBound, end, scale: scale, kern: kern),
                        glyphsFrom: shaped, start: range.lowerBound, end: end, size: size, kern: kern)
    }
}
