/// What the stack's steps (StackLayout.swift, StackPositionedLayout.swift)
/// ask of the tree they lay out, in the spirit of Taffy's
/// `LayoutPartialTree`: one container and its direct children, named by
/// ids; each child's style; a way to measure a child in a range. The steps
/// are written once, in extensions of this protocol, and work on any tree
/// that has these.
///
/// The pass (`LayoutPass`) is one, over its element table, cache and
/// arena; the tests drive each step alone with a small tree in memory
/// (Tests/LayoutEngineTests/StackStepTree.swift). Everything here is
/// internal to the module, so every call from the pass is specialised to
/// `LayoutPass`: the steps cost what they cost as methods of the pass
/// (callgrind on the bench's feed, deep and wide trees: within 0.2%).
/// Documentation/STACK-STEPS.md lists the steps and their tests.
///
/// A class protocol: the steps append to `placed` and measure children,
/// which mutates the tree, without `mutating` on each of them.
protocol StackLayoutTree: AnyObject {
    // MARK: A container and its children (Taffy's `TraversePartialTree`)
    func childCount(_ id: Int) -> Int
    /// The `k`th child of `id`.
    func child(_ id: Int, _ k: Int) -> Int

    // MARK: Styles
    /// The table of distinct styles that `styleIndex` indexes: a child's
    /// style is read in place, never copied (`StackItem.style`).
    var styleTable: UnsafePointer<Style> { get }
    func styleIndex(_ id: Int) -> Int32
    /// flexGrow > 0 and flexShrink > 0 (§3.1.3).
    func isFlexible(_ id: Int) -> Bool
    /// How many of `id`'s children are `isFlexible`: 0, 1, or 2 for more.
    func flexibleChildCount(_ id: Int) -> Int
    /// Whether a child of `id` has alignSelf stretch.
    func hasStretchedChild(_ id: Int) -> Bool

    // MARK: Measuring (Taffy's `compute_child_layout`)
    /// `layoutThatFits:parentSize:` of child `id` (§3.1.2); returns its
    /// layout, a name for `size` and `metrics`. `slot` is the child's
    /// previous layout in this stack (-1: none), which the tree may reuse:
    /// the stack holds it no more.
    func measureChild(_ id: Int, _ range: SizeRange, _ parentSize: Size, replacing slot: Int32) -> Int
    /// A 0×0 layout of element `id`'s subtree, for the unmeasured
    /// placeholder (§3.1.3).
    func zeroLayout(_ id: Int) -> Int
    func size(_ layout: Int) -> Size
    /// A layout's baselines (§3.1.7): ascender and (negative) descender.
    func metrics(_ layout: Int) -> (ascender: Double, descender: Double)

    // MARK: Output
    /// Where the stack's placed children go: its sublayouts are a range of it.
    var placed: [Placed] { get set }
    var grid: PixelGrid { get }
    /// Records a layout issue for element `id` (once per element and kind).
    func note(_ kind: LayoutIssue.Kind, _ id: Int)
    /// A hint that children `first ..< end` are measured soon (prefetching);
    /// a tree in memory ignores it.
    func readAhead(_ first: Int, _ end: Int)
}

extension StackLayoutTree {
    /// Element `id`'s style, read in place in the table of distinct styles.
    @inline(__always) func style(_ id: Int) -> UnsafePointer<Style> { styleTable + Int(styleIndex(id)) }
}

extension LayoutPass: StackLayoutTree {
    @inline(__always) var styleTable: UnsafePointer<Style> { styles.baseAddress! }
    @inline(__always) func styleIndex(_ id: Int) -> Int32 { nodes[id].style }
    @inline(__always) func isFlexible(_ id: Int) -> Bool { nodes[id].isFlexible }
    @inline(__always) func flexibleChildCount(_ id: Int) -> Int { nodes[id].flexibleChildren }
    @inline(__always) func hasStretchedChild(_ id: Int) -> Bool { nodes[id].hasStretchedChild }
    @inline(__always) func metrics(_ layout: Int) -> (ascender: Double, descender: Double) {
        (measured[layout].ascender, measured[layout].descender)
    }

    /// A leaf's layout is made by `layoutLeaf` directly, as `layout` would
    /// (most children of big stacks are leaves). A re-measured leaf's
    /// earlier layout was made by this call and is held by nothing else
    /// (leaves are not memoised, the line is not placed yet): the new one
    /// takes its slot, so that flexing and stretching leave no dead layouts
    /// in `measured` for the frames walk to stride over (a grid row's
    /// boxes: 2 → 1 each).
    @inline(__always)
    func measureChild(_ id: Int, _ range: SizeRange, _ parentSize: Size, replacing slot: Int32) -> Int {
        isMemoised(id) ? layout(id, range, parentSize) : layoutLeaf(id, range, parentSize, replacing: Int(slot))
    }
}
