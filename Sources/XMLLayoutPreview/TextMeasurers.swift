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

    /// The outlines pictures draw font-measured text with (FreeType's).
    public static let glyphOutlines: GlyphOutlineProvider = { path, face, glyph in
        GlyphOutlines.outline(fontPath: path, faceIndex: face, glyph: glyph)
    }
}
