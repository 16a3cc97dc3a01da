// PROVISIONAL — helper D2's stand-in for helper D1's expression language
// (/work/EXPRESSION-API.md). The lead deletes this file at merge; D1's full
// implementation in this folder takes over. It covers only what the
// expansion stage's tests need: names, numbers, strings, `+ - * /`, `.`,
// `[]`, `== != < <= > >=`, `not`, `and`/`or`, `?:`, `count`.
import Foundation

public enum ExpressionValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case fraction(Double)
    case string(String)
    case array([ExpressionValue])
    case object(ExpressionObject)

    public var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let b): return b
        case .number(let n), .fraction(let n): return n != 0
        case .string(let s): return !s.isEmpty
        case .array(let a): return !a.isEmpty
        case .object(let o): return !o.keys.isEmpty
        }
    }

    public var textForm: String {
        switch self {
        case .null: return ""
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return Self.shortest(n)
        case .fraction(let n): return Self.shortest(n) + "%"
        case .string(let s): return s
        case .array(let a): return "[" + a.map(\.jsonText).joined(separator: ",") + "]"
        case .object(let o): return "{" + o.keys.map { Self.quote($0) + ":" + o[$0]!.jsonText }.joined(separator: ",") + "}"
        }
    }

    var jsonText: String {
        switch self {
        case .null: return "null"
        case .string(let s): return Self.quote(s)
        default: return textForm
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    static func shortest(_ n: Double) -> String {
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    public static func fromLiteral(_ text: String) -> ExpressionValue {
        (try? parseJSON(text)) ?? .string(text)
    }

    public static func parseJSON(_ text: String) throws(ExpressionError) -> ExpressionValue {
        var p = ProvisionalJSON(bytes: Array(text.utf8))
        p.skip()
        let v = try p.value(depth: 0)
        p.skip()
        if p.i < p.bytes.count { throw p.fail("unexpected text after the JSON value") }
        return v
    }
}

public struct ExpressionObject: Hashable, Sendable {
    public var keys: [String]
    private var storage: [String: ExpressionValue]
    public init(_ pairs: [(String, ExpressionValue)] = []) {
        keys = []
        storage = [:]
        for (k, v) in pairs { self[k] = v }
    }
    public subscript(key: String) -> ExpressionValue? {
        get { storage[key] }
        set {
            if storage[key] == nil, newValue != nil { keys.append(key) }
            if newValue == nil { keys.removeAll { $0 == key } }
            storage[key] = newValue
        }
    }
}

public protocol ExpressionScope {
    func value(of name: String) -> ExpressionValue?
    var visibleNames: [String] { get }
}

public struct ExpressionError: Error, Hashable, Sendable {
    public var message: String
    public var offset: Int
    public var hint: String?
    public init(message: String, offset: Int, hint: String? = nil) {
        self.message = message
        self.offset = offset
        self.hint = hint
    }
}

private struct ProvisionalJSON {
    let bytes: [UInt8]
    var i = 0
    mutating func skip() { while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 } }
    func fail(_ m: String) -> ExpressionError {
        var line = 1, col = 1
        for b in bytes[0..<min(i, bytes.count)] { if b == 0x0A { line += 1; col = 1 } else { col += 1 } }
        return ExpressionError(message: "\(m) at line \(line), column \(col)", offset: i)
    }
    mutating func value(depth: Int) throws(ExpressionError) -> ExpressionValue {
        guard depth < 512 else { throw fail("JSON nested too deeply") }
        guard i < bytes.count else { throw fail("unexpected end of JSON") }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1; skip()
            var o = ExpressionObject()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(o) }
            while true {
                skip()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a string key") }
                let k = try string()
                skip()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':'") }
                i += 1; skip()
                o[k] = try value(depth: depth + 1)
                skip()
                guard i < bytes.count else { throw fail("unexpected end of JSON") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(o) }
                throw fail("expected ',' or '}'")
            }
        case UInt8(ascii: "["):
            i += 1; skip()
            var a: [ExpressionValue] = []
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(a) }
            while true {
                skip()
                a.append(try value(depth: depth + 1))
                skip()
                guard i < bytes.count else { throw fail("unexpected end of JSON") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(a) }
                throw fail("expected ',' or ']'")
            }
        case UInt8(ascii: "\""): return .string(try string())
        default:
            for (word, v) in [("true", ExpressionValue.bool(true)), ("false", .bool(false)), ("null", .null)]
            where bytes[i...].starts(with: Array(word.utf8)) { i += word.utf8.count; return v }
            let start = i
            while i < bytes.count, "+-0123456789.eE".utf8.contains(bytes[i]) { i += 1 }
            guard i > start, let n = Double(String(decoding: bytes[start..<i], as: UTF8.self)), n.isFinite
            else { i = start; throw fail("invalid JSON value") }
            return .number(n)
        }
    }
    mutating func string() throws(ExpressionError) -> String {
        i += 1
        var out: [UInt8] = []
        while i < bytes.count {
            let b = bytes[i]; i += 1
            if b == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
            if b == UInt8(ascii: "\\"), i < bytes.count {
                let e = bytes[i]; i += 1
                switch e {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard i + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16)
                    else { throw fail("bad escape") }
                    i += 4
                    out += Array(String(Unicode.Scalar(code).map(Character.init) ?? "?").utf8)
                default: out.append(e)
                }
            } else { out.append(b) }
        }
        throw fail("unterminated string")
    }
}

