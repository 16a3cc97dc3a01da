#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds a line of source text by number, for snippets.
///
/// Line breaks are counted as XML counts them: `\n`, `\r\n` and a lone `\r`
/// each end one line, so line numbers agree with libxml2's and the scanner's.
enum SourceLines {
    /// The text of 1-based line `number` without its line break, or nil when
    /// the text has fewer lines.
    static func line(_ number: Int, in text: String) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var lineStart = text.unicodeScalars.startIndex
        var index = lineStart
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                if current == number {
                    return String(scalars[lineStart..<index])
                }
                var next = scalars.index(after: index)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" {
                    next = scalars.index(after: next)
                }
                current += 1
                lineStart = next
                index = next
                continue
            }
            index = scalars.index(after: index)
        }
        return current == number ? String(scalars[lineStart..<scalars.endIndex]) : nil
    }
}

/// The lines of one source text, split once: formatting thousands of
/// diagnostics of a file then costs one pass over it, not one per snippet.
public struct SourceLineIndex: Sendable {
    private let text: String
    /// UTF-8 offsets of each line's first byte and of the byte after its
    /// last (before the line break).
    private let bounds: [(start: Int, end: Int)]

    public init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        // Line breaks are ASCII bytes, so a byte scan finds them exactly
        // where a scan of Unicode scalars would, at a fraction of the cost
        // (a 200 KB file with warnings spent 20 M instructions here).
        let bounds = text.utf8.withContiguousStorageIfAvailable { bytes -> [(start: Int, end: Int)] in
            var bounds: [(start: Int, end: Int)] = []
            // Without a carriage return anywhere, memchr finds each line feed
            // (~9 instructions a byte otherwise: 3.5 M on a 386 KB file).
            if let base = bytes.baseAddress, memchr(base, 13, bytes.count) == nil {
                var lineStart = 0
                while lineStart < bytes.count, let hit = memchr(base + lineStart, 10, bytes.count - lineStart) {
                    let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    bounds.append((lineStart, index))
                    lineStart = index + 1
                }
                bounds.append((lineStart, bytes.count))
                return bounds
            }
            var lineStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == 10 || byte == 13 else {
                    index += 1
                    continue
                }
                bounds.append((lineStart, index))
                index += byte == 13 && index + 1 < bytes.count && bytes[index + 1] == 10 ? 2 : 1
                lineStart = index
            }
            bounds.append((lineStart, bytes.count))
            return bounds
        }
        self.text = text
        self.bounds = bounds ?? []
    }

    /// The text of 1-based line `number` without its line break (as
    /// `SourceLines.line(_:in:)`), or nil when there is no such line.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= bounds.count else { return nil }
        let utf8 = text.utf8
        let line = bounds[number - 1]
        return String(text[utf8.index(utf8.startIndex, offsetBy: line.start)..<utf8.index(utf8.startIndex, offsetBy: line.end)])
    }
}
