import LayoutEngine
import Rendering
import TextShaping
import XMLLayout

/// The text measurer of a `textMetrics` mode: the bundled fonts (a new
/// measurer, and so a new shaping cache, each run) or the fixed model.
public enum TextMeasurers {
    public static func measurer(for mode: TextMetricsMode) -> any TextMeasurer {
        switch mode {
        case .font: return FontMeasurer()
        case .fixed: return FixedMetricsMeasurer()
        }
    }

    /// The error of a font-measured layout with text when the bundled
    /// fonts cannot be read (its text was measured with the fixed model).
    static func missingFonts(for result: LayoutResult, file: String) -> Diagnostic? {
        guard let problem = FontLibrary.problem else { return nil }
        let elements = result.elements
        let hasText = (0..<elements.count).contains { i in
            switch elements[ElementID(i)].kind {
            case .text, .editableText: return true
            case .button(let b): return !b.title.isEmpty
            default: return false
            }
        }
        guard hasText else { return nil }
        return .error(problem.message, id: .fontsMissing, file: file, hint: problem.hint)
    }

    /// Lets the front end's own layouts (the lint of a file with errors, an
    /// editor's hover) measure text as `render` does: as the file says, or
    /// as `--text-metrics` (`override`) says.
    public static func installInFrontEnd(override: TextMetricsMode? = nil) {
        FrontEndMeasurers.install { measurer(for: override ?? $0) }
    }

    /// The outlines pictures draw font-measured text with (FreeType's).
    public static let glyphOutlines: GlyphOutlineProvider = { path, face, glyph in
        GlyphOutlines.outline(fontPath: path, faceIndex: face, glyph: glyph)
    }
}
