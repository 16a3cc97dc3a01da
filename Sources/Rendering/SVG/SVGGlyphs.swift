import LayoutEngine

/// Where a picture finds the outline of a glyph a text was set with: SVG
/// path data in font units (y up) and the face's units per em, or nil.
public typealias GlyphOutlineProvider = @Sendable (_ fontPath: String, _ faceIndex: Int, _ glyph: UInt32)
    -> (pathData: String, unitsPerEm: Double)?

/// The glyphs of one SVG: each (font, glyph) outline defined once, in
/// `<defs>` before its first use, and placed with `<use>` scaled from font
/// units to the text's size (y flipped).
final class SVGGlyphs {
    private let outlines: GlyphOutlineProvider?
    private var defined: Set<String> = []

    init(outlines: GlyphOutlineProvider?) { self.outlines = outlines }

    /// The `<use>`s of a line's glyphs with its baseline at (`x`, `baseline`);
    /// `stretch` points spread over its spaces (a justified line).
    func uses(_ run: GlyphRun, line: TextLine, x: Double, baseline: Double, stretch: Double) -> [String] {
        guard let outlines else { return [] }
        let font = Self.fontID(run)
        let placed = PlacedGlyphs(run, line: line, x: x, baseline: baseline, stretch: stretch)
        var out: [String] = []
        var defs: [String] = []
        for (glyph, origin) in zip(placed.glyphs, placed.origins) {
            guard let outline = outlines(run.fontPath, run.faceIndex, glyph), !outline.pathData.isEmpty else { continue }
            let id = "g-\(font)-\(glyph)"
            if defined.insert(id).inserted {
                defs.append("<path id=\"\(id)\" d=\"\(outline.pathData)\"/>")
            }
            let s = run.fontSize / outline.unitsPerEm
            out.append("      <use xlink:href=\"#\(id)\" transform=\"matrix(\(n(s)) 0 0 \(n(-s)) \(n(origin.x)) \(n(origin.y)))\"/>")
        }
        if !defs.isEmpty { out.insert("      <defs>" + defs.joined() + "</defs>", at: 0) }
        return out
    }

    /// A font's name in glyph ids: its file's name (letters, digits and `-`)
    /// and face, the same in every picture of a sheet.
    static func fontID(_ run: GlyphRun) -> String {
        let file = run.fontPath.split(separator: "/").last.map(String.init) ?? run.fontPath
        let stem = file.split(separator: ".").first.map(String.init) ?? file
        let safe = String(stem.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" ? Character($0) : "_" })
        return run.faceIndex == 0 ? safe : safe + "_\(run.faceIndex)"
    }

    /// Scales need more than `NumberFormat`'s 4 decimals (0.0083 × 2048 units is 0.04 pt off).
    private func n(_ v: Double) -> String {
        let r = (v * 1e6).rounded() / 1e6
        if r == r.rounded() && abs(r) < 1e15 { return String(Int(r)) }
        return String(r)
    }
}
