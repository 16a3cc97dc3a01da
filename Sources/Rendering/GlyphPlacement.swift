import LayoutEngine

/// A line's glyphs where a picture puts them: each glyph's origin on the
/// page in points (y down), in the font the line was measured with. One
/// placement for the SVG's outlines and the PNG's glyphs, so both pictures
/// put a glyph at the same spot.
public struct PlacedGlyphs: Hashable, Sendable {
    /// The font file and face index within it.
    public var fontPath: String
    public var faceIndex: Int
    /// Points per em.
    public var fontSize: Double
    public var glyphs: [UInt32]
    public var origins: [Point]

    public init(fontPath: String, faceIndex: Int, fontSize: Double, glyphs: [UInt32], origins: [Point]) {
        self.fontPath = fontPath
        self.faceIndex = faceIndex
        self.fontSize = fontSize
        self.glyphs = glyphs
        self.origins = origins
    }

    /// `run` (the glyphs of `line`) with its baseline starting at (`x`,
    /// `baseline`); `stretch` points spread evenly over the line's spaces
    /// (a justified line), each glyph after a space moved by its share.
    public init(_ run: GlyphRun, line: TextLine, x: Double, baseline: Double, stretch: Double) {
        let utf8 = Array(line.text.utf8)
        let isSpace = run.clusters.map { $0 >= 0 && $0 < utf8.count && utf8[$0] == 0x20 }
        let spaces = isSpace.filter { $0 }.count
        let perSpace = stretch > 0 && spaces > 0 ? stretch / Double(spaces) : 0
        let count = Swift.min(run.glyphs.count, run.positions.count, run.clusters.count)
        var origins: [Point] = []
        origins.reserveCapacity(count)
        var shift = 0.0
        for i in 0..<count {
            origins.append(Point(x: x + run.positions[i].x + shift, y: baseline - run.positions[i].y))
            if isSpace[i] { shift += perSpace }
        }
        self.init(fontPath: run.fontPath, faceIndex: run.faceIndex, fontSize: run.fontSize,
                  glyphs: Array(run.glyphs.prefix(count)), origins: origins)
    }
}
