
extension LayoutLoader {
    /// Loads a file that uses version 2 (or is given --set/--data): parse,
    /// expand, check the expanded tree against the strict schema (so values
    /// that arrive through expressions, styles and templates get the same
    /// messages as literal ones), build. Nil when the file turns out to be
    /// plain version 1 (the caller then loads it as before).
    /// Its phases are added to `timings` (the parse too when it returns nil).
    static func loadVersion2(source: LayoutSource, inputs: ExpansionInputs, timings: inout PhaseTimings,
                             keepingTree: Bool = false) -> (loaded: Loaded, tree: LayoutLoader.KeptTree?)? {
        let (parsedRoot, parseDiagnostics) = LayoutSourceLoader.parse(source, validateAgainst: nil, timings: &timings)
        guard let parsedRoot, !parseDiagnostics.hasErrors else {
            var loaded = Loaded(source: source, document: nil, diagnostics: parseDiagnostics)
            loaded.timings = timings
            return (loaded, nil)
        }
        if inputs.isEmpty, !Version2Detection.usesVersion2(parsedRoot) { return nil }
        let expansion = timings.measure(.expand) { LayoutExpansion.expand(parsedRoot, source: source, inputs: inputs) }
        var loaded = Loaded(source: source, document: nil, diagnostics: [])
        loaded.includedSources = expansion.includedSources
        loaded.dependencies = expansion.dependencies
        var sources = [source.path: source.text]
        for included in expansion.includedSources { sources[included.path] = included.text }
        let named = DidYouMeanFixIts.adding(to: expansion.diagnostics, sources: sources)
        var diagnostics = parseDiagnostics + ExpansionFixItCheck.keepingSafe(named, source: source, inputs: inputs)
        guard let expanded = expansion.root, !diagnostics.hasErrors else {
            if let partial = expansion.partialRoot, case .success(let schema) = CompiledSchema.embedded {
                // All errors of the file in one run: what the schema says of
                // the parts the expansion's errors leave alone.
                let problems = timings.measure(.validate) { schema.validate(tree: partial, path: source.path) }
                let map = ExpandedDiagnosticMap(root: partial, origins: expansion.origins, styleOrigins: expansion.styleOrigins)
                diagnostics += map.attachingNotes(Self.untouched(by: diagnostics, problems))
            }
            loaded.diagnostics = diagnostics.mergingRepeats().sortedByLocation().droppingRepeatedFixIts()
            loaded.timings = timings
            return (loaded, nil)
        }
        let map = ExpandedDiagnosticMap(root: expanded, origins: expansion.origins, styleOrigins: expansion.styleOrigins)
        switch CompiledSchema.embedded {
        case .success(let schema):
            // Renames and <inset> wraps where the file itself is at fault.
            let problems = timings.measure(.validate) { schema.validate(tree: expanded, path: source.path) }
            diagnostics += ElementRenameFixIts.adding(to: problems, text: source.text, vocabulary: schema.vocabulary,
                                                      file: source.path)
        case .failure(let error): diagnostics += error.diagnostics
        }
        let base = PathText.deletingLastComponent(source.path)
        if diagnostics.hasErrors {
            // The layout lint of the valid parts, as for version 1.
            diagnostics += PartialLint.warnings(expanded, errors: diagnostics, file: source.path, baseDirectory: base,
                                                withBuilderWarnings: true)
            loaded.diagnostics = map.attachingNotes(diagnostics).mergingRepeats().sortedByLocation().droppingRepeatedFixIts()
            loaded.timings = timings
            return (loaded, nil)
        }
        var (document, built) = timings.measure(.build) { LayoutBuilder.build(expanded, file: source.path, baseDirectory: base) }
        timings.elementCount = document?.sourceMap.count
        document?.sourceMap.origins = expansion.origins
        loaded.document = document
        loaded.diagnostics = map.attachingNotes(diagnostics + built).mergingRepeats().sortedByLocation()
            .droppingRepeatedFixIts()
        loaded.timings = timings
        let tree: LayoutLoader.KeptTree? = keepingTree && document != nil
            ? .expanded(expanded, elementCount: expansion.origins.count) : nil
        return (loaded, tree)
    }

    /// The schema's attribute problems of a tree expanded despite errors,
    /// on lines where the expansion found none: a value left unevaluated
    /// after an expression error, or content missing after an unknown
    /// template, is that error again, not a mistake of its own.
    static func untouched(by errors: [Diagnostic], _ problems: [Diagnostic]) -> [Diagnostic] {
        struct Line: Hashable { var file: String?; var line: Int }
        let lines = Set(errors.compactMap { d in d.location.map { Line(file: $0.file, line: $0.line) } })
        return problems.filter { d in
            guard d.severity == .error, d.id == .unknownAttribute || d.id == .invalidValue, let at = d.location else { return false }
            return !lines.contains(Line(file: at.file, line: at.line))
        }
    }
}

/// Completes diagnostics about the expanded tree (located through its
/// elements' source locations): style names into messages, and `note:` lines
/// for the uses/includes that led there.
struct ExpandedDiagnosticMap {
    let root: XMLElementNode
    let origins: [ElementOrigin]
    let styleOrigins: [SourceLocation: String]

    init(root: XMLElementNode, origins: [ElementOrigin], styleOrigins: [SourceLocation: String]) {
        self.root = root
        self.origins = origins
        self.styleOrigins = styleOrigins
    }

    /// Style names and use/include notes on diagnostics about expanded elements.
    func attachingNotes(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !diagnostics.isEmpty else { return diagnostics }
        let hasNotes = origins.contains { !$0.notes.isEmpty }
        guard hasNotes || !styleOrigins.isEmpty else { return diagnostics }
        var byLocation: [SourceLocation: [[Diagnostic.Note]]] = [:]
        if hasNotes {
            let elements = root.elementsInDocumentOrder
            for (i, o) in origins.enumerated() where i + 1 < elements.count && !o.notes.isEmpty {
                let x = elements[i + 1]
                var seen: Set<SourceLocation> = [x.location]
                byLocation[x.location, default: []].append(o.notes)
                for a in x.attributes {
                    for l in [a.nameLocation, a.valueLocation] where seen.insert(l).inserted {
                        byLocation[l, default: []].append(o.notes)
                    }
                }
            }
        }
        var used: [String: Int] = [:]
        return diagnostics.map { d in
            guard let at = d.location else { return d }
            var d = d
            if let style = styleOrigins[at], !d.message.contains("style '") {
                d.message += " (from style '\(style)')"
            }
            if d.notes.isEmpty, let lists = byLocation[at] {
                let k = "\(at)|\(d.message)"
                let n = used[k, default: 0]
                used[k] = n + 1
                d.notes = lists[min(n, lists.count - 1)]
            }
            return d
        }
    }
}
