/// A small, forgiving scanner of XML text for the editor: it never fails,
/// so half-typed documents (an unclosed tag, a value without its closing
/// quote, a stray `<`) still give an element outline and the context of the
/// cursor. It knows tags, attributes, comments, CDATA, processing
/// instructions and DOCTYPE-like declarations; nothing else of XML.
struct MarkupScanner {
    struct Attribute {
        var name: String
        var nameRange: Range<Int>
        var value: String
        /// Inside the quotes; empty at the closing quote for an empty value.
        var valueRange: Range<Int>?
    }

    struct Element {
        var name: String
        var nameRange: Range<Int>
        /// Offset of the `<`.
        var start: Int
        /// Just past the end tag (or `/>`); the end of the text when unclosed.
        var end: Int
        var attributes: [Attribute] = []
        var parent: Int?
        var children: [Int] = []
    }

    /// What is at the cursor.
    enum Context: Equatable {
        /// Typing an element name after `<`; `parent` is the enclosing element.
        case elementName(prefix: String, range: Range<Int>, parent: Int?)
        /// Between elements (not right after `<`).
        case content(parent: Int?)
        /// In a start tag where an attribute name goes (or in one being typed).
        case attributeName(element: Int, prefix: String, range: Range<Int>)
        /// Inside an attribute's quotes.
        case attributeValue(element: Int, attribute: String, prefix: String, range: Range<Int>)
        /// An end tag's name.
        case endTagName(element: Int?, range: Range<Int>)
        /// In a comment, CDATA section, processing instruction or declaration.
        case other
    }

    let bytes: [UInt8]
    private(set) var elements: [Element] = []
    private(set) var roots: [Int] = []
    private(set) var context: Context = .other
    /// The offset `context` describes.
    let cursorOffset: Int?

    /// Scans all of `bytes`; with `cursor`, also works out `context` there.
    init(_ bytes: [UInt8], cursor: Int? = nil) {
        self.bytes = bytes
        self.cursorOffset = cursor
        scan(cursor: cursor)
    }

    /// The innermost element whose tag name or attribute contains `offset`.
    func element(at offset: Int) -> Int? {
        var best: Int?
        for (i, e) in elements.enumerated() where e.start <= offset && offset <= e.end {
            best = i // later elements in pre-order are deeper or later
        }
        return best
    }

    // MARK: - Scanning

    private static let otherMarkup = [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>"), ("<!", ">")]

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39)
            || b == 0x5F || b == 0x3A || b == 0x2E || b == 0x2D || b >= 0x80
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    private func hasPrefix(_ s: String, at i: Int) -> Bool {
        let p = s.utf8
        return i + p.count <= bytes.count && bytes[i..<(i + p.count)].elementsEqual(p)
    }

