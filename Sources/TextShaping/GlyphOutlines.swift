import CFreeType
import ThreadSupport

/// Glyph outlines read with FreeType (`FT_Outline_Decompose`), for pictures
/// that draw the glyphs a text was measured with: SVG path data in font
/// units, y up, as the font's own coordinates. Each (font, glyph) is read
/// once per process.
public enum GlyphOutlines {
    /// The outline of `glyph` in the face `faceIndex` of the font file at
    /// `path` as SVG path data (font units, y up; empty for a blank glyph
    /// such as a space) with the face's units per em; nil when the font
    /// cannot be read.
    public static func outline(fontPath path: String, faceIndex: Int, glyph: UInt32)
        -> (pathData: String, unitsPerEm: Double)? {
        store.outline(path: path, index: faceIndex, glyph: glyph)
    }

    private static let store = OutlineStore()
}

/// FreeType's library and faces, used under one lock (FreeType objects are
/// not to be used by two threads at once).
private final class OutlineStore: @unchecked Sendable {
    private struct Key: Hashable { var path: String; var index: Int; var glyph: UInt32 }
    private let lock = Lock()
    private var library: FT_Library?
    private var faces: [String: FT_Face?] = [:]
    private var outlines: [Key: String] = [:]

    func outline(path: String, index: Int, glyph: UInt32) -> (pathData: String, unitsPerEm: Double)? {
        lock.withLock {
            guard let face = face(path: path, index: index) else { return nil }
            let upem = Double(face.pointee.units_per_EM)
            let key = Key(path: path, index: index, glyph: glyph)
            if let known = outlines[key] { return (known, upem) }
            var d = ""
            if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
               face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
                d = Self.decompose(&face.pointee.glyph.pointee.outline)
            }
            outlines[key] = d
            return (d, upem)
        }
    }

    private func face(path: String, index: Int) -> FT_Face? {
        let key = "\(index):\(path)"
        if let known = faces[key] { return known }
        if library == nil {
            var lib: FT_Library?
            guard FT_Init_FreeType(&lib) == 0 else { return nil }
            library = lib
        }
        var face: FT_Face?
        if FT_New_Face(library, path, index, &face) != 0 { face = nil }
        faces[key] = .some(face)
        return face
    }

    /// The outline's contours as SVG path data (M, L, Q, C, Z).
    private static func decompose(_ outline: inout FT_Outline) -> String {
        final class Sink { var d = ""; var open = false }
        let sink = Sink()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let s = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
                if s.open { s.d += "Z" }
                s.d += "M\(to!.pointee.x) \(to!.pointee.y)"
                s.open = true
                return 0
            },
            line_to: { to, user in
                let s = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
                s.d += "L\(to!.pointee.x) \(to!.pointee.y)"
                return 0
            },
            conic_to: { c, to, user in
                let s = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
                s.d += "Q\(c!.pointee.x) \(c!.pointee.y) \(to!.pointee.x) \(to!.pointee.y)"
                return 0
            },
            cubic_to: { c1, c2, to, user in
                let s = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
                s.d += "C\(c1!.pointee.x) \(c1!.pointee.y) \(c2!.pointee.x) \(c2!.pointee.y) \(to!.pointee.x) \(to!.pointee.y)"
                return 0
            },
            shift: 0, delta: 0)
        let user = Unmanaged.passUnretained(sink).toOpaque()
        _ = withExtendedLifetime(sink) { FT_Outline_Decompose(&outline, &funcs, user) }
        if sink.open { sink.d += "Z" }
        return sink.d
    }
}
