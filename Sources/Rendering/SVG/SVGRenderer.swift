import LayoutEngine

/// The layout at its real size in points, as an SVG 1.1 document: the root's
/// size is `width`, `height` and `viewBox`, one `<g>` per painted element in
/// painting order (flat, so any nesting depth works), each holding:
///
/// - a `<title>` with its debugName (tooltips in browsers);
/// - its `backgroundColor` as a filled `<rect>` (alpha as `fill-opacity`,
///   `cornerRadius` as `rx`);
/// - a picture placeholder (a light cross) for image and video nodes;
/// - its text: each line the engine measured (`Layout.text`) as a `<text>` at the node's origin,
///   baseline at line × 1.2·fontSize + 0.9·fontSize, monospace, with
///   `textLength` set to the model's width so any monospace font matches the
///   measured lines, clipped to the node's frame;
/// - its border like CALayer's: only when `borderWidth` > 0, inside the
///   frame (stroke centred `borderWidth / 2` in), `borderColor` or black;
/// - a small grey debugName label when it draws no text;
/// - optionally a hairline outline (nodes without a border, on by default)
///   or a dashed outline (layout specs, off by default).
///
/// Numbers use `NumberFormat`, so the text is byte-stable.
public struct SVGRenderer: Sendable {
    public struct Options: Hashable, Sendable {
        /// A thin grey outline on nodes without a border of their own, so an
        /// unstyled layout is visible.
        public var nodeOutlines: Bool
        /// Layout specs (never drawn by Texture) as dashed outlines.
        public var specOutlines: Bool
        /// Font size of debugName labels, in points.
        public var labelFontSize: Double

        public init(nodeOutlines: Bool = true, specOutlines: Bool = false, labelFontSize: Double = 10) {
            self.nodeOutlines = nodeOutlines
            self.specOutlines = specOutlines
            self.labelFontSize = labelFontSize
        }
    }

    public var options: Options

    public init(options: Options = Options()) { self.options = options }

