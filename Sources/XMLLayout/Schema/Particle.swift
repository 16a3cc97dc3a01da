/// An XSD content model reduced to what messages need: which child elements
/// may appear, and how many element children there can be in all.
indirect enum Particle: Hashable {
    case element(names: [String], min: Int, max: Int?)
    case any(min: Int, max: Int?)
    case sequence([Particle], min: Int, max: Int?)
    case choice([Particle], min: Int, max: Int?)

    /// The fewest and most element children this particle matches (`max`
    /// nil: unbounded). Sequences add up; a choice takes the smallest minimum
    /// and the largest maximum of its branches; occurrence ranges multiply.
    var bounds: (min: Int, max: Int?) {
        switch self {
        case let .element(_, min, max), let .any(min, max):
            return (min, max)
        case let .sequence(parts, min, max):
            let inner = parts.map(\.bounds)
            let innerMin = inner.reduce(0) { $0 + $1.min }
            let innerMax: Int? = inner.reduce(Optional(0)) { total, bound in
                guard let total, let max = bound.max else { return nil }
                return total + max
            }
            return (innerMin * min, Particle.multiply(innerMax, max))
        case let .choice(parts, min, max):
            guard !parts.isEmpty else { return (0, 0) }
            let inner = parts.map(\.bounds)
            let innerMin = inner.map(\.min).min() ?? 0
            let innerMax: Int? = inner.contains { $0.max == nil } ? nil : inner.compactMap(\.max).max()
            return (innerMin * min, Particle.multiply(innerMax, max))
        }
    }

    func forEachElementName(_ body: (String) -> Void) {
        switch self {
        case let .element(names, _, max):
            if max != 0 { names.forEach(body) }
        case .any:
            break
        case let .sequence(parts, _, max), let .choice(parts, _, max):
            if max != 0 { parts.forEach { $0.forEachElementName(body) } }
        }
    }

    private static func multiply(_ a: Int?, _ b: Int?) -> Int? {
        if a == 0 || b == 0 { return 0 }
        guard let a, let b else { return nil }
        return a * b
    }
}
