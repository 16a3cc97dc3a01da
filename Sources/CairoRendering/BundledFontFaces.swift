#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo
import Rendering
import ThreadSupport

/// cairo font faces of the bundled Liberation fonts, each loaded once with
/// FreeType and kept for the life of the process (cairo needs its FT_Face
/// alive as long as the font face is).
///
/// The files are found without the `BundledFonts` module: a target with
/// resources imports Foundation (its `Bundle.module`), which a release
/// binary linked with `-static-stdlib` cannot link (Foundation's ICU), so
/// this looks where SwiftPM puts that module's resources (beside the
/// executable), then in `$XMLLAYOUT_FONTS`, then in the source tree it was
/// built from.
enum BundledFontFaces {
    private final class Cache: @unchecked Sendable {
        let lock = Lock()
        var library: FT_Library?
        var faces: [String: OpaquePointer] = [:]
        var failed = Set<String>()
    }

    private static let cache = Cache()

    /// The file of `style`'s face: Liberation Sans or Mono, regular or bold.
    static func fileName(for style: TextStyle) -> String {
        (style.family == .mono ? "LiberationMono" : "LiberationSans") + (style.bold ? "-Bold.ttf" : "-Regular.ttf")
    }

    /// The face of `style`, or nil when its file cannot be found or loaded (the text is then not drawn).
    static func face(for style: TextStyle) -> OpaquePointer? {
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
        guard let path = FontFiles.path(of: name), FT_New_Face(cache.library, path, 0, &ftFace) == 0, let ftFace,
              let cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, 0) else {
            cache.failed.insert(name)
            return nil
        }
        cache.faces[name] = cairoFace
        return cairoFace
    }
}

/// Where the bundled font files are (see `BundledFontFaces`).
enum FontFiles {
    static func path(of fileName: String) -> String? {
        for folder in folders where access(folder + "/" + fileName, R_OK) == 0 { return folder + "/" + fileName }
        return nil
    }

    static let folders: [String] = {
        var out: [String] = []
        if let folder = executableFolder() {
            out.append(folder + "/xmllayout_BundledFonts.resources/Fonts") // SwiftPM on Linux
            out.append(folder + "/xmllayout_BundledFonts.bundle/Contents/Resources/Fonts") // SwiftPM on macOS
            out.append(folder + "/xmllayout_BundledFonts.bundle/Fonts")
        }
        if let env = getenv("XMLLAYOUT_FONTS") { out.append(String(cString: env)) }
        let here = "\(#filePath)"
        if let range = here.firstRange(of: "/Sources/CairoRendering/") {
            out.append(String(here[..<range.lowerBound]) + "/Sources/BundledFonts/Fonts")
        }
        return out
    }()

    private static func executableFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        #if os(Linux)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        buffer[n] = 0
        #elseif canImport(Darwin)
        var size = UInt32(buffer.count)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        #endif
        let path = String(cString: buffer)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }
}
