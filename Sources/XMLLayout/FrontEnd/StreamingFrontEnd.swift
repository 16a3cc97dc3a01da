import LayoutEngine
import ThreadSupport

/// The streamed routes of `FrontEnd` (`.onePass`, `.validationThread`,
/// `.ahead`): a clean version-1 file parsed, validated and built without
/// libxml2's tree. `SAXTreeBuilder` builds the Swift DOM (or, without one,
/// `StreamedLayoutBuild` the document) from libxml2's SAX events while
/// libxml2's validator checks them, in the same pass or in a pass of its own
/// on a second thread (`SAXValidation`). `FrontEnd.route` says which.
///
/// Each gives nil whenever the file is not clean (not well-formed, any
/// warning, not valid, an error from the builder): `FrontEnd` then takes the
/// sequential route, which finds and locates every problem. So diagnostics
/// and outputs are the sequential route's, byte for byte; only time and
/// memory change.
struct StreamingFrontEnd {
    let source: LayoutSource
    let schema: CompiledSchema
    let baseDirectory: String
    let shape: FrontEnd.Shape
    /// False when the caller needs the document alone: the DOM is then freed
    /// while the document is built, and the outcome's `root` is the root
    /// element without its children.
    let keepingTree: Bool

    /// The validator plugged in between libxml2 and the builder (its time
    /// shows as validation, which is most of it).
    func onePass(_ scan: consuming StartTagScanner.Result, timings: inout PhaseTimings) -> FrontEnd.Outcome? {
        let path = source.path
        let huge = source.limits.isHuge
        var scanned: StartTagScanner.Result? = consume scan
        guard var root = timings.measure(.validate, {
            source.bytes.withUnsafeBufferPointer {
                SAXTreeBuilder.build($0, path: path, scan: scanned.take()!, huge: huge, validatingWith: schema)
            }
        }) else { return nil }
        // libxml2's state for every open level is freed now: given back
        // before the build, which reuses little of it.
        let deep = shape.depth > FrontEnd.maximumThreadDepth
        if deep { returnFreeHeapPages() }
        let built = timings.measure(.build) {
            Self.build(&root, keepingTree, deep ? shape.depth : nil, path, baseDirectory)
        }
        guard !built.diagnostics.hasErrors else { return nil }
        return FrontEnd.Outcome(root: root, diagnostics: [], built: built, elementCount: shape.elements,
                                depth: shape.depth, route: .onePass)
    }

    /// The validation on a second thread while this one builds; waited for.
    func withValidationThread(_ scan: consuming StartTagScanner.Result,
                              timings: inout PhaseTimings) -> FrontEnd.Outcome? {
        guard let built = buildWhileValidating(scan, keepingTree: keepingTree, timings: &timings) else { return nil }
        var outcome = built.outcome
        outcome.route = .validationThread
        return built.pending.finish(into: &timings) ? outcome : nil
    }

    /// The document built while its validation still runs on a second
    /// thread (`LayoutLoader.loadAhead`): nil when parsing or building it
    /// failed (then the validation has ended too). The outcome may be used
    /// only once `pending.finish` says the file is valid.
    func ahead(_ scan: consuming StartTagScanner.Result,
               timings: inout PhaseTimings) -> (outcome: FrontEnd.Outcome, pending: PendingValidation)? {
        guard let built = buildWhileValidating(scan, keepingTree: keepingTree, timings: &timings) else { return nil }
        var outcome = built.outcome
        outcome.route = .ahead
        return (outcome, built.pending)
    }

