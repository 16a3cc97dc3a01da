import CHarfBuzz
import CLineBreak
import LayoutEngine

/// A text shaped once with one face, in the face's design units, with what
/// line breaking needs: advances summed by UTF-8 offset (so a line's width
/// is a subtraction), the line-break opportunities (UAX #14, ICU) and the
/// character boundaries (for a word wider than a line, and truncation).
final class ShapedText: @unchecked Sendable {
    let face: FontFace
    let utf8: [UInt8]
    /// Glyph ids, their first character's UTF-8 offset, and their advance
    /// and offsets in font units, in HarfBuzz's (visual) order.
    let glyphs: [UInt32]
    let clusters: [Int]
    let advances: [Int32]
    let offsets: [(x: Int32, y: Int32)]
    /// `advanceBefore[i]`: the advances of the glyphs whose character starts
    /// before UTF-8 offset `i` (count + 1 entries); `glyphsBefore` likewise counts them.
    let advanceBefore: [Int64]
    let glyphsBefore: [Int32]
    /// UTF-8 offsets after which a line may break, ascending, the end included.
    let breaks: [Int]
    /// UTF-8 offsets where characters (grapheme clusters) start, and the end.
    let characterBounds: [Int]

    init(_ text: String, face: FontFace, buffer: OpaquePointer, breaker: UnsafeMutableRawPointer?) {
        self.face = face
        utf8 = Array(text.utf8)
        let n = utf8.count
        hb_buffer_clear_contents(buffer)
        utf8.withUnsafeBufferPointer { p in
            p.withMemoryRebound(to: CChar.self) { hb_buffer_add_utf8(buffer, $0.baseAddress, Int32(n), 0, Int32(n)) }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.font, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        var glyphs = [UInt32](), clusters = [Int](), advances = [Int32](), offsets = [(x: Int32, y: Int32)]()
        glyphs.reserveCapacity(Int(count)); clusters.reserveCapacity(Int(count)); advances.reserveCapacity(Int(count))
        offsets.reserveCapacity(Int(count))
        var byCluster = [Int64](repeating: 0, count: n + 1), countByCluster = [Int32](repeating: 0, count: n + 1)
        for i in 0..<Int(count) {
            let info = infos![i], pos = positions![i]
            let cluster = Int(info.cluster)
            glyphs.append(info.codepoint)
            clusters.append(cluster)
            advances.append(pos.x_advance)
            offsets.append((pos.x_offset, pos.y_offset))
            byCluster[cluster] += Int64(pos.x_advance)
            countByCluster[cluster] += 1
        }
        var advanceBefore = [Int64](repeating: 0, count: n + 1), glyphsBefore = [Int32](repeating: 0, count: n + 1)
        for i in 0..<n {
            advanceBefore[i + 1] = advanceBefore[i] + byCluster[i]
            glyphsBefore[i + 1] = glyphsBefore[i] + countByCluster[i]
        }
        self.glyphs = glyphs
        self.clusters = clusters
        self.advances = advances
        self.offsets = offsets
        self.advanceBefore = advanceBefore
        self.glyphsBefore = glyphsBefore
        breaks = Self.lineBreaks(utf8, breaker: breaker)
        characterBounds = Self.characterBounds(text, utf8)
    }

    /// Where characters start: every byte of ASCII text (white space is
    /// collapsed, so no CR LF pair), else Swift's grapheme clusters.
    private static func characterBounds(_ text: String, _ utf8: [UInt8]) -> [Int] {
        if !utf8.contains(where: { $0 >= 0x80 }) { return Array(0...utf8.count) }
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

    /// ICU's line break opportunities; without ICU, after each space.
    private static func lineBreaks(_ utf8: [UInt8], breaker: UnsafeMutableRawPointer?) -> [Int] {
        let n = utf8.count
        if let breaker {
            var out = [Int](repeating: 0, count: Swift.max(8, n / 3))
            while true {
                let found = utf8.withUnsafeBufferPointer { p in
                    p.withMemoryRebound(to: CChar.self) { text in
                        out.withUnsafeMutableBufferPointer {
                            xl_line_breaks(breaker, text.baseAddress, n, $0.baseAddress, $0.count)
                        }
                    }
                }
                if found < 0 { break }
                if found <= out.count { return Array(out[0..<found]) }
                out = [Int](repeating: 0, count: found)
            }
        }
        var breaks = utf8.indices.filter { $0 > 0 && utf8[$0 - 1] == 0x20 && utf8[$0] != 0x20 }
        breaks.append(n)
        return breaks
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
        let s = size / face.unitsPerEm
        var ids: [UInt32] = [], points: [Point] = [], clusterOffsets: [Int] = []
        var x = 0.0
        for i in glyphs.indices where clusters[i] >= start && clusters[i] < end {
            ids.append(glyphs[i])
            points.append(Point(x + Double(offsets[i].x) * s, Double(offsets[i].y) * s))
            clusterOffsets.append(clusters[i] - start)
            x += Double(advances[i]) * s + kern
        }
        return GlyphRun(fontPath: face.path, faceIndex: face.index, fontSize: size, glyphs: ids, positions: points,
                        clusters: clusterOffsets)
    }
}
