/// ASCornerLayoutSpec: a corner element centred on a corner of the child.
public struct CornerLayoutSpec: Hashable, Sendable {
    public var location: CornerLocation
    public var offset: Point
    /// When true the spec grows to contain the corner element.
    public var wrapsCorner: Bool

    public init(location: CornerLocation, offset: Point = .zero, wrapsCorner: Bool = false) {
        self.location = location
        self.offset = offset
        self.wrapsCorner = wrapsCorner
    }
}

public enum CornerLocation: String, Hashable, Sendable, CaseIterable {
    case topLeft, topRight, bottomLeft, bottomRight
}
