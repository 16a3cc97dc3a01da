/// How long each phase of a command took and how many elements it handled:
/// what `--timings` prints, so a user can see where a slow file spends its
/// time.
///
/// A value, filled in by the stage that runs each phase (`LayoutLoader` for
/// read … build, the preview pipeline for layout and render, the command for
/// write) and handed on with that stage's result: no clock is shared and
/// nothing global is mutated. A phase that runs twice (a version-2 file is
/// parsed twice by `expand`) adds up; one that never ran stays nil.
public struct PhaseTimings: Sendable, Equatable {
    public enum Phase: String, CaseIterable, Sendable {
        case read, parse, validate, expand, build, layout, render, write

        /// Its place in `allCases`.
        var index: Int {
            switch self {
            case .read: 0
            case .parse: 1
            case .validate: 2
            case .expand: 3
            case .build: 4
            case .layout: 5
            case .render: 6
            case .write: 7
            }
        }
    }

    /// Seconds by phase; a phase that did not run has none.
    public private(set) var seconds = Seconds()

    /// Seconds by phase: `seconds[.parse]`, nil for a phase that did not run.
    ///
    /// A slot a phase rather than a `[Phase: Double]`: a dictionary keyed by
    /// `Phase` has its storage type made at run time, at every start, by a
    /// scan of all the program's protocol conformances (for `Phase:
    /// Hashable`), about 200,000 instructions.
    public struct Seconds: Sendable, Equatable {
        private var slots = [Double](repeating: 0, count: 8) // one a phase
        /// Bit `phase.index` is set for a phase that ran.
        private var ran: UInt16 = 0

        public subscript(phase: Phase) -> Double? {
            get { ran & 1 << phase.index != 0 ? slots[phase.index] : nil }
            set {
                if let newValue {
                    slots[phase.index] = newValue
                    ran |= 1 << phase.index
                } else {
                    slots[phase.index] = 0
                    ran &= ~(1 << phase.index)
                }
            }
        }

        /// The phases that ran, in order, with their seconds.
        public var phases: [(phase: Phase, seconds: Double)] {
            Phase.allCases.compactMap { phase in self[phase].map { (phase, $0) } }
        }

        /// The seconds of the phases that ran, in order.
        public var values: [Double] { phases.map(\.seconds) }

        public var isEmpty: Bool { ran == 0 }

        /// Adds `other`'s seconds phase by phase (a phase that ran in
        /// either ran in the sum).
        mutating func add(_ other: Seconds) {
            for i in 0..<slots.count where other.ran & 1 << i != 0 {
                slots[i] += other.slots[i]
                ran |= 1 << i
            }
        }
    }
    /// The elements of the tree that was built and laid out (after
    /// expansion), or of the expanded tree for `expand`; nil when no tree
    /// was built.
    public var elementCount: Int?

    public init() {}

    public mutating func add(_ phase: Phase, seconds: Double) {
        self.seconds[phase] = (self.seconds[phase] ?? 0) + seconds
    }

    /// Adds the time from `start` to now to `phase`.
    public mutating func add(_ phase: Phase, since start: ContinuousClock.Instant) {
        let elapsed = start.duration(to: .now).components
        add(phase, seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
    }

    /// Runs `body` and adds its time to `phase`. `body` must not touch
    /// this value (it is being modified).
    public mutating func measure<T>(_ phase: Phase, _ body: () throws -> T) rethrows -> T {
        let start = ContinuousClock.now
        defer { add(phase, since: start) }
        return try body()
    }

    /// Another run's phases added to these (several files); element counts add too.
    public mutating func merge(_ other: PhaseTimings) {
        seconds.add(other.seconds)
        if let n = other.elementCount { elementCount = (elementCount ?? 0) + n }
    }

    public var totalSeconds: Double { seconds.values.reduce(0, +) }

    /// The aligned table `--timings` prints: every phase in order with its
    /// milliseconds and share of the total (`-` where it did not run), the
    /// total, and the element count.
    public func table() -> String {
        let total = totalSeconds
        var rows: [(String, String, String)] = [("phase", "ms", "%")]
        for phase in Phase.allCases {
            guard let s = seconds[phase] else {
                rows.append((phase.rawValue, "-", "-"))
                continue
            }
            rows.append((phase.rawValue, Self.fixed(s * 1000, 2), total > 0 ? Self.fixed(100 * s / total, 1) : "-"))
        }
        rows.append(("total", Self.fixed(total * 1000, 2), total > 0 ? "100.0" : "-"))
        let first = rows.map(\.0.count).max() ?? 0
        let second = rows.map(\.1.count).max() ?? 0
        let third = rows.map(\.2.count).max() ?? 0
        func pad(_ s: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - s.count)) + s }
        var lines = rows.map { row in
            row.0 + String(repeating: " ", count: first - row.0.count) + "  " + pad(row.1, second) + "  " + pad(row.2, third)
        }
        lines.append("elements " + (elementCount.map(String.init) ?? "-"))
        return lines.joined(separator: "\n")
    }

    /// `value` with `digits` decimals, without Foundation.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value * scale).rounded()
        guard scaled.isFinite, abs(scaled) < 9e15 else { return "\(value)" }
        let whole = Int(scaled)
        let divisor = Int(scale)
        let fraction = String(abs(whole) % divisor)
        let sign = whole < 0 ? "-" : ""
        return sign + String(abs(whole) / divisor) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}
