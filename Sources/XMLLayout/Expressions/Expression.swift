/// Where names are resolved. Innermost-first lookup (loop variables, then
/// parameters, constants, data) is the caller's business: it chains scopes.
public protocol ExpressionScope {
    func value(of name: String) -> ExpressionValue?
    /// Names visible here, for did-you-mean hints.
    var visibleNames: [String] { get }
    /// Told of each `base.name` read of an object, whether it has the key
    /// or not (`offset` is the name's): the data checks watch these.
    func readMember(_ name: String, at offset: Int, of object: ExpressionObject)
}

extension ExpressionScope {
    public func readMember(_ name: String, at offset: Int, of object: ExpressionObject) {}
}

/// A scope of fixed names (tests, `--set` values, simple callers).
public struct DictionaryScope: ExpressionScope, Sendable {
    public var values: [String: ExpressionValue]
    public init(_ values: [String: ExpressionValue] = [:]) { self.values = values }
    public func value(of name: String) -> ExpressionValue? { values[name] }
    public var visibleNames: [String] { values.keys.sorted() }
}

/// A parsed expression of LANGUAGE.md's language (the text between `{` and
/// `}`, or an `in`/`test` attribute).
public struct Expression: Hashable, Sendable {
    let root: ExpressionNode

    /// Parses `source`; error offsets are UTF-8 byte offsets into `source`
    /// plus `baseOffset`.
    public static func parse(_ source: String, baseOffset: Int = 0) throws(ExpressionError) -> Expression {
        if source.utf8.count > ExpressionLimits.maxExpressionLength {
            throw ExpressionError(
                message: "expression is too long (more than \(ExpressionLimits.maxExpressionLength) bytes)",
                offset: baseOffset)
        }
        let tokens = try ExpressionLexer.tokenize(source, baseOffset: baseOffset)
        var parser = ExpressionParser(tokens: tokens, startOffset: baseOffset)
        return Expression(root: try parser.parseWhole())
    }

    /// The value under the standard budget, for this evaluation alone.
    public func evaluate(in scope: some ExpressionScope) throws(ExpressionError) -> ExpressionValue {
        var budget = EvaluationBudget()
        return try evaluate(in: scope, budget: &budget)
    }

    /// The value, its work spent from `budget` (shared by the expressions of
    /// one expansion).
    public func evaluate(in scope: some ExpressionScope, budget: inout EvaluationBudget) throws(ExpressionError) -> ExpressionValue {
        var evaluator = ExpressionEvaluator(scope: scope, budget: budget)
        defer { budget = evaluator.budget }
        return try evaluator.evaluate(root)
    }

    /// Names this expression reads, in order of first appearance (for
    /// dependency checks such as "a const may use only earlier names").
    public var referencedNames: [String] {
        var names: [String] = []
        root.collectNames(into: &names)
        return names
    }

    /// The expression's value when it reads no names (`12`, `'a' + 1`), nil
    /// otherwise or when evaluating it fails.
    public var constantValue: ExpressionValue? {
        guard referencedNames.isEmpty else { return nil }
        return try? evaluate(in: DictionaryScope())
    }
}
