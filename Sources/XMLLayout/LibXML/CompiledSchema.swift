import CLibXML2
import ThreadSupport

/// An XSD compiled by libxml2, ready to validate any number of documents,
/// from any number of threads at once (libxml2 only reads a compiled
/// `xmlSchema`; each validation gets its own validation context).
///
/// The XSD is parsed by our own safe parser and handed to
/// `xmlSchemaNewDocParserCtxt`, rather than given as bytes to
/// `xmlSchemaNewMemParserCtxt`: the latter re-parses with
/// `XML_PARSE_NOENT` (entity substitution) and reports XSD syntax errors
/// without our cleanup. The parsed XSD document is kept alive as long as the
/// schema, since compiled components may point into it.
public final class CompiledSchema: @unchecked Sendable {
    /// The XSD this schema was compiled from. Made on first use for the
    /// embedded schema, which is compiled from its compacted version-1 text
    /// made at build time (`EmbeddedSchema.compactedVersion1`).
    public var source: LayoutSource {
        sourceLock.lock()
        defer { sourceLock.unlock() }
        if let cachedSource { return cachedSource }
        let made = makeSource()
        cachedSource = made
        return made
    }
    /// Element and attribute names, documentation and value descriptions,
    /// read from the same XSD (for messages, did-you-mean and help output).
    /// Read on first use: a valid layout file never needs it, and reading it
    /// was most of the start-up of a one-box render.
    public var vocabulary: SchemaVocabulary {
        vocabularyLock.lock()
        defer { vocabularyLock.unlock() }
        if let cached = cachedVocabulary { return cached }
        // The XSD compiled, so it parses; a fresh parse, since compiling may
        // have tidied the document it was given.
        let root = LibXMLDocumentParser.parse(source).parsed?.root
        let read = root.map { SchemaVocabulary(schema: $0) } ?? SchemaVocabulary(elements: [], typeDescriptions: [:])
        cachedVocabulary = read
        return read
    }

    let schema: xmlSchemaPtr
    private let document: LibXMLDocument
    private let vocabularyLock = Lock()
    private var cachedVocabulary: SchemaVocabulary?
    private let sourceLock = Lock()
    private let makeSource: @Sendable () -> LayoutSource
    private var cachedSource: LayoutSource?

    private init(source: @escaping @Sendable () -> LayoutSource, schema: xmlSchemaPtr, document: LibXMLDocument) {
        self.makeSource = source
        self.schema = schema
        self.document = document
    }

    deinit {
        xmlSchemaFree(schema)
    }

    /// Compiles an XSD. Errors in the XSD come back as diagnostics located in
    /// the XSD (they are bugs in the schema, not in a layout).
    public static func compile(_ xsd: LayoutSource) -> Result<CompiledSchema, SchemaCompilationError> {
        compile(xsd, embedded: false, source: { xsd })
    }

    /// Compiles `parsed`, the text libxml2 reads; `source` is the whole XSD
    /// it was made from (the embedded schema's is made at build time, see
    /// `embedded`), for the vocabulary and, should `parsed` not compile, for
    /// messages located in it. The usual case, a schema that compiles
    /// cleanly, needs no Swift DOM of the XSD: libxml2's document is enough.
    /// `embedded`: made at build time, so not pre-scanned (`parseDocument`).
    static func compile(_ parsed: LayoutSource, embedded: Bool,
                        source: @escaping @Sendable () -> LayoutSource) -> Result<CompiledSchema, SchemaCompilationError> {
        let (document, _, parseDiagnostics) = LibXMLDocumentParser.parseDocument(parsed, prescanning: !embedded)
        if let document, !parseDiagnostics.hasErrors, let parserContext = SchemaParserContext(document: document) {
            let (schema, issues) = parserContext.compile()
            if let schema, issues.isEmpty {
                return .success(CompiledSchema(source: source, schema: schema, document: document))
            }
            if let schema { xmlSchemaFree(schema) }
        }
        return compileLocatingProblems(source())
    }

