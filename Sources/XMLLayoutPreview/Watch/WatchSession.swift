import LayoutEngine
import Rendering
import XMLLayout

/// What `xmllayout watch` was asked to show.
public struct WatchConfiguration: Sendable {
    public var path: String
    /// --width/--height/--min/--max.
    public var overrides: RootRangeOverride
    /// Points per column; nil fits the picture's width to the terminal.
    public var zoom: Double?
    public var colorMode: ColorMode
    /// --set and --data.
    public var inputs = ExpansionInputs()
    /// Canvas, labels and specs of the preview.
    public var picture = PictureOptions()
    /// Several sizes side by side (`--device`, a comma-separated `--width`):
    /// every save lays the file out at each. Empty: one size.
    public var devices: [DeviceSize] = []
    /// Animate each reload (and resize) from the last good layout to the
    /// new one (`--no-animate`: false).
    public var animates = true
    /// How long that animation takes.
    public var animationMilliseconds = 150
    /// What the file may be read and parsed under (`--huge`: `.huge`; the
    /// session must then run on `DeepStack`).
    public var limits = SourceLimits.standard

    public init(path: String, overrides: RootRangeOverride = RootRangeOverride(), zoom: Double? = nil,
                colorMode: ColorMode = .none) {
        self.path = path
        self.overrides = overrides
        self.zoom = zoom
        self.colorMode = colorMode
    }
}

/// The watch loop's state, without a terminal: load the file, keep the last
/// good preview when a save is broken, count reloads, follow the images the
/// file uses, and how the user views it (`WatchView`: zoom, scroll, panels,
/// inspect). The terminal loop calls `reload()` on changes, `perform` on
/// keys and `resize` on SIGWINCH, and paints `screen`.
///
/// The layout's size never depends on the terminal (`RootSize`): a resize
/// or a zoom draws the same layout at another scale.
public final class WatchSession {
    /// The last load that laid out: what the preview shows.
    public struct Good {
        public var document: LayoutDocument
        public var result: LayoutResult
        public var layoutSeconds: Double
        /// Warnings of that load and of its layout.
        public var warnings: [Diagnostic]
        /// The load's alone (a resize of a device sheet lays out again and redoes the rest).
        var loadWarnings: [Diagnostic]
        /// The picture at the current scale, from its top down to a screen
        /// below the view (drawn further as the view scrolls down: a tall
        /// picture is not drawn whole on every save).
        public var lines: [String]
        /// The scale it is drawn at, and where its elements fall in it.
        var geometry: PictureGeometry?
        /// Its size in cells, drawn or not (within the limits below).
        var pictureColumns = 0
        var pictureRows = 0
        /// Identity keys of the document's elements (nil when they cannot be
        /// matched with the result's), to compare it with the next one.
        var keys: [String]?
        /// Draws this preview (with or without highlights, animation frames).
        var renderer: ANSIRenderer
    }

    public let configuration: WatchConfiguration
    public private(set) var columns: Int
    public private(set) var rows: Int
    public private(set) var good: Good?
    /// The problems of the latest load; empty when it laid out.
    public private(set) var problems: [Diagnostic] = []
    /// Reloads after the first load.
    public var reloadCount: Int { max(0, loads - 1) }
    /// What the watcher should follow: the layout file and its images.
    public private(set) var dependencies: [String]

    /// What the last good reload (or resize) changed against the preview
    /// before it; nil after the first load and after a broken save.
    public private(set) var change: TransitionSides?
    /// Whether the changed and inserted nodes are drawn highlighted (until
    /// the next key press or save).
    public private(set) var isHighlighting = false
    /// The file's first enumerable parameter (`s` cycles through its states).
    public private(set) var stateParameter: FileParameter?
    /// The state chosen with `s`: a `--set` that overrides the command line's.
    public private(set) var stateOverride: ExpansionInputs.Setting?
    /// The running reload animation, and the frame on screen (nil: the
    /// final preview).
    private var animation: TransitionAnimation?
    private var animatedLines: [String]?

    /// Zoom, scroll, panel and inspected element (see `WatchSession+View`).
    var view: WatchView

