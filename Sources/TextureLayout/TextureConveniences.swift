import Foundation

/// Texture's test-suite helper (ASLayoutSpecSnapshotTestsHelper.h), which
/// the layout docs' examples use: a layer-backed node with a background
/// colour and `style.width`/`style.height` set to `size` in points.
public func ASDisplayNodeWithBackgroundColor(_ backgroundColor: UIColor, _ size: CGSize = .zero) -> ASDisplayNode {
    let node = ASDisplayNode()
    node.isLayerBacked = true
    node.backgroundColor = backgroundColor
    node.style.width = ASDimensionMakeWithPoints(size.width)
    node.style.height = ASDimensionMakeWithPoints(size.height)
    return node
}

#if !canImport(UIKit)
extension UIImage {
    /// Texture's UIImage+ASConvenience: a stretchable rounded rectangle,
    /// (2 × cornerRadius + 1) points square.
    public static func as_resizableRoundedImage(withCornerRadius cornerRadius: CGFloat, cornerColor: UIColor?,
                                                fill fillColor: UIColor?) -> UIImage {
        let side = cornerRadius * 2 + 1
        return UIImage(size: CGSize(width: side, height: side), scale: 1)
    }
}
#endif
