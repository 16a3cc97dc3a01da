import Testing
@testable import TextSupport

/// The one JSON reader (data files, literal values, the language server's
/// messages): values as written, and every error located.
@Suite struct JSONReaderTests {
    @Test func readsEveryKindKeepingMembersAsWritten() throws {
        let value = try JSONReader.parse(#"{"z": [true, false, null, -0.5e1, 1E2, "x\u00e9\ud83d\ude00\/"], "a": {}, "z": []}"#,
                                         maxDepth: 8)
        #expect(value == .object([
            .init("z", .array([.bool(true), .bool(false), .null, .number(-5), .number(100), .string("xé😀/")])),
            .init("a", .object([])),
            .init("z", .array([])),
        ]))
    }

    @Test func skipsAByteOrderMarkAndKeepsNegativeZero() throws {
        #expect(try JSONReader.parse("\u{FEFF} [1] ", maxDepth: 8) == .array([.number(1)]))
        guard case .number(let zero) = try JSONReader.parse("-0", maxDepth: 8) else { Issue.record("not a number"); return }
        #expect(zero == 0 && zero.sign == .minus)
    }

    @Test func refusesAStringThatIsNotUTF8() {
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse([0x22, 0xC3, 0x28, 0x22], maxDepth: 8) }
    }

    @Test func errorOffsetsAreBytes() {
        #expect(throws: JSONSyntaxError(message: "expected a JSON value, found 'x'", offset: 10, line: 1, column: 8)) {
            try JSONReader.parse("[\"é中\", x]", maxDepth: 8)
        }
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        var text: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { text }
    }

    static let invalid: [Invalid] = [
        Invalid(text: "", line: 1, column: 1, message: "expected a JSON value, found the end of the text"),
        Invalid(text: "{\n  \"a\": 1,\n  \"b\" 2\n}", line: 3, column: 7, message: "expected ':' after an object key, found '2'"),
        Invalid(text: "{\"a\": 1,}", line: 1, column: 9, message: "expected a string key in an object, found '}'"),
        Invalid(text: "[1, 2", line: 1, column: 6, message: "expected ',' or ']' in an array, found the end of the text"),
        Invalid(text: "[1 2]", line: 1, column: 4, message: "expected ',' or ']' in an array, found '2'"),
        Invalid(text: "{\"a\": 1 \"b\": 2}", line: 1, column: 9, message: "expected ',' or '}' in an object, found '\"'"),
        Invalid(text: "{a: 1}", line: 1, column: 2, message: "expected a string key in an object, found 'a'"),
        Invalid(text: "[tru]", line: 1, column: 2, message: "expected a JSON value, found 't'"),
        Invalid(text: "01", line: 1, column: 1, message: "a number cannot start with 0"),
        Invalid(text: "1.", line: 1, column: 3, message: "expected digits after '.' in a number"),
        Invalid(text: "-", line: 1, column: 2, message: "expected digits in a number"),
        Invalid(text: "1e", line: 1, column: 3, message: "expected digits in a number's exponent"),
        Invalid(text: "1e999", line: 1, column: 1, message: "number 1e999 is out of range"),
        Invalid(text: "\"abc", line: 1, column: 1, message: "unterminated string"),
        Invalid(text: "\"a\nb\"", line: 1, column: 3, message: "control character in a string (write it escaped)"),
        Invalid(text: "\"\\x\"", line: 1, column: 2, message: "unknown escape in a string"),
        Invalid(text: "\"\\u12\"", line: 1, column: 2, message: "expected 4 hex digits after \\u"),
        Invalid(text: "\"\\ud800\"", line: 1, column: 2, message: "unpaired surrogate \\ud800 in a string"),
        Invalid(text: "\"\\udc00\"", line: 1, column: 2, message: "unpaired surrogate \\udc00 in a string"),
        Invalid(text: "{} x", line: 1, column: 4, message: "unexpected 'x' after the JSON value"),
        Invalid(text: "[\"é中\", x]", line: 1, column: 8, message: "expected a JSON value, found 'x'"),  // columns count characters
        Invalid(text: "NaN", line: 1, column: 1, message: "expected a JSON value, found 'N'"),
    ]

    @Test(arguments: invalid)
    func invalidJSONIsLocated(_ c: Invalid) {
        do {
            _ = try JSONReader.parse(c.text, maxDepth: 512)
            Issue.record("accepted \(c.text)")
        } catch {
            #expect(error.message == c.message)
            #expect(error.line == c.line)
            #expect(error.column == c.column)
        }
    }

    @Test func nestingIsLimited() throws {
        let limit = 512
        let fine = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        var value = try JSONReader.parse(fine, maxDepth: limit)
        var depth = 0
        while case .array(let inner) = value { depth += 1; value = inner.first ?? .null }
        #expect(depth == limit)
        for opener in ["[", "{\"k\":"] {
            let tooDeep = String(repeating: opener, count: 100_000)
            do {
                _ = try JSONReader.parse(tooDeep, maxDepth: limit)
                Issue.record("accepted deep nesting")
            } catch {
                #expect(error.message == "JSON nested deeper than \(limit) levels")
                #expect(error.line == 1)
            }
        }
    }
}
