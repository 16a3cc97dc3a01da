import CLibXML2

/// Reads a layout file into a `MarkupDocument`: the same safe parse as every
/// other reader (`LibXMLDocumentParser`: DOCTYPE refused, depth limited), then
/// a walk of libxml2's tree that keeps the nodes the DOM conversion drops
/// (comments, processing instructions, white-space text, CDATA, namespace
/// declarations). Parsing is done with blanks kept (libxml2's default), so
/// the white space between elements is still there to find blank lines in.
public enum LibXMLMarkupReader {
    /// The markup of `source`, or the diagnostics (at least one error) when it
    /// is not well-formed XML. Warnings alone do not prevent reading.
    public static func read(_ source: LayoutSource) -> Result<MarkupDocument, MarkupReadError> {
        let (parsed, diagnostics) = LibXMLDocumentParser.parse(source)
        guard let parsed, !diagnostics.contains(where: { $0.severity == .error }),
              let root = parsed.document.rootElement else {
            var errors = diagnostics
            if !errors.contains(where: { $0.severity == .error }) {
                errors.append(.error("the document has no root element", id: DiagnosticID.malformedXML, file: source.path))
            }
            return .failure(MarkupReadError(diagnostics: errors.sortedByLocation()))
        }
        var prolog: [MarkupNode] = []
        var epilog: [MarkupNode] = []
        var seenRoot = false
        var current = parsed.document.pointer.pointee.children
        while let node = current {
            if node == root {
                seenRoot = true
            } else if let converted = convert(node) {
                if case .text = converted {} else if seenRoot { epilog.append(converted) } else { prolog.append(converted) }
            }
            current = node.pointee.next
        }
        let document = MarkupDocument(
            xmlDeclaration: xmlDeclaration(in: source.text), prolog: prolog,
            root: element(root), epilog: epilog)
        return withExtendedLifetime(parsed.document) { .success(document) }
    }

    /// The declaration as written: libxml2 keeps only its parts (version,
    /// encoding), not the text, and the formatter keeps it byte for byte.
    static func xmlDeclaration(in text: String) -> String? {
        guard text.hasPrefix("<?xml"), let next = text.dropFirst(5).first, next == " " || next == "\t"
                || next == "\n" || next == "\r" || next == "?",
              let end = text.firstRange(of: "?>") else { return nil }
        return String(text[..<end.upperBound])
    }

    private static func convert(_ node: xmlNodePtr) -> MarkupNode? {
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
            return .element(element(node))
        case XML_TEXT_NODE:
            return .text(content(node))
        case XML_CDATA_SECTION_NODE:
            return .cdata(content(node))
        case XML_COMMENT_NODE:
            return .comment(content(node))
        case XML_PI_NODE:
            return .processingInstruction(target: string(node.pointee.name), content: content(node))
        default:
            return nil // entity references cannot occur without a DTD
        }
    }

    private static func element(_ node: xmlNodePtr) -> MarkupElement {
        var declarations: [MarkupAttribute] = []
        var ns = node.pointee.nsDef
        while let declaration = ns {
            let prefix = declaration.pointee.prefix.map { String(cString: $0) }
            declarations.append(MarkupAttribute(
                name: prefix.map { "xmlns:" + $0 } ?? "xmlns", value: string(declaration.pointee.href)))
            ns = declaration.pointee.next
        }
        var attributes: [MarkupAttribute] = []
        var property = node.pointee.properties
        while let attribute = property {
            var value = ""
            var child = attribute.pointee.children
            while let text = child {
                value += content(text)
                child = text.pointee.next
            }
            attributes.append(MarkupAttribute(name: qualifiedName(attribute.pointee.name, attribute.pointee.ns), value: value))
            property = attribute.pointee.next
        }
        var children: [MarkupNode] = []
        var child = node.pointee.children
        while let current = child {
            if let converted = convert(current) { children.append(converted) }
            child = current.pointee.next
        }
        return MarkupElement(
            name: qualifiedName(node.pointee.name, node.pointee.ns), namespaceDeclarations: declarations,
            attributes: attributes, children: children, line: Int(max(1, xmlGetLineNo(node))))
    }

    private static func content(_ node: xmlNodePtr) -> String {
        node.pointee.content.map { String(cString: $0) } ?? ""
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func qualifiedName(_ name: UnsafePointer<xmlChar>?, _ namespace: xmlNsPtr?) -> String {
        let local = string(name)
        if let prefix = namespace?.pointee.prefix {
            return String(cString: prefix) + ":" + local
        }
        return local
    }
}
