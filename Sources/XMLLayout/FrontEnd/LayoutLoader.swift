import LayoutEngine

/// The front end in one call: read the file, parse it safely, validate it
/// against the embedded schema, and build the engine tree. Every problem is
/// a diagnostic; a file with errors gives no document (never half-built).
public enum LayoutLoader {
    public struct Loaded: Sendable {
        /// The file as read (nil when it could not be read).
        public var source: LayoutSource?
        /// Nil when there are errors.
        public var document: LayoutDocument?
        /// Errors and warnings, sorted by location.
        public var diagnostics: [Diagnostic]
        /// Diagnostics past the per-file cap (`DiagnosticCap`): counted in
        /// one line of `diagnostics`, kept here for `--fix`.
        public var notShown: [Diagnostic] = []

        /// Files a version-2 layout included, as read (for message snippets).
        public var includedSources: [LayoutSource] = []
        /// Included files and data files, for a watcher to follow.
        public var dependencies: [String] = []
        /// How long read, parse, validate, expand and build took (`--timings`).
        public var timings = PhaseTimings()

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

        /// The text of every file the diagnostics may point into, by path.
        public var sources: [String: String] {
            var all: [String: String] = [:]
            for s in includedSources { all[s.path] = s.text }
            if let source { all[source.path] = source.text }
            return all
        }
    }

    /// The tree a document was built from, as `expand` needs it (it then
    /// writes it out without parsing and expanding the file again).
    enum KeptTree: Sendable {
        /// A version-1 file: the parsed `<layout>` (expansion leaves it as it is).
        case parsed(XMLElementNode)
        /// A version-2 file (or one given --set/--data): the expanded `<layout>`
        /// and its element count.
        case expanded(XMLElementNode, elementCount: Int)
    }

    /// The name standard input goes by: `xmllayout render -`.
    public static let standardInputPath = "-"

    /// Loads `path`, or standard input when it is `-` (image paths then
    /// resolve against the working directory), under `limits` (`--huge`).
    public static func load(path: String, inputs: ExpansionInputs = ExpansionInputs(),
                            limits: SourceLimits = .standard) -> Loaded {
        load(path: path, inputs: inputs, limits: limits, keepingTree: false).loaded
    }

    /// `load`, and the tree the document was built from when `keepingTree`
    /// (nil when there are errors).
    static func load(path: String, inputs: ExpansionInputs, limits: SourceLimits,
                     keepingTree: Bool) -> (loaded: Loaded, tree: KeptTree?) {
        let start = ContinuousClock.now
        let read = readSource(path: path, limits: limits)
        var timings = PhaseTimings()
        timings.add(.read, since: start)
        var loaded: Loaded
        var tree: KeptTree?
        switch read {
        case .failure(let d):
            loaded = Loaded(source: nil, document: nil, diagnostics: [d])
        case .source(let source):
            (loaded, tree) = load(source: source, inputs: inputs, keepingTree: keepingTree)
        }
        loaded.timings.merge(timings)
        return (loaded, tree)
    }

    /// Reads and decodes `path`, or standard input when it is `-`: the
    /// first step of `load`, on its own for the preview's stages.
    public static func read(path: String, limits: SourceLimits = .standard) -> Result<LayoutSource, Diagnostic> {
        readSource(path: path, limits: limits).result
    }

    /// `read`, without a `Result` (see `SourceRead`).
    static func readSource(path: String, limits: SourceLimits) -> SourceRead {
        path == standardInputPath
            ? LayoutSourceLoader.readStandardInputSource(path: "<stdin>", limits: limits)
            : LayoutSourceLoader.readSource(path: path, limits: limits)
    }

    /// Reads standard input to its end (refusing more than the file size
    /// limit) and loads it under the name `<stdin>`.
    public static func loadStandardInput(inputs: ExpansionInputs = ExpansionInputs(),
                                         limits: SourceLimits = .standard) -> Loaded {
        switch LayoutSourceLoader.readStandardInput(path: "<stdin>", limits: limits) {
        case .failure(let d): return Loaded(source: nil, document: nil, diagnostics: [d])
        case .success(let source): return load(source: source, inputs: inputs)
        }
    }

    /// Loads text already in memory; `src` paths resolve against the
    /// directory of `source.path`. Parsed under `source.limits`.
    public static func load(source: LayoutSource, inputs: ExpansionInputs = ExpansionInputs()) -> Loaded {
        load(source: source, inputs: inputs, keepingTree: false).loaded
    }

    /// The file's element tree as written: parsed, but neither validated,
    /// expanded nor built; nil when it is not well-formed. For tools that
    /// read the markup itself (generated code, the watch's state picker, the
    /// language server's schema facts); a layout is loaded with `load`.
    public static func tree(of source: LayoutSource) -> XMLElementNode? {
        LayoutSourceLoader.parse(source).root
    }

