import LayoutEngine

/// The terminal preview: every node painted at its frame, scaled to cells
/// (see `CanvasPainter` for what a node looks like, `CellScale` for the
/// mapping and `ANSIEncoder` for the escape sequences).
///
///     let r = ANSIRenderer(options: .init(columns: terminalWidth, colorMode: .truecolor))
///     print(r.render(result))
///
/// Scale: by default the root's width fits `columns` (but a point never
/// takes more than one column, so a small layout is not blown up) and, when
/// `rows` is given, its height fits those rows too; `zoom` instead fixes the
/// points per column. A row is two columns' worth of points. The canvas is
/// the root's cells grown to every node's frame (Texture does not clip;
/// the root's bounds are then drawn dashed), capped by
/// `maxColumns`/`maxRows` (the rest is cut off). It is painted `canvas`
/// first (white, as a phone screen), so the author's colours show whatever
/// the terminal's theme; `canvas: nil` leaves the terminal's background.
public struct ANSIRenderer: Sendable {
    public struct Options: Hashable, Sendable {
        /// The width budget in terminal columns (fit to the terminal width).
        public var columns: Int
        /// An optional height budget in rows (a watch screen's height).
        public var rows: Int?
        /// Points per cell column, overriding the fit; nil fits (default).
        public var zoom: Double?
        public var colorMode: ColorMode
        /// Outline every node that draws no text (dim unless it has a
        /// `borderColor`), so an unstyled layout still shows its structure.
        /// When false only nodes with a border are outlined.
        public var outlinesAllNodes: Bool
        /// Hard limits on the canvas, whatever the scale.
        public var maxColumns: Int
        public var maxRows: Int
        /// The colour behind the layout (nil: the terminal's own background).
        public var canvas: Color?
        /// Which debugName labels are drawn.
        public var labels: LabelMode
        /// Layout specs as dashed outlines with their type.
        public var specs: Bool
        /// Nodes drawn highlighted (watch: what the last save changed): a
        /// heavy outline in the highlight colour, text in that colour when
        /// the node has no room for an outline.
        public var highlighted: Set<ElementID> = []

        public init(columns: Int = 80, rows: Int? = nil, zoom: Double? = nil, colorMode: ColorMode = .truecolor,
                    outlinesAllNodes: Bool = true, maxColumns: Int = 1000, maxRows: Int = 2000,
                    canvas: Color? = Options.defaultCanvas, labels: LabelMode = .auto, specs: Bool = false) {
            self.columns = columns
            self.rows = rows
            self.zoom = zoom
            self.colorMode = colorMode
            self.outlinesAllNodes = outlinesAllNodes
            self.maxColumns = maxColumns
            self.maxRows = maxRows
            self.canvas = canvas
            self.labels = labels
            self.specs = specs
        }

        /// White, as a phone screen.
        public static let defaultCanvas: Color? = Color(red: 255, green: 255, blue: 255)
    }

    public var options: Options
    /// The pictures of image nodes (none: placeholders).
    public var images: ImageProvider

    public init(options: Options = Options(), images: ImageProvider = .none) {
        self.options = options
        self.images = images
    }

    /// The common case: a column budget, an optional zoom and a colour mode.
    public init(columns: Int, zoom: Double? = nil, colorMode: ColorMode = .truecolor) {
        self.init(options: Options(columns: columns, zoom: zoom, colorMode: colorMode))
    }

    /// Lines joined with "\n", no trailing newline; with colours each line
    /// ends with `ESC[0m`; without, no escape byte and no trailing spaces.
    public func render(_ result: LayoutResult) -> String {
        lines(result).joined(separator: "\n")
    }

    public func lines(_ result: LayoutResult) -> [String] {
        ANSIEncoder.lines(of: canvas(for: result), mode: options.colorMode)
    }

    /// The characters only (what `render` shows with `colorMode: .none`).
    public func plainText(_ result: LayoutResult) -> String { canvas(for: result).plainText }

    /// The painted canvas, for tests and for callers that compose screens.
    public func canvas(for result: LayoutResult) -> CellCanvas {
        let all = PaintOrder.items(of: result, includeSpecs: options.specs)
        let nodes = options.specs ? all.filter { $0.record.kind.isNode } : all
        let bounds = PictureBounds.of(result, nodes: nodes)
        var scale = scale(for: bounds.size)
        // The canvas starts at the cell holding the picture's top-left corner,
        // so cell edges fall where they would for the root alone.
        let picture = scale.cells(for: bounds)
        scale.originColumn = picture.column
        scale.originRow = picture.row
        let width = Swift.min(Swift.max(1, picture.width), Swift.max(1, options.maxColumns))
        let height = Swift.min(Swift.max(1, picture.height), Swift.max(1, options.maxRows))
        var canvas = CellCanvas(width: width, height: height)
        if let c = options.canvas { canvas.fill(canvas.bounds, with: c) }
        let painter = CanvasPainter(scale: scale, outlinesAllNodes: options.outlinesAllNodes, labels: options.labels,
                                    images: images, drawsImages: options.colorMode != .none,
                                    highlighted: Set(options.highlighted.map(\.rawValue)))
        // Nodes wholly off the canvas (below the rows a watch screen draws)
        // paint nothing and change no other node's plan: left out, the
        // painter's work follows the canvas, not the file.
        let area = canvas.bounds
        let shown = nodes.filter { item in
            let cells = scale.cells(for: item.frame)
            return cells.isEmpty || !cells.intersection(area).isEmpty
        }
        let text = painter.paint(shown, into: &canvas)
        for indicator in ScrollIndicator.all(in: result) { indicator.paint(scale, into: &canvas) }
        if options.specs { painter.paintSpecs(all.filter { !$0.record.kind.isNode }, avoiding: text, into: &canvas) }
        if PictureBounds.extendsBeyondRoot(bounds, root: result.size) {
            painter.paintRootBounds(Rect(origin: .zero, size: PictureBounds.sane(result.size)), avoiding: text, into: &canvas)
        }
        return canvas
    }

    /// The scale used for a root of `size` (see the type's documentation).
    public func scale(for size: Size) -> CellScale {
        if let zoom = options.zoom, zoom.isFinite, zoom > 0 { return CellScale(pointsPerColumn: zoom) }
        var ppc = 1.0
        let w = size.width.isFinite ? size.width : 0
        let h = size.height.isFinite ? size.height : 0
        ppc = Swift.max(ppc, w / Double(Swift.max(1, options.columns)))
        if let rows = options.rows { ppc = Swift.max(ppc, h / (2 * Double(Swift.max(1, rows)))) }
        return CellScale(pointsPerColumn: ppc)
    }
}
