import LayoutEngine

/// A layout result painted onto a `RasterSink` (`--format png`), as the SVG
/// draws it: in painting order, each node's `backgroundColor` (alpha
/// blended, `cornerRadius` rounding it), its picture aspect-filled and
/// clipped to its frame as ASImageNode draws, its lines of text where the
/// engine measured them (clipped to the frame), its border inside the frame
/// as CALayer draws it. A container's content is drawn whole, clipped to
/// its viewport (nested containers nest their clips), with its scroll
/// indicator.
///
/// `.device` (what the phone shows): the root's bounds, everything outside
/// cut off, nothing but what Texture draws. `.debug`: the picture grows to
/// every node, with hairline outlines, picture placeholders, the root's
/// bounds dashed when something lies outside, spec outlines (`specOutlines`)
/// and debugName labels, placed as the SVG places them.
///
/// Coordinates are layout points; the sink's maker maps `bounds(of:)` onto
/// its pixels.
public struct PicturePainter: Sendable {
    public struct Options: Hashable, Sendable {
        public var look: PictureLook
        /// The colour behind the layout (nil: transparent).
        public var canvas: Color?
        /// Debug look only.
        public var labels: LabelMode
        /// Debug look only.
        public var specOutlines: Bool
        public var labelFontSize: Double

        public init(look: PictureLook = .device, canvas: Color? = SVGRenderer.Options.defaultCanvas,
                    labels: LabelMode = .auto, specOutlines: Bool = false, labelFontSize: Double = 10) {
            self.look = look
            self.canvas = canvas
            self.labels = labels
            self.specOutlines = specOutlines
            self.labelFontSize = labelFontSize
        }
    }

    public var options: Options
    public var images: ImageProvider

    public init(options: Options = Options(), images: ImageProvider = .none) {
        self.options = options
        self.images = images
    }

    private var debug: Bool { options.look == .debug }

    /// The picture's rectangle in points: the root's bounds, grown to every
    /// node in the debug look.
    public func bounds(of result: LayoutResult) -> Rect {
        let root = Rect(origin: .zero, size: PictureBounds.sane(result.size))
        guard debug else { return root }
        return PictureBounds.of(result, nodes: PaintOrder.items(of: result))
    }

    public func paint<Sink: RasterSink>(_ result: LayoutResult, into sink: inout Sink) {
        let all = PaintOrder.items(of: result, includeSpecs: debug && options.specOutlines)
        let nodes = all.filter { $0.record.kind.isNode }
        let root = Rect(origin: .zero, size: PictureBounds.sane(result.size))
        let bounds = debug ? PictureBounds.of(result, nodes: nodes) : root
        if let c = options.canvas, c.alpha > 0 { sink.fill(bounds, radius: 0, color: c) }
        var backdrop = Backdrop(base: options.canvas.map { Palette.blend($0, over: Palette.white) } ?? Palette.white)
        sink.save()
        if !debug { sink.clip(to: root, radius: 0) }
        var nesting = ViewportNesting(result)
        for item in nodes {
            Self.clip(nesting.move(to: item.container), into: &sink)
            node(item, backdrop: &backdrop, into: &sink)
        }
        for indicator in ScrollIndicator.all(in: result) {
            Self.clip(nesting.move(to: result.enclosingContainers(of: indicator.container).first), into: &sink)
            sink.fill(indicator.thumb, radius: 1, color: Self.withAlpha(Palette.black, 0.35))
        }
        Self.clip(nesting.move(to: nil), into: &sink)
        sink.restore()
        guard debug else { return }
        if PictureBounds.extendsBeyondRoot(bounds, root: result.size) {
            sink.stroke(root, radius: 0, lineWidth: 0.5, color: Color(red: 0x88, green: 0x88, blue: 0x88), dash: [3, 2])
        }
        if options.specOutlines {
            var names = RectIndex()
            for item in nodes { for line in SVGRenderer.lineBoxes(item) { names.insert(line) } }
            for item in all where !item.record.kind.isNode {
                sink.stroke(item.frame, radius: 0, lineWidth: 0.5, color: Palette.spec, dash: [4, 2])
                let name = item.record.typeName, size = 7.0
                if let box = SVGRenderer.specNameBox(item.frame, name: name, size: size, names: &names) {
                    sink.text([TextRun(text: name, origin: Point(x: box.minX, y: box.minY + size * 0.9), width: box.width)],
                              style: RasterTextStyle(family: .mono, size: size), color: Palette.spec)
                }
            }
        }
        for (item, label) in LabelChip.all(nodes, mode: options.labels, fontSize: options.labelFontSize, backdrop: backdrop) {
            let style = RasterTextStyle(family: .mono, size: label.fontSize)
            let run = TextRun(text: label.text, origin: label.origin)
            if let chip = label.chip {
                sink.fill(chip, radius: 2, color: Self.withAlpha(label.chipColor, LabelChip.chipOpacity))
                sink.text([run], style: style, color: label.textColor)
            } else {
                sink.save()
                sink.clip(to: label.clip ?? item.frame, radius: 0)
                sink.text([run], style: style, color: Self.withAlpha(label.textColor, label.textOpacity))
                sink.restore()
            }
        }
    }

