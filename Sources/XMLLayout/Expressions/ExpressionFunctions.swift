/// The built-in functions: `count`, `min`, `max`, `round`, `floor`, `ceil`.
enum ExpressionFunctions {
    static let names = ["count", "min", "max", "round", "floor", "ceil"]

    /// Checked when parsing, so that a wrong call is an error even on a
    /// branch that is never taken.
    static func checkArity(_ name: String, count: Int, offset: Int) throws(ExpressionError) {
        switch name {
        case "min", "max":
            if count == 0 {
                throw ExpressionError(message: "\(name) expects at least 1 argument, got 0", offset: offset)
            }
        default:
            if count != 1 {
                throw ExpressionError(
                    message: "\(name) expects 1 argument, got \(count)", offset: offset)
            }
        }
    }

    static func call(_ name: String, _ arguments: [ExpressionValue], offset: Int) throws(ExpressionError) -> ExpressionValue {
        try checkArity(name, count: arguments.count, offset: offset)
        switch name {
        case "count":
            switch arguments[0] {
            case .array(let values): return .number(Double(values.count))
            case .object(let object): return .number(Double(object.count))
            case .string(let text): return .number(Double(text.count))
            case let other:
                throw ExpressionError(message: "count expects an array, an object or a string, not \(other.kindDescription)", offset: offset)
            }
        case "min", "max":
            var values = arguments
            if values.count == 1 {
                guard case .array(let elements) = values[0] else {
                    throw ExpressionError(message: "\(name) of one argument expects an array, not \(values[0].kindDescription)", offset: offset)
                }
                if elements.isEmpty {
                    throw ExpressionError(message: "\(name) of an empty array", offset: offset)
                }
                values = elements
            }
            return try extreme(name, values, offset: offset)
        default:  // round, floor, ceil
            let rule: FloatingPointRoundingRule =
                name == "round" ? .toNearestOrAwayFromZero : name == "floor" ? .down : .up
            switch arguments[0] {
            case .number(let x): return .number(x.rounded(rule))
            case .fraction(let x): return .fraction(x.rounded(rule))
            case let other:
                throw ExpressionError(message: "\(name) expects a number, not \(other.kindDescription)", offset: offset)
            }
        }
    }

    /// min/max of numbers, or of fractions; a mix is a type error.
    private static func extreme(_ name: String, _ values: [ExpressionValue], offset: Int) throws(ExpressionError) -> ExpressionValue {
        var best: ExpressionValue?
        var bestNumber = 0.0
        for value in values {
            let x: Double
            switch (value, best) {
            case (.number(let v), nil), (.number(let v), .some(.number)): x = v
            case (.fraction(let v), nil), (.fraction(let v), .some(.fraction)): x = v
            default:
                let expected = best.map { " like the first (\($0.kindDescription))" } ?? ""
                throw ExpressionError(
                    message: "\(name) expects numbers or fractions\(expected), not \(value.kindDescription)", offset: offset)
            }
            if best == nil || (name == "min" ? x < bestNumber : x > bestNumber) {
                best = value
                bestNumber = x
            }
        }
        return best!
    }
}
