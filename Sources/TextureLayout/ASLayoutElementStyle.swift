import Foundation
import LayoutEngine

/// ASStackLayoutAlignSelf.
public enum ASStackLayoutAlignSelf: Int, Sendable {
    case auto, start, end, center, stretch
}

/// ASLayoutElementStyle: the layout properties of a node or spec
/// (`node.style.flexGrow = 1`). A reference, as in Texture, so that
/// `element.style.x = …` changes the element.
public final class ASLayoutElementStyle {
    /// The engine's style, which every property reads and writes.
    var engine = Style()

    public init() {}

    public var width: ASDimension {
        get { ASDimension(engine.width) }
        set { engine.width = newValue.engine }
    }
    public var height: ASDimension {
        get { ASDimension(engine.height) }
        set { engine.height = newValue.engine }
    }
    public var minWidth: ASDimension {
        get { ASDimension(engine.minWidth) }
        set { engine.minWidth = newValue.engine }
    }
    public var maxWidth: ASDimension {
        get { ASDimension(engine.maxWidth) }
        set { engine.maxWidth = newValue.engine }
    }
    public var minHeight: ASDimension {
        get { ASDimension(engine.minHeight) }
        set { engine.minHeight = newValue.engine }
    }
    public var maxHeight: ASDimension {
        get { ASDimension(engine.maxHeight) }
        set { engine.maxHeight = newValue.engine }
    }

    /// Sets width and height in points.
    public var preferredSize: CGSize {
        get { engine.preferredSize.cg }
        set { engine.preferredSize = Size(cg: newValue) }
    }
    /// Sets minWidth and minHeight in points.
    public var minSize: CGSize {
        get { CGSize(width: points(engine.minWidth), height: points(engine.minHeight)) }
        set { engine.minWidth = .points(Double(newValue.width)); engine.minHeight = .points(Double(newValue.height)) }
    }
    /// Sets maxWidth and maxHeight in points.
    public var maxSize: CGSize {
        get { CGSize(width: points(engine.maxWidth), height: points(engine.maxHeight)) }
        set { engine.maxWidth = .points(Double(newValue.width)); engine.maxHeight = .points(Double(newValue.height)) }
    }

    public var preferredLayoutSize: ASLayoutSize {
        get { ASLayoutSize(width: width, height: height) }
        set { width = newValue.width; height = newValue.height }
    }
    public var minLayoutSize: ASLayoutSize {
        get { ASLayoutSize(width: minWidth, height: minHeight) }
        set { minWidth = newValue.width; minHeight = newValue.height }
    }
    public var maxLayoutSize: ASLayoutSize {
        get { ASLayoutSize(width: maxWidth, height: maxHeight) }
        set { maxWidth = newValue.width; maxHeight = newValue.height }
    }

    public var spacingBefore: CGFloat {
        get { CGFloat(engine.spacingBefore) }
        set { engine.spacingBefore = Double(newValue) }
    }
    public var spacingAfter: CGFloat {
        get { CGFloat(engine.spacingAfter) }
        set { engine.spacingAfter = Double(newValue) }
    }
    public var flexGrow: CGFloat {
        get { CGFloat(engine.flexGrow) }
        set { engine.flexGrow = Double(newValue) }
    }
    public var flexShrink: CGFloat {
        get { CGFloat(engine.flexShrink) }
        set { engine.flexShrink = Double(newValue) }
    }
    public var flexBasis: ASDimension {
        get { ASDimension(engine.flexBasis) }
        set { engine.flexBasis = newValue.engine }
    }
    public var alignSelf: ASStackLayoutAlignSelf {
        get { ASStackLayoutAlignSelf(engine.alignSelf) }
        set { engine.alignSelf = newValue.engine }
    }
    public var ascender: CGFloat {
        get { CGFloat(engine.ascender) }
        set { engine.ascender = Double(newValue) }
    }
    public var descender: CGFloat {
        get { CGFloat(engine.descender) }
        set { engine.descender = Double(newValue) }
    }
    /// The position inside an ASAbsoluteLayoutSpec.
    public var layoutPosition: CGPoint {
        get { engine.layoutPosition.cg }
        set { engine.layoutPosition = Point(cg: newValue) }
    }

    private func points(_ d: EngineDimension) -> CGFloat {
        if case .points(let v) = d { return CGFloat(v) }
        return .nan
    }
}
