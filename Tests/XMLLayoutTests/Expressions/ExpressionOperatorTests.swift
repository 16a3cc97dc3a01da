import Testing
import XMLLayout

/// One case per construct and per operator of LANGUAGE.md "Expressions".
@Suite struct ExpressionOperatorTests {
    static let literals: [(String, ExpressionValue)] = [
        ("12", 12), ("0.5", 0.5), ("007", 7), ("50%", .fraction(50)), ("12.5%", .fraction(12.5)),
        ("'a'", "a"), ("\"a\"", "a"), ("'it\\'s'", "it's"), ("\"say \\\"hi\\\"\"", "say \"hi\""), ("''", ""),
        ("'中文 é'", "中文 é"), ("'a\\nb'", "a\nb"),
        ("true", true), ("false", false), ("null", nil), ("  12  ", 12),
    ]

    @Test(arguments: literals)
    func literal(source: String, expected: ExpressionValue) throws {
        #expect(try evaluate(source) == expected)
    }

    static let pathCases: [(String, ExpressionValue)] = [
        ("gutter", 12), ("post.author", "hannah"), ("post.photo", nil), ("post.missing", nil),
        ("post.tags[0]", "sf"), ("post.tags[1]", "beach"), ("post.tags[2]", nil), ("post.tags[-1]", nil),
        ("posts[1].id", 2), ("posts[0 + 2].id", 3), ("post['author']", "hannah"), ("post['nope']", nil),
        ("title[0]", "H"), ("title[9]", nil), ("(post).id", 7),
    ]

    @Test(arguments: pathCases)
    func memberAndIndex(source: String, expected: ExpressionValue) throws {
        #expect(try evaluate(source) == expected)
    }

    static let arithmetic: [(String, ExpressionValue)] = [
        ("1 + 2", 3), ("5 - 7", -2), ("3 * 4", 12), ("7 / 2", 3.5), ("-3", -3), ("- -3", 3), ("-gutter", -12),
        ("gutter / 2", 6), ("0.1 + 0.2", 0.30000000000000004),
        // + joins text when either side is a string
        ("'a' + 'b'", "ab"), ("'n' + 1", "n1"), ("1 + 'n'", "1n"), ("'w' + 0.5", "w0.5"), ("'x' + 6.0", "x6"),
        ("'b' + true", "btrue"), ("false + 'b'", "falseb"), ("'[' + null + ']'", "[]"), ("'p' + 50%", "p50%"),
        ("'t' + post.tags", "t[\"sf\",\"beach\"]"), ("1 + 2 + 'x'", "3x"), ("'x' + 1 + 2", "x12"),
        // fractions
        ("50% + 10%", .fraction(60)), ("50% - 60%", .fraction(-10)), ("50% * 2", .fraction(100)),
        ("2 * 25%", .fraction(50)), ("50% / 4", .fraction(12.5)), ("-half", .fraction(-50)),
    ]

    @Test(arguments: arithmetic)
    func arithmeticOperators(source: String, expected: ExpressionValue) throws {
        #expect(try evaluate(source) == expected)
    }

    static let comparisons: [(String, Bool)] = [
        ("1 < 2", true), ("2 < 1", false), ("2 < 2", false), ("2 <= 2", true), ("3 <= 2", false),
        ("3 > 2", true), ("2 > 2", false), ("2 >= 2", true), ("1 >= 2", false),
        ("'a' < 'b'", true), ("'b' < 'a'", false), ("10% < 20%", true),
        ("1 == 1", true), ("1 == 2", false), ("1 != 2", true), ("1 != 1", false),
        ("1 == '1'", false), ("'a' == 'a'", true), ("null == null", true), ("post.photo == null", true),
        ("post.photo != null", false), ("50% == 50%", true), ("50% == 50", false), ("true == true", true),
        ("post.tags == post.tags", true), ("post.tags == null", false), ("-0 == 0", true),
    ]

    @Test(arguments: comparisons)
    func comparisonOperators(source: String, expected: Bool) throws {
        #expect(try evaluate(source) == .bool(expected))
    }

    @Test func objectEqualityIgnoresKeyOrder() throws {
        let scope = DictionaryScope(["a": ["x": 1, "y": 2], "b": ["y": 2, "x": 1], "c": ["x": 1]])
        #expect(try evaluate("a == b", in: scope) == true)
        #expect(try evaluate("a == c", in: scope) == false)
    }

    static let logic: [(String, ExpressionValue)] = [
        ("true and false", false), ("true and 'x'", "x"), ("0 and 'x'", 0), ("'' and 'x'", ""),
        ("false or 'y'", "y"), ("name or 'Anonymous'", "Anonymous"), ("title or 'Anonymous'", "Home"),
        ("null or null", nil), ("not true", false), ("not 0", true), ("not not 'a'", true),
        ("true ? 1 : 2", 1), ("false ? 1 : 2", 2), ("post.photo ? 'photo' : 'text'", "text"),
        ("compact ? 100 : null", nil),
    ]

    @Test(arguments: logic)
    func logicalOperators(source: String, expected: ExpressionValue) throws {
        #expect(try evaluate(source) == expected)
    }