    /// Compiles again with the XSD's elements converted first, so that each
    /// problem is located on the element libxml2 names.
    private static func compileLocatingProblems(_ xsd: LayoutSource) -> Result<CompiledSchema, SchemaCompilationError> {
        let (parsed, parseDiagnostics) = LibXMLDocumentParser.parse(xsd)
        guard let parsed, !parseDiagnostics.hasErrors else {
            return .failure(SchemaCompilationError(diagnostics: parseDiagnostics))
        }
        guard let parserContext = SchemaParserContext(document: parsed.document) else {
            return .failure(SchemaCompilationError(diagnostics: [
                .error("cannot create a schema parser (out of memory?)", id: DiagnosticID.schemaCompilation, file: xsd.path),
            ]))
        }
        let (schema, issues) = parserContext.compile()
        let elements = parsed.root.elementsInDocumentOrder
        let diagnostics: [Diagnostic] = issues.map { issue in
            let location = issue.element.flatMap { parsed.preorderIndex[$0] }.map { elements[$0].location }
                ?? (issue.line > 0 ? SourceLocation(file: xsd.path, line: issue.line) : nil)
            return Diagnostic(
                severity: issue.level == .warning ? .warning : .error, id: DiagnosticID.schemaCompilation,
                message: issue.message, location: location, file: xsd.path)
        }
        guard let schema, !diagnostics.hasErrors else {
            if let schema { xmlSchemaFree(schema) }
            return .failure(SchemaCompilationError(diagnostics: diagnostics.isEmpty
                ? [.error("the schema does not compile", id: DiagnosticID.schemaCompilation, file: xsd.path)]
                : diagnostics))
        }
        return .success(CompiledSchema(source: { xsd }, schema: schema, document: parsed.document))
    }

    /// Validates a parsed document; diagnostics are rewritten into the
    /// project's wording by `SchemaDiagnostics`. Every problem of the file is
    /// found in one run (`SchemaSubtreeValidation`).
    func validate(_ parsed: LibXMLDocumentParser.Parsed, path: String) -> [Diagnostic] {
        diagnostics(for: issues(of: parsed.document), root: parsed.root, path: path)
    }

    /// The first half of `validate`: libxml2's findings, which need only
    /// its tree (nil when no validation context could be made).
    func issues(of document: LibXMLDocument) -> [SchemaIssue]? {
        SchemaSubtreeValidation.issues(of: document, schema: self)
    }

    /// The second half of `validate`: the findings as diagnostics, located
    /// through the converted tree.
    func diagnostics(for issues: [SchemaIssue]?, root: @autoclosure () -> XMLElementNode, path: String) -> [Diagnostic] {
        guard let issues else {
            return [.error("cannot create a schema validator (out of memory?)", id: DiagnosticID.schemaViolation, file: path)]
        }
        if issues.isEmpty { return [] } // and the vocabulary stays unread
        return SchemaDiagnostics.diagnostics(for: issues, root: root(), vocabulary: vocabulary, path: path)
    }
}

/// Why a schema did not compile.
public struct SchemaCompilationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Owns a libxml2 schema parser context.
private final class SchemaParserContext {
    let pointer: xmlSchemaParserCtxtPtr

    init?(document: LibXMLDocument) {
        LibXMLRuntime.prepareCurrentThread()
        guard let pointer = xmlSchemaNewDocParserCtxt(document.pointer) else { return nil }
        self.pointer = pointer
    }

    deinit {
        xmlSchemaFreeParserCtxt(pointer)
    }

    func compile() -> (xmlSchemaPtr?, [LibXMLIssue]) {
        let collector = LibXMLIssueCollector()
        xmlSchemaSetParserStructuredErrors(pointer, collectIssue, collector.opaque)
        let schema = withExtendedLifetime(collector) { xmlSchemaParse(pointer) }
        return (schema, collector.issues)
    }
}

/// Owns a libxml2 schema validation context (one per validation: contexts
/// are not thread-safe, compiled schemas are).
final class SchemaValidationContext {
    let pointer: xmlSchemaValidCtxtPtr

    init?(schema: xmlSchemaPtr) {
        LibXMLRuntime.prepareCurrentThread()
        guard let pointer = xmlSchemaNewValidCtxt(schema) else { return nil }
        self.pointer = pointer
    }

    deinit {
        xmlSchemaFreeValidCtxt(pointer)
    }

    func validate(_ document: LibXMLDocument) -> (status: Int32, issues: [LibXMLIssue]) {
        // libxml2 (2.9) looks for an XInclude start before the node of each
        // error when the document has a URL: a walk over every earlier
        // sibling and ancestor, per error — quadratic in the errors of a long
        // list (32,000 took a minute). Nothing here reads the URL.
        xmllayout_forget_document_url(document.pointer)
        let collector = LibXMLIssueCollector()
        xmlSchemaSetValidStructuredErrors(pointer, collectIssue, collector.opaque)
        let status = withExtendedLifetime(collector) { xmlSchemaValidateDoc(pointer, document.pointer) }
        return (status, collector.issues)
    }
}
