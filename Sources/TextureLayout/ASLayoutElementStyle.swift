import Foundation
import LayoutEngine

/// ASStackLayoutAlignSelf.
public enum ASStackLayoutAlignSelf: Int, Sendable {
    case auto, start, end, center, stretch
}

/// ASLayoutElementStyle: the layout properties of a node or spec
/// (`node.style.flexGrow = 1`). A reference, as in Texture, so that
/// `element.style.x = …` changes the element.
///
/// Every settable field of the engine's `Style` is a property here, in
/// Texture's type: width … maxHeight and flexBasis (ASDimension),
/// spacingBefore/After, flexGrow/Shrink, ascender, descender (CGFloat),
/// alignSelf, layoutPosition (CGPoint), preferredSize (CGSize) and
/// preferred/min/maxLayoutSize (ASLayoutSize). One subscript forwards them
/// all; only minSize and maxSize, which the engine does not store, are
/// written out.
@dynamicMemberLookup
public final class ASLayoutElementStyle {
    /// The engine's style, which every property reads and writes.
    var engine = Style()

    public init() {}

    public subscript<Value: ASStyleValue>(dynamicMember field: WritableKeyPath<Style, Value>) -> Value.StyleValue {
        get { engine[keyPath: field].styleValue }
        set { engine[keyPath: field] = Value(styleValue: newValue) }
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

    private func points(_ d: EngineDimension) -> CGFloat {
        if case .points(let v) = d { return CGFloat(v) }
        return .nan
    }
}

/// A field type of the engine's `Style` and the type Texture's style shows
/// it as, both ways.
public protocol ASStyleValue {
    associatedtype StyleValue
    init(styleValue: StyleValue)
    var styleValue: StyleValue { get }
}

extension EngineDimension: ASStyleValue {
    public init(styleValue: ASDimension) { self = styleValue.engine }
    public var styleValue: ASDimension { ASDimension(self) }
}

extension Double: ASStyleValue {
    public init(styleValue: CGFloat) { self.init(styleValue) }
    public var styleValue: CGFloat { CGFloat(self) }
}

extension Size: ASStyleValue {
    public init(styleValue: CGSize) { self.init(cg: styleValue) }
    public var styleValue: CGSize { cg }
}

extension Point: ASStyleValue {
    public init(styleValue: CGPoint) { self.init(cg: styleValue) }
    public var styleValue: CGPoint { cg }
}

extension LayoutSize: ASStyleValue {
    public init(styleValue: ASLayoutSize) { self.init(width: styleValue.width.engine, height: styleValue.height.engine) }
    public var styleValue: ASLayoutSize { ASLayoutSize(width: ASDimension(width), height: ASDimension(height)) }
}

extension AlignSelf: ASStyleValue {
    public init(styleValue: ASStackLayoutAlignSelf) { self = styleValue.engine }
    public var styleValue: ASStackLayoutAlignSelf { ASStackLayoutAlignSelf(self) }
}
