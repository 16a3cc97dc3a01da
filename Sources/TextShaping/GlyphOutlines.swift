import CLazyLibraries
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
    private var faces: [String: UnsafeMutableRawPointer?] = [:]
    private var outlines: [Key: String] = [:]

    func outline(path: String, index: Int, glyph: UInt32) -> (pathData: String, unitsPerEm: Double)? {
        lock.withLock {
            guard let face = face(path: path, index: index) else { return nil }
            let upem = Double(xl_font_face_units_per_em(face))
            let key = Key(path: path, index: index, glyph: glyph)
            if let known = outlines[key] { return (known, upem) }
            let d = Self.decompose(face, glyph)
            outlines[key] = d
            return (d, upem)
        }
    }

    private func face(path: String, index: Int) -> UnsafeMutableRawPointer? {
        let key = "\(index):\(path)"
        if let known = faces[key] { return known }
        let face = xl_font_face_open(path, index)
        faces[key] = .some(face)
        return face
    }

    /// The outline's contours as SVG path data (M, L, Q, C, Z); empty for a
    /// glyph without one (a space, a bitmap glyph).
    private static func decompose(_ face: UnsafeMutableRawPointer, _ glyph: UInt32) -> String {
        final class Path { var d = ""; var open = false }
        let path = Path()
        var sink = xl_outline_sink(
            context: Unmanaged.passUnretained(path).toOpaque(),
            move_to: { context, x, y in
                let p = Unmanaged<Path>.fromOpaque(context!).takeUnretainedValue()
                if p.open { p.d += "Z" }
                p.d += "M\(x) \(y)"
                p.open = true
            },
            line_to: { context, x, y in
                Unmanaged<Path>.fromOpaque(context!).takeUnretainedValue().d += "L\(x) \(y)"
            },
            conic_to: { context, cx, cy, x, y in
                Unmanaged<Path>.fromOpaque(context!).takeUnretainedValue().d += "Q\(cx) \(cy) \(x) \(y)"
            },
            cubic_to: { context, c1x, c1y, c2x, c2y, x, y in
                Unmanaged<Path>.fromOpaque(context!).takeUnretainedValue().d += "C\(c1x) \(c1y) \(c2x) \(c2y) \(x) \(y)"
            })
        let failed = withExtendedLifetime(path) { xl_font_glyph_outline(face, glyph, &sink) != 0 }
        if failed { return "" }
        if path.open { path.d += "Z" }
        return path.d
    }
}
