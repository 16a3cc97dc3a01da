/// A stack child while the stack is computed (ASStackLayoutSpecItem). Its
/// style fields (spacing, flex factors) are read from the table of distinct
/// styles (`StackContext.styles`), not copied in: items are made, copied and
/// read for every child of every stack. Plain data (no arrays or strings),
/// so copying one costs no reference counting, and small (40 bytes): a
/// stack of thousands of children walks them several times.
///
/// The fields are in this order for the size: the three 32-bit ones and the
/// two one-byte ones share the first 16 bytes (in declaration order, `layout`
/// after `align` cost 8 more bytes of padding).
struct StackItem {
    var id: Int32
    /// The child's style: an index in the tree's `styleTable`.
    var style: Int32
    /// The latest measurement (§3.1.12: the last one is used): its index in
    /// the tree's layouts (`StackLayoutTree.measureChild`) and, read by every
    /// step, its size.
    var layout: Int32 = -1
    /// alignSelf, else the stack's alignItems.
    var align: AlignItems
    /// The single flexible child skipped by the first pass (§3.1.3).
    var isPlaceholder = false
    /// Scratch for flexing (§3.1.6): this item's share of the violation.
    var adjustment = 0.0
    var size = Size.zero
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
    /// The tree's `styleTable`, which `StackItem.style` indexes.
    let styles: UnsafePointer<Style>

    /// §3.1.1: the children's parent size is the stack's on its exact axes.
    init(spec: StackLayoutSpec, range: SizeRange, styles: UnsafePointer<Style>) {
        self.spec = spec
        self.range = range
        self.styles = styles
        childParentSize = Size(range.min.width == range.max.width ? range.min.width : .nan,
                               range.min.height == range.max.height ? range.min.height : .nan)
    }

    var direction: StackDirection { spec.direction }
    var mainMin: Double { direction.main(range.min) }
    var mainMax: Double { direction.main(range.max) }
    var crossMin: Double { direction.cross(range.min) }
    var crossMax: Double { direction.cross(range.max) }

    // These read `items[i]` in place: taking a `StackItem` argument would
    // copy it at every call.
    @inline(__always) func main(_ items: [StackItem], _ i: Int) -> Double { direction.main(items[i].size) }
    @inline(__always) func cross(_ items: [StackItem], _ i: Int) -> Double { direction.cross(items[i].size) }
    @inline(__always) func spacingBefore(_ items: [StackItem], _ i: Int) -> Double {
        styles[Int(items[i].style)].spacingBefore
    }
    @inline(__always) func spacingAfter(_ items: [StackItem], _ i: Int) -> Double {
        styles[Int(items[i].style)].spacingAfter
    }
    @inline(__always) func flexGrow(_ items: [StackItem], _ i: Int) -> Double { styles[Int(items[i].style)].flexGrow }
    @inline(__always) func flexShrink(_ items: [StackItem], _ i: Int) -> Double {
        styles[Int(items[i].style)].flexShrink
    }
    /// The item's main-axis extent with its own spacing.
    @inline(__always) func extent(_ items: [StackItem], _ i: Int) -> Double {
        spacingBefore(items, i) + main(items, i) + spacingAfter(items, i)
    }

    /// How far `sum` lies outside `[lo, hi]` (positive: room to grow).
    @inline(__always) static func violation(_ sum: Double, _ lo: Double, _ hi: Double) -> Double {
        if sum < lo { return lo - sum }
        if sum > hi { return hi - sum }
        return 0
    }

    /// spacing·(n−1) + Σ(spacingBefore + spacingAfter + main size).
    func lineSum(_ items: [StackItem], _ line: Range<Int>) -> Double {
        var sum = spec.spacing * Double(Swift.max(line.count - 1, 0))
        for i in line { sum += spacingBefore(items, i) + spacingAfter(items, i) + main(items, i) }
        return sum
    }

}

extension StackLayoutTree {
    /// The item's baseline for baseline alignment (§3.1.7), else 0.
    func baseline(_ items: [StackItem], _ i: Int, _ ctx: StackContext) -> Double {
        switch items[i].align {
        case .baselineFirst: return metrics(Int(items[i].layout)).ascender
        case .baselineLast: return ctx.cross(items, i) + metrics(Int(items[i].layout)).descender
        default: return 0
        }
    }
}

extension AlignItems {
    var isBaseline: Bool { self == .baselineFirst || self == .baselineLast }
}
