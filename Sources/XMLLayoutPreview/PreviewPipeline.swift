import Dispatch
import LayoutEngine
import Rendering
import XMLLayout

/// The output formats of `xmllayout render`.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// Coloured terminal preview (the default on a terminal).
    case ansi
    /// Every element with its frame (the default when piped).
    case tree
    /// LANGUAGE.md's JSON.
    case json
    /// A picture at the layout's real size in points.
    case svg
    /// A picture in pixels at the screen scale (binary: `PreviewOutput.png`).
    case png
    /// Texture's asciiArtString of the spec tree.
    case ascii
}

/// How to render: the format, root-size overrides and terminal settings.
public struct PreviewOptions: Sendable {
    public var format: OutputFormat
    public var overrides: RootRangeOverride
    /// Terminal width in columns for the ANSI preview.
    public var columns: Int
    /// Points per terminal column (nil: fit to `columns`).
    public var zoom: Double?
    public var colorMode: ColorMode
    /// Canvas, labels and specs of the ansi and svg pictures.
    public var picture = PictureOptions()
    /// JSON on one line instead of pretty-printed (`render --compact`).
    public var compactJSON = false
    /// The pixel grid instead of the file's `screenScale` (a `--device` preset's).
    public var screenScale: Double?
    /// How text is measured instead of the file's `textMetrics` (`--text-metrics`).
    public var textMetrics: TextMetricsMode?
    /// What files may be read and parsed under (`--huge`: `.huge`).
    public var limits = SourceLimits.standard
    /// JSON left to be streamed (`PreviewOutput.json`) instead of made into
    /// `text`: the CLI writes it to its destination in pieces as it is made,
    /// never holding tens of megabytes of it at once. Other formats still
    /// give `text`. `run(path:)` then also lays out the engine's flat table
    /// and drops the element tree (`loaded.document.root` of its output is a leaf).
    package var streamsJSON = false
    /// False when the caller reads no more than the diagnostics and the
    /// result of a run without rendering (`validate`): the element tree is
    /// then flattened and dropped before the layout, as for streamed JSON.
    package var keepsTree = true

    public init(format: OutputFormat = .tree, overrides: RootRangeOverride = RootRangeOverride(), columns: Int = 80,
                zoom: Double? = nil, colorMode: ColorMode = .none) {
        self.format = format
        self.overrides = overrides
        self.columns = columns
        self.zoom = zoom
        self.colorMode = colorMode
    }
}

/// The outcome of one load → layout → render.
public struct PreviewOutput: Sendable {
    /// The rendered text; nil when the file has errors (never half-rendered)
    /// and for `png`.
    public var text: String?
    /// `png`'s file bytes (nil when the file has errors).
    public var png: [UInt8]?
    /// The JSON still to be written, instead of `text`, when
    /// `PreviewOptions.streamsJSON` asked for it (nil when the file has errors).
    public var json: JSONOutput?
    /// Errors and warnings of every stage, sorted by location.
    public var diagnostics: [Diagnostic]
    /// Diagnostics past the per-file cap (`LayoutLoader.Loaded.notShown`
    /// and the lint's), for `--fix`.
    public var notShown: [Diagnostic] = []
    public var loaded: LayoutLoader.Loaded
    public var result: LayoutResult?
    /// Time spent in the layout pass alone, in seconds.
    public var layoutSeconds: Double
    /// The range the root was laid out in.
    public var rootRange: SizeRange?
    /// The loader's phases, then layout (with its lint rules) and render
    /// (with the pictures it shows): `--timings`.
    public var timings = PhaseTimings()

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// `diagnostics` becomes `all` under the per-file cap.
    mutating func cap(_ all: [Diagnostic]) {
        let (shown, notShown) = DiagnosticCap.split(all)
        diagnostics = shown
        self.notShown += notShown
    }

    /// The JSON to write, with all else this output holds let go (the
    /// sources, the document, the diagnostics: printed by then), so none of
    /// it stays alive while the JSON is written.
    public mutating func takeJSON() -> JSONOutput? {
        defer {
            json = nil
            result = nil
            diagnostics = []
            loaded.source = nil
            loaded.includedSources = []
            loaded.document = nil
        }
        return json
    }