    static let truthiness: [(ExpressionValue, Bool)] = [
        (false, false), (nil, false), (0, false), (-0.0, false), ("", false), ([], false),
        (.object(ExpressionObject()), false), (.fraction(0), false),
        (true, true), (1, true), (-1, true), (0.5, true), ("0", true), ("false", true), (" ", true),
        ([0], true), (["k": nil], true), (.fraction(50), true),
    ]

    @Test(arguments: truthiness)
    func truthinessTable(value: ExpressionValue, truthy: Bool) throws {
        #expect(value.isTruthy == truthy)
        // The language sees the same: `v ? 1 : 2` and `not v`.
        let scope = DictionaryScope(["v": value])
        #expect(try evaluate("v ? 1 : 2", in: scope) == (truthy ? 1 : 2))
        #expect(try evaluate("not v", in: scope) == .bool(!truthy))
    }

    static let precedence: [(String, ExpressionValue)] = [
        ("1 + 2 * 3", 7), ("(1 + 2) * 3", 9), ("2 * 3 + 1", 7), ("10 - 2 - 3", 5), ("24 / 4 / 2", 3),
        ("10 - (2 - 3)", 11), ("-2 * 3", -6), ("-(2 * 3)", -6), ("- 2 + 3", 1),
        ("1 + 2 == 3", true), ("2 * 3 > 5", true),
        ("not 1 == 2", true), ("not gutter == 12", false), ("not false and false", false),
        ("true or false and false", true), ("false and true or true", true),
        ("true ? 1 : 0 ? 2 : 3", 1), ("false ? 1 : false ? 2 : 3", 3), ("false ? 1 : true ? 2 : 3", 2),
        ("true or false ? 'a' : 'b'", "a"), ("1 + 1 ? 'y' : 'n'", "y"),
        ("posts[0].id + 1", 2), ("-posts[2].id", -3), ("count(post.tags) * 2", 4),
        ("'a' + 1 + 2 == 'a12'", true), ("1 + 2 + 'a' == '3a'", true),
    ]

    @Test(arguments: precedence)
    func precedenceAndAssociativity(source: String, expected: ExpressionValue) throws {
        #expect(try evaluate(source) == expected)
    }

    @Test func notBindsLooserThanComparison() throws {
        // `not a == b` is `not (a == b)`: with a = 1, b = 2 that is true; `(not a) == b` would be false == 2 → false.
        let scope = DictionaryScope(["a": 1, "b": 2])
        #expect(try evaluate("not a == b", in: scope) == true)
        #expect(try evaluate("(not a) == b", in: scope) == false)
    }

    @Test func andOrShortCircuit() throws {
        let scope = CountingScope()
        #expect(try Expression.parse("false and gutter").evaluate(in: scope) == false)
        #expect(try Expression.parse("true or gutter").evaluate(in: scope) == true)
        #expect(try Expression.parse("true ? title : gutter").evaluate(in: scope) == "Home")
        #expect(scope.lookups == ["title"])
        // The right side of a short-circuit may even be an error: it is never evaluated.
        #expect(try evaluate("false and undefinedName") == false)
        #expect(try evaluate("1 or 1 / 0") == 1)
        #expect(try evaluate("true ? 1 : 1 / 0") == 1)
    }

    static let functions: [(String, ExpressionValue)] = [
        ("count(post.tags)", 2), ("count(posts)", 3), ("count(empty)", 0), ("count(post)", 6),
        ("count('héllo')", 5), ("count('')", 0), ("count('👍🏽a')", 2),
        ("min(3, 1, 2)", 1), ("max(3, 1, 2)", 3), ("max(nums)", 9),
        ("min(nums)", 2), ("min(10%, 5%)", .fraction(5)), ("max(-1, -2)", -1),
        ("round(2.5)", 3), ("round(-2.5)", -3), ("round(2.4)", 2), ("round(0.5)", 1), ("round(-0.4)", -0.0),
        ("floor(2.7)", 2), ("floor(-2.1)", -3), ("ceil(2.1)", 3), ("ceil(-2.7)", -2), ("round(12.5%)", .fraction(13)),
        ("count(post.tags) > 1 ? 'many' : 'one'", "many"),
    ]

    @Test(arguments: functions)
    func builtInFunctions(source: String, expected: ExpressionValue) throws {
        #expect(try evaluate(source) == expected)
    }

    @Test func minOfOneNumberIsAnErrorButOfOneArrayIsNot() throws {
        #expect(expressionError("min(4)")?.message == "min of one argument expects an array, not a number")
        #expect(try evaluate("min(post.tags[0] == 'sf' ? nums : 0)") == 2)
    }

    @Test func referencedNames() throws {
        let expression = try Expression.parse("post.author + gutter * count(posts) + post.age + (x ? y[z] : -gutter)")
        #expect(expression.referencedNames == ["post", "gutter", "posts", "x", "y", "z"])
        #expect(try Expression.parse("1 + 2").referencedNames.isEmpty)
        #expect(try Expression.parse("'a' + 1").constantValue == "a1")
        #expect(try Expression.parse("a + 1").constantValue == nil)
    }

    @Test func namesMayBeKeywordsAfterADot() throws {
        let scope = DictionaryScope(["o": ["null": 1, "and": 2]])
        #expect(try evaluate("o.null + o.and", in: scope) == 3)
    }
}
