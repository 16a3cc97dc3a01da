import TextSupport

/// A value of LANGUAGE.md's expression language ("Composition, data and
/// states" → "Expressions"): what a `{…}` produces, what a `const`, a `param`
/// or `--set` holds, and what a data file's JSON reads as.
public enum ExpressionValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    /// A fraction literal in percent units: `50%` is `.fraction(50)`.
    case fraction(Double)
    case string(String)
    case array([ExpressionValue])
    case object(ExpressionObject)

    /// Falsy: `false`, `null`, `0`, `""`, `[]`, `{}` (and `0%`, a zero
    /// fraction, by the same rule as `0`); everything else is truthy.
    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let value): return value
        case .number(let value), .fraction(let value): return value != 0 && !value.isNaN
        case .string(let value): return !value.isEmpty
        case .array(let value): return !value.isEmpty
        case .object(let value): return !value.isEmpty
        }
    }

    /// Text form used for interpolation and attribute values: numbers in
    /// their shortest round-trip form (JavaScript's Number→String rules:
    /// `6`, `0.5`, `0.30000000000000004`, `1e+21`), a fraction with `%`,
    /// `true`/`false`, `null` as nothing, strings as they are, arrays and
    /// objects as JSON text.
    public var textForm: String {
        switch self {
        case .null: return ""
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return NumberText.shortest(value)
        case .fraction(let value): return NumberText.shortest(value) + "%"
        case .string(let value): return value
        case .array, .object: return jsonText
        }
    }

    /// The value written as JSON (a fraction as the string `"50%"`).
    public var jsonText: String {
        var out = ""
        writeJSON(to: &out)
        return out
    }

    func writeJSON(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += value.isFinite ? NumberText.shortest(value) : "null"
        case .fraction: out += JSONString.quoted(textForm, style: .expressions)
        case .string(let value): out += JSONString.quoted(value, style: .expressions)
        case .array(let values):
            out += "["
            for (i, value) in values.enumerated() {
                if i > 0 { out += "," }
                value.writeJSON(to: &out)
            }
            out += "]"
        case .object(let object):
            out += "{"
            for (i, key) in object.keys.enumerated() {
                if i > 0 { out += "," }
                out += JSONString.quoted(key, style: .expressions)
                out += ":"
                (object[key] ?? .null).writeJSON(to: &out)
            }
            out += "}"
        }
    }

    /// The kind of value with its article, for messages: "a number", "null".
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .fraction: return "a fraction"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// LANGUAGE.md: "Values written without braces in const value, param
    /// default and --set are read as JSON when they parse (`12`, `false`,
    /// `[1,2]`, `"text"`), else as a string."
    public static func fromLiteral(_ text: String) -> ExpressionValue {
        (try? parseJSON(text)) ?? .string(text)
    }

    /// Parses a JSON document (data files). Object key order is kept; errors
    /// carry the 1-based line and column (in Unicode scalars) in the text.
    public static func parseJSON(_ text: String) throws(ExpressionError) -> ExpressionValue {
        do {
            return ExpressionValue(try JSONReader.parse(text, maxDepth: ExpressionLimits.maxJSONDepth))
        } catch {
            throw ExpressionError(message: error.message, offset: error.offset, line: error.line, column: error.column)
        }
    }

    /// A repeated key keeps its first position and its last value (`ExpressionObject`).
    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let value): self = .number(value)
        case .string(let value): self = .string(value)
        case .array(let values): self = .array(values.map(ExpressionValue.init))
        case .object(let members):
            var object = ExpressionObject()
            for member in members { object[member.key] = ExpressionValue(member.value) }
            self = .object(object)
        }
    }

}

/// A JSON object: keys in their written order, looked up by key. Two objects
/// are equal when they hold the same keys with equal values, in any order
/// (JSON's meaning), so `==` in an expression ignores order too.
public struct ExpressionObject: Hashable, Sendable {
    /// The keys in the order they were written (a repeated key keeps its
    /// first position and its last value, as JavaScript does).
    public private(set) var keys: [String]
    private var storage: [String: ExpressionValue]

    public init() {
        keys = []
        storage = [:]
    }

    public init(_ pairs: [(String, ExpressionValue)]) {
        self.init()
        for (key, value) in pairs { self[key] = value }
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    /// The value for `key`; setting `nil` removes the key.
    public subscript(key: String) -> ExpressionValue? {
        get { storage[key] }
        set {
            if let newValue {
                if storage.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if storage.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// Key/value pairs in key order.
    public var pairs: [(key: String, value: ExpressionValue)] {
        keys.map { ($0, storage[$0]!) }
    }

    public static func == (lhs: ExpressionObject, rhs: ExpressionObject) -> Bool {
        lhs.storage == rhs.storage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
    }
}
