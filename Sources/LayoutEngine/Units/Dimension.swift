/// ASDimension: `auto`, a number of points, or a fraction of the parent's length.
public enum Dimension: Hashable, Sendable, CustomStringConvertible {
    case auto
    case points(Double)
    /// 0...1; `"50%"` is `.fraction(0.5)`.
    case fraction(Double)

    /// Parses the attribute grammar (SEMANTICS-SUMMARY.md §6): `auto`, `70`, `70pt`,
    /// `50%`, with white space allowed around the value. Returns nil for
    /// anything else (including NaN, infinities and negative points).
    public init?(parsing text: String) {
        let t = text.trimmingWhitespace()
        if t == "auto" { self = .auto; return }
        if t.hasSuffix("%") {
            guard let v = parseFiniteNumber(String(t.dropLast()).trimmingWhitespace()), v >= 0 else { return nil }
            self = .fraction(v / 100)
            return
        }
        let body = t.hasSuffix("pt") ? String(t.dropLast(2)).trimmingWhitespace() : t
        guard let v = parseFiniteNumber(body), v >= 0 else { return nil }
        self = .points(v)
    }

    public var isAuto: Bool { self == .auto }

    /// Texture's resolve: `auto` gives the fallback, points themselves, a
    /// fraction `f · parent` (NaN or ∞ when the parent is).
    @inline(__always) public func resolve(parent: Double, auto fallback: Double) -> Double {
        switch self {
        case .auto: return fallback
        case .points(let v): return v
        case .fraction(let f): return f * parent
        }
    }

    /// The form Texture's descriptions use: `auto`, `70pt`, `50%`.
    public var description: String {
        switch self {
        case .auto: return "auto"
        case .points(let v): return "\(formatPoints(v))pt"
        case .fraction(let f): return "\(formatPoints(f * 100))%"
        }
    }
}

/// Parses a plain decimal number ("12", "-3.5", "1e2"); nil for NaN/inf/junk.
public func parseFiniteNumber(_ s: String) -> Double? {
    guard !s.isEmpty, let first = s.unicodeScalars.first,
          first == "-" || first == "+" || first == "." || ("0"..."9").contains(first),
          let v = Double(s), v.isFinite else { return nil }
    return v
}

extension String {
    /// Trims ASCII white space (XML's S production).
    package func trimmingWhitespace() -> String {
        // Nearly every value has nothing to trim: say so from its first and
        // last bytes, without walking Characters or copying.
        @inline(__always) func isSpaceByte(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        if let first = utf8.first, let last = utf8.last, !isSpaceByte(first), !isSpaceByte(last) { return self }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = lastIndex(where: { !isSpace($0) })!
        return String(self[start...end])
    }
}