    private func find(_ s: String, from i: Int) -> Int? {
        let p = Array(s.utf8)
        guard p.count <= bytes.count else { return nil }
        var j = i
        while j + p.count <= bytes.count {
            if bytes[j] == p[0] && bytes[j..<(j + p.count)].elementsEqual(p) { return j }
            j += 1
        }
        return nil
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private func nameEnd(from i: Int) -> Int {
        var j = i
        while j < bytes.count && Self.isNameByte(bytes[j]) { j += 1 }
        return j
    }

    private mutating func scan(cursor: Int?) {
        let n = bytes.count
        var stack: [Int] = []
        var decided = cursor == nil
        func decide(_ c: Context) {
            if !decided { context = c; decided = true }
        }
        var i = 0
        while i < n {
            if let cursor, !decided, cursor <= i { decide(.content(parent: stack.last)) }
            guard bytes[i] == 0x3C else { i += 1; continue }  // '<'
            // Markup that is not an element: skip to its end.
            if let (open, close) = Self.otherMarkup.first(where: { hasPrefix($0.0, at: i) }) {
                let end = find(close, from: i + open.utf8.count).map { $0 + close.utf8.count } ?? n
                if let cursor, cursor > i, cursor < end || (end == n && cursor == n) { decide(.other) }
                i = end
                continue
            }
            if hasPrefix("</", at: i) {
                let nameStart = i + 2
                let end = nameEnd(from: nameStart)
                let name = string(nameStart..<end)
                let matched = stack.lastIndex { elements[$0].name == name }
                if let cursor, cursor >= nameStart, cursor <= end { decide(.endTagName(element: matched.map { stack[$0] } ?? stack.last, range: nameStart..<end)) }
                var close = end
                while close < n && bytes[close] != 0x3E && bytes[close] != 0x3C { close += 1 }
                let after = close < n && bytes[close] == 0x3E ? close + 1 : close
                if let matched {
                    for open in stack[(matched + 1)...] { elements[open].end = i }
                    elements[stack[matched]].end = after
                    stack.removeSubrange(matched...)
                }
                i = after
                continue
            }
            // A start tag.
            let nameStart = i + 1
            let end = nameEnd(from: nameStart)
            if let cursor, cursor >= nameStart, cursor <= end {
                decide(.elementName(prefix: string(nameStart..<cursor), range: nameStart..<end, parent: stack.last))
            }
            if end == nameStart {
                i += 1 // a lone '<'
                continue
            }
            let index = elements.count
            elements.append(Element(name: string(nameStart..<end), nameRange: nameStart..<end, start: i, end: n,
                                    parent: stack.last))
            if let parent = stack.last { elements[parent].children.append(index) } else { roots.append(index) }
            var j = end
            var selfClosing = false
            var closed = false
            while j < n {
                let b = bytes[j]
                if let cursor, !decided, cursor <= j, Self.isSpace(b) || b == 0x3E || b == 0x2F || b == 0x3C,
                   cursor > end {
                    decide(.attributeName(element: index, prefix: "", range: cursor..<cursor))
                }
                if Self.isSpace(b) { j += 1; continue }
                if b == 0x3E { j += 1; closed = true; break }
                if b == 0x2F && j + 1 < n && bytes[j + 1] == 0x3E { j += 2; closed = true; selfClosing = true; break }
                if b == 0x3C { break } // the next tag began: this one was never closed
                if Self.isNameByte(b) {
                    let attributeEnd = nameEnd(from: j)
                    let name = string(j..<attributeEnd)
                    if let cursor, cursor >= j, cursor <= attributeEnd {
                        decide(.attributeName(element: index, prefix: string(j..<cursor), range: j..<attributeEnd))
                    }
                    var k = attributeEnd
                    while k < n && Self.isSpace(bytes[k]) { k += 1 }
                    var attribute = Attribute(name: name, nameRange: j..<attributeEnd, value: "", valueRange: nil)
                    if k < n && bytes[k] == 0x3D {  // '='
                        k += 1
                        while k < n && Self.isSpace(bytes[k]) { k += 1 }
                        if k < n && (bytes[k] == 0x22 || bytes[k] == 0x27) {
                            let quote = bytes[k]
                            let valueStart = k + 1
                            var valueEnd = valueStart
                            while valueEnd < n && bytes[valueEnd] != quote && bytes[valueEnd] != 0x3C { valueEnd += 1 }
                            attribute.value = string(valueStart..<valueEnd)
                            attribute.valueRange = valueStart..<valueEnd
                            if let cursor, cursor >= valueStart, cursor <= valueEnd {
                                decide(.attributeValue(element: index, attribute: name, prefix: string(valueStart..<cursor),
                                                       range: valueStart..<valueEnd))
                            }
                            k = valueEnd < n && bytes[valueEnd] == quote ? valueEnd + 1 : valueEnd
                        }
                    }
                    elements[index].attributes.append(attribute)
                    j = max(k, attributeEnd)
                    continue
                }
                j += 1 // junk inside a tag
            }
            if let cursor, !decided, cursor <= j, cursor > end, !closed || cursor < j {
                decide(.attributeName(element: index, prefix: "", range: cursor..<cursor))
            }
            if selfClosing || !closed {
                elements[index].end = j
                if !closed && !selfClosing {
                    // An unclosed start tag while typing: its content, if
                    // any, still nests under it.
                    stack.append(index)
                    elements[index].end = n
                }
            } else {
                stack.append(index)
            }
            i = j
        }
        if !decided { decide(.content(parent: stack.last)) }
    }
}
