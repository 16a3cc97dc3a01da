import Foundation

extension LayoutLoader {
    /// Loads a file that uses version 2 (or is given --set/--data): parse,
    /// expand, check the expanded tree against the strict schema (so values
    /// that arrive through expressions, styles and templates get the same
    /// messages as literal ones), build. Nil when the file turns out to be
    /// plain version 1 (the caller then loads it as before).
    static func loadVersion2(source: LayoutSource, inputs: ExpansionInputs) -> Loaded? {
        let (parsedRoot, parseDiagnostics) = LayoutSourceLoader.parse(source)
        guard let parsedRoot, !parseDiagnostics.hasErrors else {
            return Loaded(source: source, document: nil, diagnostics: parseDiagnostics)
        }
        if inputs.isEmpty, !Version2Detection.usesVersion2(parsedRoot) { return nil }
        let expansion = LayoutExpansion.expand(parsedRoot, source: source, inputs: inputs)
        var loaded = Loaded(source: source, document: nil, diagnostics: [])
        loaded.includedSources = expansion.includedSources
        loaded.dependencies = expansion.dependencies
        var diagnostics = parseDiagnostics + expansion.diagnostics
        guard let expanded = expansion.root, !diagnostics.hasErrors else {
            loaded.diagnostics = diagnostics.sortedByLocation()
            return loaded
        }
        let map = ExpandedDiagnosticMap(root: expanded, origins: expansion.origins, styleOrigins: expansion.styleOrigins)
        let writer = ExpandedXMLWriter.write(expanded)
        let (_, schemaDiagnostics) = SchemaValidator.parseAndValidate(LayoutSource(path: source.path, text: writer.text))
        diagnostics += schemaDiagnostics.map { map.relocate($0, positions: writer.positions) }
        if diagnostics.hasErrors {
            loaded.diagnostics = map.attachingNotes(diagnostics).sortedByLocation()
            return loaded
        }
        let base = (source.path as NSString).deletingLastPathComponent
        var (document, built) = LayoutBuilder.build(expanded, file: source.path, baseDirectory: base)
        document?.sourceMap.origins = expansion.origins
        loaded.document = document
        loaded.diagnostics = map.attachingNotes(diagnostics + built).sortedByLocation()
        return loaded
    }
}

/// Maps diagnostics about the expanded tree back to the source: a position
/// in the written-out XML to the element and attribute it came from, style
/// names into messages, and `note:` lines for the uses/includes that led there.
struct ExpandedDiagnosticMap {
    let elements: [XMLElementNode]
    let origins: [ElementOrigin]
    let styleOrigins: [SourceLocation: String]

    init(root: XMLElementNode, origins: [ElementOrigin], styleOrigins: [SourceLocation: String]) {
        self.elements = root.elementsInDocumentOrder
        self.origins = origins
        self.styleOrigins = styleOrigins
    }

    /// A diagnostic located in the written-out XML, located in the source instead.
    func relocate(_ d: Diagnostic, positions: [ExpandedXMLWriter.Position]) -> Diagnostic {
        guard let at = d.location else { return d }
        var lo = 0, hi = positions.count - 1, found = -1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if positions[mid].line <= at.line { found = mid; lo = mid + 1 } else { hi = mid - 1 }
        }
        guard found >= 0, found < elements.count else { return d }
        let x = elements[found]
        var out = d
        var location = x.location
        if positions[found].line == at.line, let column = at.column {
            for (i, p) in positions[found].attributes.enumerated() where i < x.attributes.count {
                if column == p.name { location = x.attributes[i].nameLocation }
                if column == p.value { location = x.attributes[i].valueLocation }
            }
        }
        out.location = location
        out.file = location.file
        return out
    }

    /// Style names and use/include notes on diagnostics about expanded elements.
    func attachingNotes(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let hasNotes = origins.contains { !$0.notes.isEmpty }
        guard hasNotes || !styleOrigins.isEmpty else { return diagnostics }
        var byLocation: [SourceLocation: [[Diagnostic.Note]]] = [:]
        if hasNotes {
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
