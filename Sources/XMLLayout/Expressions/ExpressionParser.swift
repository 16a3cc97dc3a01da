/// Recursive descent over LANGUAGE.md's grammar, loosest level first:
///
///     conditional := or ('?' conditional ':' conditional)?
///     or          := and ('or' and)*
///     and         := not ('and' not)*
///     not         := 'not' not | comparison
///     comparison  := additive (('<'|'<='|'>'|'>='|'=='|'!=') additive)?   -- not chained
///     additive    := multiplicative (('+'|'-') multiplicative)*
///     multiplicative := unary (('*'|'/') unary)*
///     unary       := '-' unary | postfix
///     postfix     := primary ('.' name | '[' conditional ']')*   -- a call is name '(' args ')'
///     primary     := number | fraction | string | true | false | null | name | call | '(' conditional ')'
///
/// `or`, `and`, `additive` and `multiplicative` are `leftAssociative`'s four
/// levels; `not` and `unary` are `prefixed`'s two operators.
///
/// Depth is counted for every nested construct and every node built, so a
/// hostile expression ends in an error, never a stack overflow, at parse or
/// evaluation time.
struct ExpressionParser {
    private let tokens: [ExpressionToken]
    private var position = 0
    private var depth = 0
    /// Links of the left-leaning chains (`1+1+…`, `a.b.c…`) being parsed:
    /// each deepens the tree by one, a third of what a nesting level costs.
    private var chainLinks = 0
    private let startOffset: Int

    init(tokens: [ExpressionToken], startOffset: Int) {
        self.tokens = tokens
        self.startOffset = startOffset
    }

    static let comparisonSymbols: [String: ExpressionNode.BinaryOperator] = [
        "<": .less, "<=": .lessOrEqual, ">": .greater, ">=": .greaterOrEqual, "==": .equal, "!=": .notEqual,
    ]

    mutating func parseWhole() throws(ExpressionError) -> ExpressionNode {
        if current.kind == .end { throw ExpressionError(message: "empty expression", offset: startOffset) }
        let node = try conditional()
        if current.kind != .end { throw unexpected(current, expecting: "an operator or the end of the expression") }
        return node
    }

    private var current: ExpressionToken { tokens[position] }

