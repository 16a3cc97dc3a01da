#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutEngine
import Rendering
import XMLLayout

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
    public struct Good: Sendable {
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
    public internal(set) var good: Good?
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
    /// A word for the status line until the next key (`s` on a file without states).
    public internal(set) var notice: String?
    /// The running reload animation, and the frame on screen (nil: the
    /// final preview).
    private var animation: TransitionAnimation?
    private var animatedLines: [String]?

    /// Zoom, scroll, panel and inspected element (see `WatchSession+View`).
    var view: WatchView

    private var loads = 0
    /// Counts the previews shown: a reload prepared elsewhere against an
    /// older one is prepared again (`apply`).
    private(set) var goodGeneration = 0
    /// The layout arrays each reload's pass reuses.
    private let storage = LayoutStorage()
    /// The preview just replaced, freed after the repaint (`dropRetired`):
    /// a large one takes a while to free, and the new one should show first.
    private var retired: Good?
    private var retiredChange: TransitionSides?
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
    func apply(_ loaded: LayoutLoader.Loaded, laidOut: LaidOutLayout? = nil, prepared: Prepared? = nil) -> Bool {
        loads += 1
        if loaded.source != nil { hasReadFile = true }
        latestSource = loaded.source ?? latestSource
        // A second parse only for files that declare parameters at all.
        // A save that does not parse keeps the state on the status line.
        if let source = loaded.source, !Self.mentionsParam(source.text) {
            stateParameter = nil
        } else if let source = loaded.source, let root = LayoutLoader.tree(of: source) {
            stateParameter = FileParameters.of(root).first { $0.isEnumerable }
        }
        if let document = loaded.document, !loaded.hasErrors {
            replaceGood(with: document, warnings: loaded.diagnostics, laidOut: laidOut, prepared: prepared)
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
        guard let p = stateParameter else {
            notice = "s: this file has no states (a <param> with values=\"…\" or a true/false default)"
            return false
        }
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
        Self.draw(&g, settings: drawSettings, screensBelow: 1)
    }

    /// What drawing a preview depends on besides the preview: a reload
    /// prepared on the load thread is drawn with the settings of the moment
    /// it started, and drawn again if they changed meanwhile.
    struct DrawSettings: Equatable, Sendable {
        var columns: Int
        var rows: Int
        var zoom: WatchView.Zoom
        /// The preview's rows on screen, for `f` (fit all) only; 0 otherwise.
        var fitRows: Int
        var top: Int
    }

    var drawSettings: DrawSettings {
        DrawSettings(columns: columns, rows: rows, zoom: view.zoom,
                     fitRows: view.zoom == .fitAll ? max(1, screen.previewRows) : 0, top: view.viewport.top)
    }

    /// Draws down to the bottom of the screen and `screensBelow` screens
    /// further (a reload draws what shows; a scroll draws a screen ahead).
    static func draw(_ g: inout Good, settings: DrawSettings, screensBelow: Int) {
        let bounds = PictureGeometry.bounds(of: g.result)
        let ppc = pointsPerColumn(bounds: bounds, settings: settings)
        let geometry = PictureGeometry(result: g.result, bounds: bounds, pointsPerColumn: ppc)
        g.geometry = geometry
        g.pictureColumns = min(geometry.columns, Self.maxPictureColumns)
        g.pictureRows = min(geometry.rows, Self.maxPictureRows)
        g.renderer.options.zoom = ppc
        g.renderer.options.columns = settings.columns
        g.renderer.options.maxColumns = Self.maxPictureColumns
        g.renderer.options.maxRows = min(g.pictureRows, max(0, settings.top) + (1 + screensBelow) * settings.rows)
        g.lines = g.renderer.lines(g.result)
    }

    /// Frees the preview the last reload replaced (the loop calls it once
    /// the new one is on screen).
    func dropRetired() {
        retired = nil
        retiredChange = nil
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
            change: notice ?? change?.summary, state: stateText)
        status.devices = configuration.devices.map { d in
            d.name == WatchStatus.points(d.width) ? d.name : d.name + " " + WatchStatus.points(d.width)
        }
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

    /// Shows a new preview: the one `prepared` on the load thread when it
    /// was prepared against the preview and view still on screen, else one
    /// prepared here. A save during an animation jumps to the new layout.
    private func replaceGood(with document: LayoutDocument, warnings: [Diagnostic], laidOut: LaidOutLayout? = nil,
                             prepared given: Prepared? = nil) {
        if !configuration.devices.isEmpty { return replaceGoodSheet(with: document, warnings: warnings, prepared: given) }
        let settings = drawSettings
        var prepared: Prepared
        if let given, given.basis.generation == goodGeneration {
            prepared = given
            // Scrolled, zoomed or resized while it loaded: the same preview, drawn again.
            if given.basis.settings != settings { Self.draw(&prepared.good, settings: settings, screensBelow: 0) }
        } else {
            let laidOut = laidOut ?? LaidOutLayout(laying: document, in: rootRange(of: document), file: configuration.path,
                                                   textMetrics: configuration.textMetrics, storage: storage)
            prepared = Self.prepare(document, warnings: warnings, laidOut: laidOut,
                                    basis: Basis(configuration: configuration, previous: good, generation: goodGeneration,
                                                 settings: settings))
        }
        let wasAnimating = isAnimating
        stopAnimation()
        retiredChange = change
        change = prepared.change
        isHighlighting = prepared.isHighlighting
        if !wasAnimating { animation = prepared.animation }
        // The final preview shows until the loop asks for the first frame.
        retired = good
        good = prepared.good
        goodGeneration += 1
        followSelection()
        restoreContainerOffsets()
        syncViewport()
    }

    /// Several devices: the sheet of all of them, laid out anew on every save
    /// (no change summary, highlights or animation: those compare one layout).
    private func replaceGoodSheet(with document: LayoutDocument, warnings: [Diagnostic], prepared: Prepared? = nil) {
        stopAnimation()
        change = nil
        isHighlighting = false
        let sheet = prepared.flatMap { $0.basis.settings.columns == columns ? $0.good : nil }
            ?? Self.sheetGood(document, warnings: warnings, configuration: configuration, columns: columns)
        guard let sheet else { return }
        goodGeneration += 1
        retired = good
        good = sheet
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
