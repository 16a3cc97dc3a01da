extension LayoutSourceLoader {
    /// Parses a source into its element tree, not validated (that is
    /// `SchemaValidator`'s). Returns the tree whenever the XML is well-formed,
    /// together with every diagnostic found (sorted by location); callers
    /// decide whether to go on (`diagnostics.hasErrors`).
    ///
    /// DOCTYPE declarations are refused before libxml2 sees the document, so
    /// no DTD, external entity or entity expansion is ever processed. Safe to
    /// call from several threads at once.
    static func parse(_ source: LayoutSource) -> (root: XMLElementNode?, diagnostics: [Diagnostic]) {
        var timings = PhaseTimings()
        return parse(source, validateAgainst: nil, timings: &timings)
    }

    /// `parse`, validating against `schema` when one is given (for
    /// `SchemaValidator`), and adding the time of its parse and validate
    /// phases to `timings`.
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
