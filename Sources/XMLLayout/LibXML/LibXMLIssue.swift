import CLibXML2

/// One error reported by libxml2, copied out of its `xmlError` into Swift
/// values during the callback (libxml2 reuses the struct afterwards).
struct LibXMLIssue {
    enum Level {
        case warning
        case error
    }

    var level: Level
    var domain: Int32
    var code: Int32
    /// libxml2's message, trimmed (it ends with "\n").
    var message: String
    /// 1-based, or 0 when unknown.
    var line: Int
    /// 1-based column from `xmlError.int2` for parser errors, or nil.
    var column: Int?
    var str1: String?
    var str2: String?
    var int1: Int
    /// The element the error is about (schema errors), or nil. For an
    /// attribute node this is already its parent element. Only meaningful
    /// while the document it points into is alive.
    var element: UnsafeMutableRawPointer?

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

    /// Trim white space and the trailing newline libxml2 puts on every message.
    static func clean(_ message: String) -> String {
        var scalars = Substring(message).unicodeScalars
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        return String(scalars)
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
