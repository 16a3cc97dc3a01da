import CHarfBuzz

/// A glyph as HarfBuzz set it: its id, its first character's UTF-8
/// offset, its advance and offsets, in font units.
struct ShapedGlyph: Equatable {
    var id: UInt32
    var cluster: Int32
    var advance: Int32
    var xOffset: Int32
    var yOffset: Int32

    /// `utf8` shaped whole, with the segment properties HarfBuzz guesses
    /// (the script given, if any).
    static func shape(_ utf8: [UInt8], face: FontFace, buffer: OpaquePointer, script: hb_script_t? = nil)
        -> [ShapedGlyph] {
        let n = utf8.count
        hb_buffer_clear_contents(buffer)
        utf8.withUnsafeBufferPointer { p in
            p.withMemoryRebound(to: CChar.self) { hb_buffer_add_utf8(buffer, $0.baseAddress, Int32(n), 0, Int32(n)) }
        }
        if let script { hb_buffer_set_script(buffer, script) }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.font, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        return (0..<Int(count)).map { i in
            ShapedGlyph(id: infos[i].codepoint, cluster: Int32(truncatingIfNeeded: infos[i].cluster),
                        advance: positions[i].x_advance, xOffset: positions[i].x_offset,
                        yOffset: positions[i].y_offset)
        }
    }

    /// This glyph with its cluster moved by `shift`.
    @inline(__always) func shifted(_ shift: Int32) -> ShapedGlyph {
        var g = self
        g.cluster += shift
        return g
    }
}

/// Shapes ASCII text a word at a time, each distinct word once, for a face
/// whose space takes part in no substitution and in no positioning but
/// pair kerning that moves only the pair's first glyph
/// (`FontFace.kernsSpaceOnlyInPairs`, as Liberation's pairs "A ", " A"):
/// then a word's glyphs depend only on the word and on whether a space
/// follows it, and a space's advance only on the glyph after it. Each word
/// is shaped as " word" or " word " (the leading space's glyph is the one
/// before the word in the text), with the script the whole text has, so the
/// result equals shaping the whole text (ShapingWorkTests compares them).
struct WordShaper {
    /// Each word's unit, by the word, the face and whether the text has a
    /// letter and a space follows (the tag).
    private var words = WordTable<[ShapedGlyph]>()
    private(set) var shapings = 0

    /// `utf8` (ASCII) shaped word by word.
    mutating func shape(_ utf8: [UInt8], face: FontFace, buffer: OpaquePointer) -> [ShapedGlyph] {
        let latin = utf8.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
        // Faces are 16-byte aligned objects: the low bits are free for the flags.
        let faceTag = UInt64(UInt(bitPattern: ObjectIdentifier(face))) | (latin ? 1 : 0)
        let n = utf8.count
        var out: [ShapedGlyph] = []
        out.reserveCapacity(n)
        var i = 0
        while i < n {
            if utf8[i] == 0x20 {
                // A space before a word comes with the word; the others are followed by a space or the end.
                if i + 1 < n && utf8[i + 1] != 0x20 { i += 1; continue }
                let unit = glyphs(utf8, i, i, spaceAfter: i + 1 < n, tag: faceTag,
                                  digest: WordTable<[ShapedGlyph]>.emptyDigest, face: face, buffer: buffer)
                out.append(unit[0].shifted(Int32(i)))
                i += 1
                continue
            }
            var end = i
            var digest = WordTable<[ShapedGlyph]>.emptyDigest
            while end < n && utf8[end] != 0x20 {
                digest = WordTable<[ShapedGlyph]>.digest(digest, adding: utf8[end])
                end += 1
            }
            let unit = glyphs(utf8, i, end, spaceAfter: end < n, tag: faceTag, digest: digest, face: face,
                              buffer: buffer)
            // The unit is " word[ ]": glyph 0 is the leading space, whose cluster is 0.
            let spaceBefore = i > 0, last = Int32(end - i), shift = Int32(i - 1)
            for g in unit where g.cluster == 0 ? spaceBefore : g.cluster <= last { out.append(g.shifted(shift)) }
            i = end
        }
        return out
    }

    /// The glyphs of " word" (" word " when a space follows); for the empty
    /// word, a space alone (followed by a space: "  ", its first glyph).
    private mutating func glyphs(_ utf8: [UInt8], _ start: Int, _ end: Int, spaceAfter: Bool, tag: UInt64,
                                 digest: UInt64, face: FontFace, buffer: OpaquePointer) -> [ShapedGlyph] {
        var shaped = false
        defer { if shaped { shapings += 1 } }
        return words.value(utf8, start, end, tag: tag | (spaceAfter ? 2 : 0), digest: digest) {
            var text: [UInt8] = [0x20] + utf8[start..<end]
            if spaceAfter { text.append(0x20) }
            let made = ShapedGlyph.shape(text, face: face, buffer: buffer, script: tag & 1 == 1 ? HB_SCRIPT_LATIN : nil)
            shaped = true
            return start == end ? Array(made.prefix(1)) : made
        }!
    }
}

