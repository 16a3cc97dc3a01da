import Foundation
import LayoutEngine
import Rendering
import XMLLayout

/// How to render: the format, root-size overrides and terminal settings.
public struct PreviewOptions: Sendable {
    public var format: OutputFormat
    public var overrides: RootRangeOverride
    /// Terminal width in columns for the ANSI preview.
    public var columns: Int
    /// Points per terminal column (nil: fit to `columns`).
    public var zoom: Double?
    public var colorMode: ColorMode
    /// Caps on the ANSI canvas (nil: the renderer's own, 1000 × 2000 cells);
    /// a watch screen shows no more than it has room for.
    public var maxColumns: Int?
    public var maxRows: Int?
    /// How text is measured in the layout pass (LANGUAGE.md's fixed model by default).
    public var measurer: any TextMeasurer

    public init(format: OutputFormat = .tree, overrides: RootRangeOverride = RootRangeOverride(), columns: Int = 80,
                zoom: Double? = nil, colorMode: ColorMode = .none, maxColumns: Int? = nil, maxRows: Int? = nil,
                measurer: any TextMeasurer = FixedMetricsMeasurer()) {
        self.format = format
        self.overrides = overrides
        self.columns = columns
        self.zoom = zoom
        self.colorMode = colorMode
        self.maxColumns = maxColumns
        self.maxRows = maxRows
        self.measurer = measurer
    }
}

/// The outcome of one load → build → layout → render.
public struct PreviewOutput: Sendable {
    /// The rendered text; nil when the file has errors (never half-rendered)
    /// or rendering was not asked for.
    public var text: String?
    /// Errors and warnings of every stage, sorted by location.
    public var diagnostics: [Diagnostic]
    public var built: BuiltLayout
    /// Nil when the file has errors.
    public var laidOut: LaidOutLayout?

    public var loaded: LoadedLayout { built.loaded }
    public var result: LayoutResult? { laidOut?.result }
    /// Time spent in the layout pass alone, in seconds.
    public var layoutSeconds: Double { laidOut?.layoutSeconds ?? 0 }
    /// The range the root was laid out in.
    public var rootRange: SizeRange? { laidOut?.rootRange }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    /// Files the preview depends on: the layout and the images it reads.
    public var dependencies: [String] {
        [loaded.source?.path].compactMap { $0 } + (built.document?.imagePaths ?? [])
    }
}

/// The stages (PreviewStages.swift) in order, for `render`, `validate`,
/// `watch` and the tests.
public enum PreviewPipeline {
    /// The front end: load, then build. The expansion stage goes between the
    /// two, here and nowhere else: `BuiltLayout(building: expand(load(…)))`.
    public static func front(path: String) -> BuiltLayout {
        BuiltLayout(building: LoadedLayout.load(path: path))
    }

    /// The same from text in memory.
    public static func front(source: LayoutSource) -> BuiltLayout {
        BuiltLayout(building: LoadedLayout.load(source: source))
    }

    /// - Parameter render: false to stop after the layout (and its lint
    ///   rules), as `validate` does; `text` is then nil.
    public static func run(path: String, options: PreviewOptions, render: Bool = true) -> PreviewOutput {
        run(built: front(path: path), options: options, render: render)
    }

    /// The back end: layout, lint and (unless `render` is false) render.
    public static func run(built: BuiltLayout, options: PreviewOptions, render: Bool = true) -> PreviewOutput {
        var out = PreviewOutput(text: nil, diagnostics: built.diagnostics, built: built, laidOut: nil)
        guard let document = built.document, !built.hasErrors else { return out }
        let laidOut = LaidOutLayout(laying: document, in: document.rootRange(overriding: options.overrides),
                                    file: built.file, measurer: options.measurer)
        out.laidOut = laidOut
        out.diagnostics = (built.diagnostics + laidOut.lintDiagnostics).sortedByLocation()
        if render { out.text = RenderedOutput(rendering: laidOut, as: options.format, options: options).text }
        return out
    }
}