    private mutating func advance() -> ExpressionToken {
        let token = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    private func isSymbol(_ text: String) -> Bool { current.kind == .symbol(text) }
    private func isKeyword(_ text: String) -> Bool { current.kind == .keyword(text) }

    private func describe(_ token: ExpressionToken) -> String {
        switch token.kind {
        case .end: return "the end of the expression"
        case .number(let value): return "number \(NumberText.shortest(value))"
        case .fraction(let value): return "fraction \(NumberText.shortest(value))%"
        case .string: return "a string"
        case .name(let name): return "name '\(name)'"
        case .keyword(let word), .symbol(let word): return "'\(word)'"
        }
    }

    private func unexpected(_ token: ExpressionToken, expecting: String) -> ExpressionError {
        ExpressionError(message: "expected \(expecting), found \(describe(token))", offset: token.offset)
    }

    /// Enters one level of nesting; past the limit, an error at `offset`.
    private mutating func enter(_ offset: Int) throws(ExpressionError) {
        depth += 1
        if depth > ExpressionLimits.maxExpressionDepth {
            throw ExpressionError(
                message: "expression is nested too deeply (more than \(ExpressionLimits.maxExpressionDepth) levels)",
                offset: offset)
        }
    }

    private mutating func leave() { depth -= 1 }

    /// Builds a left-associative chain node. A flat `1+1+…+1` is not deep
    /// to read, but it is a tree as deep as it is long: its links are
    /// bounded too (`maxChainLength`, less within nesting), so that it
    /// cannot build a tree too deep to evaluate.
    private mutating func chain(_ offset: Int, _ make: () -> ExpressionNode) throws(ExpressionError) -> ExpressionNode {
        chainLinks += 1
        if depth * (ExpressionLimits.maxChainLength / ExpressionLimits.maxExpressionDepth) + chainLinks > ExpressionLimits.maxChainLength {
            throw ExpressionError(
                message: "expression has too many operators in a row (more than \(ExpressionLimits.maxChainLength))",
                offset: offset)
        }
        return make()
    }

    private mutating func conditional() throws(ExpressionError) -> ExpressionNode {
        try enter(current.offset)
        defer { leave() }
        let condition = try leftAssociative(.or)
        guard isSymbol("?") else { return condition }
        let question = advance()
        let then = try conditional()
        guard isSymbol(":") else { throw unexpected(current, expecting: "':' of '?:'") }
        _ = advance()
        let otherwise = try conditional()
        return .conditional(condition, then, otherwise, offset: question.offset)
    }

    /// One level of left-associative operators, `operand (op operand)*`:
    /// `or`, `and`, `+ -` and `* /`, which differ in their operators and
    /// operands alone.
    private enum Level { case or, and, sum, product }

    private mutating func leftAssociative(_ level: Level) throws(ExpressionError) -> ExpressionNode {
        var node = try operand(of: level)
        var links = 0
        defer { chainLinks -= links }
        while let kind = binaryOperator(at: level) {
            let op = advance()
            let right = try operand(of: level)
            let left = node
            node = try chain(op.offset) { .binary(kind, left, right, offset: op.offset) }
            links += 1
        }
        return node
    }

    @inline(__always)
    private mutating func operand(of level: Level) throws(ExpressionError) -> ExpressionNode {
        switch level {
        case .or: try leftAssociative(.and)
        case .and: try prefixed(.not)
        case .sum: try leftAssociative(.product)
        case .product: try prefixed(.negate)
        }
    }

    private func binaryOperator(at level: Level) -> ExpressionNode.BinaryOperator? {
        switch (level, current.kind) {
        case (.or, .keyword("or")): .or
        case (.and, .keyword("and")): .and
        case (.sum, .symbol("+")): .add
        case (.sum, .symbol("-")): .subtract
        case (.product, .symbol("*")): .multiply
        case (.product, .symbol("/")): .divide
        default: nil
        }
    }

    /// `not` and unary `-`: the operator applied to its own level, or else
    /// the next level (`comparison`, `postfix`).
    private mutating func prefixed(_ op: ExpressionNode.UnaryOperator) throws(ExpressionError) -> ExpressionNode {
        guard current.kind == (op == .not ? .keyword("not") : .symbol("-")) else {
            return op == .not ? try comparison() : try postfix()
        }
        let token = advance()
        try enter(token.offset)
        defer { leave() }
        return .unary(op, try prefixed(op), offset: token.offset)
    }

    private mutating func comparison() throws(ExpressionError) -> ExpressionNode {
        let left = try leftAssociative(.sum)
        guard case .symbol(let symbol) = current.kind, let op = Self.comparisonSymbols[symbol] else { return left }
        let opToken = advance()
        let right = try leftAssociative(.sum)
        if case .symbol(let next) = current.kind, Self.comparisonSymbols[next] != nil {
            throw ExpressionError(
                message: "comparisons cannot be chained", offset: current.offset,
                hint: "join two comparisons with 'and'")
        }
        return .binary(op, left, right, offset: opToken.offset)
    }

    private mutating func postfix() throws(ExpressionError) -> ExpressionNode {
        var node = try primary()
        var links = 0
        defer { chainLinks -= links }
        while true {
            if isSymbol(".") {
                _ = advance()
                let nameToken = advance()
                let name: String
                switch nameToken.kind {
                case .name(let word), .keyword(let word): name = word
                default: throw unexpected(nameToken, expecting: "a name after '.'")
                }
                let base = node
                node = try chain(nameToken.offset) { .member(base, name, offset: nameToken.offset) }
                links += 1
            } else if isSymbol("[") {
                let open = advance()
                let index = try conditional()
                guard isSymbol("]") else { throw unexpected(current, expecting: "']'") }
                _ = advance()
                let base = node
                node = try chain(open.offset) { .index(base, index, offset: open.offset) }
                links += 1
            } else if isSymbol("(") {
                throw ExpressionError(
                    message: "only a function name can be called", offset: current.offset,
                    hint: "the functions are \(ExpressionFunctions.names.joined(separator: ", "))")
            } else {
                return node
            }
        }
    }

    private mutating func primary() throws(ExpressionError) -> ExpressionNode {
        let token = advance()
        switch token.kind {
        case .number(let value): return .literal(.number(value))
        case .fraction(let value): return .literal(.fraction(value))
        case .string(let value): return .literal(.string(value))
        case .keyword("true"): return .literal(.bool(true))
        case .keyword("false"): return .literal(.bool(false))
        case .keyword("null"): return .literal(.null)
        case .name(let name):
            if isSymbol("(") { return try call(name, offset: token.offset) }
            return .name(name, offset: token.offset)
        case .symbol("("):
            let inner = try conditional()
            guard isSymbol(")") else { throw unexpected(current, expecting: "')'") }
            _ = advance()
            return inner
        default:
            throw unexpected(token, expecting: "a value")
        }
    }

    private mutating func call(_ name: String, offset: Int) throws(ExpressionError) -> ExpressionNode {
        guard ExpressionFunctions.names.contains(name) else {
            throw ExpressionError(
                message: "unknown function '\(name)'", offset: offset,
                hint: DidYouMean.suggestion(for: name, among: ExpressionFunctions.names).map { "did you mean '\($0)'?" }
                    ?? "the functions are \(ExpressionFunctions.names.joined(separator: ", "))")
        }
        try enter(offset)
        defer { leave() }
        _ = advance()  // (
        var arguments: [ExpressionNode] = []
        if !isSymbol(")") {
            while true {
                arguments.append(try conditional())
                if isSymbol(",") { _ = advance(); continue }
                break
            }
        }
        guard isSymbol(")") else { throw unexpected(current, expecting: "',' or ')'") }
        _ = advance()
        try ExpressionFunctions.checkArity(name, count: arguments.count, offset: offset)
        return .call(name, arguments, offset: offset)
    }
}
