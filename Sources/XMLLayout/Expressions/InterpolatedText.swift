/// An attribute value or text with `{…}` parts. `{{` and `}}` are literal
/// braces; a lone `}` is an error. A `}` inside a quoted string of an
/// expression does not close it (`{'}' + x}`).
public struct InterpolatedText: Hashable, Sendable {
    public enum Part: Hashable, Sendable {
        case literal(String)
        /// An expression and the UTF-8 offset of its `{`.
        case expression(Expression, braceOffset: Int)
    }

    public let parts: [Part]

    /// Splits `source`; error offsets are UTF-8 byte offsets into `source`.
    public static func parse(_ source: String) throws(ExpressionError) -> InterpolatedText {
        let bytes = Array(source.utf8)
        // Fast path: nothing to interpolate or unescape.
        if !bytes.contains(UInt8(ascii: "{")) && !bytes.contains(UInt8(ascii: "}")) {
            return InterpolatedText(parts: source.isEmpty ? [] : [.literal(source)])
        }
        var parts: [Part] = []
        var literal: [UInt8] = []
        var i = 0
        func flush() {
            if !literal.isEmpty { parts.append(.literal(String(decoding: literal, as: UTF8.self))) }
            literal.removeAll()
        }
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "}") {
                guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "}") else {
                    throw ExpressionError(message: "a lone '}'", offset: i, hint: "write '}}' for a literal brace")
                }
                literal.append(byte)
                i += 2
            } else if byte == UInt8(ascii: "{") {
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "{") {
                    literal.append(byte)
                    i += 2
                    continue
                }
                let open = i
                let close = try closingBrace(bytes, from: open)
                let body = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
                if body.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) {
                    throw ExpressionError(message: "empty expression '{}'", offset: open)
                }
                flush()
                parts.append(.expression(try Expression.parse(body, baseOffset: open + 1), braceOffset: open))
                i = close + 1
            } else {
                literal.append(byte)
                i += 1
            }
        }
        flush()
        return InterpolatedText(parts: parts)
    }

    /// The `}` that closes the `{` at `open`, skipping quoted strings.
    private static func closingBrace(_ bytes: [UInt8], from open: Int) throws(ExpressionError) -> Int {
        var i = open + 1
        var quote: UInt8?
        while i < bytes.count {
            let byte = bytes[i]
            if let q = quote {
                if byte == UInt8(ascii: "\\") { i += 1 } else if byte == q { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "}") {
                return i
            } else if byte == UInt8(ascii: "{") {
                throw ExpressionError(message: "'{' inside an expression", offset: i, hint: "close the expression with '}' first")
            }
            i += 1
        }
        throw ExpressionError(message: "unclosed '{'", offset: open, hint: "write '{{' for a literal brace")
    }

    /// No `{…}` at all (only text, perhaps with `{{`/`}}`).
    public var isLiteral: Bool {
        !parts.contains { if case .expression = $0 { return true } else { return false } }
    }

    /// The unescaped text when `isLiteral`, else nil.
    public var literalValue: String? {
        guard isLiteral else { return nil }
        return parts.map { if case .literal(let text) = $0 { return text } else { return "" } }.joined()
    }

    /// The `{` offset when the whole value is exactly one `{expr}`, else nil
    /// (where "a value the attribute cannot take" is reported).
    public var singleExpressionOffset: Int? {
        if parts.count == 1, case .expression(_, let offset) = parts[0] { return offset }
        return nil
    }

    /// Exactly one `{expr}` and nothing else: the expression's value, of any
    /// type. Otherwise a string with each part interpolated by its text form.
    public func evaluate(in scope: some ExpressionScope) throws(ExpressionError) -> ExpressionValue {
        var budget = EvaluationBudget()
        return try evaluate(in: scope, budget: &budget)
    }

    /// `evaluate(in:)`, its work spent from `budget`; the text made is
    /// checked against the string limit as it grows.
    public func evaluate(in scope: some ExpressionScope, budget: inout EvaluationBudget) throws(ExpressionError) -> ExpressionValue {
        if parts.count == 1, case .expression(let expression, _) = parts[0] {
            return try expression.evaluate(in: scope, budget: &budget)
        }
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal):
                text += literal
            case .expression(let expression, let brace):
                let value = try expression.evaluate(in: scope, budget: &budget)
                let piece = value.textForm
                try budget.make(stringOf: text.utf8.count + piece.utf8.count, offset: brace)
                text += piece
            }
        }
        return .string(text)
    }
}
