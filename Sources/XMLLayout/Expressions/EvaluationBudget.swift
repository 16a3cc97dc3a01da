/// Bounds on the work of one expansion, beyond its element and step counts:
/// a step is not a unit of time when one step joins two megabytes of text.
///
/// - `maximumStringBytes`: no string value an expression produces (a `+`,
///   an interpolation) may be longer: doubling a constant 39 times stops at
///   the first string over the limit, not in the OOM killer.
/// - `maximumOutputBytes`: the attribute values and texts of the expanded
///   tree together (a 1 MB text in a 1,000-item loop is a gigabyte).
/// - `maximumWork`: evaluating expressions, one unit a node plus one a byte
///   of text it reads or makes (a `<for>` of 1,000 × 1,000 whose test
///   compares a 1 MB string would run for hours).
///
/// Crossing one is an error that names the limit, at the place it was
/// crossed. `--huge` lifts each a hundredfold, as it does the element limit.
public struct ExpansionBudget: Hashable, Sendable {
    public var maximumStringBytes: Int
    public var maximumOutputBytes: Int
    public var maximumWork: Int

    /// 1 MiB a string, 16 MiB of output (twice the largest file, and all
    /// of it text to measure and draw), 100 million units of work: far above
    /// any layout (the examples use well under 1% of each), and a second or
    /// two of work at most.
    public static let standard = ExpansionBudget(
        maximumStringBytes: 1 << 20, maximumOutputBytes: 16 << 20, maximumWork: 100_000_000)

    /// Each limit a hundred times higher (`--huge`).
    public var huge: ExpansionBudget {
        ExpansionBudget(maximumStringBytes: maximumStringBytes * 100, maximumOutputBytes: maximumOutputBytes * 100,
                        maximumWork: maximumWork * 100)
    }
}

extension ExpansionBudget {
    /// `STRING:OUTPUT:WORK` as given to `--expansion-budget` (bytes, bytes,
    /// units); nil unless three positive whole numbers. (In an extension, so
    /// that the struct keeps its memberwise initialiser.)
    public init?(argument: String) {
        let numbers = argument.split(separator: ":", omittingEmptySubsequences: false).compactMap { Int($0) }
        guard numbers.count == 3, numbers.allSatisfy({ $0 > 0 }) else { return nil }
        self.init(maximumStringBytes: numbers[0], maximumOutputBytes: numbers[1], maximumWork: numbers[2])
    }
}

/// The work left to the expressions of one expansion, spent as they are
/// evaluated (`Expression.evaluate(in:budget:)`).
public struct EvaluationBudget: Hashable, Sendable {
    public let limits: ExpansionBudget
    /// Units of work spent so far.
    public private(set) var work = 0

    public init(_ limits: ExpansionBudget = .standard) {
        self.limits = limits
    }

    /// Spends `units` of work; past the limit, an error at `offset`.
    mutating func spend(_ units: Int, offset: Int) throws(ExpressionError) {
        work += units
        if work > limits.maximumWork {
            throw ExpressionError(
                message: "evaluating expressions takes more than \(limits.maximumWork) units of work (the work limit: a node "
                    + "or a byte of text read or made is a unit)",
                offset: offset, isLimit: true)
        }
    }

    /// Checks that a string of `bytes` UTF-8 bytes may be made, and spends
    /// its making.
    mutating func make(stringOf bytes: Int, offset: Int) throws(ExpressionError) {
        if bytes > limits.maximumStringBytes {
            throw ExpressionError(
                message: "this makes a string of \(bytes) bytes, longer than \(limits.maximumStringBytes) bytes (the string limit)",
                offset: offset, isLimit: true)
        }
        try spend(bytes, offset: offset)
    }
}
