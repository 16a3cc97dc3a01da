import CLibXML2

/// Owns one libxml2 parser context, configured for untrusted input, and
/// parses bytes from memory with it.
///
/// Options, and why:
/// - `XML_PARSE_NONET`: never touch the network.
/// - `XML_PARSE_BIG_LINES`: libxml2 2.9 otherwise stores element lines in 16
///   bits and reports 65535 beyond that line.
/// - `XML_PARSE_IGNORE_ENC` with encoding "UTF-8": the bytes were checked to be
///   UTF-8; a declaration claiming Latin-1 must not make libxml2 re-decode them.
/// - `XML_PARSE_NOERROR`/`NOWARNING`: no printing through the SAX error
///   callbacks (errors still reach the structured handler below).
/// - Never `NOENT` (entity substitution), `DTDLOAD` or `DTDATTR`; `HUGE`
///   (which lifts libxml2's depth and size limits) only for `--huge`
///   (`SourceLimits.huge`), when the scanner has already checked the depth
///   against our own limit and refused any DOCTYPE.
///
/// The scanner refuses DOCTYPE before libxml2 runs; as a second line of
/// defence, the SAX `internalSubset`/`externalSubset` callbacks stop the
/// parser the moment a DOCTYPE is seen, before any DTD is read.
final class LibXMLParser {
    private let context: xmlParserCtxtPtr

    static let options: Int32 = Int32(bitPattern:
        XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_IGNORE_ENC.rawValue
            | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
    static let hugeOptions: Int32 = options | Int32(bitPattern: XML_PARSE_HUGE.rawValue)

    init?() {
        LibXMLRuntime.prepareCurrentThread()
        guard let context = xmlNewParserCtxt() else { return nil }
        self.context = context
    }

    deinit {
        xmlFreeParserCtxt(context)
    }

    /// Parses `bytes`; returns the document when it is well-formed, and the
    /// errors and warnings libxml2 reported either way.
    func parse(_ bytes: [UInt8], url: String, huge: Bool = false) -> (document: LibXMLDocument?, issues: [LibXMLIssue], sawDoctype: Bool) {
        let collector = LibXMLIssueCollector()
        guard let sax = context.pointee.sax else {
            return (nil, [], false)
        }
        sax.pointee.serror = collectParserIssue
        sax.pointee.internalSubset = stopAtDoctype
        sax.pointee.externalSubset = stopAtDoctype
        context.pointee._private = collector.opaque
        defer { context.pointee._private = nil }

        let document: xmlDocPtr? = withExtendedLifetime(collector) {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    xmlCtxtReadMemory(context, chars.baseAddress, Int32(chars.count), url, "UTF-8",
                                      huge ? LibXMLParser.hugeOptions : LibXMLParser.options)
                }
            }
        }
        let owned = document.map(LibXMLDocument.init)
        if collector.sawDoctype || owned?.rootElement == nil {
            return (nil, collector.issues, collector.sawDoctype)
        }
        return (owned, collector.issues, false)
    }
}

/// Parser errors arrive with the parser context as user data (libxml2 passes
/// `ctxt->userData`, which is the context itself); the collector hangs off its
/// `_private` field.
private let collectParserIssue: xmlStructuredErrorFunc = { userData, error in
    guard let userData, let error else { return }
    let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let collector = context.pointee._private else { return }
    LibXMLIssueCollector.from(collector).record(error)
}

/// SAX callback for `<!DOCTYPE …>`: halt before the internal or external
/// subset is read, so no entity is declared, loaded or expanded.
private let stopAtDoctype: internalSubsetSAXFunc = { userData, _, _, _ in
    guard let userData else { return }
    let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
    if let collector = context.pointee._private {
        LibXMLIssueCollector.from(collector).sawDoctype = true
    }
    xmlStopParser(context)
}

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
    /// as `parse`. `prescanning` false: the embedded schema, made at build
    /// time, in which the pre-scan for a DOCTYPE and for depth (0.7 M
    /// instructions, 6% of a one-box render) cannot find anything; the parser
    /// still refuses a DOCTYPE. Its scan is nil.
    static func parseDocument(_ source: LayoutSource, prescanning: Bool = true)
        -> (document: LibXMLDocument?, scan: StartTagScanner.Result?, diagnostics: [Diagnostic]) {
        let path = source.path
        let scan = prescanning ? StartTagScanner.scan(source.bytes, maximumDepth: source.limits.maximumNestingDepth) : nil
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
