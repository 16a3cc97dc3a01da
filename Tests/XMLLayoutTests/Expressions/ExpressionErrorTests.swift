import Testing
@testable import XMLLayout

/// Every error of the expression language, with its message and the UTF-8
/// offset it points at (the offending name or operator).
@Suite struct ExpressionErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var source: String
        var offset: Int
        var message: String
        var hint: String? = nil
        var testDescription: String { source }
    }

    static let big = DictionaryScope(["big": 1e308, "tiny": 1e-308])

    static let cases: [Case] = [
        // names and functions
        Case(source: "gutterr + 1", offset: 0, message: "unknown name 'gutterr'", hint: "did you mean 'gutter'?"),
        Case(source: "1 + gutterr", offset: 4, message: "unknown name 'gutterr'", hint: "did you mean 'gutter'?"),
        Case(source: "xyzzy", offset: 0, message: "unknown name 'xyzzy'"),
        Case(source: "Title", offset: 0, message: "unknown name 'Title'", hint: "did you mean 'title'?"),
        Case(source: "rond(2.5)", offset: 0, message: "unknown function 'rond'", hint: "did you mean 'round'?"),
        Case(source: "1 + round(1, 2)", offset: 4, message: "round expects 1 argument, got 2"),
        Case(source: "1 + count()", offset: 4, message: "count expects 1 argument, got 0"),
        Case(source: "max()", offset: 0, message: "max expects at least 1 argument, got 0"),
        Case(source: "2 * count(5)", offset: 4, message: "count expects an array, an object or a string, not a number"),
        Case(source: "min(1, 50%)", offset: 0, message: "min expects numbers or fractions like the first (a number), not a fraction"),
        Case(source: "max(1, 'a')", offset: 0, message: "max expects numbers or fractions like the first (a number), not a string"),
        Case(source: "min(empty)", offset: 0, message: "min of an empty array"),
        Case(source: "floor('a')", offset: 0, message: "floor expects a number, not a string"),
        // type mismatches, at the operator
        Case(source: "'a' * 2", offset: 4, message: "cannot multiply a string by a number"),
        Case(source: "1 - 'a'", offset: 2, message: "cannot subtract a string from a number"),
        Case(source: "true + 1", offset: 5, message: "cannot add a boolean and a number"),
        Case(source: "null + 1", offset: 5, message: "cannot add null and a number"),
        Case(source: "50% + 1", offset: 4, message: "cannot add a fraction and a number"),
        Case(source: "1 - 50%", offset: 2, message: "cannot subtract a fraction from a number"),
        Case(source: "1 / 50%", offset: 2, message: "cannot divide a number by a fraction"),
        Case(source: "50% * 50%", offset: 4, message: "cannot multiply a fraction by a fraction"),
        Case(source: "50% / 50%", offset: 4, message: "cannot divide a fraction by a fraction"),
        Case(source: "post.tags * 2", offset: 10, message: "cannot multiply an array by a number"),
        Case(source: "-'a'", offset: 0, message: "cannot negate a string"),
        Case(source: "1 + -post", offset: 4, message: "cannot negate an object"),
        Case(source: "1 < 'a'", offset: 2, message: "cannot compare a number with a string using '<'"),
        Case(source: "null >= 1", offset: 5, message: "cannot compare null with a number using '>='"),
        Case(source: "50% > 1", offset: 4, message: "cannot compare a fraction with a number using '>'"),
        // division by zero and overflow
        Case(source: "1 / 0", offset: 2, message: "division by zero"),
        Case(source: "gutter / (zero)", offset: 7, message: "division by zero"),
        Case(source: "50% / 0", offset: 4, message: "division by zero"),
        Case(source: "1 / -0", offset: 2, message: "division by zero"),
        // members and indices
        Case(source: "nothing.x", offset: 8, message: "cannot read 'x' of null"),
        Case(source: "post.photo.url", offset: 11, message: "cannot read 'url' of null"),
        Case(source: "gutter.x", offset: 7, message: "cannot read 'x' of a number"),
        Case(source: "title.x", offset: 6, message: "cannot read 'x' of a string"),
        Case(source: "gutter[0]", offset: 6, message: "cannot index a number"),
        Case(source: "nothing[0]", offset: 7, message: "cannot index null"),
        Case(source: "post.tags[0.5]", offset: 9, message: "an array index must be a whole number, not 0.5"),
        Case(source: "post.tags['a']", offset: 9, message: "cannot index an array with a string"),
        Case(source: "post[0]", offset: 4, message: "cannot index an object with a number; use a string key"),
        // syntax
        Case(source: "1 < 2 < 3", offset: 6, message: "comparisons cannot be chained", hint: "join two comparisons with 'and'"),
        Case(source: "1 == 1 == true", offset: 7, message: "comparisons cannot be chained", hint: "join two comparisons with 'and'"),
        Case(source: "a = 1", offset: 2, message: "'=' is not an operator", hint: "did you mean '=='?"),
        Case(source: "a && b", offset: 2, message: "'&' is not an operator", hint: "did you mean 'and'?"),
        Case(source: "a || b", offset: 2, message: "'|' is not an operator", hint: "did you mean 'or'?"),
        Case(source: "!a", offset: 0, message: "'!' is not an operator", hint: "did you mean 'not'?"),
        Case(source: "7 % 2", offset: 2, message: "'%' is not an operator (there is no modulo; a fraction is written '50%')"),
        Case(source: "1 + 'abc", offset: 4, message: "unterminated string"),
        Case(source: "'\\q'", offset: 1, message: "unknown escape '\\q' in a string"),
        Case(source: "1 +", offset: 3, message: "expected a value, found the end of the expression"),
        Case(source: "(1 + 2", offset: 6, message: "expected ')', found the end of the expression"),
        Case(source: "1 2", offset: 2, message: "expected an operator or the end of the expression, found number 2"),
        Case(source: "true ? 1", offset: 8, message: "expected ':' of '?:', found the end of the expression"),
        Case(source: "post.(", offset: 5, message: "expected a name after '.', found '('"),
        Case(source: "post.tags[0", offset: 11, message: "expected ']', found the end of the expression"),
        Case(source: "post.tags(1)", offset: 9, message: "only a function name can be called",
             hint: "the functions are count, min, max, round, floor, ceil"),
        Case(source: "min(1 2)", offset: 6, message: "expected ',' or ')', found number 2"),
        Case(source: "", offset: 0, message: "empty expression"),
        Case(source: "   ", offset: 0, message: "empty expression"),
        Case(source: "12abc", offset: 2, message: "unexpected 'a' after a number"),
        Case(source: "12é", offset: 2, message: "unexpected 'é' after a number"),
        Case(source: "1 # 2", offset: 2, message: "unexpected character '#'"),
        Case(source: "'é' + #", offset: 7, message: "unexpected character '#'"),  // offsets count UTF-8 bytes
        Case(source: "not", offset: 3, message: "expected a value, found the end of the expression"),
        Case(source: "1 + not true", offset: 4, message: "expected a value, found 'not'"),
    ]

    @Test(arguments: cases)
    func errorIsLocated(_ c: Case) {
        let error = expressionError(c.source)
        #expect(error?.message == c.message)
        #expect(error?.offset == c.offset)
        #expect(error?.hint == c.hint)
    }

    @Test(arguments: [("big * 10", 4), ("big + big", 4), ("-big - big", 5), ("big / tiny", 4), ("50% * big * 10", 4)])
    func overflowIsAnError(source: String, offset: Int) {
        let error = expressionError(source, in: Self.big)
        #expect(error?.message == "arithmetic overflow: the result is not a finite number")
        #expect(error?.offset == offset)
    }

    @Test func hugeNumberLiteralIsAnError() {
        let error = expressionError(String(repeating: "9", count: 400))
        #expect(error?.message.hasPrefix("number '99999") == true)
        #expect(error?.offset == 0)
    }

    @Test func baseOffsetShiftsEveryOffset() {
        #expect(throws: ExpressionError(message: "division by zero", offset: 12)) {
            try Expression.parse("1 / 0", baseOffset: 10).evaluate(in: sampleScope)
        }
        #expect(throws: ExpressionError(message: "expected a value, found the end of the expression", offset: 13)) {
            try Expression.parse("1 +", baseOffset: 10)
        }
    }

    @Test func aWrongCallIsAnErrorEvenOnABranchNeverTaken() {
        #expect(expressionError("false ? round(1, 2) : 0")?.message == "round expects 1 argument, got 2")
    }

    @Test func nestingIsBoundedWithAnErrorNotACrash() throws {
        let limit = ExpressionLimits.maxExpressionDepth
        let deepButFine = String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40)
        #expect(try evaluate(deepButFine) == 1)
        let tooDeep: [String] = [
            String(repeating: "(", count: limit + 1) + "1" + String(repeating: ")", count: limit + 1),
            String(repeating: "-", count: 5000) + "1",
            String(repeating: "not ", count: 2000) + "1",
            String(repeating: "round(", count: 500) + "1" + String(repeating: ")", count: 500),
            String(repeating: "1 ? ", count: 500) + "1" + String(repeating: " : 1", count: 500),
            String(repeating: "(", count: 3000),
        ]
        for source in tooDeep {
            let error = expressionError(source)
            #expect(error?.message == "expression is nested too deeply (more than \(limit) levels)", "\(source.prefix(12))")
        }
    }

    @Test func flatChainsAreNotDeepButAreBounded() throws {
        // 101 terms read flat: not "nested too deeply" (issue 30).
        #expect(try evaluate("1" + String(repeating: " + 1", count: 100)) == 101)
        #expect(try evaluate("1" + String(repeating: "+1", count: 250)) == 251)
        let chain = ExpressionLimits.maxChainLength
        for source in ["1" + String(repeating: "+1", count: 2000), "a" + String(repeating: ".b", count: 2000),
                       "a" + String(repeating: "[0]", count: 2000),
                       String(repeating: "(", count: 99) + "1" + String(repeating: "+1", count: 2) + String(repeating: ")", count: 99)] {
            #expect(expressionError(source)?.message == "expression has too many operators in a row (more than \(chain))",
                    "\(source.prefix(12))")
        }
    }

    @Test func lengthIsBounded() {
        let source = String(repeating: "1+", count: ExpressionLimits.maxExpressionLength / 2) + "1"
        #expect(expressionError(source)?.message == "expression is too long (more than \(ExpressionLimits.maxExpressionLength) bytes)")
    }
}
