#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which code parses a layout file, and why: the front end's one table.
/// `LayoutLoader` reads the file and calls `load`; `route` picks the code.
///
/// | the file                                         | purpose              | route               |
/// |--------------------------------------------------|----------------------|---------------------|
/// | given `--set`/`--data`, or may use version 2     | any                  | `.expanded`         |
/// | a DOCTYPE, too deep, no element (the scan says)  | any                  | `.sequential`       |
/// | ≥ 256 elements, ≤ 256 deep, not `--huge`, 2 cores | `.ahead` (watch)    | `.ahead`            |
/// | ≥ 4,096 elements, ≤ 256 deep, 2 cores            | `.document`, `.tree` | `.validationThread` |
/// | any other                                        | any                  | `.onePass`          |
///
/// Only `.sequential` reports problems. A streamed route (`.onePass`,
/// `.validationThread`, `.ahead`) gives up at the first sign of one (not
/// well-formed, a libxml2 warning, not valid, an error of the builder) and
/// the file is loaded again by `.sequential`, which finds and locates every
/// problem; `.expanded` gives a file that turns out to be plain version 1 to
/// the version-1 routes. So every route gives the same result, byte for
/// byte (`FrontEndRouteTests`); they differ in time and memory alone.
///
/// Why each route:
/// - `.sequential`: libxml2's tree, converted to the Swift DOM, validated,
///   built, on one thread. The only code that locates problems; files with
///   problems are few and small, so it is kept simple.
/// - `.onePass`: libxml2's validator plugged into the SAX parse that builds
///   the Swift DOM: no libxml2 tree (about 750 bytes an element at the peak,
///   and a third of the parse) and one pass over the bytes.
/// - `.validationThread`: the validation streams on a second thread while
///   this one builds (without a DOM unless `.tree` asks for it): 15% less
///   time at 10,000 elements (71 → 61 ms on two cores).
/// - `.ahead`: `xmllayout watch` builds and draws a reload while its
///   validation still runs (`LayoutLoader.AheadLoad.confirm`).
/// - `.expanded`: version 2 is expanded from the parsed tree and the
///   expanded tree validated as it is (`LayoutLoader.loadVersion2`).
enum FrontEnd {
    /// What the caller needs of the file.
    enum Purpose: Sendable {
        /// The document alone (render, validate): the DOM is freed as it is built.
        case document
        /// The document and the tree it was built from (`xmllayout expand`).
        case tree
        /// The document before its validation ends (`LayoutLoader.loadAhead`).
        case ahead
    }

    enum Route: Equatable, Sendable {
        case expanded, sequential, onePass, validationThread, ahead
    }

    // MARK: - The thresholds

    /// From this many elements the validation runs on a second thread: on two
    /// cores a second thread gained nothing at 1,000–2,200 elements (±0.5 ms
    /// of 9–24 ms) and cost ~0.1 KB an element; at 10,000 it saves 15%.
    static let minimumValidationThreadElements = 4096

    /// From this many elements watch builds a reload while it is validated:
    /// below it the reload takes a millisecond or two, about what a second
    /// thread and a second parse would save.
    static let minimumAheadElements = 256

    /// Above this nesting (only `--huge` files get there) no second thread
    /// validates: libxml2's validator keeps state for every open element
    /// (about 450 bytes a level with the parser's copy of the input), and a
    /// second pass would keep all of it alive beside the DOM and the document
    /// being built (deep-100000: peak RSS 200 → 188 MB, at no cost in time).
    static let maximumThreadDepth = SourceLimits.standard.maximumNestingDepth

    /// From this many elements a tree is freed on a thread of its own
    /// (`BackgroundDisposal`): below it a thread costs more than freeing does.
    static let minimumBackgroundFreeElements = 512

    /// Whether a second thread can run at the same time as this one.
    static let hasSecondCore = sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1

    // MARK: - The choice

    /// The start-tag scan's answer about a version-1 file: nil when it refused
    /// the file (a DOCTYPE, nesting too deep) or found no element.
    struct Shape: Equatable {
        var elements: Int
        var depth: Int

        init(elements: Int, depth: Int) {
            self.elements = elements
            self.depth = depth
        }

        init?(_ scan: StartTagScanner.Result) {
            guard scan.doctype == nil, scan.tooDeep == nil, !scan.tags.isEmpty else { return nil }
            self.init(elements: scan.tags.count, depth: scan.deepest)
        }
    }

    /// The table above, for a version-1 file.
    static func route(for shape: Shape?, huge: Bool, purpose: Purpose, secondCore: Bool = hasSecondCore) -> Route {
        guard let shape else { return .sequential }
        let threaded = secondCore && shape.depth <= maximumThreadDepth
        switch purpose {
        case .ahead where threaded && !huge && shape.elements >= minimumAheadElements: return .ahead
        case _ where threaded && shape.elements >= minimumValidationThreadElements: return .validationThread
        default: return .onePass
        }
    }

    // MARK: - Loading

