import TextSupport
import XMLLayout

/// JSON to and from the `Any` trees the server works with (`[String: Any]`,
/// `[Any]`, `String`, `Int`, `Double`, `Bool`, `JSONNull`), as
/// Foundation's `JSONSerialization` does, without linking Foundation
/// (docs/PERFORMANCE.md, rule 1).
enum JSONObjects {
    /// The most nested arrays and objects accepted (deeper input is refused,
    /// never a stack overflow).
    static let maximumDepth = 512

    /// The value of a JSON text (any value at the top, as
    /// `.fragmentsAllowed`); nil if it is not valid JSON.
    static func parse(_ bytes: [UInt8]) -> Any? {
        var parser = Parser(bytes: bytes)
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipSpace()
        return parser.index == bytes.count ? value : nil
    }

    /// Compact JSON (no spaces, "/" unescaped, keys in the dictionary's
    /// order); nil for a value JSON cannot hold (e.g. a non-finite number).
    static func serialize(_ value: Any) -> [UInt8]? {
        var out: [UInt8] = []
        return write(value, to: &out, depth: 0) ? out : nil
    }

    private static func write(_ value: Any, to out: inout [UInt8], depth: Int) -> Bool {
        guard depth <= maximumDepth else { return false }
        switch value {
        case is JSONNull:
            out += Array("null".utf8)
        case let string as String:
            JSONString.append(string, to: &out, style: .encoder)
        case let bool as Bool:
            out += Array((bool ? "true" : "false").utf8)
        case let int as Int:
            out += Array(String(int).utf8)
        case let number as Double:
            guard number.isFinite else { return false }
            if number == number.rounded(), abs(number) < 1e15 {
                out += Array(String(Int(number)).utf8)
            } else {
                out += Array(String(number).utf8)
            }
        case let integer as any BinaryInteger:
            out += Array("\(integer)".utf8)
        case let object as [String: Any]:
            out.append(UInt8(ascii: "{"))
            var first = true
            for (key, element) in object {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                JSONString.append(key, to: &out, style: .encoder)
                out.append(UInt8(ascii: ":"))
                guard write(element, to: &out, depth: depth + 1) else { return false }
            }
            out.append(UInt8(ascii: "}"))
        case let array as [Any]:
            out.append(UInt8(ascii: "["))
            for (index, element) in array.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                guard write(element, to: &out, depth: depth + 1) else { return false }
            }
            out.append(UInt8(ascii: "]"))
        default:
            // An Optional inside the Any: its value, or null.
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .optional else { return false }
            guard let wrapped = mirror.children.first?.value else {
                out += Array("null".utf8)
                return true
            }
            return write(wrapped, to: &out, depth: depth)
        }
        return true
    }


    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func literal(_ word: String, _ value: Any) -> Any? {
            let expected = Array(word.utf8)
            guard bytes[index...].starts(with: expected) else { return nil }
            index += expected.count
            return value
        }

        mutating func value(depth: Int) -> Any? {
            guard depth <= JSONObjects.maximumDepth else { return nil }
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var object: [String: Any] = [:]
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return object }
                while true {
                    skipSpace()
                    guard let key = string() else { return nil }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                    index += 1
                    guard let element = value(depth: depth + 1) else { return nil }
                    object[key] = element
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "}") { return object }
                    guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
                }
            case UInt8(ascii: "["):
                index += 1
                var array: [Any] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return array }
                while true {
                    guard let element = value(depth: depth + 1) else { return nil }
                    array.append(element)
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    index += 1
                    if bytes[index - 1] == UInt8(ascii: "]") { return array }
                    guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
                }
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "t"): return literal("true", true)
            case UInt8(ascii: "f"): return literal("false", false)
            case UInt8(ascii: "n"): return literal("null", JSONNull())
            default: return number()
            }
        }

        /// -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?: an Int when it has
        /// neither fraction nor exponent and fits, else a Double.
        mutating func number() -> Any? {
            let start = index
            func digits() -> Int {
                let from = index
                while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
                return index - from
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let leading = index
            guard digits() > 0 else { return nil }
            if bytes[leading] == 0x30, index - leading > 1 { return nil }
            var integral = true
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                integral = false
                guard digits() > 0 else { return nil }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                integral = false
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { return nil }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if integral, let int = Int(text) { return int }
            return Double(text)
        }

        /// A string at `index` (its opening quote), unescaped.
        mutating func string() -> String? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
            var out: [UInt8] = []
            var pendingHigh: UInt32?
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if pendingHigh != nil, byte != UInt8(ascii: "\\") { return nil } // a lone high surrogate
                switch byte {
                case UInt8(ascii: "\""):
                    guard pendingHigh == nil else { return nil }
                    return String(validating: out, as: UTF8.self)
                case ..<0x20:
                    return nil
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    if pendingHigh != nil, escape != UInt8(ascii: "u") { return nil }
                    switch escape {
                    case let simple where JSONEscape.byte(for: simple) != nil: out.append(JSONEscape.byte(for: simple) ?? simple)
                    case UInt8(ascii: "u"):
                        guard index + 4 <= bytes.count,
                              let unit = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16) else { return nil }
                        index += 4
                        var scalarValue = unit
                        if let high = pendingHigh {
                            guard (0xDC00...0xDFFF).contains(unit) else { return nil }
                            scalarValue = 0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)
                            pendingHigh = nil
                        } else if (0xD800...0xDBFF).contains(unit) {
                            pendingHigh = unit
                            continue
                        }
                        guard let scalar = Unicode.Scalar(scalarValue) else { return nil }
                        out += Array(String(scalar).utf8)
                    default:
                        return nil
                    }
                default:
                    out.append(byte)
                }
            }
            return nil
        }
    }
}

/// JSON's null in an `Any` tree (Foundation's `NSNull`).
struct JSONNull: Equatable {}
