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

// Identity for interning styles (`ElementTable.styles`): bit for bit, so
// that two styles count as one only when every computation on them gives
// the same bits (`==` would merge -0 with 0 and never match a NaN).
extension Style {
    func isIdentical(to o: Style) -> Bool {
        // Statement by statement: one long `&&` chain of mixed types is
        // slow to type-check.
        guard width.isIdentical(to: o.width), height.isIdentical(to: o.height) else { return false }
        guard minWidth.isIdentical(to: o.minWidth), maxWidth.isIdentical(to: o.maxWidth) else { return false }
        guard minHeight.isIdentical(to: o.minHeight), maxHeight.isIdentical(to: o.maxHeight) else { return false }
        guard flexBasis.isIdentical(to: o.flexBasis), alignSelf == o.alignSelf else { return false }
        guard same(spacingBefore, o.spacingBefore), same(spacingAfter, o.spacingAfter) else { return false }
        guard same(flexGrow, o.flexGrow), same(flexShrink, o.flexShrink) else { return false }
        guard same(ascender, o.ascender), same(descender, o.descender) else { return false }
        return same(layoutPosition.x, o.layoutPosition.x) && same(layoutPosition.y, o.layoutPosition.y)
    }

    /// A cheap hash of the fields that tell styles apart most often (styles
    /// that differ only elsewhere share a slot: a duplicate entry at worst),
    /// good in its top bits (`ElementTable` takes those). A double's
    /// information sits in its high bits and a product's low bits depend only
    /// on the factors' low bits, so each value is folded before it is multiplied.
    var identityHash: UInt64 {
        var h: UInt64 = 0
        h = mix(h, width.identityBits)
        h = mix(h, height.identityBits)
        h = mix(h, flexGrow.bitPattern ^ (flexShrink.bitPattern >> 3))
        h = mix(h, spacingBefore.bitPattern ^ (minWidth.identityBits >> 3))
        return h
    }
}

@inline(__always) private func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }

@inline(__always) private func mix(_ h: UInt64, _ v: UInt64) -> UInt64 {
    let folded: UInt64 = v ^ (v >> 29)
    return (h ^ folded) &* 0x9E37_79B9_7F4A_7C15
}

extension Dimension {
    @inline(__always) func isIdentical(to o: Dimension) -> Bool {
        switch (self, o) {
        case (.auto, .auto): return true
        case (.points(let a), .points(let b)): return a.bitPattern == b.bitPattern
        case (.fraction(let a), .fraction(let b)): return a.bitPattern == b.bitPattern
        default: return false
        }
    }

    /// Points and fractions of the same number differ.
    @inline(__always) var identityBits: UInt64 {
        switch self {
        case .auto: return 0x5A5A
        case .points(let v): return v.bitPattern
        case .fraction(let v): return v.bitPattern ^ 0xF0F0_F0F0
        }
    }
}

extension AlignSelf {
    var hashOrdinal: UInt8 {
        switch self {
        case .auto: return 0
        case .start: return 1
        case .end: return 2
        case .center: return 3
        case .stretch: return 4
        }
    }
}
