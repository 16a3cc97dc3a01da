/// A position in a layout file, as shown to people: `file:line:col`.
///
/// Lines and columns are 1-based. The column counts *characters* (Unicode
/// scalars) from the start of the line, not bytes, so that a caret printed
/// under a line containing `é` or `中` lands where an editor's "column" says.
/// libxml2 does not know columns for every problem (schema errors carry only a
/// line); rather than invent one, `column` is then `nil` and the description
/// reads `file:line`.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The path as the user gave it (used verbatim in messages).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column in Unicode scalars, or `nil` when unknown.
    public var column: Int?

    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:col`, or `file:line` when the column is unknown.
    public var description: String {
        if let column {
            return "\(file):\(line):\(column)"
        }
        return "\(file):\(line)"
    }

    /// Orders by file, then line, then column; an unknown column sorts before
    /// any known column of the same line.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return (lhs.column ?? 0) < (rhs.column ?? 0)
    }
}

/// A stretch of a layout file from `start` up to, not including, `end` (the
/// column after the last character), as editors count ranges. Columns are
/// Unicode scalars, like `SourceLocation`'s.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public var start: SourceLocation
    public var end: SourceLocation

    public var isEmpty: Bool { start == end }

    /// `file:line:col-col`, or `file:line:col-line:col` over several lines.
    public var description: String {
        guard let endColumn = end.column, start.column != nil, end != start else { return start.description }
        return end.line == start.line ? "\(start)-\(endColumn)" : "\(start)-\(end.line):\(endColumn)"
    }
}

extension SourceRange {
    /// `length` characters from `start` on its line (no column: an empty
    /// range). In an extension, so that the struct keeps its memberwise
    /// initialiser `init(start:end:)`.
    public init(start: SourceLocation, length: Int) {
        var end = start
        end.column = start.column.map { $0 + max(0, length) }
        self.init(start: start, end: end)
    }
}
