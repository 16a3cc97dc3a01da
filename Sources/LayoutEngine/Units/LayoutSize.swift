/// ASLayoutSize: a pair of dimensions ("preferredLayoutSize").
public struct LayoutSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Dimension
    public var height: Dimension

    public init(width: Dimension, height: Dimension) {
        self.width = width
        self.height = height
    }

    public static let auto = LayoutSize(width: .auto, height: .auto)

    /// Resolves both dimensions against a parent size with a fallback for auto.
    public func resolve(parent: Size, auto fallback: Size) -> Size {
        Size(width.resolve(parent: parent.width, auto: fallback.width),
             height.resolve(parent: parent.height, auto: fallback.height))
    }

    public var description: String { "{\(width), \(height)}" }
}
