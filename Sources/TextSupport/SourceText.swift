#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One text's lines, split once, and its positions in the three ways they
/// are counted: UTF-8 byte offsets (scanners), 1-based lines with
/// Unicode-scalar columns (`SourceLocation`, libxml2), and LSP's 0-based
/// lines with UTF-16 columns. Lines end as XML and LSP end them: at `\n`,
/// `\r\n` or a lone `\r`.
public struct SourceText: Sendable {
    /// The text as UTF-8 (or, from `init(bytes:)`, whatever bytes a file held).
    public let bytes: [UInt8]
    /// Byte offset of each line's first byte; the first is 0.
    public let lineStarts: [Int]
    /// Whether each line is ASCII only, where a column is a byte count found
    /// without a scan of the line (an editor's outline of a one-line 20 MB
    /// document asks thousands of positions on it); empty: every line is.
    private let lineIsASCII: [Bool]

    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = bytes.withUnsafeBufferPointer(Self.lineStarts)
        lineIsASCII = Self.asciiLines(bytes, lineStarts: lineStarts)
    }

    private static func asciiLines(_ bytes: [UInt8], lineStarts: [Int]) -> [Bool] {
        guard bytes.contains(where: { $0 >= 0x80 }) else { return [] }
        var ascii = [Bool](repeating: true, count: lineStarts.count)
        var line = 0
        for (i, byte) in bytes.enumerated() where byte >= 0x80 {
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= i { line += 1 }
            ascii[line] = false
        }
        return ascii
    }

    private func isASCII(_ line: Int) -> Bool { lineIsASCII.isEmpty || lineIsASCII[line] }

    /// Line breaks are ASCII bytes, so a byte scan finds them exactly where
    /// a scan of Unicode scalars would, at a fraction of the cost; without a
    /// carriage return anywhere, memchr finds each line feed.
    private static func lineStarts(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts = [0]
        guard let base = bytes.baseAddress else { return starts }
        if memchr(base, 13, bytes.count) == nil {
            var lineStart = 0
            while lineStart < bytes.count, let hit = memchr(base + lineStart, 10, bytes.count - lineStart) {
                lineStart = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(lineStart)
            }
            return starts
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == 10 || byte == 13 else { continue }
            if byte == 13, index < bytes.count, bytes[index] == 10 { index += 1 }
            starts.append(index)
        }
        return starts
    }

    public var lineCount: Int { lineStarts.count }

    /// Byte offset just past the last byte of 0-based `line`, before its break.
    private func lineEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1] - 1
        if bytes[end] == 10, end > lineStarts[line], bytes[end - 1] == 13 { end -= 1 }
        return end
    }

    /// The bytes of 0-based `line`, without its line break; empty when there
    /// is no such line.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 0, line < lineStarts.count else { return [] }
        return bytes[lineStarts[line]..<lineEnd(line)]
    }

    /// The text of 1-based line `number` without its line break, or nil
    /// when there is no such line.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        return String(decoding: lineBytes(number - 1), as: UTF8.self)
    }

    /// The Unicode scalars of 1-based line `number`, or nil when there is no such line.
    public func lineScalars(_ number: Int) -> [Unicode.Scalar]? {
        line(number).map { Array($0.unicodeScalars) }
    }

    /// The 0-based line holding byte `offset` (clamped to the text).
    public func lineIndex(ofOffset offset: Int) -> Int {
        let offset = min(max(0, offset), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// 1-based line and Unicode-scalar column of byte `offset` (as
    /// `SourceLocation`): UTF-8 continuation bytes are no column.
    public func sourcePosition(ofOffset offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(0, offset), bytes.count)
        let line = lineIndex(ofOffset: offset)
        if isASCII(line) { return (line + 1, offset - lineStarts[line] + 1) }
        var column = 1
        for byte in bytes[lineStarts[line]..<offset] where byte & 0xC0 != 0x80 { column += 1 }
        return (line + 1, column)
    }

    /// LSP position (0-based line, UTF-16 column) of byte `offset`.
    public func position(ofOffset offset: Int) -> (line: Int, character: Int) {
        let offset = min(max(0, offset), bytes.count)
        let line = lineIndex(ofOffset: offset)
        if isASCII(line) { return (line, offset - lineStarts[line]) }
        var units = 0
        for byte in bytes[lineStarts[line]..<offset] where byte & 0xC0 != 0x80 {
            // A four-byte sequence is a scalar beyond the BMP: two UTF-16 units.
            units += byte >= 0xF0 ? 2 : 1
        }
        return (line, units)
    }

    /// Byte offset of an LSP position; clamped to the line (a character past
    /// its end is its end) and to the text.
    public func offset(line: Int, character: Int) -> Int {
        if line < 0 { return 0 }
        if line >= lineStarts.count { return bytes.count }
        let lineText = lineBytes(line)
        var units = 0
        var offset = lineText.startIndex
        for scalar in String(decoding: lineText, as: UTF8.self).unicodeScalars {
            if units >= character { break }
            units += scalar.utf16.count
            offset += scalar.utf8.count
        }
        return offset
    }

    /// LSP character (UTF-16 column) of a 1-based scalar column on 0-based `line`.
    public func character(line: Int, scalarColumn column: Int) -> Int {
        var units = 0
        var remaining = column - 1
        for scalar in String(decoding: lineBytes(line), as: UTF8.self).unicodeScalars {
            if remaining <= 0 { break }
            units += scalar.utf16.count
            remaining -= 1
        }
        return units
    }

    /// Byte offset of a 1-based line and scalar column.
    public func offset(line1 line: Int, scalarColumn column: Int) -> Int {
        offset(line: line - 1, character: character(line: line - 1, scalarColumn: column))
    }

    /// Offset in the text's Unicode scalars of each line's first scalar, for
    /// scanners that work on `Array(text.unicodeScalars)`.
    public func scalarLineStarts() -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(lineStarts.count)
        var scalars = 0
        var byte = 0
        for start in lineStarts {
            while byte < start {
                if bytes[byte] & 0xC0 != 0x80 { scalars += 1 }
                byte += 1
            }
            starts.append(scalars)
        }
        return starts
    }
}
