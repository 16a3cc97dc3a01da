/// Texture's numeric conventions (SEMANTICS-SUMMARY.md §0). These are copied exactly,
/// quirks included, because frames must match Texture to the half point.

/// FLT_EPSILON, which Texture subtracts/adds before rounding to the pixel grid.
let textureEpsilon: Double = 1.1920928955078125e-7

/// The C macro `MAX(a,b) = (a < b) ? b : a`. Unlike `Swift.max` it is not
/// symmetric with NaN: `cMax(0, .nan) == 0` but `cMax(.nan, 0)` is NaN.
@inline(__always) func cMax(_ a: Double, _ b: Double) -> Double { a < b ? b : a }

/// The C macro `MIN(a,b) = (a < b) ? a : b`.
@inline(__always) func cMin(_ a: Double, _ b: Double) -> Double { a < b ? a : b }

/// Texture's "valid for size" test: finite, ≥ 0 and below 10,000,000.
@inline(__always) package func isValidForSize(_ v: Double) -> Bool {
    v.isFinite && v >= 0 && v < 10_000_000
}

/// The device pixel grid that sizes and positions are rounded to
/// (ASCeilPixelValue, ASFloorPixelValue, ASRoundPixelValue).
public struct PixelGrid: Hashable, Sendable {
    /// Points to pixels: 1, 2 (default, Texture's @2x reference images) or 3.
    public var scale: Double

    public init(scale: Double = 2) { self.scale = scale }

    public static let `default` = PixelGrid()

    @inline(__always) public func ceil(_ v: Double) -> Double { ((v - textureEpsilon) * scale).rounded(.up) / scale }
    @inline(__always) public func floor(_ v: Double) -> Double { ((v + textureEpsilon) * scale).rounded(.down) / scale }
    /// C `round`: half away from zero.
    @inline(__always) public func round(_ v: Double) -> Double { (v * scale).rounded(.toNearestOrAwayFromZero) / scale }
}