public struct Expression: Hashable, Sendable {
    indirect enum Node: Hashable, Sendable {
        case literal(ExpressionValue)
        case name(String, Int)
        case member(Node, String, Int)
        case index(Node, Node, Int)
        case unary(String, Node, Int)
        case binary(String, Node, Node, Int)
        case conditional(Node, Node, Node)
        case call(String, [Node], Int)
    }
    let node: Node

    public static func parse(_ source: String, baseOffset: Int = 0) throws(ExpressionError) -> Expression {
        var p = ProvisionalParser(bytes: Array(source.utf8), base: baseOffset)
        let n = try p.ternary()
        p.skip()
        if p.i < p.bytes.count { throw ExpressionError(message: "unexpected text in expression", offset: baseOffset + p.i) }
        return Expression(node: n)
    }

    public var referencedNames: [String] {
        var out: [String] = []
        func walk(_ n: Node) {
            switch n {
            case .literal: break
            case .name(let s, _): out.append(s)
            case .member(let a, _, _): walk(a)
            case .index(let a, let b, _): walk(a); walk(b)
            case .unary(_, let a, _): walk(a)
            case .binary(_, let a, let b, _): walk(a); walk(b)
            case .conditional(let a, let b, let c): walk(a); walk(b); walk(c)
            case .call(_, let args, _): args.forEach(walk)
            }
        }
        walk(node)
        return out
    }

    public func evaluate(in scope: some ExpressionScope) throws(ExpressionError) -> ExpressionValue {
        try Self.eval(node, scope)
    }