    /// Files the preview depends on: the layout and the images it reads.
    public var dependencies: [String] {
        [loaded.source?.path].compactMap { $0 } + loaded.dependencies + (loaded.document?.imagePaths ?? [])
    }
}

/// The preview's stages, shared by `render`, `validate`, `watch`,
/// `transition`, the language server, the fuzzer and the tests:
///
///     LayoutLoader.load ──▶ LaidOutLayout ──▶ pictures ──▶ render
///     read, decode, parse,   layout pass and    the images    one format's
///     validate, expand       its lint rules     it shows      text
///     (version 2), build
///
/// `run` strings them together; the watch session calls the same stages
/// with a root range and a renderer sized for the terminal.
public enum PreviewPipeline {
    /// - Parameter render: false to stop after the layout (and its lint
    ///   rules), as `validate` does; `text` is then nil.
    /// - Parameter storage: the layout arrays a caller that runs again and again keeps.
    public static func run(path: String, options: PreviewOptions, render: Bool = true,
                           inputs: ExpansionInputs = ExpansionInputs(), storage: LayoutStorage? = nil) -> PreviewOutput {
        var loaded = LayoutLoader.load(path: path, inputs: inputs, limits: options.limits)
        // Only --huge nests deep enough for the walks' stack to matter (the
        // standard limit is 256 levels): the pages the parse and build
        // touched are let go before the layout pass recurses on its own stack.
        let deep = options.limits.isHuge
        if deep { StackPages.releaseBelowCurrentFrame() }
        // Streamed JSON, and a run for diagnostics only (`keepsTree`), need
        // only the engine's flat table: flatten the tree and drop it
        // (hundreds of bytes an element, otherwise alive through layout and
        // output); the document keeps a leaf in its place.
        let dropsTree = render ? options.streamsJSON && options.format == .json : !options.keepsTree
        guard dropsTree, !loaded.hasErrors, var doc = loaded.document else {
            return run(loaded: loaded, options: options, render: render, table: nil, storage: storage)
        }
        // Taken out of the document, so that the table is the tree's only
        // owner and frees it as it goes.
        loaded.document = nil
        var tree = Element(.box)
        swap(&tree, &doc.root)
        let start = ContinuousClock.now
        // A deep tree's small arrays free pages that the table's big ones do not reuse.
        let release: (() -> Void)? = deep ? { StackPages.trimHeap() } : nil
        let table = ElementTable(consuming: consume tree, release: release)
        loaded.timings.add(.layout, since: start)
        loaded.document = doc
        if deep { StackPages.releaseBelowCurrentFrame(); StackPages.trimHeap() }
        return run(loaded: loaded, options: options, render: render, table: table, storage: storage)
    }

    public static func run(loaded: LayoutLoader.Loaded, options: PreviewOptions, render: Bool = true,
                           storage: LayoutStorage? = nil) -> PreviewOutput {
        run(loaded: loaded, options: options, render: render, table: nil, storage: storage)
    }

