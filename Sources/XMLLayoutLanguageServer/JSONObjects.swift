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
        guard let value = try? JSONReader.parse(bytes, maxDepth: maximumDepth) else { return nil }
        return object(value)
    }

    /// `JSONSerialization`'s tree: a whole number that fits is an `Int` (as
    /// its NSNumber reads), a repeated key keeps its last value.
    private static func object(_ value: JSONValue) -> Any {
        switch value {
        case .null: return JSONNull()
        case .bool(let bool): return bool
        case .number(let number):
            if number == number.rounded(), abs(number) <= 9_007_199_254_740_992 { return Int(number) }
            return number
        case .string(let string): return string
        case .array(let values): return values.map(object)
        case .object(let members):
            var dictionary: [String: Any] = [:]
            for member in members { dictionary[member.key] = object(member.value) }
            return dictionary
        }
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
}

/// JSON's null in an `Any` tree (Foundation's `NSNull`).
struct JSONNull: Equatable {}
