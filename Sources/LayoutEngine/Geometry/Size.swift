/// A width and height in points (CGSize). Values may be NaN or infinite inside
/// the engine; layouts sanitise them (SEMANTICS-SUMMARY.md §2.6).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public init(_ width: Double, _ height: Double) {
        self.init(width: width, height: height)
    }

    public static let zero = Size(0, 0)
    public static let infinity = Size(.infinity, .infinity)
    /// Texture's ASLayoutElementParentSizeUndefined.
    public static let undefined = Size(.nan, .nan)

    public var description: String { "\(formatPoints(width))×\(formatPoints(height))" }

    /// Bitwise equality, so that NaN components compare equal (used as a cache key).
    func isIdentical(to other: Size) -> Bool {
        width.bitPattern == other.width.bitPattern && height.bitPattern == other.height.bitPattern
    }
}

/// Formats a point value the way debug output shows it: "12", "12.5", "inf", "nan".
package func formatPoints(_ v: Double) -> String {
    if v.isNaN { return "nan" }
    if v.isInfinite { return v > 0 ? "inf" : "-inf" }
    if v == v.rounded() && abs(v) < 1e15 { return String(Int64(v)) }
    var s = String(v)
    // Trim representation noise such as 0.30000000000000004.
    if s.count > 12 {
        let r = (v * 1000).rounded() / 1000
        s = r == r.rounded() ? String(Int64(r)) : String(r)
    }
    return s
}
