/// ASInsetLayoutSpec: one child, inset by `insets` (a side may be ∞).
public struct InsetLayoutSpec: Hashable, Sendable {
    public var insets: EdgeInsets
    public init(insets: EdgeInsets) { self.insets = insets }
}