    /// Puts back the clips of the viewports left, then clips to those entered (`ViewportNesting`).
    private static func clip<Sink: RasterSink>(_ move: (close: Int, open: [ViewportNesting.Viewport]), into sink: inout Sink) {
        for _ in 0..<move.close { sink.restore() }
        for v in move.open {
            sink.save()
            sink.clip(to: v.rect, radius: v.radius)
        }
    }

    private func node<Sink: RasterSink>(_ item: PaintItem, backdrop: inout Backdrop, into sink: inout Sink) {
        // The whole frame is drawn, cut by the viewports' clips; what lies
        // beneath text is read where it shows.
        let f = item.whole, shown = item.frame, p = item.record.presentation
        guard f.width.isFinite, f.height.isFinite, f.minX.isFinite, f.minY.isFinite else { return }
        let radius = Swift.max(0, p.cornerRadius.isFinite ? p.cornerRadius : 0)
        if let bg = p.backgroundColor, bg.alpha > 0 {
            sink.fill(f, radius: radius, color: bg)
            backdrop.add(shown, bg)
        }
        let picture = NodeContent.pictureSource(of: item.record.kind).flatMap { images.image(for: $0) }
        if let picture, picture.width > 0, picture.height > 0, f.width > 0, f.height > 0 {
            sink.save()
            sink.clip(to: f, radius: radius)
            sink.draw(picture, in: AspectFill.rect(image: picture, in: f))
            sink.restore()
            backdrop.add(shown, picture.average(x0: 0, y0: 0, x1: Double(picture.width), y1: Double(picture.height), samples: 64))
        } else if debug && NodeContent.isPicture(item.record.kind) && f.width > 0 && f.height > 0 {
            let grey = Color(red: 0xc8, green: 0xc8, blue: 0xc8)
            sink.line(from: Point(x: f.minX, y: f.minY), to: Point(x: f.maxX, y: f.maxY), lineWidth: 0.5, color: grey)
            sink.line(from: Point(x: f.minX, y: f.maxY), to: Point(x: f.maxX, y: f.minY), lineWidth: 0.5, color: grey)
        }
        if let text = NodeContent.text(of: item.record.kind), let layout = item.text {
            let color = item.textColor
                ?? (text.isPlaceholder ? Palette.placeholderGrey : Palette.contrasting(backdrop.color(under: shown)))
            // Placed as the SVG places them: alignment and inset from the layout.
            let placed = layout.placedLines(inWidth: f.width)
            var runs: [TextRun] = []
            var glyphLines: [PlacedGlyphs] = []
            for (i, line) in layout.lines.enumerated() {
                let x = f.minX + placed[i].x
                let baseline = f.minY + layout.inset.top + Double(i) * layout.lineHeight + layout.ascender
                if let run = line.glyphs {
                    glyphLines.append(PlacedGlyphs(run, line: line, x: x, baseline: baseline,
                                                   stretch: placed[i].width - line.width))
                } else {
                    runs.append(TextRun(text: line.text, origin: Point(x: x, y: baseline), width: line.width))
                }
            }
            sink.save()
            sink.clip(to: f, radius: radius)
            if !runs.isEmpty { sink.text(runs, style: RasterTextStyle(size: text.fontSize), color: color) }
            for glyphs in glyphLines { sink.glyphs(glyphs, color: color) }
            sink.restore()
        }
        if NodeContent.hasBorder(p) {
            let bw = p.borderWidth
            // CALayer draws its border inside the bounds.
            let inner = Rect(x: f.minX + bw / 2, y: f.minY + bw / 2,
                             width: Swift.max(0, f.width - bw), height: Swift.max(0, f.height - bw))
            sink.stroke(inner, radius: Swift.max(0, radius - bw / 2), lineWidth: bw,
                        color: p.borderColor ?? Palette.black, dash: [])
        } else if debug {
            sink.stroke(f, radius: radius, lineWidth: 0.5, color: Color(red: 0x99, green: 0x99, blue: 0x99), dash: [])
        }
    }

    static func withAlpha(_ c: Color, _ opacity: Double) -> Color {
        Color(red: c.red, green: c.green, blue: c.blue,
              alpha: UInt8(Swift.max(0, Swift.min(255, (Double(c.alpha) * opacity).rounded()))))
    }
}