    static func load(source: LayoutSource, inputs: ExpansionInputs, keepingTree: Bool) -> (loaded: Loaded, tree: KeptTree?) {
        var load = FrontEnd.load(source, inputs: inputs, purpose: keepingTree ? .tree : .document)
        (load.loaded.diagnostics, load.loaded.notShown) = DiagnosticCap.split(load.loaded.diagnostics)
        return (load.loaded, load.tree)
    }

    /// A version-1 file's front end's outcome as the loader gives it.
    /// - Parameter trimming: give the heap's free pages back once the tree
    ///   is freed (`BackgroundDisposal.releaseNow`): what sets the peak of
    ///   a one-shot render; a process that loads again and again would only
    ///   fault the same pages in again.
    static func finish(_ outcome: consuming FrontEnd.Outcome, source: LayoutSource,
                       baseDirectory base: String, keepingTree: Bool, trimming: Bool,
                       timings: PhaseTimings) -> (loaded: Loaded, tree: KeptTree?) {
        var outcome = outcome
        var timings = timings
        let parseDiagnostics = outcome.diagnostics
        // Taken out, so that the tree's only owner is `root` (freed below).
        guard let root = outcome.root.take() else {
            var loaded = Loaded(source: source, document: nil, diagnostics: parseDiagnostics)
            loaded.timings = timings
            return (loaded, nil)
        }
        let (document, built) = outcome.built ?? (nil, [])
        timings.elementCount = document?.sourceMap.count
        var loaded: Loaded
        var tree: KeptTree?
        if parseDiagnostics.hasErrors {
            // The builder's checks and lint still run, so a file with schema
            // errors shows its warnings too; what the schema already said is
            // not repeated. Errors mean no document.
            let merged = parseDiagnostics + LayoutBuilder.notRepeating(parseDiagnostics, built)
                + PartialLint.warnings(root, errors: parseDiagnostics, file: source.path, baseDirectory: base)
            loaded = Loaded(source: source, document: nil, diagnostics: merged.sortedByLocation())
        } else {
            loaded = Loaded(source: source, document: document, diagnostics: (parseDiagnostics + built).sortedByLocation())
            if keepingTree, document != nil { tree = .parsed(root) }
        }
        loaded.timings = timings
        // The tree is not needed any more: free it before layout, which
        // would otherwise have it and the layout's tables alive at once.
        if tree == nil { BackgroundDisposal.releaseNow(root, elements: trimming ? outcome.elementCount : 0) }
        return (loaded, tree)
    }

    /// `load(path:inputs:limits:)` for a reload that cannot wait: a clean
    /// version-1 file of some size is built while libxml2 validates it on a
    /// second thread, so that the caller can lay it out and draw it in the
    /// meantime (`xmllayout watch`: validation is about half of a reload at
    /// 1,000 elements). `confirm` waits for the validation; until it says
    /// so, `loaded` is a guess that nothing may show. Any other file is
    /// loaded as `load` does, and then `loaded` is final.
    public static func loadAhead(path: String, inputs: ExpansionInputs = ExpansionInputs(),
                                 limits: SourceLimits = .standard) -> AheadLoad {
        let start = ContinuousClock.now
        let read = readSource(path: path, limits: limits)
        var timings = PhaseTimings()
        timings.add(.read, since: start)
        switch read {
        case .failure(let d):
            var loaded = Loaded(source: nil, document: nil, diagnostics: [d])
            loaded.timings.merge(timings)
            return AheadLoad(loaded: loaded, pending: nil, inputs: inputs)
        case .source(let source):
            var load = FrontEnd.load(source, inputs: inputs, purpose: .ahead)
            load.loaded.timings.merge(timings)
            (load.loaded.diagnostics, load.loaded.notShown) = DiagnosticCap.split(load.loaded.diagnostics)
            return AheadLoad(loaded: load.loaded, pending: load.pending, inputs: inputs)
        }
    }

    /// See `loadAhead`.
    public struct AheadLoad: Sendable {
        /// The file as loaded, on the guess that it is valid while
        /// `isPending`; `confirm` tells.
        public let loaded: Loaded
        fileprivate let pending: PendingValidation?
        fileprivate let inputs: ExpansionInputs

        /// Whether `loaded` waits for its validation.
        public var isPending: Bool { pending != nil }

        public enum Confirmation: Sendable {
            /// `loaded` is what `load` gives.
            case confirmed(Loaded)
            /// The file is not valid after all: what `load` gives (its
            /// errors, from the tree path), to use instead of `loaded`.
            case refuted(Loaded)
        }

        /// Waits for the validation, once `loaded` has been used as far as
        /// it may be without showing it.
        public func confirm() -> Confirmation {
            guard let pending else { return .confirmed(loaded) }
            var timings = PhaseTimings()
            var confirmed = loaded
            if pending.finish(into: &timings) {
                confirmed.timings.merge(timings)
                return .confirmed(confirmed)
            }
            guard let source = loaded.source else { return .refuted(loaded) }
            var full = LayoutLoader.load(source: source, inputs: inputs, keepingTree: false).loaded
            full.timings.merge(loaded.timings)
            return .refuted(full)
        }
    }
}
