#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLibXML2
import LayoutEngine
import ThreadSupport

/// The loader's parse → validate → build of a version-1 file. A clean file
/// streams (`StreamingFrontEnd`: no libxml2 tree); any other goes the tree
/// way below, which finds and locates every problem: the libxml2 tree
/// converted and the document built on a second thread while libxml2
/// validates on this one.
///
/// Why it is safe: both threads only read libxml2's tree. The validator's
/// writes (an attribute's `atype` and the document's ID table, for `xs:ID`
/// values) are to fields the converter never reads, and the converter calls
/// no libxml2 function but `xmlGetLineNo` (a read). The results are exactly
/// those of `SchemaValidator.parseAndValidate` followed by
/// `LayoutBuilder.build`, in the same order, so every output is the same:
/// only the wall-clock time changes (on two cores, validation and
/// convert + build take about as long as each other).
enum ConcurrentFrontEnd {
    struct Outcome {
        /// Nil when the XML is not well-formed. The root element alone,
        /// without children, when the caller kept no tree and the DOM was
        /// freed as the document was built.
        var root: XMLElementNode?
        /// Parse and schema diagnostics, sorted, with the rename fix-its.
        var diagnostics: [Diagnostic]
        /// The builder's result, when it was built here (nil: the caller builds).
        var built: (document: LayoutDocument?, diagnostics: [Diagnostic])?
        /// How many elements the tree has and its deepest nesting, when known
        /// (for `BackgroundDisposal`).
        var elementCount = 0
        var depth = 0
    }

    /// Smaller files are done on one thread: a thread costs more than it saves.
    static let minimumElements = 512

    /// The largest stack the second thread is given; deeper files are done
    /// on the calling thread (whose stack the caller sized for them).
    static let maximumStackBytes = 8 << 30

    /// Whether a second thread can run at the same time as this one.
    static let hasSecondCore = sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1

    /// Nil when the embedded schema does not compile: the caller then takes
    /// the ordinary path, which reports it.
    /// - Parameter keepingTree: false when the caller needs no more than the
    ///   document (a streamed file's DOM is then freed as it is built, see
    ///   `StreamingFrontEnd`).
    static func parseValidateAndBuild(_ source: LayoutSource, baseDirectory: String, keepingTree: Bool = true,
                                      timings: inout PhaseTimings) -> Outcome? {
        guard case .success(let schema) = CompiledSchema.embedded else { return nil }
        // A clean file needs no libxml2 tree at all.
        if let streamed = StreamingFrontEnd.parseValidateAndBuild(source, schema: schema, baseDirectory: baseDirectory,
                                                                   keepingTree: keepingTree, timings: &timings) {
            return streamed
        }
        let path = source.path
        let (document, scan, parseDiagnostics) = timings.measure(.parse) { LibXMLDocumentParser.parseDocument(source) }
        guard let document, let scan, let rootNode = document.rootElement else {
            return Outcome(root: nil, diagnostics: withFixIts(parseDiagnostics.sortedByLocation(), source, schema,
                                                              &timings), built: nil)
        }
        let stackBytes = (1 << 20) + scan.deepest * DeepStack.bytesPerLevel
        let root: XMLElementNode
        let issues: [SchemaIssue]?
        var built: (document: LayoutDocument?, diagnostics: [Diagnostic])?
        if scan.tags.count >= minimumElements, stackBytes <= maximumStackBytes, hasSecondCore {
            let work = SecondThreadWork(root: rootNode, path: path, scan: scan, baseDirectory: baseDirectory)
            let thread = JoinableThread(stackSize: stackBytes) { work.run() }
            issues = timings.measure(.validate) { schema.issues(of: document) }
            thread.join()
            // `join` orders the thread's writes before these reads.
            root = work.root!
            built = work.built
            timings.merge(work.timings)
        } else {
            root = timings.measure(.parse) { LibXMLTreeConverter.convert(root: rootNode, path: path, scan: scan) }
            issues = timings.measure(.validate) { schema.issues(of: document) }
        }
        let schemaDiagnostics = timings.measure(.validate) { schema.diagnostics(for: issues, root: root, path: path) }
        // libxml2's tree is not needed any more: free it while the caller goes on.
        BackgroundDisposal.release(document, elements: scan.tags.count, depth: scan.deepest)
        let all = (parseDiagnostics + schemaDiagnostics).sortedByLocation()
        return Outcome(root: root, diagnostics: withFixIts(all, source, schema, &timings), built: built,
                       elementCount: scan.tags.count, depth: scan.deepest)
    }

    /// As `SchemaValidator.parseAndValidate` finishes: the rename fix-its,
    /// read from the vocabulary only when there is something to fix.
    private static func withFixIts(_ diagnostics: [Diagnostic], _ source: LayoutSource, _ schema: CompiledSchema,
                                   _ timings: inout PhaseTimings) -> [Diagnostic] {
        guard !diagnostics.isEmpty else { return diagnostics }
        return timings.measure(.validate) {
            ElementRenameFixIts.adding(to: diagnostics, text: source.text, vocabulary: schema.vocabulary)
        }
    }
}

/// The second thread's inputs and results. Unchecked Sendable: the inputs
/// are never changed; the results are written by the thread before it ends
/// and read only after `join`. The libxml2 tree it reads is only read by the
/// other thread too (see `ConcurrentFrontEnd`).
private final class SecondThreadWork: @unchecked Sendable {
    private let rootNode: xmlNodePtr
    private let path: String
    private let scan: StartTagScanner.Result
    private let baseDirectory: String
    private(set) var root: XMLElementNode?
    private(set) var built: (document: LayoutDocument?, diagnostics: [Diagnostic])?
    private(set) var timings = PhaseTimings()

    init(root: xmlNodePtr, path: String, scan: StartTagScanner.Result, baseDirectory: String) {
        self.rootNode = root
        self.path = path
        self.scan = scan
        self.baseDirectory = baseDirectory
    }

    func run() {
        LibXMLRuntime.prepareCurrentThread()
        let root = timings.measure(.parse) { LibXMLTreeConverter.convert(root: rootNode, path: path, scan: scan) }
        built = timings.measure(.build) { LayoutBuilder.build(root, file: path, baseDirectory: baseDirectory) }
        self.root = root
    }
}
