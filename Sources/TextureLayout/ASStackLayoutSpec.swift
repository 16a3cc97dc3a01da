import Foundation
import LayoutEngine

public enum ASStackLayoutDirection: Int, Sendable { case vertical, horizontal }
public enum ASStackLayoutJustifyContent: Int, Sendable { case start, center, end, spaceBetween, spaceAround }
public enum ASStackLayoutAlignItems: Int, Sendable { case start, end, center, stretch, baselineFirst, baselineLast, notSet }
public enum ASStackLayoutFlexWrap: Int, Sendable { case noWrap, wrap }
public enum ASStackLayoutAlignContent: Int, Sendable { case start, center, end, spaceBetween, spaceAround, stretch }
public enum ASHorizontalAlignment: Int, Sendable { case none, left, middle, right }
public enum ASVerticalAlignment: Int, Sendable { case none, top, center, bottom }

/// ASStackLayoutSpec: children in a row or a column, with flex sizing.
/// `ASStackLayoutSpec()` is horizontal, start, stretch.
public final class ASStackLayoutSpec: ASLayoutSpec {
    public var direction: ASStackLayoutDirection = .horizontal
    public var spacing: CGFloat = 0
    public var justifyContent: ASStackLayoutJustifyContent = .start
    public var alignItems: ASStackLayoutAlignItems = .stretch
    public var flexWrap: ASStackLayoutFlexWrap = .noWrap
    public var alignContent: ASStackLayoutAlignContent = .start
    public var lineSpacing: CGFloat = 0
    /// Set justifyContent or alignItems, whichever runs along that axis for
    /// the stack's direction, when the stack is laid out.
    public var horizontalAlignment: ASHorizontalAlignment = .none
    public var verticalAlignment: ASVerticalAlignment = .none
    /// Texture lays children out concurrently when set; no effect here.
    public var isConcurrent = false

    public override init() { super.init() }

    /// Texture's three initialisers in one: without flexWrap and
    /// alignContent, or without lineSpacing, those take their defaults.
    public init(direction: ASStackLayoutDirection, spacing: CGFloat,
                justifyContent: ASStackLayoutJustifyContent, alignItems: ASStackLayoutAlignItems,
                flexWrap: ASStackLayoutFlexWrap = .noWrap, alignContent: ASStackLayoutAlignContent = .start,
                lineSpacing: CGFloat = 0, children: [ASLayoutElement]) {
        self.direction = direction
        self.spacing = spacing
        self.justifyContent = justifyContent
        self.alignItems = alignItems
        self.flexWrap = flexWrap
        self.alignContent = alignContent
        self.lineSpacing = lineSpacing
        super.init(with: children)
    }

    public static func vertical() -> ASStackLayoutSpec {
        let s = ASStackLayoutSpec()
        s.direction = .vertical
        return s
    }

    public static func horizontal() -> ASStackLayoutSpec { ASStackLayoutSpec() }

    override var engineKind: Element.Kind {
        var s = StackLayoutSpec(direction: direction == .horizontal ? .horizontal : .vertical,
                                spacing: Double(spacing), justifyContent: justifyContent.engine,
                                alignItems: alignItems.engine, flexWrap: flexWrap.engine,
                                alignContent: alignContent.engine, lineSpacing: Double(lineSpacing))
        s.apply(horizontalAlignment: horizontalAlignment.engine, verticalAlignment: verticalAlignment.engine)
        return .stack(s)
    }
}
