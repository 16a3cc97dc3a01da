import LayoutEngine
import TextSupport
import XMLLayout
import XMLLayoutPreview

/// One open document and what the server knows of it: the text, its line
/// index, and (worked out on demand, once per version) the full pipeline's
/// diagnostics and layout at the file's default state.
final class OpenDocument {
    let uri: String
    /// The file path the URI names (diagnostics use it; images resolve
    /// against its directory).
    let path: String
    private(set) var version: Int
    private(set) var text: String
    private(set) var index: SourceText
    private var cachedAnalysis: (diagnostics: [Diagnostic], output: PreviewOutput?)? {
        didSet { if cachedAnalysis == nil { cachedPartialLayout = nil; cachedStateOutputs = nil } }
    }
    private var cachedPartialLayout: (document: LayoutDocument, result: LayoutResult)??
    private var cachedStateOutputs: [Features.StateOutput]?
    /// The layout arrays each analysis of this document reuses.
    private let storage = LayoutStorage()

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.path = OpenDocument.path(fromURI: uri)
        self.version = version
        self.text = text
        self.index = SourceText(text)
    }

    func replaceAll(_ text: String, version: Int) {
        self.text = text
        self.version = version
        index = SourceText(text)
        cachedAnalysis = nil
    }

    /// Applies one `TextDocumentContentChangeEvent` range edit.
    func apply(range: (startLine: Int, startCharacter: Int, endLine: Int, endCharacter: Int), text newText: String) {
        let start = index.offset(line: range.startLine, character: range.startCharacter)
        let end = max(start, index.offset(line: range.endLine, character: range.endCharacter))
        var bytes = index.bytes
        bytes.replaceSubrange(start..<end, with: Array(newText.utf8))
        text = String(decoding: bytes, as: UTF8.self)
        index = SourceText(text)
        cachedAnalysis = nil
    }

    func setVersion(_ version: Int) { self.version = version }

    /// The layout of the text despite its errors (hover while fixing), once per version.
    var partialLayout: (document: LayoutDocument, result: LayoutResult)? {
        if let cachedPartialLayout { return cachedPartialLayout }
        let value = analysis.output?.loaded.source.flatMap(PartialLayout.layout)
        cachedPartialLayout = .some(value)
        return value
    }

    /// The file's other states laid out (hover), once per version.
    var stateOutputs: [Features.StateOutput] {
        if let cachedStateOutputs { return cachedStateOutputs }
        let value = analysis.output?.loaded.source.map(Features.stateOutputs) ?? []
        cachedStateOutputs = value
        return value
    }

    /// Forgets the analysis (a file it read from disk changed).
    func invalidate() { cachedAnalysis = nil }

    /// True when the analysis read `path` (an included file, a data file, an image).
    func dependsOn(_ path: String) -> Bool {
        guard let output = cachedAnalysis?.output else { return false }
        let target = DiagnosticMapping.standardized(path)
        return output.dependencies.contains { DiagnosticMapping.standardized($0) == target }
    }

    /// Load → validate → build → layout, as `xmllayout validate` does: the
    /// diagnostics, and the pipeline's output when the text could be read.
    var analysis: (diagnostics: [Diagnostic], output: PreviewOutput?) {
        if let cachedAnalysis { return cachedAnalysis }
        let analysis: (diagnostics: [Diagnostic], output: PreviewOutput?)
        switch LayoutSourceLoader.decode(path: path, bytes: index.bytes, limits: .languageServer) {
        case .failure(let diagnostic):
            analysis = ([diagnostic], nil)
        case .success(let source):
            let output = PreviewPipeline.run(loaded: LayoutLoader.load(source: source), options: PreviewOptions(), render: false,
                                             storage: storage)
            analysis = (output.diagnostics, output)
        }
        cachedAnalysis = analysis
        return analysis
    }

    static func path(fromURI uri: String) -> String {
        if let path = FileURI.path(of: uri) { return path }
        return uri
    }
}