    public func render(_ result: LayoutResult) -> String {
        let w = NumberFormat.string(result.size.width), h = NumberFormat.string(result.size.height)
        var out = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\#(w)" height="\#(h)" viewBox="0 0 \#(w) \#(h)">"#,
        ]
        for item in PaintOrder.items(of: result, includeSpecs: options.specOutlines) {
            out += item.record.kind.isNode ? node(item) : spec(item)
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    // MARK: Elements

    private func node(_ item: PaintItem) -> [String] {
        let f = item.frame, p = item.record.presentation
        let radius = Swift.max(0, p.cornerRadius.isFinite ? p.cornerRadius : 0)
        var out = [open(item)]
        if let bg = p.backgroundColor, bg.alpha > 0 {
            out.append("    " + rect(f, radius: radius, attributes: fill(bg)))
        }
        let text = NodeContent.text(of: item.record.kind)
        let label = NodeContent.label(of: item.record)
        if text != nil || label != nil {
            out.append("    <clipPath id=\"\(clipID(item))\">" + rect(f, radius: radius, attributes: "") + "</clipPath>")
        }
        if options.nodeOutlines && NodeContent.isPicture(item.record.kind) && f.width > 0 && f.height > 0 {
            let (x0, y0, x1, y1) = (n(f.minX), n(f.minY), n(f.maxX), n(f.maxY))
            out.append("    <path d=\"M\(x0) \(y0)L\(x1) \(y1)M\(x0) \(y1)L\(x1) \(y0)\" fill=\"none\" stroke=\"#c8c8c8\" stroke-width=\"0.5\"/>")
        }
        if let text { out += textLines(text, item: item) }
        if NodeContent.hasBorder(p) {
            let bw = p.borderWidth
            // CALayer draws its border inside the bounds: a stroke centred
            // half a width in, its corner radius reduced to match.
            let inner = Rect(x: f.minX + bw / 2, y: f.minY + bw / 2,
                             width: Swift.max(0, f.width - bw), height: Swift.max(0, f.height - bw))
            let color = p.borderColor ?? Color(red: 0, green: 0, blue: 0)
            out.append("    " + rect(inner, radius: Swift.max(0, radius - bw / 2),
                                     attributes: "fill=\"none\" " + stroke(color) + " stroke-width=\"\(n(bw))\""))
        } else if options.nodeOutlines {
            out.append("    " + rect(f, radius: radius, attributes: ##"fill="none" stroke="#999999" stroke-width="0.5""##))
        }
        if let label {
            let size = options.labelFontSize
            out.append("    <text x=\"\(n(f.minX + 2))\" y=\"\(n(f.minY + 1 + size * 0.9))\" font-family=\"monospace\" "
                + "font-size=\"\(n(size))\" fill=\"#666666\" clip-path=\"url(#\(clipID(item)))\">"
                + XMLEscaping.escape(label) + "</text>")
        }
        out.append("  </g>")
        return out
    }

    private func spec(_ item: PaintItem) -> [String] {
        [open(item),
         "    " + rect(item.frame, radius: 0,
                       attributes: ##"fill="none" stroke="#4a90d9" stroke-width="0.5" stroke-dasharray="4 2""##),
         "  </g>"]
    }

    /// `<g id="e3" class="text">` plus the `<title>` when there is a debugName.
    private func open(_ item: PaintItem) -> String {
        var s = "  <g id=\"e\(item.id.rawValue)\" class=\"\(XMLEscaping.escape(item.record.tagName))\">"
        if let name = item.record.debugName { s += "<title>" + XMLEscaping.escape(name) + "</title>" }
        return s
    }

    private func textLines(_ text: NodeContent.Text, item: PaintItem) -> [String] {
        let f = item.frame, p = item.record.presentation
        let lines = item.text?.lines ?? [], lineHeight = item.text?.lineHeight ?? 0, ascender = item.text?.ascender ?? 0
        let color = p.color ?? (text.isPlaceholder ? Color(red: 128, green: 128, blue: 128) : Color(red: 0, green: 0, blue: 0))
        var out = ["    <g clip-path=\"url(#\(clipID(item)))\" font-family=\"monospace\" font-size=\"\(n(text.fontSize))\" "
                   + fill(color) + ">"]
        for (i, line) in lines.enumerated() {
            let y = f.minY + Double(i) * lineHeight + ascender
            var attrs = "x=\"\(n(f.minX))\" y=\"\(n(y))\""
            if line.width > 0 { attrs += " textLength=\"\(n(line.width))\" lengthAdjust=\"spacingAndGlyphs\"" }
            out.append("      <text \(attrs)>" + XMLEscaping.escape(line.text) + "</text>")
        }
        out.append("    </g>")
        return out
    }

    // MARK: Attributes

    private func rect(_ r: Rect, radius: Double, attributes: String) -> String {
        var s = "<rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(Swift.max(0, r.width)))\" height=\"\(n(Swift.max(0, r.height)))\""
        if radius > 0 { s += " rx=\"\(n(radius))\"" }
        if !attributes.isEmpty { s += " " + attributes }
        return s + "/>"
    }

    private func fill(_ c: Color) -> String {
        "fill=\"\(hex(c))\"" + (c.alpha < 255 ? " fill-opacity=\"\(n(Double(c.alpha) / 255))\"" : "")
    }

    private func stroke(_ c: Color) -> String {
        "stroke=\"\(hex(c))\"" + (c.alpha < 255 ? " stroke-opacity=\"\(n(Double(c.alpha) / 255))\"" : "")
    }

    /// `#rrggbb`, alpha left to the opacity attributes (SVG 1.1 has no `#rrggbbaa`).
    private func hex(_ c: Color) -> String {
        func h(_ v: UInt8) -> String { let s = String(v, radix: 16); return s.count == 1 ? "0" + s : s }
        return "#" + h(c.red) + h(c.green) + h(c.blue)
    }

    private func clipID(_ item: PaintItem) -> String { "clip-e\(item.id.rawValue)" }

    private func n(_ v: Double) -> String { NumberFormat.string(v) }
}
