/// Evaluates a syntax tree in a scope. Recursion is bounded by the parser's
/// depth limit; work by `budget` (a unit a node, and one a byte of text
/// read or made).
struct ExpressionEvaluator<Scope: ExpressionScope> {
    let scope: Scope
    var budget: EvaluationBudget

    mutating func evaluate(_ node: ExpressionNode) throws(ExpressionError) -> ExpressionValue {
        try budget.spend(1, offset: node.offset ?? 0)
        switch node {
        case .literal(let value):
            return value
        case .name(let name, let offset):
            if let value = scope.value(of: name) { return value }
            let hint = DidYouMean.suggestion(for: name, among: scope.visibleNames).map { "did you mean '\($0)'?" }
            throw ExpressionError(message: "unknown name '\(name)'", offset: offset, hint: hint)
        case .member(let baseNode, let name, let offset):
            let base = try evaluate(baseNode)
            guard case .object(let object) = base else {
                throw ExpressionError(message: "cannot read '\(name)' of \(base.kindDescription)", offset: offset)
            }
            scope.readMember(name, at: offset, of: object)
            return object[name] ?? .null
        case .index(let baseNode, let indexNode, let offset):
            return try index(try evaluate(baseNode), try evaluate(indexNode), offset: offset)
        case .unary(.negate, let operandNode, let offset):
            switch try evaluate(operandNode) {
            case .number(let value): return .number(-value)
            case .fraction(let value): return .fraction(-value)
            case let other:
                throw ExpressionError(message: "cannot negate \(other.kindDescription)", offset: offset)
            }
        case .unary(.not, let operandNode, _):
            return .bool(!(try evaluate(operandNode)).isTruthy)
        case .binary(.and, let leftNode, let rightNode, _):
            let left = try evaluate(leftNode)
            return left.isTruthy ? try evaluate(rightNode) : left
        case .binary(.or, let leftNode, let rightNode, _):
            let left = try evaluate(leftNode)
            return left.isTruthy ? left : try evaluate(rightNode)
        case .binary(let op, let leftNode, let rightNode, let offset):
            let left = try evaluate(leftNode)
            let right = try evaluate(rightNode)
            try charge(op, left, right, offset: offset)
            return try ExpressionOperators.apply(op, left, right, offset: offset)
        case .conditional(let conditionNode, let thenNode, let elseNode, _):
            return try evaluate(conditionNode).isTruthy ? try evaluate(thenNode) : try evaluate(elseNode)
        case .call(let name, let argumentNodes, let offset):
            var arguments: [ExpressionValue] = []
            arguments.reserveCapacity(argumentNodes.count)
            for argumentNode in argumentNodes { arguments.append(try evaluate(argumentNode)) }
            if name == "count", arguments.count == 1, case .string(let text) = arguments[0] {
                try budget.spend(text.utf8.count, offset: offset)
            }
            return try ExpressionFunctions.call(name, arguments, offset: offset)
        }
    }

    /// What a binary operator costs: the bytes of text it joins (checked
    /// against the string limit before they are joined) or compares, the
    /// items of arrays and objects it compares.
    private mutating func charge(_ op: ExpressionNode.BinaryOperator, _ left: ExpressionValue, _ right: ExpressionValue,
                                 offset: Int) throws(ExpressionError) {
        switch (op, left, right) {
        case (.add, .string(let a), _):
            try budget.make(stringOf: a.utf8.count + Self.textBytes(right), offset: offset)
        case (.add, _, .string(let b)):
            try budget.make(stringOf: Self.textBytes(left) + b.utf8.count, offset: offset)
        case (_, .string(let a), .string(let b)):
            try budget.spend(min(a.utf8.count, b.utf8.count), offset: offset)
        case (.equal, .array, .array), (.notEqual, .array, .array), (.equal, .object, .object), (.notEqual, .object, .object):
            try budget.spend(min(Self.weight(left), Self.weight(right)), offset: offset)
        default:
            break
        }
    }

    /// What comparing a value may read: a unit an item, a byte a byte of
    /// text, all the way down (two equal data arrays are compared whole).
    static func weight(_ value: ExpressionValue) -> Int {
        switch value {
        case .string(let text): return 1 + text.utf8.count
        case .array(let items): return items.reduce(1) { $0 + weight($1) }
        case .object(let object): return object.keys.reduce(1) { $0 + $1.utf8.count + weight(object[$1] ?? .null) }
        default: return 1
        }
    }

    /// The length of a value's text form, without making it for a string.
    static func textBytes(_ value: ExpressionValue) -> Int {
        if case .string(let text) = value { return text.utf8.count }
        return value.textForm.utf8.count
    }

    /// `a[i]`: an array by an integer (out of range reads null), an object
    /// by a string key (missing reads null), a string by an integer (its
    /// character, or null).
    private mutating func index(_ base: ExpressionValue, _ index: ExpressionValue, offset: Int) throws(ExpressionError) -> ExpressionValue {
        switch (base, index) {
        case (.array(let values), .number(let position)):
            guard let i = Self.integer(position) else {
                throw ExpressionError(message: "an array index must be a whole number, not \(NumberText.shortest(position))", offset: offset)
            }
            return i >= 0 && i < values.count ? values[i] : .null
        case (.object(let object), .string(let key)):
            return object[key] ?? .null
        case (.string(let text), .number(let position)):
            guard let i = Self.integer(position) else {
                throw ExpressionError(message: "a string index must be a whole number, not \(NumberText.shortest(position))", offset: offset)
            }
            try budget.spend(max(0, min(i, text.utf8.count)), offset: offset)
            guard i >= 0, i < text.count else { return .null }
            return .string(String(text[text.index(text.startIndex, offsetBy: i)]))
        case (.array, _), (.string, _):
            throw ExpressionError(message: "cannot index \(base.kindDescription) with \(index.kindDescription)", offset: offset)
        case (.object, _):
            throw ExpressionError(message: "cannot index an object with \(index.kindDescription); use a string key", offset: offset)
        default:
            throw ExpressionError(message: "cannot index \(base.kindDescription)", offset: offset)
        }
    }

    static func integer(_ value: Double) -> Int? {
        guard value == value.rounded(), value.magnitude < 9e15 else { return nil }
        return Int(value)
    }
}