    private static func eval(_ n: Node, _ s: some ExpressionScope) throws(ExpressionError) -> ExpressionValue {
        switch n {
        case .literal(let v): return v
        case .name(let name, let at):
            if let v = s.value(of: name) { return v }
            let hint = DidYouMean.suggestion(for: name, among: s.visibleNames).map { "did you mean '\($0)'?" }
            throw ExpressionError(message: "unknown name '\(name)'", offset: at, hint: hint)
        case .member(let a, let key, let at):
            switch try eval(a, s) {
            case .object(let o): return o[key] ?? .null
            case .array(let arr) where key == "count": return .number(Double(arr.count))
            default: throw ExpressionError(message: "cannot read '\(key)' of a value that is not an object", offset: at)
            }
        case .index(let a, let b, let at):
            let base = try eval(a, s), i = try eval(b, s)
            switch (base, i) {
            case (.array(let arr), .number(let k)): return k >= 0 && Int(k) < arr.count && k == k.rounded() ? arr[Int(k)] : .null
            case (.object(let o), .string(let k)): return o[k] ?? .null
            default: throw ExpressionError(message: "cannot index this value", offset: at)
            }
        case .unary(let op, let a, let at):
            let v = try eval(a, s)
            if op == "not" { return .bool(!v.isTruthy) }
            guard case .number(let x) = v else { throw ExpressionError(message: "cannot negate a non-number", offset: at) }
            return .number(-x)
        case .conditional(let c, let a, let b):
            return try eval(c, s).isTruthy ? eval(a, s) : eval(b, s)
        case .call(let f, let args, let at):
            guard f == "count", args.count == 1 else { throw ExpressionError(message: "unknown function '\(f)'", offset: at) }
            switch try eval(args[0], s) {
            case .array(let a): return .number(Double(a.count))
            case .object(let o): return .number(Double(o.keys.count))
            case .string(let t): return .number(Double(t.count))
            default: throw ExpressionError(message: "count takes an array, object or string", offset: at)
            }
        case .binary(let op, let a, let b, let at):
            let l = try eval(a, s)
            if op == "and" { return l.isTruthy ? try eval(b, s) : l }
            if op == "or" { return l.isTruthy ? l : try eval(b, s) }
            let r = try eval(b, s)
            switch op {
            case "==": return .bool(l == r)
            case "!=": return .bool(l != r)
            default: break
            }
            if op == "+", case .string = l { return .string(l.textForm + r.textForm) }
            if op == "+", case .string = r { return .string(l.textForm + r.textForm) }
            guard case .number(let x) = l, case .number(let y) = r else {
                throw ExpressionError(message: "'\(op)' needs two numbers", offset: at)
            }
            let v: Double
            switch op {
            case "+": v = x + y
            case "-": v = x - y
            case "*": v = x * y
            case "/":
                if y == 0 { throw ExpressionError(message: "division by zero", offset: at) }
                v = x / y
            case "<": return .bool(x < y)
            case "<=": return .bool(x <= y)
            case ">": return .bool(x > y)
            default: return .bool(x >= y)
            }
            guard v.isFinite else { throw ExpressionError(message: "number overflow", offset: at) }
            return .number(v)
        }
    }
}

private struct ProvisionalParser {
    typealias Node = Expression.Node
    let bytes: [UInt8]
    let base: Int
    var i = 0
    init(bytes: [UInt8], base: Int) { self.bytes = bytes; self.base = base }

    mutating func skip() { while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x09 { i += 1 } }
    func err(_ m: String) -> ExpressionError { ExpressionError(message: m, offset: base + i) }
    mutating func eat(_ s: String) -> Bool {
        skip()
        let u = Array(s.utf8)
        guard bytes[i...].starts(with: u) else { return false }
        if let last = u.last, isWordByte(last), i + u.count < bytes.count, isWordByte(bytes[i + u.count]) { return false }
        i += u.count
        return true
    }
    func isWordByte(_ b: UInt8) -> Bool { b == 0x5F || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) }

    mutating func ternary() throws(ExpressionError) -> Node {
        let c = try binary(0)
        guard eat("?") else { return c }
        let a = try ternary()
        guard eat(":") else { throw err("expected ':'") }
        return .conditional(c, a, try ternary())
    }

    static let levels: [[String]] = [["or"], ["and"], ["NOT"], ["==", "!=", "<=", ">=", "<", ">"], ["+", "-"], ["*", "/"]]

    mutating func binary(_ level: Int) throws(ExpressionError) -> Node {
        if level == Self.levels.count { return try unary() }
        if Self.levels[level] == ["NOT"] {
            skip()
            let at = base + i
            if eat("not") { return .unary("not", try binary(level), at) }
            return try binary(level + 1)
        }
        var l = try binary(level + 1)
        outer: while true {
            skip()
            let at = base + i
            for op in Self.levels[level] where eat(op) {
                l = .binary(op, l, try binary(level + 1), at)
                if level == 3 { break outer }
                continue outer
            }
            return l
        }
        return l
    }

    mutating func unary() throws(ExpressionError) -> Node {
        skip()
        let at = base + i
        if eat("-") { return .unary("-", try unary(), at) }
        var n = try primary()
        while true {
            skip()
            let at = base + i
            if eat(".") {
                skip()
                let s = i
                while i < bytes.count, isWordByte(bytes[i]) { i += 1 }
                guard i > s else { throw err("expected a name after '.'") }
                n = .member(n, String(decoding: bytes[s..<i], as: UTF8.self), at)
            } else if eat("[") {
                let k = try ternary()
                guard eat("]") else { throw err("expected ']'") }
                n = .index(n, k, at)
            } else { return n }
        }
    }

    mutating func primary() throws(ExpressionError) -> Node {
        skip()
        guard i < bytes.count else { throw err("expected a value") }
        let at = base + i
        let b = bytes[i]
        if eat("(") {
            let n = try ternary()
            guard eat(")") else { throw err("expected ')'") }
            return n
        }
        if b == 0x27 || b == 0x22 {
            i += 1
            let s = i
            while i < bytes.count, bytes[i] != b { i += 1 }
            guard i < bytes.count else { throw err("unterminated string") }
            i += 1
            return .literal(.string(String(decoding: bytes[s..<i - 1], as: UTF8.self)))
        }
        if b >= 0x30 && b <= 0x39 {
            let s = i
            while i < bytes.count, (bytes[i] >= 0x30 && bytes[i] <= 0x39) || bytes[i] == 0x2E { i += 1 }
            let n = Double(String(decoding: bytes[s..<i], as: UTF8.self)) ?? 0
            if i < bytes.count, bytes[i] == 0x25 { i += 1; return .literal(.fraction(n)) }
            return .literal(.number(n))
        }
        if isWordByte(b) {
            let s = i
            while i < bytes.count, isWordByte(bytes[i]) { i += 1 }
            let w = String(decoding: bytes[s..<i], as: UTF8.self)
            switch w {
            case "true": return .literal(.bool(true))
            case "false": return .literal(.bool(false))
            case "null": return .literal(.null)
            default: break
            }
            if eat("(") {
                var args: [Node] = []
                if !eat(")") {
                    repeat { args.append(try ternary()) } while eat(",")
                    guard eat(")") else { throw err("expected ')'") }
                }
                return .call(w, args, at)
            }
            return .name(w, at)
        }
        throw err("unexpected character")
    }
}