    /// - Parameter table: the document's tree already flattened (`doc.root` then no longer is the tree).
    private static func run(loaded: LayoutLoader.Loaded, options: PreviewOptions, render: Bool,
                            table: ElementTable?, storage: LayoutStorage?) -> PreviewOutput {
        var out = PreviewOutput(text: nil, diagnostics: loaded.diagnostics, loaded: loaded, result: nil,
                                layoutSeconds: 0, rootRange: nil, timings: loaded.timings)
        out.notShown = loaded.notShown
        guard let doc = loaded.document, !loaded.hasErrors else { return out }
        let file = loaded.source?.path ?? ""
        let laidOut = out.timings.measure(.layout) {
            LaidOutLayout(laying: doc, in: RootSize.range(of: doc, overrides: options.overrides), file: file,
                          screenScale: options.screenScale, textMetrics: options.textMetrics, table: table, storage: storage)
        }
        out.rootRange = laidOut.rootRange
        out.layoutSeconds = laidOut.layoutSeconds
        out.result = laidOut.result
        out.cap((out.diagnostics + laidOut.lintDiagnostics).sortedByLocation())
        // Its text was measured with the fixed model: no picture that looks right and is not.
        if laidOut.lintDiagnostics.contains(where: { $0.id == .fontsMissing }) { return out }
        if render, options.format == .ascii, laidOut.result.elements.maxDepth > LayoutSourceLoader.maximumNestingDepth {
            // Boxes inside boxes: the picture grows with the square of the
            // depth (and drawing it faster still), so --huge stops here.
            out.diagnostics.append(.error(
                "--format ascii draws each level as a box inside its parent's; this tree is \(laidOut.result.elements.maxDepth) "
                    + "levels deep, more than the \(LayoutSourceLoader.maximumNestingDepth) it can draw",
                id: DiagnosticID.nestingTooDeep, file: file, hint: "use --format tree, json or svg"))
            return out
        }
        if render {
            let start = ContinuousClock.now
            defer { out.timings.add(.render, since: start) }
            var images = ImageProvider.none
            if options.format.drawsPictures {
                let pictures = laidOut.pictures(file: file)
                images = pictures.images
                out.cap((out.diagnostics + pictures.warnings).sortedByLocation())
            }
            if options.streamsJSON, options.format == .json {
                out.json = JSONOutput(result: laidOut.result, sourceMap: doc.sourceMap, pretty: !options.compactJSON,
                                      textLines: laidOut.textMetrics == .font)
            } else if options.format == .png {
                // The PNG draws even the fixed model's text with the bundled fonts.
                if laidOut.textMetrics == .fixed, let missing = TextMeasurers.missingFonts(for: laidOut.result, file: file) {
                    out.diagnostics.append(missing)
                    return out
                }
                let scale = options.screenScale ?? doc.screenScale
                out.png = Pictures.png(laidOut.result, images: images, options: options.picture, scale: scale)
                if out.png == nil { out.diagnostics.append(Pictures.cannotDraw(laidOut.result.size, scale: scale, file: file)) }
            } else {
                out.text = Self.render(laidOut.result, document: doc, options: options, images: images)
            }
        }
        return out
    }

    public static func render(_ result: LayoutResult, document doc: LayoutDocument, options: PreviewOptions,
                              images: ImageProvider = .none) -> String {
        let picture = options.picture
        switch options.format {
        case .tree:
            var tree = TreeRenderer()
            tree.ids = doc.sourceMap.ids
            return tree.render(result)
        case .json:
            return jsonRenderer(document: doc, options: options).render(result)
        case .svg:
            return SVGRenderer(options: picture.svg(), images: images, glyphOutlines: TextMeasurers.glyphOutlines).render(result)
        case .png:
            return "" // binary: `PreviewOutput.png`
        case .ascii: return doc.root.asciiArtString
        case .ansi:
            return ANSIRenderer(options: .init(columns: options.columns, zoom: options.zoom, colorMode: options.colorMode,
                                               canvas: picture.canvas, labels: picture.labels, specs: picture.specs),
                                images: images).render(result)
        }
    }
}

extension OutputFormat {
    /// The formats that draw `<image>` pictures (decoded for them).
    public var drawsPictures: Bool { self == .svg || self == .ansi || self == .png }
}

extension PreviewPipeline {
    static func jsonRenderer(document doc: LayoutDocument, options: PreviewOptions) -> JSONRenderer {
        JSONOutput.renderer(sourceMap: doc.sourceMap, pretty: !options.compactJSON,
                            textLines: (options.textMetrics ?? doc.textMetrics) == .font)
    }
}

/// `render --format json`'s result, laid out but not yet written: `write`
/// makes the JSON (without a trailing newline) in pieces and hands each to
/// a sink as it is made, so a file of 100,000 elements never has its tens of
/// megabytes of JSON in memory at once.
public struct JSONOutput: Sendable {
    public var result: LayoutResult
    var sourceMap: SourceMap
    var pretty: Bool
    var textLines: Bool

