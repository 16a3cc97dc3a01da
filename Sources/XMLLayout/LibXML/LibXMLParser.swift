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
