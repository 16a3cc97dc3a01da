import LayoutEngine

/// A text shaped once with one face, in the face's design units, with what
/// line breaking needs: advances summed by UTF-8 offset (so a line's width
/// is a subtraction), the line-break opportunities (UAX #14, ICU) and the
/// character boundaries (for a word wider than a line, and truncation).
/// It makes its lines' glyph runs when a picture asks (`GlyphRunMaker`).
final class ShapedText: GlyphRunMaker, @unchecked Sendable {
    let face: FontFace
    let utf8: [UInt8]
    /// The glyphs in HarfBuzz's (visual) order.
    let glyphs: [ShapedGlyph]
    /// `advanceBefore[i]`: the advances of the glyphs whose character starts
    /// before UTF-8 offset `i` (count + 1 entries); `glyphsBefore` likewise counts them.
    let advanceBefore: [Int64]
    let glyphsBefore: [Int32]
    /// UTF-8 offsets after which a line may break, ascending, the end included.
    let breaks: [Int]
    /// UTF-8 offsets where characters (grapheme clusters) start, and the end;
    /// empty for ASCII text, where every offset is one (`characterBound`).
    private let nonASCIIBounds: [Int]
    /// Shapings and glyph runs made, for tests (`FontMeasurer.statistics`).
    private let counters: ShapingCounters

    init(_ text: String, utf8: [UInt8], face: FontFace, glyphs: [ShapedGlyph], breaks: [Int],
         counters: ShapingCounters) {
        self.face = face
        self.counters = counters
        self.utf8 = utf8
        let n = utf8.count
        // Each glyph's advance and count go to the slot after its cluster;
        // summed from the left, slot i then holds what starts before i.
        var advanceBefore = [Int64](repeating: 0, count: n + 1), glyphsBefore = [Int32](repeating: 0, count: n + 1)
        for g in glyphs {
            advanceBefore[Int(g.cluster) + 1] += Int64(g.advance)
            glyphsBefore[Int(g.cluster) + 1] += 1
        }
        self.glyphs = glyphs
        if n > 0 {
            for i in 1...n {
                advanceBefore[i] += advanceBefore[i - 1]
                glyphsBefore[i] += glyphsBefore[i - 1]
            }
        }
        self.advanceBefore = advanceBefore
        self.glyphsBefore = glyphsBefore
        self.breaks = breaks
        nonASCIIBounds = Self.nonASCIIBounds(text, utf8)
    }

    /// Where characters start in non-ASCII text: Swift's grapheme clusters
    /// (ASCII text, whose white space is collapsed so that it has no CR LF
    /// pair, has one at every byte: nothing is stored).
    private static func nonASCIIBounds(_ text: String, _ utf8: [UInt8]) -> [Int] {
        if !utf8.contains(where: { $0 >= 0x80 }) { return [] }
        var bounds: [Int] = []
        bounds.reserveCapacity(utf8.count + 1)
        var offset = 0
        for c in text {
            bounds.append(offset)
            offset += c.utf8.count
        }
        bounds.append(offset)
        return bounds
    }

    /// How many character boundaries there are (the end included).
    @inline(__always) var characterBoundCount: Int {
        nonASCIIBounds.isEmpty ? utf8.count + 1 : nonASCIIBounds.count
    }

    /// The `i`th character boundary's UTF-8 offset.
    @inline(__always) func characterBound(_ i: Int) -> Int { nonASCIIBounds.isEmpty ? i : nonASCIIBounds[i] }

    /// The index of the first character boundary at or after `offset`.
    func firstCharacterBound(atOrAfter offset: Int) -> Int {
        if nonASCIIBounds.isEmpty { return Swift.min(Swift.max(offset, 0), utf8.count + 1) }
        var lo = 0, hi = nonASCIIBounds.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if nonASCIIBounds[mid] < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The end of `start..<end` without its trailing spaces.
    @inline(__always) func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var e = end
        while e > start && utf8[e - 1] == 0x20 { e -= 1 }
        return e
    }

    /// The width of the characters in `start..<end` in points, `kern` added after each glyph.
    @inline(__always) func width(_ start: Int, _ end: Int, scale: Double, kern: Double) -> Double {
        let units = Double(advanceBefore[end] - advanceBefore[start]) * scale
        return kern == 0 ? units : units + kern * Double(glyphsBefore[end] - glyphsBefore[start])
    }

    /// The text of `start..<end`.
    func text(_ start: Int, _ end: Int) -> String { String(decoding: utf8[start..<end], as: UTF8.self) }

    /// The glyphs of the characters in `start..<end`, placed from x = 0.
    func glyphRun(_ start: Int, _ end: Int, size: Double, kern: Double) -> GlyphRun {
        counters.count { $0.glyphRuns += 1 }
        let s = size / face.unitsPerEm
        var ids: [UInt32] = [], points: [Point] = [], clusterOffsets: [Int] = []
        var x = 0.0
        for g in glyphs where g.cluster >= start && g.cluster < end {
            ids.append(g.id)
            points.append(Point(x + Double(g.xOffset) * s, Double(g.yOffset) * s))
            clusterOffsets.append(Int(g.cluster) - start)
            x += Double(g.advance) * s + kern
        }
        return GlyphRun(fontPath: face.path, faceIndex: face.index, fontSize: size, glyphs: ids, positions: points,
                        clusters: clusterOffsets)
    }
}