extension FontFace {
    /// Whether the face's space glyph takes part in no GSUB lookup and only
    /// in GPOS pair lookups that move the first glyph alone (value format 2
    /// empty), with no `kern`, `kerx`, `morx` or `trak` table HarfBuzz
    /// could use instead (`WordShaper`).
    static func kernsSpaceOnlyInPairs(_ face: OpaquePointer, font: OpaquePointer) -> Bool {
        var space: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, 0x20, &space) != 0 else { return false }
        func has(_ tag: String) -> Bool {
            guard let present = table(face, tag) else { return false }
            hb_blob_destroy(present.blob)
            return true
        }
        if has("kerx") || has("morx") || has("trak") { return false }
        let gsub = tagOf("GSUB"), gpos = tagOf("GPOS")
        // HarfBuzz reads a `kern` table only when GPOS has no kern feature.
        if has("kern") && !hasKernFeature(face) { return false }
        let sets = (0..<4).map { _ in hb_set_create()! }
        defer { sets.forEach { hb_set_destroy($0) } }
        func touchesSpace(_ table: hb_tag_t, _ lookup: UInt32) -> Bool {
            sets.forEach { hb_set_clear($0) }
            hb_ot_layout_lookup_collect_glyphs(face, table, lookup, sets[0], sets[1], sets[2], sets[3])
            return sets.contains { hb_set_has($0, space) != 0 }
        }
        for i in 0..<hb_ot_layout_table_get_lookup_count(face, gsub) where touchesSpace(gsub, i) { return false }
        let count = hb_ot_layout_table_get_lookup_count(face, gpos)
        guard let table = table(face, "GPOS") else { return count == 0 }
        defer { hb_blob_destroy(table.blob) }
        for i in 0..<count where touchesSpace(gpos, i) {
            if !Self.isFirstGlyphPairLookup(table.data, table.length, Int(i)) { return false }
        }
        return true
    }

    private static func hasKernFeature(_ face: OpaquePointer) -> Bool {
        var count: UInt32 = 64
        var tags = [hb_tag_t](repeating: 0, count: 64)
        var start: UInt32 = 0
        while count == 64 {
            count = 64
            _ = hb_ot_layout_table_get_feature_tags(face, tagOf("GPOS"), start, &count, &tags)
            if tags.prefix(Int(count)).contains(tagOf("kern")) { return true }
            start += count
        }
        return false
    }

    /// A table's four-letter tag ("GPOS").
    static func tagOf(_ s: String) -> hb_tag_t {
        let b = Array(s.utf8)
        return xl_hb_tag(CChar(b[0]), CChar(b[1]), CChar(b[2]), CChar(b[3]))
    }

    /// The face's table `tag` and its bytes; nil when it has none (the caller destroys the blob).
    static func table(_ face: OpaquePointer, _ tag: String)
        -> (blob: OpaquePointer, data: UnsafePointer<CChar>, length: Int)? {
        let blob = hb_face_reference_table(face, tagOf(tag))!
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { hb_blob_destroy(blob); return nil }
        return (blob, data, Int(length))
    }

    /// GPOS lookup `index` is pair positioning (type 2, or an extension of
    /// it) whose every subtable's valueFormat2 is 0. The table's layout:
    /// LookupList offset at 8; a lookup's type at 0, its subtables' count
    /// at 4 and offsets from 6; an extension's type at 2 and 32-bit offset
    /// at 4; a pair subtable's valueFormat2 at 6 (big-endian throughout).
    private static func isFirstGlyphPairLookup(_ data: UnsafePointer<CChar>, _ length: Int, _ index: Int) -> Bool {
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= length else { return nil }
            return Int(UInt8(bitPattern: data[at])) << 8 | Int(UInt8(bitPattern: data[at + 1]))
        }
        func u32(_ at: Int) -> Int? {
            guard let hi = u16(at), let lo = u16(at + 2) else { return nil }
            return hi << 16 | lo
        }
        guard let list = u16(8), let lookupCount = u16(list), index < lookupCount,
              let lookupOffset = u16(list + 2 + 2 * index) else { return false }
        let lookup = list + lookupOffset
        guard let type = u16(lookup), let subtables = u16(lookup + 4) else { return false }
        for s in 0..<subtables {
            guard let offset = u16(lookup + 6 + 2 * s) else { return false }
            var subtable = lookup + offset, subtype = type
            if type == 9 {
                guard let t = u16(subtable + 2), let o = u32(subtable + 4) else { return false }
                subtype = t
                subtable += o
            }
            guard subtype == 2, let valueFormat2 = u16(subtable + 6), valueFormat2 == 0 else { return false }
        }
        return true
    }
}
