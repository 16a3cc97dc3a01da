/// The result of laying out a text: its lines (as drawn), its measured size
/// and the font's line metrics (a `TextMeasurer`'s answer).
public struct TextLayout: Hashable, Sendable {
    public var lines: [TextLine]
    /// Widest line × line count, rounded up (the fixed model to 0.5 pt, a
    /// font to the pixel grid), before the node clamps it to its range;
    /// without the container inset.
    public var size: Size
    /// True when `maxLines` (or the height offered) cut the text.
    public var truncated: Bool
    /// Distance between the tops of consecutive lines (line spacing included).
    public var lineHeight: Double
    /// The first line's baseline below its top (positive).
    public var ascender: Double
    /// The last line's descent below its baseline (negative, as UIFont's).
    public var descender: Double
    /// Where the text's lines start inside the node (`textContainerInset`),
    /// and how they sit in its width: set by the layout pass.
    public var inset: EdgeInsets = .zero
    public var alignment: TextAlignment = .natural

    public init(lines: [TextLine], size: Size, truncated: Bool, lineHeight: Double, ascender: Double,
                descender: Double) {
        self.lines = lines
        self.size = size
        self.truncated = truncated
        self.lineHeight = lineHeight
        self.ascender = ascender
        self.descender = descender
    }

    /// Each line as drawn in a frame `width` wide: its x offset from the
    /// frame's left and its width, `alignment` applied (`justified`
    /// stretches every line but the last to the text's width).
    public func placedLines(inWidth width: Double) -> [(x: Double, width: Double)] {
        lines.indices.map { placedLine($0, inWidth: width) }
    }

    /// Line `i` of `placedLines(inWidth:)`, without making the array.
    public func placedLine(_ i: Int, inWidth width: Double) -> (x: Double, width: Double) {
        let room = Swift.max(0, width - inset.left - inset.right)
        let w = Swift.min(lines[i].width, room)
        switch alignment {
        case .natural, .left: return (inset.left, w)
        case .center: return (inset.left + (room - w) / 2, w)
        case .right: return (inset.left + room - w, w)
        case .justified:
            let stretches = i < lines.count - 1 && lines[i].text.contains(" ")
            return (inset.left, stretches ? room : w)
        }
    }
}

public struct TextLine: Hashable, Sendable {
    public var text: String
    /// In points, without trailing spaces.
    public var width: Double
    private var glyphSource: GlyphSource

    /// The glyphs a font set (nil with the fixed model). A font's measurer
    /// makes them when a picture asks (`GlyphRunMaker`): the layout pass
    /// measures a text more often than its lines are drawn, and JSON never
    /// draws them.
    public var glyphs: GlyphRun? {
        get {
            switch glyphSource {
            case .none: return nil
            case .run(let run): return run
            case .maker(let maker, let start, let end, let size, let kern):
                return maker.glyphRun(Int(start), Int(end), size: size, kern: kern)
            }
        }
        set { glyphSource = newValue.map { .run($0) } ?? .none }
    }

    public init(text: String, width: Double, glyphs: GlyphRun? = nil) {
        self.text = text
        self.width = width
        glyphSource = glyphs.map { .run($0) } ?? .none
    }

    /// A line whose glyphs `maker` makes on demand: `start..<end` (the
    /// maker's own offsets) at `size` points, `kern` after each glyph.
    public init(text: String, width: Double, glyphsFrom maker: any GlyphRunMaker, start: Int, end: Int,
                size: Double, kern: Double) {
        self.text = text
        self.width = width
        glyphSource = .maker(maker, Int32(truncatingIfNeeded: start), Int32(truncatingIfNeeded: end), size, kern)
    }

    public static func == (a: TextLine, b: TextLine) -> Bool {
        a.text == b.text && a.width == b.width && a.glyphs == b.glyphs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(width)
    }

    private enum GlyphSource: Sendable {
        case none
        case run(GlyphRun)
        case maker(any GlyphRunMaker, Int32, Int32, Double, Double)
    }
}

/// What makes a line's glyphs when they are asked for (`TextLine.glyphs`):
/// a text shaped by a font, which knows its size and `kern`.
public protocol GlyphRunMaker: AnyObject, Sendable {
    /// The glyphs of `start..<end` (the maker's own offsets) at `size`
    /// points, `kern` added after each, placed from x = 0.
    func glyphRun(_ start: Int, _ end: Int, size: Double, kern: Double) -> GlyphRun
}

extension Size {
    /// This size with `insets` added around it (no change for zero insets).
    @inline(__always) func outset(by insets: EdgeInsets) -> Size {
        insets.isZero ? self : Size(width + insets.left + insets.right, height + insets.top + insets.bottom)
    }
}