    private var loads = 0
    private var latestSource: LayoutSource?
    private var hasReadFile = false

    public init(configuration: WatchConfiguration, columns: Int, rows: Int) {
        self.configuration = configuration
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        dependencies = [configuration.path]
        view = WatchView(zoom: configuration.zoom)
    }

    /// Loads the file again. On errors the last good preview stays and the
    /// errors become `problems`; a good load replaces both. Returns true
    /// when `dependencies` changed (the watcher must follow).
    @discardableResult
    public func reload() -> Bool {
        apply(LayoutLoader.load(path: configuration.path, inputs: inputs, limits: configuration.limits))
    }

    /// What `reload` does with the file once loaded: the terminal loop loads
    /// (and lays out: `laidOut`, of `loaded.document` in `rootRange`) on
    /// another thread (`BackgroundLoad`) and hands the result here.
    @discardableResult
    func apply(_ loaded: LayoutLoader.Loaded, laidOut: LaidOutLayout? = nil) -> Bool {
        loads += 1
        if loaded.source != nil { hasReadFile = true }
        latestSource = loaded.source ?? latestSource
        // A second parse only for files that declare parameters at all.
        if let source = loaded.source {
            stateParameter = Self.mentionsParam(source.text) ? FileParameters.firstEnumerable(in: source) : nil
        }
        if let document = loaded.document, !loaded.hasErrors {
            replaceGood(with: document, warnings: loaded.diagnostics, laidOut: laidOut)
            problems = []
        } else {
            problems = loaded.diagnostics.map(explainMissingFile)
            change = nil
            stopAnimation()
            clearHighlight()
        }
        // Included files and data files are followed like images.
        return updateDependencies(images: loaded.dependencies + (loaded.document.map(\.imagePaths)
            ?? loaded.source.map { ImageReferences.paths(in: $0.text, layoutPath: configuration.path) } ?? []))
    }

