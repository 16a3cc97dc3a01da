import Foundation
import LayoutEngine
import Rendering
import XMLLayout

// The preview's stages, each a value made from the one before:
//
//     LoadedLayout ──(expand)──▶ BuiltLayout ──▶ LaidOutLayout ──▶ RenderedOutput
//     read, decode, parse,        the engine       layout pass and     one format's
//     validate                    tree             its lint rules      text
//
// `PreviewPipeline.front(path:)` is the one place the front end's stages are
// put in order; `render`, `validate` (which stops after the layout and its
// lint), the watch session and the fuzzer (Tools/fuzz) all start there.
// Expansion (templates and loops, Sources/XMLLayout/Expansion) is a stage
// `LoadedLayout → LoadedLayout` (the element tree after expansion, its
// diagnostics added) that goes between `load` and `build` in `front`.

/// Stage 1: a layout file (or standard input) read, decoded, parsed and
/// validated against the embedded schema.
public struct LoadedLayout: Sendable {
    /// As given: a path, or `-` for standard input.
    public var path: String
    /// The text as read; nil when it could not be read or decoded.
    public var source: LayoutSource?
    /// The element tree, when the XML is well-formed and valid; nil on
    /// errors (nothing is built on an invalid tree: the schema's message
    /// already says what is wrong).
    public var root: XMLElementNode?
    /// Errors and warnings so far, sorted by location.
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public init(path: String, source: LayoutSource?, root: XMLElementNode?, diagnostics: [Diagnostic]) {
        self.path = path
        self.source = source
        self.root = root
        self.diagnostics = diagnostics
    }

    /// Reads `path` (`-`: standard input) and loads it.
    public static func load(path: String) -> LoadedLayout {
        switch LayoutLoader.read(path: path) {
        case .failure(let d): return LoadedLayout(path: path, source: nil, root: nil, diagnostics: [d])
        case .success(let source): return load(source: source, path: path)
        }
    }

    /// Loads text already in memory (an editor buffer, a fuzzer's input).
    public static func load(source: LayoutSource, path: String? = nil) -> LoadedLayout {
        let (root, diagnostics) = SchemaValidator.parseAndValidate(source)
        let valid = !diagnostics.contains { $0.severity == .error }
        return LoadedLayout(path: path ?? source.path, source: source, root: valid ? root : nil,
                            diagnostics: diagnostics)
    }
}

/// Stage 2: the engine's element tree built from the (expanded) XML tree.
public struct BuiltLayout: Sendable {
    public var loaded: LoadedLayout
    /// Nil when this or an earlier stage found errors (never half-built).
    public var document: LayoutDocument?
    /// Every diagnostic so far, sorted by location.
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Builds `loaded`'s tree; image `src` paths resolve against the
    /// source's folder (the working directory for standard input).
    public init(building loaded: LoadedLayout) {
        self.loaded = loaded
        guard let root = loaded.root, let source = loaded.source, !loaded.hasErrors else {
            document = nil
            diagnostics = loaded.diagnostics
            return
        }
        let base = (source.path as NSString).deletingLastPathComponent
        let (document, built) = LayoutBuilder.build(root, file: source.path, baseDirectory: base)
        self.document = document
        diagnostics = (loaded.diagnostics + built).sortedByLocation()
    }

    /// The file's own name for diagnostics (`<stdin>` for standard input).
    var file: String { loaded.source?.path ?? loaded.path }
}

/// Stage 3: a document laid out, and the lint rules that need its frames.
public struct LaidOutLayout: Sendable {
    public var document: LayoutDocument
    public var rootRange: SizeRange
    public var result: LayoutResult
    /// The layout pass alone, in seconds.
    public var layoutSeconds: Double
    /// What the lint rules found in this layout (sorted by location).
    public var lintDiagnostics: [Diagnostic]

    /// Lays `document` out in `range`, measuring text with `measurer`;
    /// `file` names the file in lint diagnostics.
    public init(laying document: LayoutDocument, in range: SizeRange, file: String,
                measurer: any TextMeasurer = FixedMetricsMeasurer()) {
        self.document = document
        rootRange = range
        let start = DispatchTime.now().uptimeNanoseconds
        result = LayoutEngine.layout(document.root, in: range, grid: PixelGrid(scale: document.screenScale),
                                     measurer: measurer)
        layoutSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        lintDiagnostics = document.diagnostics(for: result, file: file)
    }
}

/// Stage 4: a laid-out layout in one output format.
public struct RenderedOutput: Sendable {
    public var format: OutputFormat
    /// No trailing newline (see `LayoutRenderer`).
    public var text: String

    public init(rendering laidOut: LaidOutLayout, as format: OutputFormat, options: PreviewOptions) {
        self.format = format
        text = format.renderer(for: laidOut.document, options: options).render(laidOut.result)
    }
}
