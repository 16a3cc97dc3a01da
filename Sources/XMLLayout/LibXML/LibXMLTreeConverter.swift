#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLibXML2

/// Copies a libxml2 element tree into `XMLElementNode` values, taking lines
/// and columns from the scanner's start tags (the nth element in document
/// order is the nth start tag).
///
/// If the scanner and libxml2 ever disagree (a tag name differs, or the counts
/// do not match), positions fall back to libxml2's line number with no column
/// rather than risk pointing at the wrong element.
///
/// Iterative (a stack of open elements, not recursion), so a 100,000-deep
/// chain (`--huge`) needs no deep call stack.
struct LibXMLTreeConverter {
    private let path: String
    private let scan: StartTagScanner.Result
    /// `scan.bytes`, borrowed for the conversion.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var next = 0
    private var trustTags = true
    /// Names already made Strings, by libxml2's pointers.
    private var names = DocumentNames()
    /// Character data of the element being opened, as bytes (one String at the end).
    private var textBytes: [UInt8] = []

    /// An element whose children are being converted (appended in place).
    private struct Open {
        var element: XMLElementNode
        /// The next libxml2 child to look at.
        var next: xmlNodePtr?
    }

    /// The nth element in document order is numbered n, as
    /// `LibXMLDocument.preorderIndex` numbers libxml2's.
    static func convert(root: xmlNodePtr, path: String, scan: StartTagScanner.Result) -> XMLElementNode {
        scan.bytes.withUnsafeBufferPointer { bytes in
            var converter = LibXMLTreeConverter(path: path, scan: scan, bytes: bytes)
            var element = converter.tree(root)
            if converter.next != scan.tags.count || !converter.trustTags {
                converter = LibXMLTreeConverter(path: path, scan: StartTagScanner.Result(), bytes: bytes)
                converter.trustTags = false
                element = converter.tree(root)
            }
            return element
        }
    }

    private init(path: String, scan: StartTagScanner.Result, bytes: UnsafeBufferPointer<UInt8>) {
        self.path = path
        self.scan = scan
        self.bytes = bytes
    }

    private mutating func tree(_ root: xmlNodePtr) -> XMLElementNode {
        var stack = [open(root)]
        while true {
            let top = stack.count - 1
            var child = stack[top].next
            while let c = child, c.pointee.type != XML_ELEMENT_NODE { child = c.pointee.next }
            if let child {
                stack[top].next = child.pointee.next
                stack.append(open(child))
                continue
            }
            let done = stack.removeLast().element
            if stack.isEmpty { return done }
            stack[stack.count - 1].element.children.append(done)
        }
    }

    /// The element's name, location, attributes and text; its children come next.
    private mutating func open(_ node: xmlNodePtr) -> Open {
        let index = next
        next += 1
        let nameIndex = names.index(local: node.pointee.name, prefix: node.pointee.ns?.pointee.prefix)
        let name = names[nameIndex].string

        var tag: StartTagScanner.ScannedTag?
        if trustTags, index < scan.tags.count, names.matches(bytes, scan.tags[index].nameStart, scan.tags[index].nameEnd, nameIndex) {
            tag = scan.tags[index]
        } else {
            trustTags = false
        }
        let location = tag.map { SourceLocation(file: path, line: Int($0.line), column: Int($0.column)) }
            ?? SourceLocation(file: path, line: max(1, xmlGetLineNo(node)), column: nil)

        // Counted first, so each array is allocated once at its size
        // rather than regrown (1, 2, 4…) and copied.
        var attributes: [XMLAttribute] = []
        var attributeCount = 0
        var counting = node.pointee.properties
        while let a = counting { attributeCount += 1; counting = a.pointee.next }
        if attributeCount > 0 { attributes.reserveCapacity(attributeCount) }
        var property = node.pointee.properties
        var position = 0
        while let attribute = property {
            let attributeIndex = names.index(local: attribute.pointee.name, prefix: attribute.pointee.ns?.pointee.prefix)
            let scanned = tag.flatMap { names.scannedAttribute(of: $0, at: position, named: attributeIndex, in: scan, bytes) }
            position += 1
            attributes.append(XMLAttribute(
                name: names[attributeIndex].string, id: names[attributeIndex].id,
                value: textOfChildren(attribute.pointee.children),
                nameLocation: scanned.map { SourceLocation(file: path, line: Int($0.nameLine), column: Int($0.nameColumn)) } ?? location,
                valueLocation: scanned.map { SourceLocation(file: path, line: Int($0.valueLine), column: Int($0.valueColumn)) } ?? location
            ))
            property = attribute.pointee.next
        }

        var childCount = 0
        textBytes.removeAll(keepingCapacity: true)
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                childCount += 1
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content {
                    textBytes.append(contentsOf: UnsafeBufferPointer(start: content, count: strlen(content)))
                }
            default:
                break // comments, processing instructions
            }
            child = current.pointee.next
        }
        var children: [XMLElementNode] = []
        if childCount > 0 { children.reserveCapacity(childCount) }
        let text = textBytes.isEmpty ? "" : String(decoding: textBytes, as: UTF8.self)
        return Open(element: XMLElementNode(name: name, location: location, attributes: attributes,
                                            children: children, text: text),
                    next: node.pointee.children)
    }

    /// An attribute's value: the concatenation of its text children (without
    /// a DTD there are no entity-reference children).
    private func textOfChildren(_ first: xmlNodePtr?) -> String {
        guard let first else { return "" }
        if first.pointee.next == nil {
            return first.pointee.content.map { String(cString: $0) } ?? ""
        }
        var text = ""
        var child: xmlNodePtr? = first
        while let current = child {
            if let content = current.pointee.content { text += String(cString: content) }
            child = current.pointee.next
        }
        return text
    }
}