public struct InterpolatedText: Hashable, Sendable {
    enum Part: Hashable, Sendable { case text(String), expression(Expression) }
    let parts: [Part]

    public static func parse(_ source: String) throws(ExpressionError) -> InterpolatedText {
        let u = Array(source.utf8)
        var parts: [Part] = []
        var text: [UInt8] = []
        var i = 0
        while i < u.count {
            let b = u[i]
            if b == 0x7B, i + 1 < u.count, u[i + 1] == 0x7B { text.append(b); i += 2; continue }
            if b == 0x7D, i + 1 < u.count, u[i + 1] == 0x7D { text.append(b); i += 2; continue }
            if b == 0x7D { throw ExpressionError(message: "a lone '}'; write '}}' for a literal brace", offset: i) }
            if b == 0x7B {
                var j = i + 1, quote: UInt8? = nil
                while j < u.count, quote != nil || u[j] != 0x7D {
                    if let q = quote { if u[j] == q { quote = nil } } else if u[j] == 0x27 || u[j] == 0x22 { quote = u[j] }
                    j += 1
                }
                guard j < u.count else { throw ExpressionError(message: "'{' without a closing '}'", offset: i) }
                if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))); text = [] }
                parts.append(.expression(try Expression.parse(String(decoding: u[(i + 1)..<j], as: UTF8.self), baseOffset: i + 1)))
                i = j + 1
                continue
            }
            text.append(b)
            i += 1
        }
        if !text.isEmpty || parts.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
        return InterpolatedText(parts: parts)
    }

    public var isLiteral: Bool { parts.allSatisfy { if case .text = $0 { return true } else { return false } } }
    public var literalValue: String? {
        guard isLiteral else { return nil }
        return parts.map { if case .text(let t) = $0 { return t } else { return "" } }.joined()
    }

    public func evaluate(in scope: some ExpressionScope) throws(ExpressionError) -> ExpressionValue {
        if parts.count == 1, case .expression(let e) = parts[0] { return try e.evaluate(in: scope) }
        var out = ""
        for p in parts {
            switch p {
            case .text(let t): out += t
            case .expression(let e): out += try e.evaluate(in: scope).textForm
            }
        }
        return .string(out)
    }
}