    /// What the version-1 routes give `LayoutLoader`.
    struct Outcome {
        /// Nil when the XML is not well-formed. The root element alone,
        /// without children, when the caller kept no tree and the DOM was
        /// freed as the document was built.
        var root: XMLElementNode?
        /// Parse and schema diagnostics, sorted, with the rename fix-its.
        var diagnostics: [Diagnostic]
        /// The builder's result (nil when there is no tree to build).
        var built: (document: LayoutDocument?, diagnostics: [Diagnostic])?
        /// How many elements the tree has and its deepest nesting, when known
        /// (for `BackgroundDisposal`).
        var elementCount = 0
        var depth = 0
        /// The route that gave this outcome.
        var route = Route.sequential
    }

    /// What `load` gives.
    struct Load {
        var loaded: LayoutLoader.Loaded
        /// The tree the document was built from, when the purpose is `.tree`.
        var tree: LayoutLoader.KeptTree?
        /// For `.ahead`: the validation still running (nil: `loaded` is final).
        var pending: PendingValidation?
        /// The route that gave `loaded`.
        var route: Route
    }

    /// Loads a file read into memory, by the table's route; `route` forces
    /// one (tests: every route gives the same).
    static func load(_ source: LayoutSource, inputs: ExpansionInputs, purpose: Purpose, route forced: Route? = nil)
        -> Load {
        var timings = PhaseTimings()
        let mayBeVersion2 = !inputs.isEmpty || Version2Detection.mayUseVersion2(source.bytes)
        if forced ?? (mayBeVersion2 ? .expanded : nil) == .expanded,
           let (loaded, tree) = LayoutLoader.loadVersion2(source: source, inputs: inputs, timings: &timings,
                                                          keepingTree: purpose == .tree) {
            return Load(loaded: loaded, tree: tree, route: .expanded)
        }
        let base = PathText.deletingLastComponent(source.path)
        let keepingTree = purpose == .tree
        let (outcome, pending) = version1(source, baseDirectory: base, purpose: purpose, route: forced,
                                          timings: &timings)
        // Not trimmed ahead: watch loads the next save into the same pages
        // (at 1,000 elements, about 0.4 ms of madvise a reload, and more
        // than that of page faults in the layout that followed).
        let route = outcome.route
        let (loaded, tree) = LayoutLoader.finish(outcome, source: source, baseDirectory: base, keepingTree: keepingTree,
                                                 trimming: pending == nil, timings: timings)
        return Load(loaded: loaded, tree: tree, pending: pending, route: route)
    }

    /// A version-1 file's outcome: the table's route, then `.sequential`
    /// when a streamed route gave up.
    static func version1(_ source: LayoutSource, baseDirectory: String, purpose: Purpose, route forced: Route? = nil,
                         timings: inout PhaseTimings) -> (outcome: Outcome, pending: PendingValidation?) {
        if forced != .sequential, forced != .expanded, case .success(let schema) = CompiledSchema.embedded,
           let streamed = streamed(source, schema: schema, baseDirectory: baseDirectory, purpose: purpose, route: forced,
                                   timings: &timings) {
            return streamed
        }
        return (sequential(source, baseDirectory: baseDirectory, timings: &timings), nil)
    }

    /// The streamed route the table (or `forced`) picks for a version-1 file:
    /// nil when it picks `.sequential` or the streamed route gave up.
    static func streamed(_ source: LayoutSource, schema: CompiledSchema, baseDirectory: String, purpose: Purpose,
                         route forced: Route? = nil,
                         timings: inout PhaseTimings) -> (outcome: Outcome, pending: PendingValidation?)? {
        var scanned: StartTagScanner.Result? = timings.measure(.parse) {
            StartTagScanner.scan(source.bytes, maximumDepth: source.limits.maximumNestingDepth)
        }
        // Read without a second reference to the scan, which would keep it alive.
        guard let shape = scanned.flatMap({ Shape($0) }) else { return nil }
        let streamed = StreamingFrontEnd(source: source, schema: schema, baseDirectory: baseDirectory, shape: shape,
                                         keepingTree: purpose == .tree)
        switch forced ?? route(for: shape, huge: source.limits.isHuge, purpose: purpose) {
        case .onePass: return streamed.onePass(scanned.take()!, timings: &timings).map { ($0, nil) }
        case .validationThread: return streamed.withValidationThread(scanned.take()!, timings: &timings).map { ($0, nil) }
        case .ahead: return streamed.ahead(scanned.take()!, timings: &timings).map { ($0.outcome, $0.pending) }
        case .sequential, .expanded: return nil
        }
    }

    /// Parse, validate and build on this thread, every problem located
    /// (`SchemaValidator.parseAndValidate`, which also reports an embedded
    /// schema that does not compile).
    static func sequential(_ source: LayoutSource, baseDirectory: String, timings: inout PhaseTimings) -> Outcome {
        let (root, diagnostics) = SchemaValidator.parseAndValidate(source, against: nil, timings: &timings)
        guard let root else { return Outcome(root: nil, diagnostics: diagnostics, built: nil) }
        let built = timings.measure(.build) { LayoutBuilder.build(root, file: source.path, baseDirectory: baseDirectory) }
        return Outcome(root: root, diagnostics: diagnostics, built: built,
                       elementCount: built.document?.sourceMap.count ?? 0)
    }
}
