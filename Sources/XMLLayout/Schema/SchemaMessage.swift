/// The parts of a libxml2 schema-validation message, taken apart so they can
/// be said again more clearly. libxml2's messages have a fixed shape:
///
///     Element 'stack', attribute 'flexgrow': The attribute 'flexgrow' is not allowed.
///     Element 'overlay': Missing child element(s). Expected is ( box ).
///     Element 'box', attribute 'n': '-1' is not a valid value of the atomic type 'xs:nonNegativeInteger'.
struct SchemaMessage: Equatable {
    var element: String?
    var attribute: String?
    /// The text after `Element '…'[, attribute '…']: `.
    var detail: String

    init(_ message: String) {
        var rest = Substring(message)
        element = SchemaMessage.take(prefix: "Element '", upTo: "'", from: &rest)
        if element != nil {
            attribute = SchemaMessage.take(prefix: ", attribute '", upTo: "'", from: &rest)
            if rest.hasPrefix(": ") { rest = rest.dropFirst(2) }
        }
        detail = String(rest)
    }

    /// The namespace of `Element '{uri}name'`, which libxml2 uses for
    /// elements in a namespace.
    var elementNamespace: String? {
        guard let element, element.hasPrefix("{"), let close = element.firstIndex(of: "}") else { return nil }
        return String(element[element.index(after: element.startIndex)..<close])
    }

    /// The strings between single quotes in the detail, in order.
    var quoted: [String] {
        let parts = detail.split(separator: "'", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }

    /// The names in "Expected is ( a, b )" or "Expected is one of ( a, b )".
    var expectedNames: [String] {
        guard let marker = detail.firstRange(of: "Expected is "),
              let open = detail[marker.upperBound...].firstIndex(of: "("),
              let close = detail[open...].firstIndex(of: ")") else { return [] }
        return detail[detail.index(after: open)..<close]
            .split(separator: ",")
            .map { $0.trimmingSpaces() }
            .filter { !$0.isEmpty }
    }

    /// The type named in "… is not a valid value of the atomic type 'X'".
    var typeName: String? {
        guard let marker = detail.ranges(of: " type '").last else { return nil }
        let rest = detail[marker.upperBound...]
        return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
    }

    private static func take(prefix: String, upTo terminator: Character, from text: inout Substring) -> String? {
        guard text.hasPrefix(prefix) else { return nil }
        let afterPrefix = text.dropFirst(prefix.count)
        guard let end = afterPrefix.firstIndex(of: terminator) else { return nil }
        text = afterPrefix[afterPrefix.index(after: end)...]
        return String(afterPrefix[..<end])
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
