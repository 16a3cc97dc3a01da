import CHarfBuzz

/// One face of a font file, opened once for the whole process: HarfBuzz's
/// face and font (at the font's design units, so that one shaping serves
/// every size) and the `hhea` line metrics. Immutable once made, so it is
/// shared between threads.
public final class FontFace: @unchecked Sendable {
    public let path: String
    public let index: Int
    public let unitsPerEm: Double
    /// `hhea` ascender, descender (positive: below the baseline) and line gap, in font units.
    public let ascent: Double
    public let descent: Double
    public let lineGap: Double
    let font: OpaquePointer
    /// Whether ASCII text may be shaped a word at a time (`WordShaper`).
    let shapesByWords: Bool

    /// Nil when the file cannot be read or holds no font.
    init?(path: String, index: Int = 0) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, UInt32(index))!
        defer { hb_face_destroy(face) }
        let upem = hb_face_get_upem(face)
        guard hb_face_get_glyph_count(face) > 0, upem > 0, let hhea = Self.hhea(face) else { return nil }
        self.path = path
        self.index = index
        unitsPerEm = Double(upem)
        (ascent, descent, lineGap) = hhea
        let font = hb_font_create(face)!
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        self.font = font
        shapesByWords = Self.kernsSpaceOnlyInPairs(face, font: font)
    }

    deinit { hb_font_destroy(font) }

    /// The `hhea` table's ascender, −descender and lineGap (big-endian int16 at bytes 4, 6 and 8).
    private static func hhea(_ face: OpaquePointer) -> (Double, Double, Double)? {
        guard let (blob, data, length) = table(face, "hhea") else { return nil }
        defer { hb_blob_destroy(blob) }
        guard length >= 10 else { return nil }
        func int16(_ at: Int) -> Double {
            let hi = UInt16(UInt8(bitPattern: data[at])), lo = UInt16(UInt8(bitPattern: data[at + 1]))
            return Double(Int16(bitPattern: hi << 8 | lo))
        }
        return (int16(4), -int16(6), int16(8))
    }

    /// The line metrics at `size` points.
    public func metrics(size: Double) -> (ascent: Double, descent: Double, lineHeight: Double) {
        let s = size / unitsPerEm
        return (ascent * s, descent * s, (ascent + descent + lineGap) * s)
    }
}
