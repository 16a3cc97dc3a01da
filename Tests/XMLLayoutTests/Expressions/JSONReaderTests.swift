import Testing
import XMLLayout

/// Data files and literal values as expression values (the reader itself:
/// TextSupport's `JSONReaderTests`).
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

    /// The reader's located errors (TextSupport's `JSONReaderTests`) reach expressions as they are.
    @Test func errorsKeepTheirLineAndColumn() {
        do {
            _ = try ExpressionValue.parseJSON("{\n  \"a\": 1,\n  \"b\" 2\n}")
            Issue.record("accepted")
        } catch {
            #expect(error.message == "expected ':' after an object key, found '2'")
            #expect(error.offset == 18)
            #expect(error.line == 3)
            #expect(error.column == 7)
        }
    }

    @Test func nestingIsLimitedToTheExpressionLimit() throws {
        let limit = ExpressionLimits.maxJSONDepth
        let fine = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        var value = try ExpressionValue.parseJSON(fine)
        var depth = 0
        while case .array(let inner) = value { depth += 1; value = inner.first ?? .null }
        #expect(depth == limit)
        #expect(throws: ExpressionError.self) { try ExpressionValue.parseJSON("[" + fine + "]") }
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
