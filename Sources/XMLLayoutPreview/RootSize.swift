import LayoutEngine
import Rendering
import XMLLayout

/// The one rule for the size a file is laid out at, shared by `render`,
/// `watch`, `transition` and `--device`, so that a file looks the same
/// in each:
///
/// 1. the command line's `--width`/`--height`/`--min`/`--max` (and a
///    `--device` preset's width), on the axes they name;
/// 2. else the file's own root attributes (`width`, `minWidth` …);
/// 3. else the language's default for an axis given nowhere: 0 … ∞, the
///    root takes its content's size (LANGUAGE.md "Root attributes").
///
/// The terminal never changes the layout: a preview that does not fit is
/// scaled (`fitZoom`) or scrolled, never laid out again at another width.
public enum RootSize {
    public static func range(of document: LayoutDocument, overrides: RootRangeOverride) -> SizeRange {
        document.rootRange(overriding: overrides)
    }

    /// The points per column at which a picture of `size` fits `columns`
    /// (and `rows`, when given): `ANSIRenderer`'s own fit, so that `render`
    /// and `watch` draw a layout at the same scale in the same width.
    public static func fitZoom(for size: Size, columns: Int, rows: Int? = nil) -> Double {
        ANSIRenderer(options: .init(columns: max(1, columns), rows: rows.map { max(1, $0) }))
            .scale(for: size).pointsPerColumn
    }
}
