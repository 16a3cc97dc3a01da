#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
        var faces: [String: OpaquePointer] = [:]
        var failed = Set<String>()
    }

    private static let cache = Cache()

    /// The file of `style`'s face: Liberation Sans or Mono, regular or bold.
    static func fileName(for style: RasterTextStyle) -> String {
        (style.family == .mono ? "LiberationMono" : "LiberationSans") + (style.bold ? "-Bold.ttf" : "-Regular.ttf")
    }

    /// The face of `style`, or nil when its file cannot be found or loaded (the text is then not drawn).
    static func face(for style: RasterTextStyle) -> OpaquePointer? {
        let name = fileName(for: style)
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let loaded = cache.faces[name] { return loaded }
        if cache.failed.contains(name) { return nil }
        if cache.library == nil {
            var library: FT_Library?
            guard FT_Init_FreeType(&library) == 0 else { cache.failed.insert(name); return nil }
            cache.library = library
        }
        var ftFace: FT_Face?
        let path = BundledFonts.path(ofFile: name)
        guard FT_New_Face(cache.library, path, 0, &ftFace) == 0, let ftFace,
              let cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, 0) else {
            cache.failed.insert(name)
            return nil
        }
        cache.faces[name] = cairoFace
        return cairoFace
    }
}
