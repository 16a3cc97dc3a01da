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
    private let lines: [Substring.UnicodeScalarView]

    public init(_ text: String) {
        var lines: [Substring.UnicodeScalarView] = []
        let scalars = text.unicodeScalars
        var lineStart = scalars.startIndex
        var index = lineStart
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else {
                index = scalars.index(after: index)
                continue
            }
            lines.append(Substring(text)[lineStart..<index].unicodeScalars)
            var next = scalars.index(after: index)
            if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
            lineStart = next
            index = next
        }
        lines.append(Substring(text)[lineStart..<scalars.endIndex].unicodeScalars)
        self.lines = lines
    }

    /// The text of 1-based line `number` without its line break (as
    /// `SourceLines.line(_:in:)`), or nil when there is no such line.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        return String(lines[number - 1])
    }
}