    /// The same bytes as `PreviewPipeline.render`'s JSON text, in pieces of
    /// up to 64 KB, each valid only during its call.
    public func write(into sink: (UnsafeRawBufferPointer) -> Void) {
        JSONOutput.renderer(sourceMap: sourceMap, pretty: pretty, textLines: textLines).render(result, into: sink)
    }

    /// `write(into:)`; the time spent making the JSON, outside the sink's
    /// calls, is added to `timings` as render (`--timings`; the caller
    /// counts the rest of its write as write).
    public func write(into sink: (UnsafeRawBufferPointer) -> Void, timings: inout PhaseTimings) {
        let start = ContinuousClock.now
        var writing = Duration.zero
        write { bytes in
            let before = ContinuousClock.now
            sink(bytes)
            writing += before.duration(to: .now)
        }
        let making = start.duration(to: .now) - writing
        timings.add(.render, seconds: Double(making.components.seconds) + Double(making.components.attoseconds) * 1e-18)
    }

    /// The JSON whole, as `PreviewPipeline.render` gives it (tests).
    public var text: String {
        var bytes: [UInt8] = []
        write { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func renderer(sourceMap: SourceMap, pretty: Bool, textLines: Bool) -> JSONRenderer {
        // Lines read from the map in place: no array of them made.
        var json = JSONRenderer(prettyPrinted: pretty) { id in sourceMap.line(of: id) }
        json.files = sourceMap.origins.map(\.relativeFile)
        json.ids = sourceMap.ids
        json.textLines = textLines
        return json
    }
}

/// The layout stage: a built document laid out in a root range, and the
/// lint rules that need its frames.
public struct LaidOutLayout: Sendable {
    public var document: LayoutDocument
    public var rootRange: SizeRange
    public var result: LayoutResult
    /// The layout pass alone, in seconds.
    public var layoutSeconds: Double
    /// What the lint rules found in this layout.
    public var lintDiagnostics: [Diagnostic]
    /// How its text was measured.
    public var textMetrics: TextMetricsMode

    /// - Parameter file: names the file in lint diagnostics.
    /// - Parameter screenScale: the pixel grid; nil: the file's.
    /// - Parameter textMetrics: how text is measured; nil: as the file says.
    /// - Parameter storage: the layout arrays a caller that lays out again and again keeps.
    public init(laying document: LayoutDocument, in range: SizeRange, file: String, screenScale: Double? = nil,
                textMetrics: TextMetricsMode? = nil, storage: LayoutStorage? = nil) {
        self.init(laying: document, in: range, file: file, screenScale: screenScale, textMetrics: textMetrics, table: nil,
                  storage: storage)
    }

    /// - Parameter table: `document.root` already flattened, laid out instead of it.
    init(laying document: LayoutDocument, in range: SizeRange, file: String, screenScale: Double?,
         textMetrics: TextMetricsMode?, table: ElementTable?, storage: LayoutStorage?) {
        self.document = document
        rootRange = range
        let start = DispatchTime.now().uptimeNanoseconds
        let grid = PixelGrid(scale: screenScale ?? document.screenScale)
        self.textMetrics = textMetrics ?? document.textMetrics
        let measurer = TextMeasurers.measurer(for: self.textMetrics)
        result = if let table { LayoutEngine.layout(table, in: range, grid: grid, measurer: measurer, storage: storage) }
            else { LayoutEngine.layout(document.root, in: range, grid: grid, measurer: measurer, storage: storage) }
        layoutSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        lintDiagnostics = document.diagnostics(for: result, file: file)
        if self.textMetrics == .font, let missing = TextMeasurers.missingFonts(for: result, file: file) {
            // What the lint found in text measured without its fonts would mislead.
            lintDiagnostics = [missing]
        }
    }

    /// The pictures stage: the images this layout shows, decoded, and a
    /// warning for each that cannot be (drawn as a placeholder).
    public func pictures(file: String) -> (images: ImageProvider, warnings: [Diagnostic]) {
        let loaded = PreviewImages.load(for: result, document: document, file: file)
        return (loaded.images, loaded.warnings)
    }
}