    /// Validation streams on a second thread while this one builds the DOM
    /// and the document: they stay in this thread's malloc arena, where
    /// layout reuses the DOM's memory once it is freed. Nil (the validation
    /// finished) when the DOM or the document could not be built.
    private func buildWhileValidating(_ scan: consuming StartTagScanner.Result, keepingTree: Bool,
                                      timings: inout PhaseTimings)
        -> (outcome: FrontEnd.Outcome, pending: PendingValidation)? {
        let path = source.path
        let (elements, depth) = (shape.elements, shape.depth)
        let pending = PendingValidation(source: source, schema: schema)
        var scanned: StartTagScanner.Result? = consume scan
        var root: XMLElementNode?
        let built: (document: LayoutDocument?, diagnostics: [Diagnostic])?
        if keepingTree {
            root = timings.measure(.parse) {
                source.bytes.withUnsafeBufferPointer {
                    SAXTreeBuilder.build($0, path: path, scan: scanned.take()!, huge: source.limits.isHuge)
                }
            }
            built = root == nil ? nil : timings.measure(.build) { Self.build(&root!, keepingTree, nil, path, baseDirectory) }
        } else {
            // No DOM: libxml2's parse feeds the builder. Its time shows as
            // the build's (the parse alone is the start-tag scan's).
            let stream = StreamedLayoutBuild(file: path, baseDirectory: baseDirectory, depth: depth)
            let clean = timings.measure(.build) {
                source.bytes.withUnsafeBufferPointer {
                    SAXTreeBuilder.stream($0, path: path, scan: scanned.take()!, huge: source.limits.isHuge, into: stream)
                }
            }
            root = clean ? stream.root : nil
            built = clean ? timings.measure(.build) { stream.finish() } : nil
        }
        // Streaming validation does not check that `xs:ID` values are unique
        // (libxml2 keeps them in the tree's ID table); the builder does, and
        // any error of its own sends the file down the tree path as well.
        guard let built, !built.diagnostics.hasErrors, let kept = root.take() else {
            _ = pending.finish(into: &timings)
            BackgroundDisposal.release(Discarded(root: root, built: built), elements: elements, depth: depth)
            return nil
        }
        return (FrontEnd.Outcome(root: kept, diagnostics: [], built: built, elementCount: elements, depth: depth), pending)
    }

    /// The document of `root`; unless the tree is kept, `root` is given up
    /// to the builder and left as the root element alone.
    /// `deep`: a deep file's nesting, for `LayoutBuilder.build(consuming:trimming:depth:)`.
    private static func build(_ root: inout XMLElementNode, _ keepingTree: Bool, _ deep: Int?, _ path: String,
                              _ baseDirectory: String) -> (document: LayoutDocument?, diagnostics: [Diagnostic]) {
        guard !keepingTree else { return LayoutBuilder.build(root, file: path, baseDirectory: baseDirectory) }
        var whole = XMLElementNode(name: root.name, location: root.location, attributes: root.attributes)
        swap(&whole, &root)
        return LayoutBuilder.build(consuming: consume whole, file: path, baseDirectory: baseDirectory,
                                   trimming: deep != nil, depth: deep ?? 0)
    }
}

/// The validating pass of a file, on a second thread from its creation.
/// Unchecked Sendable: the results are written by the thread before it
/// ends and read only after `join`.
final class PendingValidation: @unchecked Sendable {
    /// libxml2's parser and streaming validator keep their state per level
    /// on the heap, not the stack.
    static let stackBytes = 4 << 20

    /// What the thread writes. Apart, so that the thread does not hold the
    /// pass itself: its last owner then always joins it (`deinit`).
    private final class Result: @unchecked Sendable {
        var valid = false
        var timings = PhaseTimings()
    }

    private let result = Result()
    private var thread: JoinableThread?

    init(source: LayoutSource, schema: CompiledSchema) {
        let result = self.result
        thread = JoinableThread(stackSize: Self.stackBytes) {
            let huge = source.limits.isHuge
            result.valid = result.timings.measure(.validate) {
                source.bytes.withUnsafeBufferPointer { SAXValidation.isClean($0, schema: schema, huge: huge) }
            }
        }
    }

    /// A pass nobody waited for (a cancelled reload) is joined here, so
    /// that its thread is never left behind.
    deinit { thread?.join() }

    /// Waits for the pass (once; later calls answer at once): whether the
    /// file is valid. Its time goes into `into`.
    func finish(into timings: inout PhaseTimings) -> Bool {
        if let thread {
            thread.join()
            self.thread = nil
            // `join` orders the thread's writes before these reads.
            timings.merge(result.timings)
        }
        return result.valid
    }
}

/// What a file that was not clean after all leaves behind, to be freed
/// away from the caller's path.
private struct Discarded: @unchecked Sendable {
    var root: XMLElementNode?
    var built: (document: LayoutDocument?, diagnostics: [Diagnostic])?
}

