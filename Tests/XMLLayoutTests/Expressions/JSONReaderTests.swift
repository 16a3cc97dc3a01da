import Testing
import XMLLayout

/// The JSON reader behind data files and literal values.
@Suite struct JSONReaderTests {
    @Test func readsEveryKindKeepingKeyOrder() throws {
        let value = try ExpressionValue.parseJSON("""
            {"zeta": 1, "alpha": [true, false, null, -0.5e1, 1E2, "x"],
             "nested": {"b": {}, "a": []}, "text": "tab\\t \\"q\\" \\u00e9 \\ud83d\\ude00 \\/"}
            """)
        guard case .object(let object) = value else { Issue.record("not an object"); return }
        #expect(object.keys == ["zeta", "alpha", "nested", "text"])
        #expect(object["alpha"] == [true, false, nil, -5, 100, "x"])
        guard case .object(let nested)? = object["nested"] else { Issue.record("no nested"); return }
        #expect(nested.keys == ["b", "a"])
        #expect(object["text"] == "tab\t \"q\" é 😀 /")
    }

    @Test func repeatedKeyKeepsFirstPositionAndLastValue() throws {
        guard case .object(let object) = try ExpressionValue.parseJSON(#"{"a": 1, "b": 2, "a": 3}"#) else {
            Issue.record("not an object"); return
        }
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == 3)
    }

    static let scalars: [(String, ExpressionValue)] = [
        ("12", 12), (" 12 ", 12), ("-0", -0.0), ("0.25", 0.25), ("1e3", 1000), ("\"text\"", "text"),
        ("true", true), ("null", nil), ("\u{FEFF}[1]", [1]), ("[]", []), ("{}", .object(ExpressionObject())), ("[1,[2,[3]]]", [1, [2, [3]]]),
    ]

    @Test(arguments: scalars)
    func readsDocuments(text: String, expected: ExpressionValue) throws {
        #expect(try ExpressionValue.parseJSON(text) == expected)
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
            _ = try ExpressionValue.parseJSON(c.text)
            Issue.record("accepted \(c.text)")
        } catch {
            #expect(error.message == c.message)
            #expect(error.line == c.line)
            #expect(error.column == c.column)
        }
    }

    @Test func nestingIsLimited() throws {
        let limit = ExpressionLimits.maxJSONDepth
        let fine = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        var value = try ExpressionValue.parseJSON(fine)
        var depth = 0
        while case .array(let inner) = value { depth += 1; value = inner.first ?? .null }
        #expect(depth == limit)
        for opener in ["[", "{\"k\":"] {
            let tooDeep = String(repeating: opener, count: 100_000)
            do {
                _ = try ExpressionValue.parseJSON(tooDeep)
                Issue.record("accepted deep nesting")
            } catch {
                #expect(error.message == "JSON nested deeper than \(limit) levels")
                #expect(error.line == 1)
            }
        }
    }

    @Test func largeDocumentReadsWholly() throws {
        let posts = (0..<20_000).map { #"{"id": \#($0), "body": "post \#($0)", "photo": null}"# }
        let value = try ExpressionValue.parseJSON(#"{"posts": ["# + posts.joined(separator: ",") + "]}")
        #expect(try Expression.parse("count(posts)").evaluate(in: DictionaryScope(["posts": {
            if case .object(let o) = value { return o["posts"]! } else { return .null }
        }()])) == 20_000)
    }

    static let literalCases: [(String, ExpressionValue)] = [
        ("12", 12), ("false", false), ("[1,2]", [1, 2]), ("\"text\"", "text"), ("text", "text"),
        ("name", "name"), ("50%", "50%"), ("", ""), ("  ", "  "), ("{\"a\":1}", ["a": 1]), ("[1,", "[1,"),
        ("null", nil), ("12px", "12px"),
    ]

    @Test(arguments: literalCases)
    func fromLiteralReadsJSONElseString(text: String, expected: ExpressionValue) {
        #expect(ExpressionValue.fromLiteral(text) == expected)
    }
}
