import TextSupport

/// `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]` for the
/// diagnostics reports (plain structs of strings, integers, optionals and
/// arrays): the same bytes, without linking Foundation (docs/PERFORMANCE.md, rule 1).
enum SortedKeysJSONEncoder {
    static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = TreeEncoder()
        try value.encode(to: encoder)
        var out: [UInt8] = []
        encoder.root.value.write(to: &out)
        return out
    }
}

/// A JSON value being built; containers are boxes, so nested containers
/// fill their parent in place.
private final class JSONBox {
    var value: JSONTree
    init(_ value: JSONTree) { self.value = value }
}

private enum JSONTree {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONBox])
    case object([String: JSONBox])

    func write(to out: inout [UInt8]) {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let b): out += Array((b ? "true" : "false").utf8)
        case .number(let text): out += Array(text.utf8)
        case .string(let s): JSONString.append(s, to: &out, style: .encoder)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.value.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            // .sortedKeys: by the keys' UTF-8 bytes.
            for (i, key) in members.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONString.append(key, to: &out, style: .encoder)
                out.append(UInt8(ascii: ":"))
                members[key]!.value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

}

private final class TreeEncoder: Encoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    let root = JSONBox(.null)

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = root.value {} else { root.value = .object([:]) }
        return KeyedEncodingContainer(KeyedBox<Key>(box: root))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = root.value {} else { root.value = .array([]) }
        return UnkeyedBox(box: root)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleBox(box: root) }

    /// The tree of a nested Encodable value.
    static func tree<T: Encodable>(_ value: T) throws -> JSONBox {
        switch value {
        case let s as String: return JSONBox(.string(s))
        case let b as Bool: return JSONBox(.bool(b))
        case let i as Int: return JSONBox(.number(String(i)))
        default:
            let encoder = TreeEncoder()
            try value.encode(to: encoder)
            return encoder.root
        }
    }
}

private struct KeyedBox<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: JSONBox
    var codingPath: [any CodingKey] { [] }

    private func set(_ child: JSONBox, for key: Key) {
        guard case .object(var members) = box.value else { return }
        box.value = .null // keep `members` uniquely referenced while it changes
        members[key.stringValue] = child
        box.value = .object(members)
    }

    mutating func encodeNil(forKey key: Key) throws { set(JSONBox(.null), for: key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { set(try TreeEncoder.tree(value), for: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(JSONBox(.bool(value)), for: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(JSONBox(.string(value)), for: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(JSONBox(.number(String(value))), for: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(JSONBox(.number("\(value)")), for: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(JSONBox(.number("\(value)")), for: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(JSONBox(.number("\(value)")), for: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(JSONBox(.number("\(value)")), for: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(JSONBox(.number("\(value)")), for: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(JSONBox(.number("\(value)")), for: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(JSONBox(.number("\(value)")), for: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(JSONBox(.number("\(value)")), for: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(JSONBox(.number("\(value)")), for: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(JSONBox(.number("\(value)")), for: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(JSONBox(.number("\(value)")), for: key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                         forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = JSONBox(.object([:]))
        set(child, for: key)
        return KeyedEncodingContainer(KeyedBox<NestedKey>(box: child))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = JSONBox(.array([]))
        set(child, for: key)
        return UnkeyedBox(box: child)
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder() }
}

private struct UnkeyedBox: UnkeyedEncodingContainer {
    let box: JSONBox
    var codingPath: [any CodingKey] { [] }
    var count: Int {
        if case .array(let items) = box.value { return items.count }
        return 0
    }

    private func append(_ child: JSONBox) {
        guard case .array(var items) = box.value else { return }
        box.value = .null
        items.append(child)
        box.value = .array(items)
    }

    mutating func encodeNil() throws { append(JSONBox(.null)) }
    mutating func encode<T: Encodable>(_ value: T) throws { append(try TreeEncoder.tree(value)) }
    mutating func encode(_ value: Bool) throws { append(JSONBox(.bool(value))) }
    mutating func encode(_ value: String) throws { append(JSONBox(.string(value))) }
    mutating func encode(_ value: Int) throws { append(JSONBox(.number(String(value)))) }
    mutating func encode(_ value: Double) throws { append(JSONBox(.number("\(value)"))) }
    mutating func encode(_ value: Float) throws { append(JSONBox(.number("\(value)"))) }
    mutating func encode(_ value: Int8) throws { append(JSONBox(.number("\(value)"))) }
    mutating func encode(_ value: Int16) throws { append(JSONBox(.number("\(value)"))) }
    mutating func encode(_ value: Int32) throws { append(JSONBox(.number("\(value)"))) }
    mutating func encode(_ value: Int64) throws { append(JSONBox(.number("\(value)"))) }
    mutating func encode(_ value: UInt) throws { append(JSONBox(.number("\(value)"))) }
    mutating func encode(_ value: UInt8) throws { append(JSONBox(.number("\(value)"))) }
    mutating func encode(_ value: UInt16) throws { append(JSONBox(.number("\(value)"))) }
    mutating func encode(_ value: UInt32) throws { append(JSONBox(.number("\(value)"))) }
    mutating func encode(_ value: UInt64) throws { append(JSONBox(.number("\(value)"))) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = JSONBox(.object([:]))
        append(child)
        return KeyedEncodingContainer(KeyedBox<NestedKey>(box: child))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = JSONBox(.array([]))
        append(child)
        return UnkeyedBox(box: child)
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder() }
}

private struct SingleBox: SingleValueEncodingContainer {
    let box: JSONBox
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { box.value = .null }
    mutating func encode(_ value: Bool) throws { box.value = .bool(value) }
    mutating func encode(_ value: String) throws { box.value = .string(value) }
    mutating func encode(_ value: Int) throws { box.value = .number(String(value)) }
    mutating func encode(_ value: Double) throws { box.value = .number("\(value)") }
    mutating func encode(_ value: Float) throws { box.value = .number("\(value)") }
    mutating func encode(_ value: Int8) throws { box.value = .number("\(value)") }
    mutating func encode(_ value: Int16) throws { box.value = .number("\(value)") }
    mutating func encode(_ value: Int32) throws { box.value = .number("\(value)") }
    mutating func encode(_ value: Int64) throws { box.value = .number("\(value)") }
    mutating func encode(_ value: UInt) throws { box.value = .number("\(value)") }
    mutating func encode(_ value: UInt8) throws { box.value = .number("\(value)") }
    mutating func encode(_ value: UInt16) throws { box.value = .number("\(value)") }
    mutating func encode(_ value: UInt32) throws { box.value = .number("\(value)") }
    mutating func encode(_ value: UInt64) throws { box.value = .number("\(value)") }
    mutating func encode<T: Encodable>(_ value: T) throws { box.value = try TreeEncoder.tree(value).value }
}
