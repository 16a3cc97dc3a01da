import TextSupport

/// Byte-level facts about a file's content that must be settled before
/// libxml2 sees it: is it UTF-8, is it text, and where is byte N as a
/// line and column.
enum SourceByteText {
    /// The UTF-8 byte-order mark, which XML allows at the very start.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Offset of the first byte that is not part of a well-formed UTF-8
    /// sequence (overlong forms, surrogates and values above U+10FFFF
    /// included), or nil when all bytes are valid UTF-8.
    ///
    /// A hand-written loop over the buffer rather than the standard library's
    /// generic decoder: the latter is specialised, unoptimised, in debug
    /// builds, and an 8 MiB file then takes seconds.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let count = buffer.count
            var index = 0
            while index < count {
                // ASCII eight bytes at a time (nearly every layout file is ASCII).
                if index + 8 <= count,
                   UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                var secondRange: ClosedRange<UInt8> = 0x80...0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; secondRange = 0xA0...0xBF // no overlong forms
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; secondRange = 0x80...0x9F // no surrogates
                case 0xF0: length = 4; secondRange = 0x90...0xBF // no overlong forms
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; secondRange = 0x80...0x8F // nothing above U+10FFFF
                default: return index
                }
                guard index + length <= count, secondRange.contains(buffer[index + 1]) else { return index }
                for offset in 2..<max(2, length) where buffer[index + offset] & 0xC0 != 0x80 {
                    return index
                }
                index += length
            }
            return nil
        }
    }

    /// The 1-based line and column (in Unicode scalars) of byte `offset`
    /// (`SourceText`'s), where a leading byte-order mark is not a column.
    static func lineAndColumn(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let position = SourceText(bytes: bytes).sourcePosition(ofOffset: offset)
        let markIsBefore = position.line == 1 && offset >= byteOrderMark.count && bytes.starts(with: byteOrderMark)
        return (position.line, markIsBefore ? position.column - 1 : position.column)
    }
}
