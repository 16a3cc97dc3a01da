/// ASAbsoluteLayoutSpec: children at their `layoutPosition`.
public struct AbsoluteLayoutSpec: Hashable, Sendable {
    public var sizing: AbsoluteSizing
    public init(sizing: AbsoluteSizing = .default) { self.sizing = sizing }
}

public enum AbsoluteSizing: String, Hashable, Sendable, CaseIterable {
    /// As large as the constrained max when it is known.
    case `default`
    /// As large as the children's bounding box.
    case sizeToFit
}
