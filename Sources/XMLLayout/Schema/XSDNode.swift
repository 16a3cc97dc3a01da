/// Helpers for reading an XSD through the plain DOM: XSD elements are matched
/// by local name (`xs:element`, `xsd:element` and `element` alike), and QName
/// references (`type="xs:double"`, `ref="tns:stack"`) by their local part
/// unless they name a built-in type.
extension XMLElementNode {
    var localName: Substring {
        name.split(separator: ":", maxSplits: 1).last ?? Substring(name)
    }

    func xsdChildren(_ localName: String) -> [XMLElementNode] {
        children.filter { $0.localName == localName }
    }

    func xsdChild(_ localName: String) -> XMLElementNode? {
        children.first { $0.localName == localName }
    }

    func value(_ attributeName: String) -> String? {
        attribute(attributeName)?.value
    }

    /// The text of `xs:annotation/xs:documentation`, white space collapsed.
    var xsdDocumentation: String? {
        let texts = xsdChildren("annotation").flatMap { $0.xsdChildren("documentation") }.map { node in
            node.elementsInDocumentOrder.map(\.text).joined(separator: " ")
        }
        let collapsed = texts.joined(separator: " ")
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
            .joined(separator: " ")
        return collapsed.isEmpty ? nil : collapsed
    }
}

enum XSDName {
    /// The local part of a QName (`xs:double` → `double`).
    static func local(_ qname: String) -> String {
        qname.split(separator: ":", maxSplits: 1).last.map(String.init) ?? qname
    }

    /// True for a QName whose prefix is one of the usual XSD prefixes, i.e. a
    /// built-in type such as `xs:double`.
    static func isBuiltIn(_ qname: String) -> Bool {
        let parts = qname.split(separator: ":", maxSplits: 1)
        return parts.count == 2 && (parts[0] == "xs" || parts[0] == "xsd")
    }
}
