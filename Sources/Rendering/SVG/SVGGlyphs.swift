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
        let utf8 = Array(line.text.utf8)
        let spaces = run.clusters.filter { $0 < utf8.count && utf8[$0] == 0x20 }.count
        let perSpace = stretch > 0 && spaces > 0 ? stretch / Double(spaces) : 0
        var out: [String] = []
        var defs: [String] = []
        var shift = 0.0
        for (i, glyph) in run.glyphs.enumerated() {
            let cluster = run.clusters[i]
            defer { if cluster < utf8.count && utf8[cluster] == 0x20 { shift += perSpace } }
            guard let outline = outlines(run.fontPath, run.faceIndex, glyph), !outline.pathData.isEmpty else { continue }
            let id = "g-\(font)-\(glyph)"
            if defined.insert(id).inserted {
                defs.append("<path id=\"\(id)\" d=\"\(outline.pathData)\"/>")
            }
            let s = run.fontSize / outline.unitsPerEm
            let gx = x + run.positions[i].x + shift, gy = baseline - run.positions[i].y
            out.append("      <use xlink:href=\"#\(id)\" transform=\"matrix(\(n(s)) 0 0 \(n(-s)) \(n(gx)) \(n(gy)))\"/>")
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
