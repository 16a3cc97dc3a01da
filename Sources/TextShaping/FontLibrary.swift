import BundledFonts
import LayoutEngine
import ThreadSupport

/// The fonts text is measured and drawn with (LANGUAGE.md, "Text as a
/// device sets it"): Texture's family names (`FontNames`) mapped onto the
/// bundled Liberation families, or a font file. Faces are opened once per
/// process.
public enum FontLibrary {
    /// The face a text in `family` at `weight` (100–900), upright or italic,
    /// is set in: a font file as it is; a bundled family's bold face from
    /// 600 up (CSS's font matching). An unknown family, or a file that is
    /// not a font, falls back to `system` (the builder has reported it).
    /// Nil when the bundled face cannot be read (`BundledFonts.problem`).
    public static func face(family: String, weight: Int, italic: Bool) -> FontFace? {
        // Every text asks, most in the same few styles: remembered by style.
        chosen.face(StyleKey(family: family, bold: weight >= 600, italic: italic)) { key in
            choose(family: key.family, bold: key.bold, italic: key.italic)
        }
    }

    private static func choose(family: String, bold: Bool, italic: Bool) -> FontFace? {
        if FontNames.isFontFile(family), let face = cache.face(path: family) { return face }
        let bundled: BundledFamily
        switch FontNames.kind(ofFamily: family) ?? .sans {
        case .sans: bundled = .sans
        case .serif: bundled = .serif
        case .mono: bundled = .mono
        }
        return face(BundledFace(family: bundled, bold: bold, italic: italic))
    }

    /// The face of a bundled font; nil when its file is missing or unreadable
    /// (`BundledFonts.problem` says where it was looked for).
    public static func face(_ bundled: BundledFace) -> FontFace? {
        guard let face = cache.face(path: BundledFonts.path(of: bundled)) else {
            unreadable.withLock { $0.insert(bundled.fileName) }
            return nil
        }
        return face
    }

    /// Why text could not be set with the bundled fonts in this process:
    /// files missing (`BundledFonts.problem`), or there but not fonts.
    public static var problem: FontsProblem? {
        if let missing = BundledFonts.problem { return missing }
        let files = unreadable.withLock { $0 }
        return files.isEmpty ? nil : FontsProblem(missing: files.sorted(), notFonts: true)
    }

    private static let unreadable = LockedSet()

    /// The face of a font file; nil when it is missing or not a font.
    public static func face(path: String) -> FontFace? { cache.face(path: path) }

    private static let cache = FaceCache()
    private static let chosen = ChosenFaces()
}

private struct StyleKey: Hashable {
    var family: String
    var bold: Bool
    var italic: Bool
}

/// The face each style was given (`FontLibrary.face(family:weight:italic:)`).
private final class ChosenFaces: @unchecked Sendable {
    private let lock = Lock()
    private var faces: [StyleKey: FontFace] = [:]

    /// A style whose face cannot be read is asked again (and reported) each time.
    func face(_ key: StyleKey, choose: (StyleKey) -> FontFace?) -> FontFace? {
        if let known = lock.withLock({ faces[key] }) { return known }
        guard let face = choose(key) else { return nil } // outside the lock: it takes FaceCache's
        lock.withLock { faces[key] = face }
        return face
    }
}

/// Faces by path, opened on first use; a path that is not a font is remembered as such.
private final class FaceCache: @unchecked Sendable {
    private let lock = Lock()
    private var faces: [String: FontFace?] = [:]

    func face(path: String) -> FontFace? {
        lock.withLock {
            if let known = faces[path] { return known }
            let face = FontFace(path: path)
            faces[path] = .some(face)
            return face
        }
    }
}

/// The bundled files that would not open as fonts.
private final class LockedSet: @unchecked Sendable {
    private let lock = Lock()
    private var files: Set<String> = []

    func withLock<R>(_ body: (inout Set<String>) -> R) -> R { lock.withLock { body(&files) } }
}
