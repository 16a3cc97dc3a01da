/// Insets in UIEdgeInsets order. A side may be `.infinity`: ASInsetLayoutSpec
/// then lets the child take its intrinsic size and aligns it to the far side.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every side.
    public init(all v: Double) { self.init(top: v, left: v, bottom: v, right: v) }

    /// Vertical (top and bottom) and horizontal (left and right) insets.
    public init(vertical: Double, horizontal: Double) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    public static let zero = EdgeInsets(all: 0)

    public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }

    public var description: String {
        [top, left, bottom, right].map(formatPoints).joined(separator: ",")
    }
}
