#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BundledFonts
import CLazyLibraries
import Rendering
import ThreadSupport

/// cairo font faces, each font file's face loaded once with FreeType and
/// kept for the life of the process (cairo needs its FT_Face alive as long
/// as the font face is): the bundled Liberation faces of the toy text, and
/// whatever file a measured line's glyphs came from.
enum BundledFontFaces {
    private final class Cache: @unchecked Sendable {
        let lock = Lock()
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
        face(path: BundledFonts.path(ofFile: fileName(for: style)), index: 0)
    }

    /// The face `index` of the font file at `path`, or nil when it cannot be loaded (its glyphs are then not drawn).
    static func face(path: String, index: Int) -> OpaquePointer? {
        let key = "\(index)#" + path
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let loaded = cache.faces[key] { return loaded }
        if cache.failed.contains(key) || index < 0 || index > Int(Int32.max) { return nil }
        guard let ftFace = xl_font_face_open(path, index), let cairoFace = xl_cairo_font_face(ftFace) else {
            cache.failed.insert(key)
            return nil
        }
        cache.faces[key] = cairoFace
        return cairoFace
    }
}
