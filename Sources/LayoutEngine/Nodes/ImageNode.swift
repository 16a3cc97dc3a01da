/// ASImageNode. The engine needs only the image's size in points; loading
/// and reading headers is the front end's business.
public struct ImageNode: Hashable, Sendable {
    /// Pixels ÷ scale, or the given `imageSize`; nil when there is no image
    /// (then it sizes like a `box`).
    public var intrinsicSize: Size?
    /// Where the image came from, for renderers (never read by the engine).
    public var source: String?

    public init(intrinsicSize: Size?, source: String? = nil) {
        self.intrinsicSize = intrinsicSize
        self.source = source
    }
}
