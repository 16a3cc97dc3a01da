/// ASRatioLayoutSpec: forces its child to `ratio` = height ÷ width (> 0).
public struct RatioLayoutSpec: Hashable, Sendable {
    public var ratio: Double
    public init(ratio: Double) { self.ratio = ratio }
}