    /// Whether `text` contains "<param", by bytes: Foundation's `contains`
    /// goes through NSString (UTF-16) and cost about a millisecond a save
    /// on a 1,000-element file.
    static func mentionsParam(_ text: String) -> Bool {
        let needle = Array("<param".utf8)
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= needle.count else { return false }
            var i = 0
            let last = bytes.count - needle.count
            while i <= last {
                if bytes[i] == needle[0] {
                    var k = 1
                    while k < needle.count && bytes[i + k] == needle[k] { k += 1 }
                    if k == needle.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// A new terminal size: the same layout drawn again to fit it (a sheet
    /// of devices is laid out again); the file is not read.
    public func resize(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        if !configuration.devices.isEmpty, let g = good {
            replaceGoodSheet(with: g.document, warnings: g.loadWarnings)
        } else {
            redraw()
        }
        syncViewport()
        drawEnough()
    }

    /// The inputs of a load: the command line's, then the state chosen with `s`.
    var inputs: ExpansionInputs {
        var inputs = configuration.inputs
        if let s = stateOverride { inputs.settings.append(s) }
        return inputs
    }

    /// `name=value` of the state parameter as loaded now (nil: none).
    public var stateText: String? {
        guard let p = stateParameter else { return nil }
        let value = inputs.settings.last { $0.name == p.name }?.value ?? p.defaultValue ?? p.states[0]
        return "\(p.name)=\(value)"
    }

    /// `s`: loads the next state of the first enumerable parameter. Returns
    /// what `reload` returns; false (no reload) when the file has none.
    @discardableResult
    public func cycleState() -> Bool {
        guard let p = stateParameter else { return false }
        let current = inputs.settings.last { $0.name == p.name }?.value
        guard let next = p.state(after: current) else { return false }
        stateOverride = ExpansionInputs.Setting(name: p.name, value: next)
        return reload()
    }

    /// A key was pressed: the highlights go.
    public func clearHighlight() {
        guard isHighlighting, var g = good else { return }
        isHighlighting = false
        g.renderer.options.highlighted = []
        g.lines = g.renderer.lines(g.result)
        good = g
    }

    /// Draws the preview again at the scale the view asks for now (after a
    /// zoom, a resize, a panel that changes the room for `f`).
    func redraw() {
        guard configuration.devices.isEmpty, var g = good else { return }
        draw(&g)
        good = g
    }

    /// The picture's limits in cells; the zoom never goes past them
    /// (`pointsPerColumn(for:)`).
    static let maxPictureColumns = 1000
    static let maxPictureRows = 10_000

    /// Sets the renderer's scale for `g` and draws its picture down to a
    /// screen below the view.
    func draw(_ g: inout Good) {
        let ppc = pointsPerColumn(for: g.result)
        let geometry = PictureGeometry(result: g.result, pointsPerColumn: ppc)
        g.geometry = geometry
        g.pictureColumns = min(geometry.columns, Self.maxPictureColumns)
        g.pictureRows = min(geometry.rows, Self.maxPictureRows)
        g.renderer.options.zoom = ppc
        g.renderer.options.columns = columns
        g.renderer.options.maxColumns = Self.maxPictureColumns
        g.renderer.options.maxRows = min(g.pictureRows, max(0, view.viewport.top) + 2 * rows)
        g.lines = g.renderer.lines(g.result)
    }

    /// Draws more of the picture when the view has scrolled past what is drawn.
    func drawEnough() {
        guard let g = good, g.geometry != nil, g.lines.count < min(g.pictureRows, view.viewport.top + rows) else { return }
        redraw()
    }

    /// Whether a reload animation is running (the loop then wakes up for frames).
    public var isAnimating: Bool { animation != nil }

    /// Shows the animation at linear progress 0…1; at 1 (or more) it ends
    /// and the final, highlighted preview shows.
    public func showAnimationFrame(at progress: Double) {
        guard let animation, let g = good else { return }
        if progress >= 1 { return stopAnimation() }
        var renderer = g.renderer
        renderer.options.highlighted = []
        animatedLines = renderer.lines(animation.result(at: progress))
    }

    /// Ends the animation: the final preview shows.
    public func stopAnimation() {
        animation = nil
        animatedLines = nil
    }

    /// The screen to paint now.
    public var screen: WatchScreen {
        var status = WatchStatus(
            fileName: PathText.lastComponent(configuration.path),
            rootSize: good?.result.size, elementCount: good?.result.elements.documentCount,
            layoutSeconds: good?.layoutSeconds, reloadCount: reloadCount, warningCount: good?.warnings.count ?? 0,
            change: change?.summary, state: stateText)
        if let ppc = good?.renderer.options.zoom, configuration.devices.isEmpty { status.zoom = view.zoomText(ppc) }
        status.inspect = inspectStatus
        let sources = latestSource.map { [$0.path: $0.text] } ?? [:]
        var screen = WatchScreen(columns: columns, rows: rows, preview: animatedLines ?? good?.lines ?? [],
                                 diagnostics: problems, sources: sources, status: status,
                                 styled: configuration.colorMode != .none)
        screen.panel = panel
        screen.previewRowCount = good?.pictureRows
        screen.top = view.viewport.top
        screen.left = view.viewport.left
        if animatedLines == nil, view.inspecting, let id = view.selection { screen.highlight = good?.geometry?.cells(of: id) }
        return screen
    }

    /// The root range: the one rule `render` follows too (`RootSize`).
    func rootRange(of document: LayoutDocument) -> SizeRange {
        RootSize.range(of: document, overrides: configuration.overrides)
    }

    /// PreviewPipeline's layout step, with rendering sized for the screen
    /// (the pipeline's ANSI output is the whole canvas, up to 1000×2000
    /// cells: wasted work on every save of a large file).
    private func layOut(_ document: LayoutDocument, warnings: [Diagnostic], laidOut given: LaidOutLayout? = nil) -> Good {
        let laidOut = given ?? LaidOutLayout(laying: document, in: rootRange(of: document), file: configuration.path)
        let pictures = laidOut.pictures(file: configuration.path)
        let picture = configuration.picture
        let renderer = ANSIRenderer(options: .init(
            columns: columns, rows: nil, zoom: configuration.zoom, colorMode: configuration.colorMode,
            canvas: picture.canvas, labels: picture.labels, specs: picture.specs), images: pictures.images)
        let result = laidOut.result
        let keys = Array(document.identityKeys(mainFileName: LayoutDocument.fileName(configuration.path))
            .prefix(result.elements.documentCount))
        return Good(document: document, result: result, layoutSeconds: laidOut.layoutSeconds,
                    warnings: (warnings + laidOut.lintDiagnostics + pictures.warnings).sortedByLocation(),
                    loadWarnings: warnings, lines: [], geometry: nil,
                    keys: keys.count == result.elements.documentCount ? keys : nil, renderer: renderer)
    }

    /// Lays out a new preview and compares it with the one on screen (LANGUAGE.md
    /// "Transitions"): the change summary, the highlights of changed and
    /// inserted nodes and, unless an animation is already running (a save
    /// during one jumps to the new layout), an animation from the old one.
    private func replaceGood(with document: LayoutDocument, warnings: [Diagnostic], laidOut: LaidOutLayout? = nil) {
        if !configuration.devices.isEmpty { return replaceGoodSheet(with: document, warnings: warnings) }
        var next = layOut(document, warnings: warnings, laidOut: laidOut)
        let previous = good
        let wasAnimating = isAnimating
        stopAnimation()
        change = nil
        isHighlighting = false
        if let previous, let oldKeys = previous.keys, let newKeys = next.keys {
            let transition = LayoutTransition(from: previous.result, keys: oldKeys, to: next.result, keys: newKeys)
            let sides = TransitionSides(from: TransitionPipeline.side(previous.result, previous.document),
                                        to: TransitionPipeline.side(next.result, document), transition: transition)
            change = sides
            let marked = transition.changed.map(\.element) + transition.inserted.map(\.element)
            next.renderer.options.highlighted = Set(marked)
            isHighlighting = !marked.isEmpty
            if configuration.animates, configuration.animationMilliseconds > 0, !wasAnimating, !transition.isEmpty {
                animation = TransitionAnimation(sides)
            }
        }
        draw(&next)
        // The final preview shows until the loop asks for the first frame.
        good = next
        followSelection()
        syncViewport()
    }

    /// Several devices: the sheet of all of them, laid out anew on every save
    /// (no change summary, highlights or animation: those compare one layout).
    private func replaceGoodSheet(with document: LayoutDocument, warnings: [Diagnostic]) {
        stopAnimation()
        change = nil
        isHighlighting = false
        var options = PreviewOptions(format: .ansi, overrides: configuration.overrides, columns: columns,
                                     zoom: configuration.zoom, colorMode: configuration.colorMode)
        options.picture = configuration.picture
        guard let sheet = DevicePreview.sheet(of: document, file: configuration.path, devices: configuration.devices,
                                              options: options) else { return }
        good = Good(document: document, result: sheet.first, layoutSeconds: sheet.seconds,
                    warnings: (warnings + sheet.warnings).sortedByLocation(), loadWarnings: warnings,
                    lines: sheet.lines, geometry: nil, pictureColumns: sheet.lines.reduce(0) { max($0, ScreenText.width($1)) },
                    pictureRows: sheet.lines.count,
                    keys: nil, renderer: ANSIRenderer(options: .init(columns: columns)))
        view.inspecting = false
        view.selection = nil
        syncViewport()
    }

    /// "no such file" says little in a watch: say whether the file went away
    /// (the preview is the last good one) or never existed yet.
    private func explainMissingFile(_ d: Diagnostic) -> Diagnostic {
        guard d.id == DiagnosticID.fileNotFound, d.location == nil else { return d }
        var explained = d
        explained.message = hasReadFile ? "file deleted; waiting for it to come back" : "no such file; waiting for it to be created"
        return explained
    }

    private func updateDependencies(images: [String]) -> Bool {
        // While the file is broken, keep following the last good images too:
        // the fix may well be to restore one of them.
        let kept = problems.isEmpty ? [] : (good?.document.imagePaths ?? [])
        var seen = Set<String>()
        let next = ([configuration.path] + images + kept).filter { seen.insert($0).inserted }
        defer { dependencies = next }
        return next != dependencies
    }
}
