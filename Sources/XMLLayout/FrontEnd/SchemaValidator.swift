/// A layout file parsed and checked against the xmllayout schema embedded
/// in the binary (`EmbeddedSchema`): the sequential route's first half
/// (`FrontEnd.sequential`). Callers outside the front end load a file with
/// `LayoutLoader.load`, or read its tree as written with `LayoutLoader.tree`.
enum SchemaValidator {
    /// Parses and validates; returns the element tree whenever the XML is
    /// well-formed (even if invalid) and every diagnostic, sorted by location.
    /// `schema` defaults to the embedded schema. Thread-safe.
    static func parseAndValidate(
        _ source: LayoutSource, against schema: CompiledSchema? = nil
    ) -> (root: XMLElementNode?, diagnostics: [Diagnostic]) {
        var timings = PhaseTimings()
        return parseAndValidate(source, against: schema, timings: &timings)
    }

    /// `parseAndValidate`, adding the time of its phases to `timings`.
    static func parseAndValidate(
        _ source: LayoutSource, against schema: CompiledSchema?, timings: inout PhaseTimings
    ) -> (root: XMLElementNode?, diagnostics: [Diagnostic]) {
        let compiled: CompiledSchema
        if let schema {
            compiled = schema
        } else {
            switch CompiledSchema.embedded {
            case .success(let embedded): compiled = embedded
            case .failure(let error):
                // A broken embedded schema is a bug in this tool; still parse,
                // so the user gets well-formedness errors, and say what broke.
                let (root, diagnostics) = LayoutSourceLoader.parse(source, validateAgainst: nil, timings: &timings)
                return (root, diagnostics + error.diagnostics)
            }
        }
        let (root, diagnostics) = LayoutSourceLoader.parse(source, validateAgainst: compiled, timings: &timings)
        // The vocabulary is read on first use: a clean file never needs it.
        guard !diagnostics.isEmpty else { return (root, diagnostics) }
        let fixed = timings.measure(.validate) {
            ElementRenameFixIts.adding(to: diagnostics, text: source.text, vocabulary: compiled.vocabulary)
        }
        return (root, fixed)
    }

    /// The diagnostics of `parseAndValidate`, without the tree.
    static func validate(_ source: LayoutSource, against schema: CompiledSchema? = nil) -> [Diagnostic] {
        parseAndValidate(source, against: schema).diagnostics
    }
}

extension CompiledSchema {
    /// The schema embedded in the binary (`Layouts/schema/xmllayout.xsd` at
    /// build time), compiled on first use, once, thread-safely: its
    /// version-1 rules (`StrictSchema`), which plain files and expanded
    /// version-2 trees are checked against.
    ///
    /// libxml2 compiles the compacted version-1 text made at build time
    /// (`EmbeddedSchema.compactedVersion1`, checked against the XSD by
    /// `SchemaEmbeddingTests`): deriving it at each start cost ~0.7 M
    /// instructions, 6% of a one-box render. The whole version-1 text is
    /// made only when read (the vocabulary, messages about the schema).
    public static let embedded = compileEmbedded()

    /// What `embedded` holds, compiled afresh; `deriving` makes the whole
    /// version-1 text, called only when the source is read (tests watch it:
    /// docs/PERFORMANCE.md, rule 9).
    static func compileEmbedded(
        deriving: @escaping @Sendable () -> String = { StrictSchema.version1(of: EmbeddedSchema.text) }
    ) -> Result<CompiledSchema, SchemaCompilationError> {
        compile(LayoutSource(path: EmbeddedSchema.sourcePath, validatedBytes: Array(EmbeddedSchema.compactedVersion1.utf8),
                             limits: .standard),
                embedded: true,
                source: { LayoutSource(path: EmbeddedSchema.sourcePath, text: deriving()) })
    }

    /// The vocabulary of the embedded schema (empty if it does not compile).
    public static var embeddedVocabulary: SchemaVocabulary {
        (try? embedded.get())?.vocabulary ?? SchemaVocabulary(elements: [], typeDescriptions: [:])
    }
}
