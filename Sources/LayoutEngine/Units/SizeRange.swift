/// ASSizeRange: per axis an interval `[min, max]` (max may be ∞). Ranges built
/// inside the engine may be inverted (min > max); `clamp` and `intersect`
/// define what happens then (SEMANTICS-SUMMARY.md §1.2).
public struct SizeRange: Hashable, Sendable, CustomStringConvertible {
    public var min: Size
    public var max: Size

    public init(min: Size, max: Size) {
        self.min = min
        self.max = max
    }

    /// `[0,0] … [∞,∞]`.
    public static let unconstrained = SizeRange(min: .zero, max: .infinity)

    /// min == max == size.
    public static func exact(_ size: Size) -> SizeRange { SizeRange(min: size, max: size) }

    /// Clamps `size` into the range; an inverted axis yields its min (min wins).
    public func clamp(_ size: Size) -> Size {
        Size(cMax(min.width, cMin(max.width, size.width)),
             cMax(min.height, cMin(max.height, size.height)))
    }

    /// ASSizeRangeIntersect: `self` is the constraint that wins. When the two
    /// do not overlap, the result is the single point of `self` nearest `other`.
    public func intersect(_ other: SizeRange) -> SizeRange {
        let w = SizeRange.intersectAxis(min.width, max.width, other.min.width, other.max.width)
        let h = SizeRange.intersectAxis(min.height, max.height, other.min.height, other.max.height)
        return SizeRange(min: Size(w.0, h.0), max: Size(w.1, h.1))
    }

    @inline(__always)
    static func intersectAxis(_ aMin: Double, _ aMax: Double, _ bMin: Double, _ bMax: Double) -> (Double, Double) {
        let lo = cMax(aMin, bMin), hi = cMin(aMax, bMax)
        if lo <= hi { return (lo, hi) }
        if aMin < bMin { return (aMax, aMax) }
        return (aMin, aMin)
    }

    /// Bitwise equality (NaN equal to NaN), for cache keys.
    func isIdentical(to other: SizeRange) -> Bool {
        min.isIdentical(to: other.min) && max.isIdentical(to: other.max)
    }

    public var description: String {
        "[\(formatPoints(min.width)),\(formatPoints(min.height)) … \(formatPoints(max.width)),\(formatPoints(max.height))]"
    }
}
