/// The syntax tree of an expression. Every node keeps the UTF-8 offset that
/// an error about it points at: a name, an operator, a `[`, a function name.
indirect enum ExpressionNode: Hashable, Sendable {
    enum UnaryOperator: String, Hashable, Sendable { case negate = "-", not }
    enum BinaryOperator: String, Hashable, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/"
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case equal = "==", notEqual = "!="
        case and, or
    }

    case literal(ExpressionValue)
    case name(String, offset: Int)
    /// `base.name`; the offset is the member name's.
    case member(ExpressionNode, String, offset: Int)
    /// `base[index]`; the offset is the `[`'s.
    case index(ExpressionNode, ExpressionNode, offset: Int)
    case unary(UnaryOperator, ExpressionNode, offset: Int)
    case binary(BinaryOperator, ExpressionNode, ExpressionNode, offset: Int)
    /// `condition ? then : else`; the offset is the `?`'s.
    case conditional(ExpressionNode, ExpressionNode, ExpressionNode, offset: Int)
    /// `name(arguments)`; the offset is the function name's.
    case call(String, [ExpressionNode], offset: Int)

    /// Where an error about the node points (a literal has no place of its
    /// own: nil).
    var offset: Int? {
        switch self {
        case .literal: return nil
        case .name(_, let offset), .member(_, _, let offset), .index(_, _, let offset), .unary(_, _, let offset),
             .binary(_, _, _, let offset), .conditional(_, _, _, let offset), .call(_, _, let offset):
            return offset
        }
    }

    /// Names read, in order of first appearance (member names are not names).
    func collectNames(into names: inout [String]) {
        switch self {
        case .literal: break
        case .name(let name, _): if !names.contains(name) { names.append(name) }
        case .member(let base, _, _): base.collectNames(into: &names)
        case .index(let base, let index, _):
            base.collectNames(into: &names)
            index.collectNames(into: &names)
        case .unary(_, let operand, _): operand.collectNames(into: &names)
        case .binary(_, let left, let right, _):
            left.collectNames(into: &names)
            right.collectNames(into: &names)
        case .conditional(let condition, let then, let otherwise, _):
            condition.collectNames(into: &names)
            then.collectNames(into: &names)
            otherwise.collectNames(into: &names)
        case .call(_, let arguments, _):
            for argument in arguments { argument.collectNames(into: &names) }
        }
    }
}
