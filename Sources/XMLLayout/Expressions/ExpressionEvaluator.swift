/// Evaluates a syntax tree in a scope. Recursion is bounded by the parser's
/// depth limit.
struct ExpressionEvaluator<Scope: ExpressionScope> {
    let scope: Scope

    func evaluate(_ node: ExpressionNode) throws(ExpressionError) -> ExpressionValue {
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
            return try ExpressionOperators.apply(op, left, right, offset: offset)
        case .conditional(let conditionNode, let thenNode, let elseNode, _):
            return try evaluate(conditionNode).isTruthy ? try evaluate(thenNode) : try evaluate(elseNode)
        case .call(let name, let argumentNodes, let offset):
            var arguments: [ExpressionValue] = []
            arguments.reserveCapacity(argumentNodes.count)
            for argumentNode in argumentNodes { arguments.append(try evaluate(argumentNode)) }
            return try ExpressionFunctions.call(name, arguments, offset: offset)
        }
    }

    /// `a[i]`: an array by an integer (out of range reads null), an object
    /// by a string key (missing reads null), a string by an integer (its
    /// character, or null).
    private func index(_ base: ExpressionValue, _ index: ExpressionValue, offset: Int) throws(ExpressionError) -> ExpressionValue {
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
