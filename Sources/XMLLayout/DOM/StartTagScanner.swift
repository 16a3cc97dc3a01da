#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
///
/// Names are kept as byte ranges of the document and tags and attributes in
/// two flat arrays (no String or array per tag); lines and columns are
/// counted only up to the places asked for, in one forward pass.
struct StartTagScanner {
    struct Position: Equatable {
        var line: Int
        var column: Int
    }

    /// One attribute of a start tag: its name's bytes `nameStart..<nameEnd`.
    struct ScannedAttribute {
        var nameStart: Int32
        var nameEnd: Int32
        var nameLine: Int32
        var nameColumn: Int32
        /// The first character inside the quotes.
        var valueLine: Int32
        var valueColumn: Int32

        var namePosition: Position { Position(line: Int(nameLine), column: Int(nameColumn)) }
        var valuePosition: Position { Position(line: Int(valueLine), column: Int(valueColumn)) }
    }

    /// One start tag: its name's bytes, the `<`, and its attributes
    /// `firstAttribute ..< firstAttribute + attributeCount` of `Result.attributes`.
    struct ScannedTag {
        var nameStart: Int32
        var nameEnd: Int32
        var line: Int32
        var column: Int32
        var firstAttribute: Int32
        var attributeCount: Int32
        /// 1 for the root element.
        var depth: Int32

        var position: Position { Position(line: Int(line), column: Int(column)) }
    }

    /// A start tag with its names as Strings (for tests and messages).
    struct Attribute: Equatable {
        var name: String
        var namePosition: Position
        var valuePosition: Position
    }

    struct StartTag: Equatable {
        var name: String
        var position: Position
        var attributes: [Attribute]
        var depth: Int
    }

    struct Result {
        var tags: [ScannedTag] = []
        var attributes: [ScannedAttribute] = []
        /// The scanned document (shared, not copied).
        var bytes: [UInt8] = []
        /// The `<` of `<!DOCTYPE`, if any (scanning stops there).
        var doctype: Position?
        /// The `<` of the first start tag nested deeper than the limit (scanning stops there).
        var tooDeep: Position?
        /// The deepest nesting of a start tag (1: the root alone).
        var deepest = 0

        /// The tags with String names: a view for tests, not the hot path.
        var startTags: [StartTag] {
            tags.map { tag in
                let attributes = (Int(tag.firstAttribute)..<Int(tag.firstAttribute + tag.attributeCount)).map { i in
                    let a = self.attributes[i]
                    return Attribute(name: name(a.nameStart, a.nameEnd), namePosition: a.namePosition,
                                     valuePosition: a.valuePosition)
                }
                return StartTag(name: name(tag.nameStart, tag.nameEnd), position: tag.position,
                                attributes: attributes, depth: Int(tag.depth))
            }
        }

        private func name(_ start: Int32, _ end: Int32) -> String {
            String(decoding: bytes[Int(start)..<Int(end)], as: UTF8.self)
        }
    }

    /// The document's bytes, borrowed for the scan (no bounds check per byte).
    private let bytes: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int
    private var index = 0
    private var tags: [ScannedTag] = []
    private var deepest = 0
    private var attributes: [ScannedAttribute] = []
    // Line and column counting (`position(at:)`): line breaks are counted in
    // `bytes[..<counted]`; `lineStart` is where the line of `counted` starts;
    // `column` scalars lie in `bytes[lineStart..<columnIndex]`.
    private var line = 1
    private var counted = 0
    private var lineStart = 0
    private var columnIndex = 0
    private var column = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    static func scan(_ bytes: [UInt8], maximumDepth: Int) -> Result {
        // Offsets and positions are kept in 32 bits; libxml2 takes no more
        // than 2 GiB either. Beyond that: no positions (the converter then
        // falls back to libxml2's lines).
        guard bytes.count < Int(Int32.max) else { return Result(bytes: bytes) }
        var result = bytes.withUnsafeBufferPointer { buffer in
            var scanner = StartTagScanner(bytes: buffer, maximumDepth: maximumDepth)
            return scanner.run()
        }
        result.bytes = bytes
        return result
    }

    // MARK: - Driver

    private mutating func run() -> Result {
        var result = Result()
        if bytes.starts(with: SourceByteText.byteOrderMark) {
            index = SourceByteText.byteOrderMark.count
            (counted, lineStart, columnIndex) = (index, index, index)
        }
        var depth = 0
        while index < bytes.count {
            guard let base = bytes.baseAddress,
                  let found = memchr(base + index, Int32(UInt8(ascii: "<")), bytes.count - index) else { break }
            index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            if matches("<!--") {
                skip(past: "-->")
            } else if matches("<![CDATA[") {
                skip(past: "]]>")
            } else if matches("<!DOCTYPE") {
                let p = position(at: index)
                result.doctype = Position(line: Int(p.line), column: Int(p.column))
                return finish(result)
            } else if matches("<!") || matches("<?") {
                // Processing instructions end with "?>", which also ends with ">".
                skip(past: matches("<?") ? "?>" : ">")
            } else if matches("</") {
                skip(past: ">")
                depth = max(0, depth - 1)
            } else {
                if depth + 1 > maximumDepth {
                    let p = position(at: index)
                    result.tooDeep = Position(line: Int(p.line), column: Int(p.column))
                    return finish(result)
                }
                if !scanStartTag(depth: depth + 1) { depth += 1 }
            }
        }
        return finish(result)
    }

