import LayoutEngine
import TextSupport

/// The layout at its real size in points, as an SVG 1.1 document. The
/// `viewBox` is the root's bounds grown to every node's frame (Texture does
/// not clip: a badge at y = −15 shows; the root's bounds are then drawn as a
/// thin dashed outline). A `canvas` rectangle (white by default, as a phone
/// screen) lies behind everything; then one `<g>` per painted element in
/// painting order (flat, so any nesting depth works; only a container's
/// content lies in a `<g clip-path>` of its viewport, drawn whole and cut at
/// its bounds as UIKit's scroll views clip, nested as the containers are),
/// each holding:
///
/// - a `<title>` with its debugName (tooltips in browsers);
/// - its `backgroundColor` as a filled `<rect>` (alpha as `fill-opacity`,
///   `cornerRadius` as `rx`);
/// - for an image node: its picture when the `ImageProvider` has it (the
///   original file embedded as a data URI, aspect-filled and clipped to the
///   frame as ASImageNode draws by default: `xMidYMid slice`), otherwise a
///   placeholder (a light cross), as for video nodes;
/// - its text: each line the engine measured (`Layout.text`) as a `<text>` at the node's origin,
///   baseline at line × 1.2·fontSize + 0.9·fontSize, monospace, with
///   `textLength` set to the model's width so any monospace font matches the
///   measured lines, clipped to the node's frame; in its `color` (a button's
///   title in the button's), else black or white, whichever contrasts with
///   what lies beneath;
/// - its border like CALayer's: only when `borderWidth` > 0, inside the
///   frame (stroke centred `borderWidth / 2` in), `borderColor` or black;
/// - optionally a hairline outline (nodes without a border, on by default).
///
/// After the nodes: layout specs as dashed outlines with their type
/// (`specOutlines`), then the debugName labels (`labels`), last so that no
/// child hides them.
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
        /// The colour behind the layout (nil: transparent).
        public var canvas: Color?
        /// Which debugName labels are drawn.
        public var labels: LabelMode
        /// The picture is the root's bounds, anything outside cut off, as a
        /// screen shows it (`--look device`); otherwise it grows to every node.
        public var clipsToRoot: Bool

        public init(nodeOutlines: Bool = true, specOutlines: Bool = false, labelFontSize: Double = 10,
                    canvas: Color? = Options.defaultCanvas, labels: LabelMode = .auto, clipsToRoot: Bool = false) {
            self.nodeOutlines = nodeOutlines
            self.specOutlines = specOutlines
            self.labelFontSize = labelFontSize
            self.canvas = canvas
            self.labels = labels
            self.clipsToRoot = clipsToRoot
        }

        /// `--look device`: what the phone shows (no outlines, labels nor
        /// specs; the root's bounds only). `.debug`: as given.
        public func with(look: PictureLook) -> Options {
            guard look == .device else { return self }
            return Options(nodeOutlines: false, specOutlines: false, labelFontSize: labelFontSize, canvas: canvas,
                           labels: .none, clipsToRoot: true)
        }

        /// The terminal preview's: the two draw on the same canvas.
        public static let defaultCanvas = ANSIRenderer.Options.defaultCanvas
    }

    public var options: Options
    /// The pictures of image nodes (none: placeholders).
    public var images: ImageProvider
    /// The outlines of the glyphs text was set with (`TextLine.glyphs`):
    /// lines measured with a font are drawn as those glyphs, each outline
    /// defined once and placed with `<use>`, over an invisible `<text>` kept
    /// for search and copy. Nil, or a line without glyphs (the fixed
    /// model): monospace `<text>` stretched to the measured width.
    public var glyphOutlines: GlyphOutlineProvider?

    public init(options: Options = Options(), images: ImageProvider = .none, glyphOutlines: GlyphOutlineProvider? = nil) {
        self.options = options
        self.images = images
        self.glyphOutlines = glyphOutlines
    }

    public func render(_ result: LayoutResult) -> String {
        let all = PaintOrder.items(of: result, includeSpecs: options.specOutlines)
        let nodes = all.filter { $0.record.kind.isNode }
        let bounds = pictureBounds(result, nodes: nodes)
        let (x, y, w, h) = (n(bounds.minX), n(bounds.minY), n(bounds.width), n(bounds.height))
        var out = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="\#(w)" height="\#(h)" viewBox="\#(x) \#(y) \#(w) \#(h)">"#,
        ]
        if let c = options.canvas, c.alpha > 0 {
            out.append("  " + rect(bounds, radius: 0, attributes: "class=\"canvas\" " + fill(c)))
        }
        var backdrop = Backdrop(base: options.canvas.map { Palette.blend($0, over: Palette.white) } ?? Palette.white)
        if options.clipsToRoot {
            out.append("  <clipPath id=\"screen\">" + rect(bounds, radius: 0, attributes: "") + "</clipPath>")
            out.append("  <g clip-path=\"url(#screen)\">")
        }
        let glyphs = SVGGlyphs(outlines: glyphOutlines)
        var nesting = ViewportNesting(result), defined = Set<Int>()
        for item in nodes {
            out += viewportGroups(nesting.move(to: item.container), defined: &defined)
            out += node(item, backdrop: &backdrop, glyphs: glyphs)
        }
        for indicator in ScrollIndicator.all(in: result) {
            out += viewportGroups(nesting.move(to: result.enclosingContainers(of: indicator.container).first), defined: &defined)
            out.append("  " + rect(indicator.thumb, radius: 1, attributes:
                ##"class="scroll-indicator" fill="#000000" fill-opacity="0.35""##))
        }
        out += viewportGroups(nesting.move(to: nil), defined: &defined)
        if options.clipsToRoot { out.append("  </g>") }
        if !options.clipsToRoot && PictureBounds.extendsBeyondRoot(bounds, root: result.size) {
            let root = Rect(origin: .zero, size: PictureBounds.sane(result.size))
            out.append("  " + rect(root, radius: 0, attributes:
                ##"class="root-bounds" fill="none" stroke="#888888" stroke-width="0.5" stroke-dasharray="3 2""##))
        }
        if options.specOutlines {
            // A type name never covers another (nested specs share corners) nor a line of text.
            var names = RectIndex()
            for item in nodes { for line in Self.lineBoxes(item) { names.insert(line) } }
            for item in all where !item.record.kind.isNode { out += spec(item, names: &names) }
        }
        if options.labels != .none {
            let labels = LabelChip.all(nodes, mode: options.labels, fontSize: options.labelFontSize, backdrop: backdrop)
                .map { label($0.chip, item: $0.item) }
            if !labels.isEmpty { out += ["  <g class=\"labels\">"] + labels + ["  </g>"] }
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    /// The picture's rectangle in points: the root's bounds, grown to every
    /// node unless `clipsToRoot`.
    func pictureBounds(_ result: LayoutResult, nodes: [PaintItem]) -> Rect {
        options.clipsToRoot ? Rect(origin: .zero, size: PictureBounds.sane(result.size)) : PictureBounds.of(result, nodes: nodes)
    }

    // MARK: Elements

    /// Closes `move.close` viewport groups and opens `move.open`: a
    /// `<g clip-path>` per container, cutting its content at its bounds as
    /// a layer is cut (`ViewportNesting`); each `<clipPath>` written once.
    private func viewportGroups(_ move: (close: Int, open: [ViewportNesting.Viewport]), defined: inout Set<Int>) -> [String] {
        var out = [String](repeating: "  </g>", count: move.close)
        for v in move.open {
            let id = "viewport-e\(v.id.rawValue)"
            if defined.insert(v.id.rawValue).inserted {
                out.append("  <clipPath id=\"\(id)\">" + rect(v.rect, radius: v.radius, attributes: "") + "</clipPath>")
            }
            out.append("  <g class=\"viewport\" clip-path=\"url(#\(id))\">")
        }
        return out
    }

    private func node(_ item: PaintItem, backdrop: inout Backdrop, glyphs: SVGGlyphs) -> [String] {
        // The whole frame is drawn, its viewports' groups cutting it; what
        // lies beneath text is read where it shows.
        let f = item.whole, shown = item.frame, p = item.record.presentation
        let radius = Swift.max(0, p.cornerRadius.isFinite ? p.cornerRadius : 0)
        var out = [open(item)]
        if let bg = p.backgroundColor, bg.alpha > 0 {
            out.append("    " + rect(f, radius: radius, attributes: fill(bg)))
            backdrop.add(shown, bg)
        }
        let text = NodeContent.text(of: item.record.kind)
        let picture = NodeContent.pictureSource(of: item.record.kind).flatMap { images.image(for: $0) }
        let drawsPicture = picture.map { !$0.fileBytes.isEmpty && $0.width > 0 && $0.height > 0 } ?? false
        if text != nil || drawsPicture {
            out.append("    <clipPath id=\"\(clipID(item))\">" + rect(f, radius: radius, attributes: "") + "</clipPath>")
        }
        if let picture, drawsPicture, f.width > 0, f.height > 0 {
            out.append("    <image x=\"\(n(f.minX))\" y=\"\(n(f.minY))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" "
                + "preserveAspectRatio=\"xMidYMid slice\" clip-path=\"url(#\(clipID(item)))\" "
                + "xlink:href=\"data:\(XMLEscaping.escape(picture.mimeType));base64,\(Base64.encode(picture.fileBytes))\"/>")
            backdrop.add(shown, picture.average(x0: 0, y0: 0, x1: Double(picture.width), y1: Double(picture.height), samples: 64))
        } else if options.nodeOutlines && NodeContent.isPicture(item.record.kind) && f.width > 0 && f.height > 0 {
            let (x0, y0, x1, y1) = (n(f.minX), n(f.minY), n(f.maxX), n(f.maxY))
            out.append("    <path d=\"M\(x0) \(y0)L\(x1) \(y1)M\(x0) \(y1)L\(x1) \(y0)\" fill=\"none\" stroke=\"#c8c8c8\" stroke-width=\"0.5\"/>")
        }
        if let text {
            let color = item.textColor
                ?? (text.isPlaceholder ? Palette.placeholderGrey : Palette.contrasting(backdrop.color(under: shown)))
            out += textLines(text, item: item, color: color, glyphs: glyphs)
        }
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
        out.append("  </g>")
        return out
    }

    /// The boxes the lines of a text node cover (the SVG's `<text>` rows).
    static func lineBoxes(_ item: PaintItem) -> [Rect] {
        guard let text = item.text, NodeContent.text(of: item.record.kind) != nil else { return [] }
        let f = item.frame
        return text.lines.indices.map { i in
            Rect(x: f.minX, y: f.minY + Double(i) * text.lineHeight, width: Swift.min(text.lines[i].width, f.width),
                 height: text.lineHeight)
        }
    }

    /// A debugName label placed by `LabelChip`: on its chip, or cut at its node's edge.
    private func label(_ label: LabelChip, item: PaintItem) -> String {
        let escaped = XMLEscaping.escape(label.text), size = label.fontSize
        let text = "<text x=\"\(n(label.origin.x))\" y=\"\(n(label.origin.y))\" font-family=\"monospace\" "
            + "font-size=\"\(n(size))\" " + fill(label.textColor)
        if let chip = label.chip {
            return "    <g>" + rect(chip, radius: 2, attributes: fill(label.chipColor) + " fill-opacity=\"0.85\"")
                + text + ">" + escaped + "</text></g>"
        }
        let clip = "<clipPath id=\"label-e\(item.id.rawValue)\">" + rect(label.clip ?? item.frame, radius: 0, attributes: "")
            + "</clipPath>"
        return "    \(clip)" + text + " fill-opacity=\"0.6\" clip-path=\"url(#label-e\(item.id.rawValue))\">" + escaped + "</text>"
    }

    /// Texture's spec visualisation: a dashed outline, the spec's type at its
    /// top right, or lower down its right edge where a name already placed or
    /// a line of text is in the way (left out when no place inside is free).
    private func spec(_ item: PaintItem, names: inout RectIndex) -> [String] {
        let f = item.frame, size = 7.0
        var out = [open(item),
                   "    " + rect(f, radius: 0,
                                 attributes: ##"fill="none" stroke="#4a90d9" stroke-width="0.5" stroke-dasharray="4 2""##)]
        let name = item.record.typeName
        if let box = Self.specNameBox(f, name: name, size: size, names: &names) {
            out.append("    <text x=\"\(n(box.maxX))\" y=\"\(n(box.minY + size * 0.9))\" text-anchor=\"end\" font-family=\"monospace\" "
                       + "font-size=\"\(n(size))\" fill=\"#4a90d9\">" + XMLEscaping.escape(name) + "</text>")
        }
        out.append("  </g>")
        return out
    }

    /// Where a spec's type name goes inside its frame `f`: at its top right, or
    /// lower down its right edge (at most four lines) where `names` has one
    /// already or a line of text; nil when no place is free. The box is added to `names`.
    static func specNameBox(_ f: Rect, name: String, size: Double, names: inout RectIndex) -> Rect? {
        let width = Double(name.count) * size * 0.6
        guard width + 2 <= f.width else { return nil }
        var y = f.minY
        while y + size + 1 <= f.maxY {
            let box = Rect(x: f.maxX - 1 - width, y: y, width: width, height: size + 1)
            if !names.overlaps(box) {
                names.insert(box)
                return box
            }
            y += size + 1
            if y > f.minY + 4 * (size + 1) { break } // near its corner or not at all
        }
        return nil
    }

    /// `<g id="e3" class="text">` plus the `<title>` when there is a debugName.
    private func open(_ item: PaintItem) -> String {
        var s = "  <g id=\"e\(item.id.rawValue)\" class=\"\(XMLEscaping.escape(item.record.typeName))\">"
        if let name = item.record.debugName { s += "<title>" + XMLEscaping.escape(name) + "</title>" }
        return s
    }

    private func textLines(_ text: NodeContent.Text, item: PaintItem, color: Color, glyphs: SVGGlyphs) -> [String] {
        let f = item.whole
        guard let layout = item.text else { return [] }
        let lines = layout.lines, lineHeight = layout.lineHeight, ascender = layout.ascender
        let placed = layout.placedLines(inWidth: f.width)
        let drawsGlyphs = glyphOutlines != nil && lines.contains { $0.glyphs != nil }
        var out = ["    <g clip-path=\"url(#\(clipID(item)))\" font-family=\"\(drawsGlyphs ? "Liberation Sans, Arial, sans-serif" : "monospace")\" "
                   + "font-size=\"\(n(text.fontSize))\" " + fill(color) + ">"]
        for (i, line) in lines.enumerated() {
            let x = f.minX + placed[i].x
            let y = f.minY + layout.inset.top + Double(i) * lineHeight + ascender
            var attrs = "x=\"\(n(x))\" y=\"\(n(y))\""
            if placed[i].width > 0 { attrs += " textLength=\"\(n(placed[i].width))\" lengthAdjust=\"spacingAndGlyphs\"" }
            if drawsGlyphs, let run = line.glyphs {
                // The glyphs as drawn; the text, invisible, for search and copy.
                out.append("      <text \(attrs) fill-opacity=\"0\">" + XMLEscaping.escape(line.text) + "</text>")
                out += glyphs.uses(run, line: line, x: x, baseline: y, stretch: placed[i].width - line.width)
            } else {
                out.append("      <text \(attrs)>" + XMLEscaping.escape(line.text) + "</text>")
            }
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
