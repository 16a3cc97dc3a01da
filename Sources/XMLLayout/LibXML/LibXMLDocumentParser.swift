/// The parse step shared by layout files and the schema itself: scan, refuse
/// what must never reach libxml2, parse, convert to the Swift DOM.
///
/// The libxml2 document is kept (in `Parsed`) for callers that validate it
/// next; everyone else only sees `XMLElementNode`s.
enum LibXMLDocumentParser {
    struct Parsed {
        let document: LibXMLDocument
        let root: XMLElementNode
        let preorderIndex: [UnsafeMutableRawPointer: Int]
    }

    static func parse(_ source: LayoutSource) -> (parsed: Parsed?, diagnostics: [Diagnostic]) {
        let path = source.path
        let scan = StartTagScanner.scan(source.bytes, maximumDepth: source.limits.maximumNestingDepth)
        if let doctype = scan.doctype {
            return (nil, [doctypeError(at: SourceLocation(file: path, line: doctype.line, column: doctype.column))])
        }
        if let tooDeep = scan.tooDeep {
            return (nil, [LayoutSourceLoader.nestingTooDeep(
                source.limits, at: SourceLocation(file: path, line: tooDeep.line, column: tooDeep.column), file: path)])
        }

        guard let parser = LibXMLParser() else {
            return (nil, [.error("cannot create an XML parser (out of memory?)", id: DiagnosticID.malformedXML, file: path)])
        }
        let (document, issues, sawDoctype) = parser.parse(source.bytes, url: path, huge: source.limits.isHuge)
        if sawDoctype {
            return (nil, [doctypeError(at: nil, file: path)])
        }
        var diagnostics = LibXMLParseDiagnostics.diagnostics(from: issues, path: path, text: source.text, limits: source.limits)
        guard let document, let rootNode = document.rootElement else {
            if !diagnostics.hasErrors {
                diagnostics.append(.error("the document has no root element", id: DiagnosticID.malformedXML, file: path))
            }
            return (nil, diagnostics)
        }
        let converted = LibXMLTreeConverter.convert(root: rootNode, path: path, startTags: scan.startTags)
        return (Parsed(document: document, root: converted.root, preorderIndex: converted.preorderIndex), diagnostics)
    }

    private static func doctypeError(at location: SourceLocation?, file: String? = nil) -> Diagnostic {
        .error(
            "DOCTYPE declarations are not allowed (external entities and DTDs are never loaded)",
            id: DiagnosticID.doctypeNotAllowed, at: location, file: file,
            hint: "remove the <!DOCTYPE …> declaration; layout files are checked against the xmllayout schema instead")
    }
}
