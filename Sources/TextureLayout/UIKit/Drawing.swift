import Foundation

#if !canImport(UIKit)
// Drawing never happens here, but node code configures drawing (Texture's
// samples round image corners in willDisplayNodeContentWithRenderingContext
// and draw images with UIBezierPath). These stand-ins let that code compile
// and run; they draw nothing. An image "drawn" in an image context has the
// context's size, which is what layout reads.

/// Core Graphics' drawing context.
public final class CGContext {
    public let boundingBoxOfClipPath: CGRect
    init(size: CGSize) { boundingBoxOfClipPath = CGRect(origin: .zero, size: size) }
}

/// UIKit's Bézier path: records nothing, draws nothing.
public final class UIBezierPath {
    public var lineWidth: CGFloat = 1
    public init() {}
    public init(rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
    public init(ovalIn rect: CGRect) {}
    public func addClip() {}
    public func fill() {}
    public func stroke() {}
}

private let imageContexts = LockedValue<[CGSize]>([])

public func UIGraphicsBeginImageContext(_ size: CGSize) { imageContexts.set(imageContexts.get() + [size]) }

public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    UIGraphicsBeginImageContext(size)
}

/// A blank image of the current image context's size.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    imageContexts.get().last.map { UIImage(size: $0, scale: 1) }
}

public func UIGraphicsEndImageContext() {
    var stack = imageContexts.get()
    if !stack.isEmpty { stack.removeLast() }
    imageContexts.set(stack)
}

public func UIGraphicsGetCurrentContext() -> CGContext? { imageContexts.get().last.map { CGContext(size: $0) } }

extension UIColor {
    public func set() {}
    public func setFill() {}
    public func setStroke() {}
}

extension UIImage {
    public func draw(in rect: CGRect) {}
    public func draw(at point: CGPoint) {}
}
#endif

/// ASPrimitiveTraitCollection, as image modification blocks receive it.
public struct ASPrimitiveTraitCollection: Hashable, Sendable {
    public var displayScale: CGFloat = 2
    public init() {}
}

/// Called before a node draws; never called here, since nothing is drawn.
public typealias ASDisplayNodeContextModifier = (CGContext, NSObjectProtocol?) -> Void

/// Applied to an image before it is shown; never called here.
public typealias ASImageNodeModificationBlock = (UIImage, ASPrimitiveTraitCollection) -> UIImage
