import Testing
import XMLLayout

/// `{…}` in attribute values and text.
@Suite struct InterpolatedTextTests {
    static let cases: [(String, ExpressionValue)] = [
        // exactly one {expr}: the value keeps its type
        ("{gutter}", 12), ("{gutter / 2}", 6), ("{compact}", false), ("{post.photo}", nil), ("{post.tags}", ["sf", "beach"]),
        ("{half}", .fraction(50)), ("{ gutter }", 12), ("{'}'}", "}"),
        // anything else: a string
        ("{post.author} · {post.age}", "hannah · 2h"), (" {gutter}", " 12"), ("{gutter}pt", "12pt"),
        ("{gutter}{gutter}", "1212"), ("post-{post.id}", "post-7"), ("{compact},{true}", "false,true"),
        ("[{post.photo}]", "[]"), ("{half} wide", "50% wide"), ("{post.likes} likes", "128 likes"),
        ("{0.1 + 0.2}!", "0.30000000000000004!"), ("{'a' + '}'}b", "a}b"),
        // literal braces
        ("{{", "{"), ("}}", "}"), ("{{gutter}}", "{gutter}"), ("{{{gutter}}}", "{12}"), ("a {{ b }} c", "a { b } c"),
        ("no braces", "no braces"), ("", ""),
    ]

    @Test(arguments: cases)
    func evaluates(source: String, expected: ExpressionValue) throws {
        #expect(try InterpolatedText.parse(source).evaluate(in: sampleScope) == expected)
    }

    @Test func literalFastPath() throws {
        let plain = try InterpolatedText.parse("hannahmbanana")
        #expect(plain.isLiteral)
        #expect(plain.literalValue == "hannahmbanana")
        let escaped = try InterpolatedText.parse("{{not an expression}}")
        #expect(escaped.isLiteral)
        #expect(escaped.literalValue == "{not an expression}")
        let expression = try InterpolatedText.parse("a{gutter}")
        #expect(!expression.isLiteral)
        #expect(expression.literalValue == nil)
        #expect(expression.singleExpressionOffset == nil)
        #expect(try InterpolatedText.parse("{gutter}").singleExpressionOffset == 0)
        #expect(try InterpolatedText.parse("").isLiteral)
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var source: String
        var offset: Int
        var message: String
        var testDescription: String { source }
    }

    static let errors: [Bad] = [
        Bad(source: "a } b", offset: 2, message: "a lone '}'"),
        Bad(source: "{gutter}}", offset: 8, message: "a lone '}'"),
        Bad(source: "width {gutter", offset: 6, message: "unclosed '{'"),
        Bad(source: "{'}", offset: 0, message: "unclosed '{'"),
        Bad(source: "{}", offset: 0, message: "empty expression '{}'"),
        Bad(source: "x{ }", offset: 1, message: "empty expression '{}'"),
        Bad(source: "{a {b}}", offset: 3, message: "'{' inside an expression"),
        // offsets inside an expression are relative to the whole value
        Bad(source: "post-{gutterr}", offset: 6, message: "unknown name 'gutterr'"),
        Bad(source: "{post.author} {1 / 0}", offset: 17, message: "division by zero"),
        Bad(source: "é {'a' * 2}", offset: 8, message: "cannot multiply a string by a number"),
        Bad(source: "{1 +}", offset: 4, message: "expected a value, found the end of the expression"),
    ]

    @Test(arguments: errors)
    func errorsAreLocatedInTheWholeValue(_ bad: Bad) {
        do {
            _ = try InterpolatedText.parse(bad.source).evaluate(in: sampleScope)
            Issue.record("accepted \(bad.source)")
        } catch {
            #expect(error.message == bad.message)
            #expect(error.offset == bad.offset)
        }
    }
}
