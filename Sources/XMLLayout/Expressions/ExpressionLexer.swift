/// Tokens of the expression language, each with the UTF-8 offset where it
/// starts (relative to the string given to `Expression.parse`, plus its base).
struct ExpressionToken: Equatable {
    enum Kind: Equatable {
        case number(Double)
        case fraction(Double)
        case string(String)
        case name(String)
        /// `true`, `false`, `null`, `not`, `and`, `or`.
        case keyword(String)
        /// `.` `[` `]` `(` `)` `,` `?` `:` `+` `-` `*` `/` `<` `<=` `>` `>=` `==` `!=`
        case symbol(String)
        case end
    }
    var kind: Kind
    var offset: Int
}

/// Splits an expression into tokens. Works on UTF-8 bytes: offsets are what
/// diagnostics need, and no byte sequence can make it loop or crash.
struct ExpressionLexer {
    static let keywords: Set<String> = ["true", "false", "null", "not", "and", "or"]

    private let bytes: [UInt8]
    private let base: Int
    private var index = 0

    init(_ source: String, baseOffset: Int) {
        bytes = Array(source.utf8)
        base = baseOffset
    }

    static func tokenize(_ source: String, baseOffset: Int) throws(ExpressionError) -> [ExpressionToken] {
        var lexer = ExpressionLexer(source, baseOffset: baseOffset)
        var tokens: [ExpressionToken] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func error(_ message: String, at position: Int, hint: String? = nil) -> ExpressionError {
        ExpressionError(message: message, offset: base + position, hint: hint)
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        index + ahead < bytes.count ? bytes[index + ahead] : nil
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    mutating func next() throws(ExpressionError) -> ExpressionToken {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            index += 1
        }
        let start = index
        guard let byte = peek() else { return ExpressionToken(kind: .end, offset: base + start) }

        if Self.isDigit(byte) { return try number(start) }
        if Self.isNameStart(byte) {
            while let b = peek(), Self.isNameStart(b) || Self.isDigit(b) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            let kind: ExpressionToken.Kind = Self.keywords.contains(word) ? .keyword(word) : .name(word)
            return ExpressionToken(kind: kind, offset: base + start)
        }
        if byte == 0x22 || byte == 0x27 { return try string(start, quote: byte) }

        index += 1
        let second = peek()
        func symbol(_ text: String, length: Int = 1) -> ExpressionToken {
            index = start + length
            return ExpressionToken(kind: .symbol(text), offset: base + start)
        }
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: ","), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: "*"), UInt8(ascii: "/"):
            return symbol(String(UnicodeScalar(byte)))
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
            if second == UInt8(ascii: "=") { return symbol(String(UnicodeScalar(byte)) + "=", length: 2) }
            return symbol(String(UnicodeScalar(byte)))
        case UInt8(ascii: "="):
            if second == UInt8(ascii: "=") { return symbol("==", length: 2) }
            throw error("'=' is not an operator", at: start, hint: "did you mean '=='?")
        case UInt8(ascii: "!"):
            if second == UInt8(ascii: "=") { return symbol("!=", length: 2) }
            throw error("'!' is not an operator", at: start, hint: "did you mean 'not'?")
        case UInt8(ascii: "&"):
            throw error("'&' is not an operator", at: start, hint: second == UInt8(ascii: "&") ? "did you mean 'and'?" : nil)
        case UInt8(ascii: "|"):
            throw error("'|' is not an operator", at: start, hint: second == UInt8(ascii: "|") ? "did you mean 'or'?" : nil)
        case UInt8(ascii: "%"):
            throw error("'%' is not an operator (there is no modulo; a fraction is written '50%')", at: start)
        default:
            let scalarText = String(decoding: bytes[start..<min(start + 1, bytes.count)], as: UTF8.self)
            throw error("unexpected character '\(scalarText)'", at: start)
        }
    }

    /// The whole character (one Unicode scalar) that starts at `position`.
    private func scalarText(at position: Int) -> String {
        var end = position + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80, end - position < 4 { end += 1 }
        return String(decoding: bytes[position..<end], as: UTF8.self)
    }

    /// `12`, `0.5`, and with a `%` right after, a fraction `50%`.
    private mutating func number(_ start: Int) throws(ExpressionError) -> ExpressionToken {
        while let b = peek(), Self.isDigit(b) { index += 1 }
        if peek() == UInt8(ascii: "."), let after = peek(1), Self.isDigit(after) {
            index += 1
            while let b = peek(), Self.isDigit(b) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number '\(text.prefix(20))…' is too large", at: start)
        }
        if let b = peek(), Self.isNameStart(b) {
            throw error("unexpected '\(scalarText(at: index))' after a number", at: index)
        }
        if peek() == UInt8(ascii: "%") {
            index += 1
            return ExpressionToken(kind: .fraction(value), offset: base + start)
        }
        return ExpressionToken(kind: .number(value), offset: base + start)
    }

    /// `'a'` or `"a"`; a backslash escapes the next character (`\\`, `\'`,
    /// `\"`; `\n` and `\t` are a newline and a tab).
    private mutating func string(_ start: Int, quote: UInt8) throws(ExpressionError) -> ExpressionToken {
        index += 1
        var content: [UInt8] = []
        while let b = peek() {
            index += 1
            if b == quote {
                return ExpressionToken(kind: .string(String(decoding: content, as: UTF8.self)), offset: base + start)
            }
            if b == UInt8(ascii: "\\") {
                guard let escaped = peek() else { break }
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): content.append(0x0A)
                case UInt8(ascii: "t"): content.append(0x09)
                case UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""): content.append(escaped)
                default: throw error("unknown escape '\\\(String(UnicodeScalar(escaped)))' in a string", at: index - 2)
                }
            } else {
                content.append(b)
            }
        }
        throw error("unterminated string", at: start)
    }
}
