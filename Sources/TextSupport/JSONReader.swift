/// A JSON value as written: object members in their written order (a
/// repeated key appears twice; the reader of the value decides what that
/// means), numbers as `Double` (finite).
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }
}

/// Why a text is not JSON, and where: `offset` in UTF-8 bytes, `line` and
/// `column` 1-based (columns in Unicode scalars, as `SourceText` counts).
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public var message: String
    public var offset: Int
    public var line: Int
    public var column: Int
}

/// The one strict JSON (RFC 8259) reader: data files, literal values and the
/// language server's messages. Keeps object key order, reports errors with
/// line and column, refuses nesting deeper than `maxDepth`, and is
/// iterative (an explicit stack), so no input can overflow the call stack.
public struct JSONReader {
    private let bytes: [UInt8]
    private let maxDepth: Int
    private var index = 0

    private init(_ bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        // A byte order mark is not part of the document (RFC 8259 §8.1 lets a reader skip it).
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The value of a whole JSON text (any value at the top).
    public static func parse(_ bytes: [UInt8], maxDepth: Int) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes, maxDepth: maxDepth)
        return try reader.document()
    }

    public static func parse(_ text: String, maxDepth: Int) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }

    /// A container being filled. A struct mutated in place through the
    /// stack (not an enum payload, which would copy the array at each element).
    private struct Frame {
        var isArray: Bool
        var values: [JSONValue] = []
        var members: [JSONValue.Member] = []
        var pendingKey = ""
    }

    private func error(_ message: String, at position: Int) -> JSONSyntaxError {
        let (line, column) = SourceText(bytes: bytes).sourcePosition(ofOffset: position)
        return JSONSyntaxError(message: message, offset: position, line: line, column: column)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
    }

    private func describeHere() -> String {
        guard index < bytes.count else { return "the end of the text" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return "'\(String(UnicodeScalar(byte)))'" }
        return "a byte 0x\(String(byte, radix: 16))"
    }

    private mutating func document() throws(JSONSyntaxError) -> JSONValue {
        var stack: [Frame] = []
        var value: JSONValue
        parsing: while true {
            // Read one value, or open a container.
            skipWhitespace()
            guard index < bytes.count else { throw error("expected a JSON value, found the end of the text", at: index) }
            switch bytes[index] {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if stack.count >= maxDepth {
                    throw error("JSON nested deeper than \(maxDepth) levels", at: index)
                }
                let isArray = bytes[index] == UInt8(ascii: "[")
                index += 1
                skipWhitespace()
                let close = UInt8(ascii: isArray ? "]" : "}")
                if index < bytes.count, bytes[index] == close {
                    index += 1
                    value = isArray ? .array([]) : .object([])
                } else {
                    stack.append(Frame(isArray: isArray, pendingKey: isArray ? "" : try key()))
                    continue parsing
                }
            default:
                value = try scalar()
            }
            // Hand the value to the enclosing containers, closing as many as end here.
            while true {
                guard !stack.isEmpty else {
                    skipWhitespace()
                    if index < bytes.count { throw error("unexpected \(describeHere()) after the JSON value", at: index) }
                    return value
                }
                let top = stack.count - 1
                skipWhitespace()
                let next = index < bytes.count ? bytes[index] : nil
                if stack[top].isArray {
                    stack[top].values.append(value)
                    if next == UInt8(ascii: ",") {
                        index += 1
                        continue parsing
                    }
                    guard next == UInt8(ascii: "]") else { throw error("expected ',' or ']' in an array, found \(describeHere())", at: index) }
                    index += 1
                    value = .array(stack.removeLast().values)
                } else {
                    stack[top].members.append(JSONValue.Member(stack[top].pendingKey, value))
                    if next == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        stack[top].pendingKey = try key()
                        continue parsing
                    }
                    guard next == UInt8(ascii: "}") else { throw error("expected ',' or '}' in an object, found \(describeHere())", at: index) }
                    index += 1
                    value = .object(stack.removeLast().members)
                }
            }
        }
    }

    /// `"key" :` — leaves the index after the colon.
    private mutating func key() throws(JSONSyntaxError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw error("expected a string key in an object, found \(describeHere())", at: index)
        }
        let text = try string()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw error("expected ':' after an object key, found \(describeHere())", at: index)
        }
        index += 1
        return text
    }

    private mutating func scalar() throws(JSONSyntaxError) -> JSONValue {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") { return .string(try string()) }
        if byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39) { return try number() }
        for (word, value) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)] {
            let utf8 = Array(word.utf8)
            if bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 {
                index += utf8.count
                return value
            }
        }
        throw error("expected a JSON value, found \(describeHere())", at: index)
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        func digits() -> Int {
            let from = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - from
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        if integerDigits == 0 { throw error("expected digits in a number", at: index) }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error("a number cannot start with 0", at: integerStart)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits() == 0 { throw error("expected digits after '.' in a number", at: index) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits() == 0 { throw error("expected digits in a number's exponent", at: index) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text.prefix(24)) is out of range", at: start)
        }
        return .number(value)
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1  // "
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                guard let text = String(validating: out, as: UTF8.self) else { throw error("a string is not UTF-8", at: start) }
                return text
            }
            if byte < 0x20 { throw error("control character in a string (write it escaped)", at: index) }
            if byte != UInt8(ascii: "\\") {
                out.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4(at: index - 2)
                if (0xD800..<0xDC00).contains(scalar) {
                    guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate \\u\(String(scalar, radix: 16)) in a string", at: index - 6)
                    }
                    index += 2
                    let low = try hex4(at: index - 2)
                    guard (0xDC00..<0xE000).contains(low) else {
                        throw error("unpaired surrogate \\u\(String(scalar, radix: 16)) in a string", at: index - 12)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00..<0xE000).contains(scalar) {
                    throw error("unpaired surrogate \\u\(String(scalar, radix: 16)) in a string", at: index - 6)
                }
                out.append(contentsOf: Array(String(Character(UnicodeScalar(scalar)!)).utf8))
            default:
                throw error("unknown escape in a string", at: index - 2)
            }
        }
        throw error("unterminated string", at: start)
    }

    /// Four hex digits after `\u`; `escapeStart` is the backslash, for errors.
    private mutating func hex4(at escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw error("expected 4 hex digits after \\u", at: escapeStart) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw error("expected 4 hex digits after \\u", at: escapeStart)
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
