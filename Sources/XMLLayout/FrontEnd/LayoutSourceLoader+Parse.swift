extension LayoutSourceLoader {
    /// Parses a source into its element tree, and validates it when a schema
    /// is given. Returns the tree whenever the XML is well-formed, even if it
    /// is invalid, together with every diagnostic found (sorted by location);
    /// callers decide whether to go on (`diagnostics.hasErrors`).
    ///
    /// DOCTYPE declarations are refused before libxml2 sees the document, so
    /// no DTD, external entity or entity expansion is ever processed. Safe to
    /// call from several threads at once.
    static func parse(
        _ source: LayoutSource, validateAgainst schema: CompiledSchema? = nil
    ) -> (root: XMLElementNode?, diagnostics: [Diagnostic]) {
        var timings = PhaseTimings()
        return parse(source, validateAgainst: schema, timings: &timings)
    }

    /// `parse`, adding the time of its parse and validate phases to `timings`.
    static func parse(
        _ source: LayoutSource, validateAgainst schema: CompiledSchema?, timings: inout PhaseTimings
    ) -> (root: XMLElementNode?, diagnostics: [Diagnostic]) {
        let (parsed, diagnostics) = timings.measure(.parse) { LibXMLDocumentParser.parse(source) }
        guard let parsed else { return (nil, diagnostics.sortedByLocation()) }
        var all = diagnostics
        if let schema {
            all += timings.measure(.validate) { schema.validate(parsed, path: source.path) }
        }
        return (parsed.root, all.sortedByLocation())
    }
}
