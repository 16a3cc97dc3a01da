import CLibXML2

/// Copies a libxml2 element tree into `XMLElementNode` values, taking lines
/// and columns from the scanner's start tags (the nth element in document
/// order is the nth start tag).
///
/// If the scanner and libxml2 ever disagree (a tag name differs, or the counts
/// do not match), positions fall back to libxml2's line number with no column
/// rather than risk pointing at the wrong element.
struct LibXMLTreeConverter {
    private let path: String
    private let startTags: [StartTagScanner.StartTag]
    private var next = 0
    private var trustTags = true
    /// Names already made Strings, by libxml2's pointers: its dictionary
    /// interns every name of a document, so a file of 100,000 elements has a
    /// few dozen distinct pointers. Looked up by pointer, newest first.
    private var names: [(name: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, string: String,
                         id: AttributeName?)] = []

    /// The nth element in document order is numbered n, as
    /// `LibXMLDocument.preorderIndex` numbers libxml2's.
    static func convert(root: xmlNodePtr, path: String, startTags: [StartTagScanner.StartTag]) -> XMLElementNode {
        var converter = LibXMLTreeConverter(path: path, startTags: startTags)
        var element = converter.element(root)
        if converter.next != startTags.count || !converter.trustTags {
            converter = LibXMLTreeConverter(path: path, startTags: [])
            converter.trustTags = false
            element = converter.element(root)
        }
        return element
    }

    private init(path: String, startTags: [StartTagScanner.StartTag]) {
        self.path = path
        self.startTags = startTags
    }

    private mutating func element(_ node: xmlNodePtr) -> XMLElementNode {
        let index = next
        next += 1
        let name = cachedName(node.pointee.name, node.pointee.ns).string

        var tag: StartTagScanner.StartTag?
        if trustTags, index < startTags.count, startTags[index].name == name {
            tag = startTags[index]
        } else {
            trustTags = false
        }
        let location = tag.map { SourceLocation(file: path, line: $0.position.line, column: $0.position.column) }
            ?? SourceLocation(file: path, line: max(1, xmlGetLineNo(node)), column: nil)

        // Counted first, so each array is allocated once at its size
        // rather than regrown (1, 2, 4…) and copied.
        var attributes: [XMLAttribute] = []
        var attributeCount = 0
        var counting = node.pointee.properties
        while let a = counting { attributeCount += 1; counting = a.pointee.next }
        attributes.reserveCapacity(attributeCount)
        var property = node.pointee.properties
        var position = 0
        while let attribute = property {
            let (attributeName, attributeID) = cachedName(attribute.pointee.name, attribute.pointee.ns)
            // libxml2 keeps the attributes in the order written, as the scanner
            // does: the nth is nearly always the nth scanned (namespace
            // declarations aside), so look there before searching.
            let scanned: StartTagScanner.Attribute?
            if let tag, position < tag.attributes.count, tag.attributes[position].name == attributeName {
                scanned = tag.attributes[position]
            } else {
                scanned = tag?.attribute(named: attributeName)
            }
            position += 1
            attributes.append(XMLAttribute(
                name: attributeName, id: attributeID,
                value: textOfChildren(attribute.pointee.children),
                nameLocation: scanned.map { SourceLocation(file: path, line: $0.namePosition.line, column: $0.namePosition.column) } ?? location,
                valueLocation: scanned.map { SourceLocation(file: path, line: $0.valuePosition.line, column: $0.valuePosition.column) } ?? location
            ))
            property = attribute.pointee.next
        }

        var children: [XMLElementNode] = []
        var childCount = 0
        var countingChild = node.pointee.children
        while let c = countingChild {
            if c.pointee.type == XML_ELEMENT_NODE { childCount += 1 }
            countingChild = c.pointee.next
        }
        if childCount > 0 { children.reserveCapacity(childCount) }
        var text = ""
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                children.append(element(current))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content {
                    if text.isEmpty { text = String(cString: content) } else { text += String(cString: content) }
                }
            default:
                break // comments, processing instructions
            }
            child = current.pointee.next
        }
        return XMLElementNode(name: name, location: location, attributes: attributes, children: children, text: text)
    }

    /// An attribute's value: the concatenation of its text children (without
    /// a DTD there are no entity-reference children).
    private func textOfChildren(_ first: xmlNodePtr?) -> String {
        var text = ""
        var child = first
        while let current = child {
            if let content = current.pointee.content { text += String(cString: content) }
            child = current.pointee.next
        }
        return text
    }

    private mutating func cachedName(_ name: UnsafePointer<xmlChar>?, _ namespace: xmlNsPtr?)
        -> (string: String, id: AttributeName?) {
        let prefix = namespace?.pointee.prefix
        for entry in names where entry.name == name && entry.prefix == prefix { return (entry.string, entry.id) }
        let string = qualifiedName(name, namespace)
        let id = AttributeName.id(of: string)
        // A document with very many distinct names (not a layout) stops caching.
        if names.count < 256 { names.append((name, prefix, string, id)) }
        return (string, id)
    }

    private func qualifiedName(_ name: UnsafePointer<xmlChar>?, _ namespace: xmlNsPtr?) -> String {
        let local = name.map { String(cString: $0) } ?? ""
        if let prefix = namespace?.pointee.prefix {
            return String(cString: prefix) + ":" + local
        }
        return local
    }
}
