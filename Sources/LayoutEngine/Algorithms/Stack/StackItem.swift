/// A stack child while the stack is computed (ASStackLayoutSpecItem).
struct StackItem {
    var id: Int
    var style: Style
    /// alignSelf, else the stack's alignItems.
    var align: AlignItems
    /// The latest measurement (§3.1.12: the last one is used).
    var layout: Layout
    /// The single flexible child skipped by the first pass (§3.1.3).
    var isPlaceholder = false
}

/// A line of items (ASStackUnpositionedLine): all items for `noWrap`.
struct StackLine {
    var items: Range<Int>
    /// The line's cross size, stretched by alignContent when asked.
    var crossSize: Double = 0
    /// The largest baseline of its baseline-aligned items (§3.1.7).
    var baseline: Double = 0
}

/// Inputs every step of the stack needs, fixed for one stack layout.
struct StackContext {
    let spec: StackLayoutSpec
    /// The stack's resolved range.
    let range: SizeRange
    /// Parent size for the children (§3.1.1): exact axes only, else NaN.
    let childParentSize: Size

    var direction: StackDirection { spec.direction }
    var mainMin: Double { direction.main(range.min) }
    var mainMax: Double { direction.main(range.max) }
    var crossMin: Double { direction.cross(range.min) }
    var crossMax: Double { direction.cross(range.max) }

    @inline(__always) func main(_ item: StackItem) -> Double { direction.main(item.layout.size) }
    @inline(__always) func cross(_ item: StackItem) -> Double { direction.cross(item.layout.size) }

    /// How far `sum` lies outside `[lo, hi]` (positive: room to grow).
    @inline(__always) static func violation(_ sum: Double, _ lo: Double, _ hi: Double) -> Double {
        if sum < lo { return lo - sum }
        if sum > hi { return hi - sum }
        return 0
    }

    /// spacing·(n−1) + Σ(spacingBefore + spacingAfter + main size).
    func lineSum(_ items: ArraySlice<StackItem>) -> Double {
        var sum = spec.spacing * Double(Swift.max(items.count - 1, 0))
        for it in items { sum += it.style.spacingBefore + it.style.spacingAfter + main(it) }
        return sum
    }

    /// The item's baseline for baseline alignment (§3.1.7), else 0.
    func baseline(_ item: StackItem) -> Double {
        switch item.align {
        case .baselineFirst: return item.layout.ascender
        case .baselineLast: return cross(item) + item.layout.descender
        default: return 0
        }
    }
}

extension AlignItems {
    var isBaseline: Bool { self == .baselineFirst || self == .baselineLast }
}