    private func finish(_ result: Result) -> Result {
        var result = result
        result.tags = tags
        result.attributes = attributes
        result.deepest = deepest
        return result
    }

    // MARK: - Start tags

    /// Scans the start tag at `index` (its `<`) into `tags`; whether it is an
    /// empty-element tag (`/>`).
    private mutating func scanStartTag(depth: Int) -> Bool {
        let tagPosition = position(at: index)
        index += 1 // "<"
        let (nameStart, nameEnd) = scanName()
        let firstAttribute = attributes.count
        func record(_ scanner: inout StartTagScanner) {
            scanner.deepest = max(scanner.deepest, depth)
            scanner.tags.append(ScannedTag(
                nameStart: Int32(nameStart), nameEnd: Int32(nameEnd), line: tagPosition.line, column: tagPosition.column,
                firstAttribute: Int32(firstAttribute), attributeCount: Int32(scanner.attributes.count - firstAttribute),
                depth: Int32(depth)))
        }
        while index < bytes.count {
            skipWhitespace()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                record(&self)
                return false
            }
            if matches("/>") {
                index += 2
                record(&self)
                return true
            }
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "<") {
                // Malformed; "<" starts the next construct, so leave it for the driver.
                if byte == UInt8(ascii: "/") { index += 1 } else { break }
                continue
            }
            let nameIndex = index
            let (attributeStart, attributeEnd) = scanName()
            if attributeStart == attributeEnd { index += 1; continue }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            skipWhitespace()
            guard index < bytes.count else { break }
            let quote = bytes[index]
            let namePosition = position(at: nameIndex)
            let valuePosition: (line: Int32, column: Int32)
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                index += 1
                valuePosition = position(at: index)
                while index < bytes.count && bytes[index] != quote { index += 1 }
                if index < bytes.count { index += 1 }
            } else {
                // Unquoted value: malformed, libxml2 will say so. Step over it.
                valuePosition = position(at: index)
                while index < bytes.count, !isWhitespace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
            }
            attributes.append(ScannedAttribute(
                nameStart: Int32(attributeStart), nameEnd: Int32(attributeEnd),
                nameLine: namePosition.line, nameColumn: namePosition.column,
                valueLine: valuePosition.line, valueColumn: valuePosition.column))
        }
        record(&self)
        return false
    }

    /// Bytes up to white space, `=`, `/`, `>` or `<` (XML names never contain them).
    private mutating func scanName() -> (Int, Int) {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if isWhitespace(byte) || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "/")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") {
                break
            }
            index += 1
        }
        return (start, index)
    }

    // MARK: - Positions

    /// Line and column of `bytes[target]`, for targets in increasing order:
    /// counts from where the last one stopped. As a reader moving forward a
    /// byte at a time would: a `\r` before `\n` is neither a break nor a column.
    private mutating func position(at target: Int) -> (line: Int32, column: Int32) {
        var k = counted
        let base = UnsafeRawPointer(bytes.baseAddress!)
        while k < target {
            // Eight bytes at a time while none is a control character (no
            // byte below 0x0E: the "has less than" bit trick).
            if k + 8 <= target {
                let word = base.loadUnaligned(fromByteOffset: k, as: UInt64.self)
                if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 == 0 {
                    k += 8
                    continue
                }
            }
            let byte = bytes[k]
            k += 1
            if byte > 0x0D { continue }
            if byte == 0x0A || (byte == 0x0D && (k >= bytes.count || bytes[k] != 0x0A)) {
                line += 1
                lineStart = k
            }
        }
        counted = target
        if columnIndex < lineStart {
            columnIndex = lineStart
            column = 0
        }
        var scalars = column
        k = columnIndex
        while k < target {
            // ASCII eight bytes at a time: eight scalars.
            if k + 8 <= target, base.loadUnaligned(fromByteOffset: k, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                scalars += 8
                k += 8
                continue
            }
            if bytes[k] & 0xC0 != 0x80 { scalars += 1 }
            k += 1
        }
        if target > lineStart, target < bytes.count, bytes[target - 1] == 0x0D, bytes[target] == 0x0A { scalars -= 1 }
        column = scalars
        columnIndex = target
        return (Int32(truncatingIfNeeded: line), Int32(truncatingIfNeeded: scalars + 1))
    }

    // MARK: - Cursor

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
        while index < bytes.count && isWhitespace(bytes[index]) { index += 1 }
    }

    /// Moves past the next occurrence of `terminator`, or to the end.
    private mutating func skip(past terminator: StaticString) {
        while index < bytes.count {
            if matches(terminator) {
                index += terminator.utf8CodeUnitCount
                return
            }
            index += 1
        }
    }
}
