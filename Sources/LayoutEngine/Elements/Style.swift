/// ASLayoutElementStyle: every layout property of an element. The shorthand
/// attributes (preferredSize, minLayoutSize, …) write these same fields, as in
/// Texture, which stores nothing else.
public struct Style: Hashable, Sendable {
    public var width: Dimension = .auto
    public var height: Dimension = .auto
    public var minWidth: Dimension = .auto
    public var maxWidth: Dimension = .auto
    public var minHeight: Dimension = .auto
    public var maxHeight: Dimension = .auto

    /// Extra space before/after this child in a stack (may be negative).
    public var spacingBefore: Double = 0
    public var spacingAfter: Double = 0
    public var flexGrow: Double = 0
    public var flexShrink: Double = 0
    public var flexBasis: Dimension = .auto
    public var alignSelf: AlignSelf = .auto
    /// Baseline metrics; a text node overwrites them from its font.
    public var ascender: Double = 0
    public var descender: Double = 0
    /// Position inside an `absolute` spec.
    public var layoutPosition: Point = .zero

    public init() {}

    /// `.style.preferredLayoutSize`.
    public var preferredLayoutSize: LayoutSize {
        get { LayoutSize(width: width, height: height) }
        set { width = newValue.width; height = newValue.height }
    }

    public var minLayoutSize: LayoutSize {
        get { LayoutSize(width: minWidth, height: minHeight) }
        set { minWidth = newValue.width; minHeight = newValue.height }
    }

    public var maxLayoutSize: LayoutSize {
        get { LayoutSize(width: maxWidth, height: maxHeight) }
        set { maxWidth = newValue.width; maxHeight = newValue.height }
    }

    /// `.style.preferredSize` (points).
    public var preferredSize: Size {
        get { Size(width.pointsOrNaN, height.pointsOrNaN) }
        set { width = .points(newValue.width); height = .points(newValue.height) }
    }

    /// True when the element carries any size of its own.
    public var hasSizeAttributes: Bool {
        !(width.isAuto && height.isAuto && minWidth.isAuto && maxWidth.isAuto && minHeight.isAuto && maxHeight.isAuto)
    }
}

extension Dimension {
    var pointsOrNaN: Double { if case .points(let v) = self { return v } else { return .nan } }
}

/// A child's own cross-axis alignment in a stack (ASStackLayoutAlignSelf).
public enum AlignSelf: String, Hashable, Sendable, CaseIterable {
    case auto, start, end, center, stretch
}
