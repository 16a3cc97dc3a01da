/// Finds the start tags of a document in document order, with the line and
/// column of each `<`, each attribute name and each attribute value.
///
/// Why: libxml2 records a line for each element but no column, and nothing at
/// all for attributes. The scanner recovers them from the bytes: the nth start
/// tag it finds is the nth element libxml2 builds (both walk the document in
/// order), so the DOM can carry exact positions. It only has to be right for
/// documents libxml2 accepts; on malformed input it must merely terminate.
///
/// It also answers two questions *before* libxml2 parses anything, which is
/// what makes the parse safe and its errors clear:
/// - is there a `<!DOCTYPE` (then libxml2 is never called, so no DTD, external
///   entity or entity expansion can run);
/// - does nesting exceed the source's `SourceLimits` (then the
///   error points at the first element too deep, instead of libxml2's
///   "Excessive depth in document: 256 use XML_PARSE_HUGE option").
///
/// Skipped: comments, CDATA sections, processing instructions (including the
/// XML declaration), end tags and character data. Columns count Unicode
/// scalars; line breaks are `\n`, `\r\n` and a lone `\r`, as in XML.
struct StartTagScanner {
    struct Position: Equatable {
        var line: Int
        var column: Int
    }

    struct Attribute: Equatable {
        var name: String
        var namePosition: Position
        /// The first character inside the quotes.
        var valuePosition: Position
    }

    struct StartTag: Equatable {
        var name: String
        /// The `<`.
        var position: Position
        var attributes: [Attribute]
        /// 1 for the root element.
        var depth: Int

        func attribute(named name: String) -> Attribute? {
            attributes.first { $0.name == name }
        }
    }

    struct Result {
        var startTags: [StartTag] = []
        /// The `<` of `<!DOCTYPE`, if any (scanning stops there).
        var doctype: Position?
        /// The `<` of the first start tag nested deeper than the limit (scanning stops there).
        var tooDeep: Position?
    }

    /// The document's bytes, borrowed for the scan (no bounds check per byte).
    private let bytes: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int
    private var index = 0
    private var line = 1
    /// Scalars of the current line before `index`.
    private var scalarsBefore = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    static func scan(_ bytes: [UInt8], maximumDepth: Int) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = StartTagScanner(bytes: buffer, maximumDepth: maximumDepth)
            return scanner.run()
        }
    }

    // MARK: - Driver

    private mutating func run() -> Result {
        var result = Result()
        if bytes.starts(with: SourceByteText.byteOrderMark) { index = SourceByteText.byteOrderMark.count }
        var depth = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                advance()
                continue
            }
            let position = self.position
            if matches("<!--") {
                skip(past: "-->")
            } else if matches("<![CDATA[") {
                skip(past: "]]>")
            } else if matches("<!DOCTYPE") {
                result.doctype = position
                return result
            } else if matches("<!") || matches("<?") {
                // Processing instructions end with "?>", which also ends with ">".
                skip(past: matches("<?") ? "?>" : ">")
            } else if matches("</") {
                skip(past: ">")
                depth = max(0, depth - 1)
            } else {
                let scanned = scanStartTag(at: position, depth: depth + 1)
                if scanned.tag.depth > maximumDepth {
                    result.tooDeep = position
                    return result
                }
                if !scanned.isEmptyElement { depth += 1 }
                result.startTags.append(scanned.tag)
            }
        }
        return result
    }

    // MARK: - Start tags

    private struct ScannedTag {
        var tag: StartTag
        var isEmptyElement: Bool
    }

    private mutating func scanStartTag(at position: Position, depth: Int) -> ScannedTag {
        advance() // "<"
        let name = scanName()
        var attributes: [Attribute] = []
        while index < bytes.count {
            skipWhitespace()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                advance()
                return ScannedTag(tag: StartTag(name: name, position: position, attributes: attributes, depth: depth), isEmptyElement: false)
            }
            if matches("/>") {
                advance(); advance()
                return ScannedTag(tag: StartTag(name: name, position: position, attributes: attributes, depth: depth), isEmptyElement: true)
            }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "<") {
                // Malformed; "<" starts the next construct, so leave it for the driver.
                if byte == UInt8(ascii: "/") { advance() } else { break }
                continue
            }
            let namePosition = self.position
            let attributeName = scanName()
            if attributeName.isEmpty { advance(); continue }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            advance()
            skipWhitespace()
            guard index < bytes.count else { break }
            let quote = bytes[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                advance()
                let valuePosition = self.position
                while index < bytes.count && bytes[index] != quote { advance() }
                if index < bytes.count { advance() }
                attributes.append(Attribute(name: attributeName, namePosition: namePosition, valuePosition: valuePosition))
            } else {
                // Unquoted value: malformed, libxml2 will say so. Step over it.
                let valuePosition = self.position
                while index < bytes.count, !isWhitespace(bytes[index]), bytes[index] != UInt8(ascii: ">") { advance() }
                attributes.append(Attribute(name: attributeName, namePosition: namePosition, valuePosition: valuePosition))
            }
        }
        return ScannedTag(tag: StartTag(name: name, position: position, attributes: attributes, depth: depth), isEmptyElement: false)
    }

    /// Bytes up to white space, `=`, `/`, `>` or `<` (XML names never contain them).
    private mutating func scanName() -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if isWhitespace(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "/")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") {
                break
            }
            advance()
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    // MARK: - Cursor

    private var position: Position { Position(line: line, column: scalarsBefore + 1) }

    private func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] {
            return false
        }
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count && isWhitespace(bytes[index]) { advance() }
    }

    /// Moves past the next occurrence of `terminator`, or to the end.
    private mutating func skip(past terminator: StaticString) {
        while index < bytes.count {
            if matches(terminator) {
                for _ in 0..<terminator.utf8CodeUnitCount { advance() }
                return
            }
            advance()
        }
    }

    /// Moves one byte forward, keeping line and column current.
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            scalarsBefore = 0
        } else if byte == 0x0D {
            if index >= bytes.count || bytes[index] != 0x0A {
                line += 1
                scalarsBefore = 0
            }
        } else if (byte & 0xC0) != 0x80 {
            scalarsBefore += 1
        }
    }
}
