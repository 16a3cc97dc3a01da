#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLibXML2

/// The element and attribute names of one document as Strings, found by
/// libxml2's pointers, and matched against the start-tag scanner's byte
/// ranges (for `LibXMLTreeConverter` and `SAXTreeBuilder`).
///
/// libxml2's dictionary interns every name of a document, so a name is
/// known by its two pointers (local name and prefix): a file of 100,000
/// elements has a few dozen distinct pairs, found through `slots`, a small
/// table hashed on the pointers, else by a search newest first.
struct DocumentNames {
    struct Name {
        var local: UnsafePointer<xmlChar>?
        var prefix: UnsafePointer<xmlChar>?
        /// `prefix:local`, or `local`.
        var string: String
        /// `string`'s bytes, to compare with the scanner's names in the document.
        var utf8: [UInt8]
        var id: AttributeName?
        /// Whether an element of this name keeps its character data: only
        /// `<text>` has any in the language (`SAXTreeBuilder.characters`).
        var keepsText: Bool
        /// What an element of this name is in the language.
        var element: LayoutElement?
    }

    private var names: [Name] = []
    private var slots = [Int32](repeating: -1, count: 128)

    subscript(index: Int) -> Name { names[index] }

    /// The index of this name, made a String the first time it is seen.
    mutating func index(local: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?) -> Int {
        let slot = ((Int(bitPattern: local) &>> 3) ^ (Int(bitPattern: prefix) &>> 5)) & (slots.count - 1)
        let cached = Int(slots[slot])
        if cached >= 0, names[cached].local == local, names[cached].prefix == prefix { return cached }
        // A document with very many distinct names (not a layout) stops searching.
        if names.count < 256 {
            for i in names.indices.reversed() where names[i].local == local && names[i].prefix == prefix {
                slots[slot] = Int32(i)
                return i
            }
        }
        let localName = local.map { String(cString: $0) } ?? ""
        let string = prefix.map { String(cString: $0) + ":" + localName } ?? localName
        names.append(Name(local: local, prefix: prefix, string: string, utf8: Array(string.utf8),
                          id: AttributeName.id(of: string), keepsText: string == LayoutElement.text.rawValue,
                          element: LayoutElement.named(string)))
        slots[slot] = Int32(names.count - 1)
        return names.count - 1
    }

    /// Whether the document's bytes `start..<end` are the name `index`.
    @inline(__always)
    func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int32, _ end: Int32, _ index: Int) -> Bool {
        let count = Int(end - start)
        return names[index].utf8.withUnsafeBufferPointer { name in
            name.count == count && (count == 0 || memcmp(bytes.baseAddress! + Int(start), name.baseAddress!, count) == 0)
        }
    }

    /// The scanned attribute for libxml2's attribute number `position`, named
    /// `index`: libxml2 keeps the attributes in the order written, as the
    /// scanner does, so the nth is nearly always the nth scanned (namespace
    /// declarations aside); look there before searching.
    func scannedAttribute(of tag: StartTagScanner.ScannedTag, at position: Int, named index: Int,
                          in scan: StartTagScanner.Result, _ bytes: UnsafeBufferPointer<UInt8>)
        -> StartTagScanner.ScannedAttribute? {
        let first = Int(tag.firstAttribute), count = Int(tag.attributeCount)
        if position < count {
            let a = scan.attributes[first + position]
            if matches(bytes, a.nameStart, a.nameEnd, index) { return a }
        }
        for i in first..<(first + count) {
            let a = scan.attributes[i]
            if matches(bytes, a.nameStart, a.nameEnd, index) { return a }
        }
        return nil
    }
}
