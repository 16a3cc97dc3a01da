import LayoutEngine

/// What a raster picture is drawn onto: a 2D library's canvas (cairo, in the
/// `CairoRaster` target) seen through the few operations `PicturePainter`
/// needs. Coordinates are points; the sink maps them to its pixels (its
/// scale and origin are the maker's business). Colours are straight 8-bit
/// sRGB with alpha, painted source-over. Rendering stays pure Swift: it never
/// links a 2D library, it only calls a sink.
public protocol RasterSink {
    /// Fills `rect` (its corners rounded by `radius` when > 0).
    mutating func fill(_ rect: Rect, radius: Double, color: Color)
    /// Strokes `rect`'s outline, the line centred on its edge; `dash`
    /// (points on, off, …) empty for a solid line.
    mutating func stroke(_ rect: Rect, radius: Double, lineWidth: Double, color: Color, dash: [Double])
    /// A straight line.
    mutating func line(from: Point, to: Point, lineWidth: Double, color: Color)
    /// `image` scaled to cover `rect` exactly (smooth filtering).
    mutating func draw(_ image: RasterImage, in rect: Rect)
    /// Lines of text, each from its baseline origin (`TextRun`).
    mutating func text(_ runs: [TextRun], style: RasterTextStyle, color: Color)
    /// A line's glyphs as the layout measured them: each glyph of
    /// `placed.glyphs` at its origin, in `placed`'s font file and size.
    mutating func glyphs(_ placed: PlacedGlyphs, color: Color)
    /// Everything drawn until the matching `restore` is cut to `rect`
    /// (rounded by `radius`), inside any clip already in force.
    mutating func clip(to rect: Rect, radius: Double)
    /// Moves what follows by `dx`, `dy` points, until the matching `restore`.
    mutating func translate(dx: Double, dy: Double)
    /// Saves the clip and translation, to be put back by `restore`.
    mutating func save()
    mutating func restore()
}

/// One line of text to draw: its characters and where its baseline starts.
/// `width` is the width the layout measured it at (0: unknown): a sink
/// narrows a line its font draws wider to it, so that no glyph is cut. A
/// line measured with a font travels as its glyphs instead (`PlacedGlyphs`).
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var origin: Point
    public var width: Double

    public init(text: String, origin: Point, width: Double = 0) {
        self.text = text
        self.origin = origin
        self.width = width
    }
}

/// The face and size a text is drawn in.
public struct RasterTextStyle: Hashable, Sendable {
    public enum Family: String, Hashable, Sendable { case sans, mono }
    public var family: Family
    public var size: Double
    public var bold: Bool

    public init(family: Family = .sans, size: Double, bold: Bool = false) {
        self.family = family
        self.size = size
        self.bold = bold
    }
}

/// Which picture: what the phone shows, or the debugging picture.
public enum PictureLook: String, Hashable, Sendable, CaseIterable {
    /// The root's bounds only, clipped like a screen: no outlines, labels
    /// nor spec outlines (the default of `--format png`).
    case device
    /// Outlines, labels, specs (when asked for), and anything outside the
    /// root shown, the picture grown to it (the default of `--format svg`).
    case debug
}
