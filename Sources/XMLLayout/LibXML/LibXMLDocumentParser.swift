/// The parse step shared by layout files and the schema itself: scan, refuse
/// what must never reach libxml2, parse, convert to the Swift DOM.
///
/// The libxml2 document is kept (in `Parsed`) for callers that validate it
/// next; everyone else only sees `XMLElementNode`s.
enum LibXMLDocumentParser {
    struct Parsed {
        let document: LibXMLDocument
        let root: XMLElementNode

        /// - Parameter preorderIndex: nil: worked out from the document when first asked for.
        init(document: LibXMLDocument, root: XMLElementNode, preorderIndex: [UnsafeMutableRawPointer: Int]? = nil) {
            self.document = document
            self.root = root
            if let preorderIndex { document.preorderIndex = preorderIndex }
        }

        /// Pre-order index of each element node, to map schema errors (which
        /// carry a node pointer) back to DOM elements.
        var preorderIndex: [UnsafeMutableRawPointer: Int] { document.preorderIndex }
    }

    static func parse(_ source: LayoutSource) -> (parsed: Parsed?, diagnostics: [Diagnostic]) {
        let (document, scan, diagnostics) = parseDocument(source)
        guard let document, let scan, let rootNode = document.rootElement else { return (nil, diagnostics) }
        let converted = LibXMLTreeConverter.convert(root: rootNode, path: source.path, scan: scan)
        return (Parsed(document: document, root: converted), diagnostics)
    }

    /// The libxml2 document alone, for a caller that needs no Swift DOM
    /// (compiling a schema that compiles cleanly). Nil on the same inputs
    /// as `parse`. `trusted`: the embedded schema, whose pre-scan for a
    /// DOCTYPE and for depth (a sixth of a one-box render's own work) cannot
    /// find anything; the parser still refuses a DOCTYPE. Its scan is nil.
    static func parseDocument(_ source: LayoutSource, trusted: Bool = false)
        -> (document: LibXMLDocument?, scan: StartTagScanner.Result?, diagnostics: [Diagnostic]) {
        let path = source.path
        let scan = trusted ? nil : StartTagScanner.scan(source.bytes, maximumDepth: source.limits.maximumNestingDepth)
        if let doctype = scan?.doctype {
            return (nil, nil, [doctypeError(at: SourceLocation(file: path, line: doctype.line, column: doctype.column))])
        }
        if let tooDeep = scan?.tooDeep {
            return (nil, nil, [LayoutSourceLoader.nestingTooDeep(
                source.limits, at: SourceLocation(file: path, line: tooDeep.line, column: tooDeep.column), file: path)])
        }

        guard let parser = LibXMLParser() else {
            return (nil, nil, [.error("cannot create an XML parser (out of memory?)", id: DiagnosticID.malformedXML, file: path)])
        }
        let (document, issues, sawDoctype) = parser.parse(source.bytes, url: path, huge: source.limits.isHuge)
        if sawDoctype {
            return (nil, nil, [doctypeError(at: nil, file: path)])
        }
        var diagnostics = LibXMLParseDiagnostics.diagnostics(from: issues, path: path, text: source.text, limits: source.limits)
        guard let document, document.rootElement != nil else {
            if !diagnostics.hasErrors {
                diagnostics.append(.error("the document has no root element", id: DiagnosticID.malformedXML, file: path))
            }
            return (nil, nil, diagnostics)
        }
        return (document, scan, diagnostics)
    }

    private static func doctypeError(at location: SourceLocation?, file: String? = nil) -> Diagnostic {
        .error(
            "DOCTYPE declarations are not allowed (external entities and DTDs are never loaded)",
            id: DiagnosticID.doctypeNotAllowed, at: location, file: file,
            hint: "remove the <!DOCTYPE …> declaration; layout files are checked against the xmllayout schema instead")
    }
}
