import LayoutEngine
import ThreadSupport

/// The loader's parse → validate → build of a clean version-1 file without
/// libxml2's tree. `SAXTreeBuilder` builds the Swift DOM from libxml2's SAX
/// events while libxml2's validator, plugged into the same parser, checks
/// them: one pass. From `minimumConcurrentElements` on, validation streams
/// in a pass of its own on a second thread (`SAXValidation`) while this
/// thread builds the DOM and then the document.
///
/// Why: libxml2's tree (about 750 bytes an element) was alive at the peak
/// of every render next to the Swift DOM and the built document, and
/// building it was about a third of the parse. Streaming validation needs
/// almost no memory, and the parse without a tree is several times faster.
///
/// Nil whenever the file is not clean (not well-formed, any warning, not
/// valid, an error from the builder): the caller then takes the tree path,
/// which finds and locates every problem as before. So diagnostics and
/// outputs are those of the tree path, byte for byte; only time and memory
/// change.
enum StreamingFrontEnd {
    /// Below this, the two passes run one after the other: measured on two
    /// cores, a second thread gained nothing at 1,000–2,200 elements (±0.5 ms
    /// of 9–24 ms) and cost ~0.1 KB an element of memory; at 10,000 it
    /// saves 15% (71 → 61 ms).
    static let minimumConcurrentElements = 4096
    /// Above this nesting (only `--huge` files get there), one pass too:
    /// libxml2's validator keeps state for every open element (about 450
    /// bytes a level with the parser's copy of the input), and a second
    /// pass would keep all of it alive beside the DOM and the document
    /// being built (deep-100000: peak RSS 200 → 188 MB, at no cost in time).
    static let maximumConcurrentDepth = LayoutSourceLoader.maximumNestingDepth

    /// - Parameter keepingTree: false when the caller needs the document
    ///   alone: the DOM is then freed while the document is built, and the
    ///   outcome's `root` is the root element without its children.
    static func parseValidateAndBuild(_ source: LayoutSource, schema: CompiledSchema, baseDirectory: String,
                                      keepingTree: Bool = true,
                                      timings: inout PhaseTimings) -> ConcurrentFrontEnd.Outcome? {
        var scanned: StartTagScanner.Result? = timings.measure(.parse) {
            StartTagScanner.scan(source.bytes, maximumDepth: source.limits.maximumNestingDepth)
        }
        // Read without a second reference to the scan, which would keep it alive.
        guard let (elements, depth) = scanned.flatMap({ scan in
            scan.doctype == nil && scan.tooDeep == nil && !scan.tags.isEmpty ? (scan.tags.count, scan.deepest) : nil
        }) else { return nil }
        let huge = source.limits.isHuge
        let path = source.path

        // Either way, the scan is let go as soon as the DOM is built.
        guard elements >= minimumConcurrentElements, depth <= maximumConcurrentDepth, ConcurrentFrontEnd.hasSecondCore else {
            // One pass: the validator plugged in between libxml2 and the
            // builder (its time shows as validation, which is most of it).
            guard var root = timings.measure(.validate, {
                source.bytes.withUnsafeBufferPointer {
                    SAXTreeBuilder.build($0, path: path, scan: scanned.take()!, huge: huge, validatingWith: schema)
                }
            }) else { return nil }
            // libxml2's state for every open level is freed now: given back
            // before the build, which reuses little of it.
            let deep = depth > maximumConcurrentDepth
            if deep { returnFreeHeapPages() }
            let built = timings.measure(.build) { build(&root, keepingTree, deep ? depth : nil, path, baseDirectory) }
            guard !built.diagnostics.hasErrors else { return nil }
            return ConcurrentFrontEnd.Outcome(root: root, diagnostics: [], built: built, elementCount: elements, depth: depth)
        }

        guard let (outcome, pending) = buildWhileValidating(source, schema, scanned.take()!, elements, depth,
                                                            baseDirectory, keepingTree, &timings) else { return nil }
        return pending.finish(into: &timings) ? outcome : nil
    }

    /// From this many elements `LayoutLoader.loadAhead` builds a file while
    /// it is validated: below it the reload takes a millisecond or two,
    /// about what a second thread and a second parse would save.
    static let minimumAheadElements = 256

    /// A clean file's document built while its validation still runs on a
    /// second thread (`LayoutLoader.loadAhead`): nil when the file is not
    /// for this path (not clean on the face of it, smaller than
    /// `minimumAheadElements`, deep, one core) or when parsing or building
    /// it failed (then the validation has ended too). The outcome may be
    /// used only once `pending.finish` says the file is valid.
    static func buildAhead(_ source: LayoutSource, schema: CompiledSchema, baseDirectory: String,
                           timings: inout PhaseTimings) -> (outcome: ConcurrentFrontEnd.Outcome, pending: PendingValidation)? {
        var scanned: StartTagScanner.Result? = timings.measure(.parse) {
            StartTagScanner.scan(source.bytes, maximumDepth: source.limits.maximumNestingDepth)
        }
        guard let (elements, depth) = scanned.flatMap({ scan in
            scan.doctype == nil && scan.tooDeep == nil && !scan.tags.isEmpty ? (scan.tags.count, scan.deepest) : nil
        }), elements >= minimumAheadElements, depth <= maximumConcurrentDepth, !source.limits.isHuge,
              ConcurrentFrontEnd.hasSecondCore else { return nil }
        return buildWhileValidating(source, schema, scanned.take()!, elements, depth, baseDirectory, false, &timings)
    }

    /// Validation streams on a second thread while this one builds the DOM
    /// and the document: they stay in this thread's malloc arena, where
    /// layout reuses the DOM's memory once it is freed. Nil (the validation
    /// finished) when the DOM or the document could not be built.
    private static func buildWhileValidating(_ source: LayoutSource, _ schema: CompiledSchema,
                                             _ scan: consuming StartTagScanner.Result, _ elements: Int, _ depth: Int,
                                             _ baseDirectory: String, _ keepingTree: Bool,
                                             _ timings: inout PhaseTimings)
        -> (outcome: ConcurrentFrontEnd.Outcome, pending: PendingValidation)? {
        let path = source.path
        let pending = PendingValidation(source: source, schema: schema)
        var scanned: StartTagScanner.Result? = scan
        var root: XMLElementNode?
        let built: (document: LayoutDocument?, diagnostics: [Diagnostic])?
        if keepingTree {
            root = timings.measure(.parse) {
                source.bytes.withUnsafeBufferPointer {
                    SAXTreeBuilder.build($0, path: path, scan: scanned.take()!, huge: source.limits.isHuge)
                }
            }
            built = root == nil ? nil : timings.measure(.build) { build(&root!, keepingTree, nil, path, baseDirectory) }
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
        return (ConcurrentFrontEnd.Outcome(root: kept, diagnostics: [], built: built, elementCount: elements, depth: depth),
                pending)
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

