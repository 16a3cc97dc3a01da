/// An error in an expression, in interpolated text or in JSON: a message
/// located at a UTF-8 byte offset into the string that was parsed (the
/// offending name or operator; the `{` for whole-value problems).
public struct ExpressionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// "unknown name 'gutterr'", "division by zero", "cannot multiply a string by a number".
    public var message: String
    /// UTF-8 byte offset into the attribute value, text or JSON document.
    public var offset: Int
    /// "did you mean 'gutter'?"
    public var hint: String?
    /// For JSON documents: the 1-based line and column (in Unicode scalars,
    /// as SourceLocation counts) of `offset`; nil for expressions.
    public var line: Int?
    public var column: Int?
    /// A limit of the `EvaluationBudget` was crossed: the expansion stops.
    public var isLimit = false

    public var description: String {
        var text = ""
        if let line, let column { text += "\(line):\(column): " } else { text += "offset \(offset): " }
        text += message
        if let hint { text += " (\(hint))" }
        return text
    }
}

/// Bounds that keep a hostile expression from exhausting the machine: past
/// them parsing fails with an error instead of overflowing the stack.
public enum ExpressionLimits {
    /// Longest expression body, in UTF-8 bytes.
    public static let maxExpressionLength = 10_000
    /// Deepest expression tree (parentheses, operators, unary chains, paths).
    public static let maxExpressionDepth = 100
    /// Longest chain of operators or members in a row (`1+1+…`, `a.b.c…`),
    /// each nesting level counting as a third of it. A chain is a tree as
    /// deep as it is long (evaluated and freed recursively): 1,000 links
    /// overflowed a 512 KB thread stack under ThreadSanitizer.
    public static let maxChainLength = 300
    /// Deepest JSON nesting of arrays and objects.
    public static let maxJSONDepth = 512
}
