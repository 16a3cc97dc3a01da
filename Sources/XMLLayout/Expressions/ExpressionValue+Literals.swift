/// Swift literals for values, so tests and callers can write `12`, `"a"`,
/// `true`, `nil`, `[1, 2]` and `["k": 1]` (key order kept) for a value.
extension ExpressionValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(nilLiteral: ()) { self = .null }
    public init(arrayLiteral elements: ExpressionValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, ExpressionValue)...) { self = .object(ExpressionObject(elements)) }
}
