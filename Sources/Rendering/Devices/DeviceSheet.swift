import LayoutEngine
import TextSupport

/// Several layouts of one file, one per device (`render --device`), composed
/// into one output: LANGUAGE.md's "Devices". Each page is one device's
/// result with the label shown above its picture ("iphone-se 320 × 245 @2x").
public enum DeviceSheet {
    /// `json`: an array of the renderer's objects, each with a `"device"`
    /// field first (an array even for one device). `objects` are
    /// `JSONRenderer` outputs, pretty-printed with two spaces or compact.
    public static func json(_ pages: [(device: String, object: String)], prettyPrinted: Bool) -> String {
        let items = pages.map { page -> String in
            let field = "\"device\":" + (prettyPrinted ? " " : "") + JSONText.quoted(page.device) + ","
            guard page.object.hasPrefix("{") else { return page.object }
            let rest = page.object.dropFirst()
            guard prettyPrinted else { return "{" + field + rest }
            // JSON strings hold no raw newline, so indenting line by line is safe.
            let object = "{\n  " + field + rest
            return object.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
                .joined(separator: "\n")
        }
        guard prettyPrinted else { return "[" + items.joined(separator: ",") + "]" }
        return "[\n" + items.joined(separator: ",\n") + "\n]"
    }

    /// `tree` (and `ascii`): each device's text under a heading line.
    public static func headed(_ pages: [(label: String, text: String)]) -> String {
        pages.map { "== \($0.label) ==\n" + $0.text }.joined(separator: "\n\n")
    }

    /// `svg`: the pictures in a row, all at one point per unit, each with
    /// its label above, in one well-formed document.
    public static func svg(_ pages: [(label: String, result: LayoutResult, images: ImageProvider)],
                           options: SVGRenderer.Options, glyphOutlines: GlyphOutlineProvider? = nil) -> String {
        let gap = 24.0, labelHeight = 20.0, fontSize = 12.0
        var x = 0.0, height = 0.0
        var body: [String] = []
        for page in pages {
            let nodes = PaintOrder.items(of: page.result, includeSpecs: options.specOutlines)
                .filter { $0.record.kind.isNode }
            let bounds = SVGRenderer(options: options).pictureBounds(page.result, nodes: nodes)
            let labelWidth = Double(page.label.count) * fontSize * 0.6
            // The document without its XML declaration, placed by a nested <svg>.
            var lines = SVGRenderer(options: options, images: page.images, glyphOutlines: glyphOutlines).render(page.result).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
            if lines.first?.hasPrefix("<?xml") == true { lines.removeFirst() }
            if let first = lines.first, first.hasPrefix("<svg ") {
                lines[0] = "<svg x=\"\(NumberFormat.string(x))\" y=\"\(NumberFormat.string(labelHeight))\" "
                    + first.dropFirst(5)
            }
            body.append("  <g class=\"device\">")
            body.append("    <text x=\"\(NumberFormat.string(x))\" y=\"\(NumberFormat.string(labelHeight - 6))\" "
                + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(NumberFormat.string(fontSize))\" "
                + "fill=\"#333333\" class=\"device-label\">\(XMLEscaping.escape(page.label))</text>")
            body += lines.map { "    " + $0 }
            body.append("  </g>")
            x += Swift.max(bounds.width, labelWidth) + gap
            height = Swift.max(height, bounds.height)
        }
        let w = NumberFormat.string(Swift.max(0, x - gap)), h = NumberFormat.string(labelHeight + height)
        return ([
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="\#(w)" height="\#(h)" viewBox="0 0 \#(w) \#(h)">"#,
        ] + body + ["</svg>"]).joined(separator: "\n")
    }

    /// The points per column for pages `widths` points wide side by side:
    /// fit all in one row of `columns` (two columns between pictures) unless
    /// that makes them less than half the size at which the widest fits
    /// alone; then that size, and `ansi` wraps to rows.
    public static func pointsPerColumn(widths: [Double], columns: Int, gap: Int = 2) -> Double {
        let sane = widths.map { $0.isFinite && $0 > 0 ? $0 : 0 }
        let alone = Swift.max(1, (sane.max() ?? 0) / Double(Swift.max(1, columns)))
        let room = Swift.max(1, columns - gap * Swift.max(0, sane.count - 1))
        let row = Swift.max(1, sane.reduce(0, +) / Double(room))
        return row <= 2 * alone ? row : alone
    }

    /// `ansi`: the canvases side by side with their labels above (one line
    /// each of `label`), two columns apart, wrapping to a new row (a blank
    /// line between) when the next would pass `columns`. The caller paints
    /// every canvas at one scale.
    public static func ansi(_ pages: [(label: [String], canvas: CellCanvas)], columns: Int,
                            colorMode: ColorMode, gap: Int = 2) -> String {
        var rows: [[(label: [String], canvas: CellCanvas)]] = [[]]
        var used = 0
        for page in pages {
            let width = tileWidth(page)
            if !rows[rows.count - 1].isEmpty && used + gap + width > columns {
                rows.append([])
                used = 0
            }
            used += (rows[rows.count - 1].isEmpty ? 0 : gap) + width
            rows[rows.count - 1].append(page)
        }
        return rows.map { row -> String in
            let width = row.map(tileWidth).reduce(0, +) + gap * (row.count - 1)
            let labelRows = row.map(\.label.count).max() ?? 0
            let height = labelRows + (row.map(\.canvas.height).max() ?? 0)
            var sheet = CellCanvas(width: Swift.max(1, width), height: Swift.max(1, height))
            var column = 0
            for page in row {
                for (i, line) in page.label.enumerated() { sheet.write(line, column: column, row: i) }
                copy(page.canvas, into: &sheet, column: column, row: labelRows)
                column += tileWidth(page) + gap
            }
            return ANSIEncoder.lines(of: sheet, mode: colorMode).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    private static func tileWidth(_ page: (label: [String], canvas: CellCanvas)) -> Int {
        Swift.max(page.canvas.width, page.label.map { TextMetrics.units(of: Substring($0)) }.max() ?? 0)
    }

    private static func copy(_ canvas: CellCanvas, into sheet: inout CellCanvas, column: Int, row: Int) {
        for r in 0..<canvas.height {
            for c in 0..<canvas.width {
                let cell = canvas[c, r]
                if cell.isContinuation { continue }
                sheet.put(cell.character, column: column + c, row: row + r, style: cell.style)
            }
        }
    }
}
