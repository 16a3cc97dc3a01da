import BundledFonts
import CCairo
import Rendering
import ThreadSupport

/// cairo font faces of the bundled Liberation fonts, each loaded once with
/// FreeType and kept for the life of the process (cairo needs its FT_Face
/// alive as long as the font face is).
enum BundledFontFaces {
    private final class Cache: @unchecked Sendable {
        let lock = Lock()
        var library: FT_Library?
        var faces: [BundledFace: OpaquePointer] = [:]
        var failed = Set<BundledFace>()
    }

    private static let cache = Cache()

    /// The face of `style` (sans → Liberation Sans, mono → Liberation Mono), or nil when its file cannot be loaded.
    static func face(for style: TextStyle) -> OpaquePointer? {
        let face = BundledFace(family: style.family == .mono ? .mono : .sans, bold: style.bold)
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let loaded = cache.faces[face] { return loaded }
        if cache.failed.contains(face) { return nil }
        if cache.library == nil {
            var library: FT_Library?
            guard FT_Init_FreeType(&library) == 0 else { cache.failed.insert(face); return nil }
            cache.library = library
        }
        var ftFace: FT_Face?
        guard FT_New_Face(cache.library, BundledFonts.path(of: face), 0, &ftFace) == 0, let ftFace,
              let cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, 0) else {
            cache.failed.insert(face)
            return nil
        }
        cache.faces[face] = cairoFace
        return cairoFace
    }
}
