/// Positions in one document's text, in the three ways they are counted:
/// UTF-8 byte offsets (the tolerant scanner), 1-based line and Unicode-scalar
/// columns (`SourceLocation`), and LSP's 0-based line and UTF-16 code units.
struct LineIndex {
    let bytes: [UInt8]
    /// Byte offset where each line starts.
    private(set) var lineStarts: [Int] = [0]
    /// Whether each line is ASCII only: there a UTF-16 column is a byte
    /// count, found without decoding the line (a 20 MB one-line document's
    /// outline decoded it once per symbol).
    private(set) var lineIsASCII: [Bool] = []

    init(_ text: String) {
        bytes = Array(text.utf8)
        var ascii = true
        for (i, b) in bytes.enumerated() {
            if b == 0x0A {
                lineStarts.append(i + 1)
                lineIsASCII.append(ascii)
                ascii = true
            } else if b >= 0x80 {
                ascii = false
            }
        }
        lineIsASCII.append(ascii)
    }

    var lineCount: Int { lineStarts.count }

    /// The bytes of 0-based line `line`, without its line break.
    func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 0, line < lineStarts.count else { return [] }
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > start && bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    /// LSP position (0-based line, UTF-16 column) of a byte offset.
    func position(ofOffset offset: Int) -> (line: Int, character: Int) {
        let offset = min(max(0, offset), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        if lineIsASCII[low] { return (low, offset - lineStarts[low]) }
        let prefix = bytes[lineStarts[low]..<offset]
        return (low, String(decoding: prefix, as: UTF8.self).utf16.count)
    }

    /// Byte offset of an LSP position; clamped to the line (a character past
    /// its end is its end) and to the document.
    func offset(line: Int, character: Int) -> Int {
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

    /// LSP character of a 1-based scalar column on 0-based `line`.
    func character(line: Int, scalarColumn column: Int) -> Int {
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
    func offset(line1 line: Int, scalarColumn column: Int) -> Int {
        offset(line: line - 1, character: character(line: line - 1, scalarColumn: column))
    }

    /// 1-based line and scalar column of a byte offset (as `SourceLocation`).
    func sourcePosition(ofOffset offset: Int) -> (line: Int, column: Int) {
        let p = position(ofOffset: offset)
        let prefix = bytes[lineStarts[p.line]..<min(max(0, offset), bytes.count)]
        return (p.line + 1, String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1)
    }
}

/// An LSP range as JSON.
func lspRange(_ index: LineIndex, from start: Int, to end: Int) -> [String: Any] {
    let a = index.position(ofOffset: start), b = index.position(ofOffset: max(start, end))
    return ["start": ["line": a.line, "character": a.character], "end": ["line": b.line, "character": b.character]]
}
