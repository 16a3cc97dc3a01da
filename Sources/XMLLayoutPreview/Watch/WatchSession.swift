import Foundation
import LayoutEngine
import Rendering
import XMLLayout

/// What `xmllayout watch` was asked to show.
public struct WatchConfiguration: Sendable {
    public var path: String
    /// --width/--height/--min/--max.
    public var overrides: RootRangeOverride
    /// Points per column; nil fits the root's width to the terminal.
    public var zoom: Double?
    public var colorMode: ColorMode
    /// --set and --data.
    public var inputs = ExpansionInputs()
    /// Canvas, labels and specs of the preview.
    public var picture = PictureOptions()

    /// When the layout has no width of its own (and none is given on the
    /// command line) it is laid out at the terminal's width at this many
    /// points per column (`--zoom` when given): 100 columns make a 400 pt
    /// wide root, about a phone, and a 17 pt text stays legible.
    public static let defaultPointsPerColumn = 4.0

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
/// file uses. The terminal loop calls `reload()` on changes and keys and
/// `resize` on SIGWINCH, and paints `screen`.
public final class WatchSession {
    /// The last load that laid out: what the preview shows.
    public struct Good {
        public var document: LayoutDocument
        public var result: LayoutResult
        public var layoutSeconds: Double
        /// Warnings of that load and of its layout.
        public var warnings: [Diagnostic]
        /// The load's alone (a resize lays out again and redoes the rest).
        var loadWarnings: [Diagnostic]
        /// The preview at the current terminal size.
        public var lines: [String]
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

    private var loads = 0
    private var latestSource: LayoutSource?
    private var hasReadFile = false

    public init(configuration: WatchConfiguration, columns: Int, rows: Int) {
        self.configuration = configuration
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        dependencies = [configuration.path]
    }

    /// Loads the file again. On errors the last good preview stays and the
    /// errors become `problems`; a good load replaces both. Returns true
    /// when `dependencies` changed (the watcher must follow).
    @discardableResult
    public func reload() -> Bool {
        loads += 1
        let loaded = LayoutLoader.load(path: configuration.path, inputs: configuration.inputs)
        if loaded.source != nil { hasReadFile = true }
        latestSource = loaded.source ?? latestSource
        if let document = loaded.document, !loaded.hasErrors {
            good = layOut(document, warnings: loaded.diagnostics)
            problems = []
        } else {
            problems = loaded.diagnostics.map(explainMissingFile)
        }
        // Included files and data files are followed like images.
        return updateDependencies(images: loaded.dependencies + (loaded.document.map(\.imagePaths)
            ?? loaded.source.map { ImageReferences.paths(in: $0.text, layoutPath: configuration.path) } ?? []))
    }

    /// A new terminal size: the last good document is laid out again (its
    /// width may be the terminal's) and re-rendered; the file is not read.
    public func resize(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        if let g = good { good = layOut(g.document, warnings: g.loadWarnings) }
    }

    /// The screen to paint now.
    public var screen: WatchScreen {
        let status = WatchStatus(
            fileName: (configuration.path as NSString).lastPathComponent,
            rootSize: good?.result.size, elementCount: good?.result.elements.documentCount,
            layoutSeconds: good?.layoutSeconds, reloadCount: reloadCount, warningCount: good?.warnings.count ?? 0)
        let sources = latestSource.map { [$0.path: $0.text] } ?? [:]
        return WatchScreen(columns: columns, rows: rows, preview: good?.lines ?? [], diagnostics: problems,
                           sources: sources, status: status, styled: configuration.colorMode != .none)
    }

    /// The root range: the file's, with the command line's overrides, and the
    /// terminal's width when that leaves the width open.
    func rootRange(of document: LayoutDocument) -> SizeRange {
        var range = document.rootRange(overriding: configuration.overrides)
        if !range.max.width.isFinite {
            let ppc = configuration.zoom ?? WatchConfiguration.defaultPointsPerColumn
            range.max.width = max(range.min.width, Double(columns) * ppc)
            range.min.width = range.max.width
        }
        return range
    }

    /// PreviewPipeline's layout step, with rendering sized for the screen
    /// (the pipeline's ANSI output is the whole canvas, up to 1000×2000
    /// cells: wasted work on every save of a large file).
    private func layOut(_ document: LayoutDocument, warnings: [Diagnostic]) -> Good {
        let laidOut = LaidOutLayout(laying: document, in: rootRange(of: document), file: configuration.path)
        let pictures = laidOut.pictures(file: configuration.path)
        let picture = configuration.picture
        let renderer = ANSIRenderer(options: .init(
            columns: columns, rows: nil, zoom: configuration.zoom, colorMode: configuration.colorMode,
            maxColumns: columns, maxRows: max(1, rows - 1),
            canvas: picture.canvas, labels: picture.labels, specs: picture.specs), images: pictures.images)
        return Good(document: document, result: laidOut.result, layoutSeconds: laidOut.layoutSeconds,
                    warnings: (warnings + laidOut.lintDiagnostics + pictures.warnings).sortedByLocation(),
                    loadWarnings: warnings, lines: renderer.lines(laidOut.result))
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
