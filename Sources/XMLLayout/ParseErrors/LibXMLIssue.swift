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

    /// Trim white space and the trailing newline libxml2 puts on every message.
    static func clean(_ message: String) -> String {
        var scalars = Substring(message).unicodeScalars
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        return String(scalars)
    }
}
