import CLibXML2

extension LibXMLIssue {
    /// Copies `error` out (libxml2 reuses the struct after the callback).
    init(_ error: UnsafePointer<xmlError>) {
        let e = error.pointee
        level = e.level == XML_ERR_WARNING ? .warning : .error
        domain = e.domain
        code = e.code
        message = e.message.map { String(cString: $0) }.map(LibXMLIssue.clean) ?? "unknown libxml2 error"
        line = Int(e.line)
        // int2 is the column for errors raised by the XML parser itself; other
        // domains use it for other things.
        column = (e.domain == Int32(XML_FROM_PARSER.rawValue) || e.domain == Int32(XML_FROM_NAMESPACE.rawValue))
            && e.int2 > 0 ? Int(e.int2) : nil
        str1 = e.str1.map { String(cString: $0) }
        str2 = e.str2.map { String(cString: $0) }
        int1 = Int(e.int1)
        element = LibXMLIssue.elementNode(e.node)
    }

    /// The element a node pointer designates (an attribute's parent for an attribute).
    private static func elementNode(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        guard let raw else { return nil }
        let node = raw.assumingMemoryBound(to: xmlNode.self)
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
            return raw
        case XML_ATTRIBUTE_NODE:
            return node.pointee.parent.map { UnsafeMutableRawPointer($0) }
        default:
            return nil
        }
    }
}

/// Collects the errors of one libxml2 operation. Passed to libxml2 as an
/// unretained pointer; the owner keeps it alive for the duration of the call.
final class LibXMLIssueCollector {
    var issues: [LibXMLIssue] = []
    /// Set by the SAX backstop when libxml2 meets a DOCTYPE the scanner missed.
    var sawDoctype = false

    func record(_ error: UnsafePointer<xmlError>) {
        issues.append(LibXMLIssue(error))
    }

    var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    static func from(_ opaque: UnsafeMutableRawPointer) -> LibXMLIssueCollector {
        Unmanaged<LibXMLIssueCollector>.fromOpaque(opaque).takeUnretainedValue()
    }
}

/// Structured handler for schema parser and validator contexts, whose user
/// data is the collector itself.
let collectIssue: xmlStructuredErrorFunc = { userData, error in
    guard let userData, let error else { return }
    LibXMLIssueCollector.from(userData).record(error)
}
