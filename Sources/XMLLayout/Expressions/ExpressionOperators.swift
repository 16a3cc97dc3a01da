/// The binary operators' rules (LANGUAGE.md "Expressions"): numbers with
/// numbers; `+` joins text when either side is a string; fractions: fraction
/// ± fraction, fraction × or ÷ number (and number × fraction); comparisons
/// of two numbers, two fractions or two strings; `==`/`!=` of any values.
/// A result that is not finite is an error, never a silent infinity.
enum ExpressionOperators {
    static func apply(
        _ op: ExpressionNode.BinaryOperator, _ left: ExpressionValue, _ right: ExpressionValue, offset: Int
    ) throws(ExpressionError) -> ExpressionValue {
        switch op {
        case .equal: return .bool(left == right)
        case .notEqual: return .bool(left != right)
        case .less, .lessOrEqual, .greater, .greaterOrEqual: return try compare(op, left, right, offset: offset)
        case .add:
            if case .string = left { return .string(left.textForm + right.textForm) }
            if case .string = right { return .string(left.textForm + right.textForm) }
            switch (left, right) {
            case (.number(let a), .number(let b)): return try finite(.number(a + b), offset: offset)
            case (.fraction(let a), .fraction(let b)): return try finite(.fraction(a + b), offset: offset)
            default: throw mismatch("cannot add \(left.kindDescription) and \(right.kindDescription)", offset)
            }
        case .subtract:
            switch (left, right) {
            case (.number(let a), .number(let b)): return try finite(.number(a - b), offset: offset)
            case (.fraction(let a), .fraction(let b)): return try finite(.fraction(a - b), offset: offset)
            default: throw mismatch("cannot subtract \(right.kindDescription) from \(left.kindDescription)", offset)
            }
        case .multiply:
            switch (left, right) {
            case (.number(let a), .number(let b)): return try finite(.number(a * b), offset: offset)
            case (.fraction(let a), .number(let b)), (.number(let b), .fraction(let a)):
                return try finite(.fraction(a * b), offset: offset)
            default: throw mismatch("cannot multiply \(left.kindDescription) by \(right.kindDescription)", offset)
            }
        case .divide:
            switch (left, right) {
            case (.number(let a), .number(let b)):
                if b == 0 { throw ExpressionError(message: "division by zero", offset: offset) }
                return try finite(.number(a / b), offset: offset)
            case (.fraction(let a), .number(let b)):
                if b == 0 { throw ExpressionError(message: "division by zero", offset: offset) }
                return try finite(.fraction(a / b), offset: offset)
            default: throw mismatch("cannot divide \(left.kindDescription) by \(right.kindDescription)", offset)
            }
        case .and, .or:
            // Short-circuiting: the evaluator handles these before evaluating the right side.
            return op == .and ? (left.isTruthy ? right : left) : (left.isTruthy ? left : right)
        }
    }

    private static func mismatch(_ message: String, _ offset: Int) -> ExpressionError {
        ExpressionError(message: message, offset: offset)
    }

    static func finite(_ value: ExpressionValue, offset: Int) throws(ExpressionError) -> ExpressionValue {
        switch value {
        case .number(let x), .fraction(let x):
            if !x.isFinite {
                throw ExpressionError(message: "arithmetic overflow: the result is not a finite number", offset: offset)
            }
            return value
        default:
            return value
        }
    }

    private static func compare(
        _ op: ExpressionNode.BinaryOperator, _ left: ExpressionValue, _ right: ExpressionValue, offset: Int
    ) throws(ExpressionError) -> ExpressionValue {
        let ordered: Bool
        switch (left, right) {
        case (.number(let a), .number(let b)), (.fraction(let a), .fraction(let b)):
            ordered = holds(op, a < b, a == b)
        case (.string(let a), .string(let b)):
            ordered = holds(op, a < b, a == b)
        default:
            throw ExpressionError(
                message: "cannot compare \(left.kindDescription) with \(right.kindDescription) using '\(op.rawValue)'",
                offset: offset)
        }
        return .bool(ordered)
    }

    private static func holds(_ op: ExpressionNode.BinaryOperator, _ less: Bool, _ equal: Bool) -> Bool {
        switch op {
        case .less: return less
        case .lessOrEqual: return less || equal
        case .greater: return !less && !equal
        case .greaterOrEqual: return !less
        default: return equal
        }
    }
}
