/// The outcome of laying out one element tree: the layout tree, the
/// flattened elements it refers to, and anything the engine noticed.
public struct LayoutResult: Sendable {
    /// The root's layout, at (0,0), with every layout below it, built from
    /// the pass's records (O(n) at each call: call it once and keep it;
    /// `size`, `frames()` and `text(of:)` do not need it).
    public func rootLayout() -> Layout { tree.build(elements) }
    private let tree: LayoutTree
    public let elements: ElementTable
    public let issues: [LayoutIssue]
    public let grid: PixelGrid
    /// Element layouts computed in the pass (cache misses); a measure of cost.
    public let calculations: Int
    /// Each laid-out container's content size and clamped offset, by
    /// `ElementID.rawValue` (SEMANTICS.md §7.5; ContainerVisibility.swift).
    public internal(set) var viewports: [Int: ContainerViewport] = [:]
    /// `frames()`, worked out once (`LayoutPass.makeFrames`):
    /// lint rules and every renderer read them.
    private var absoluteFrames: [Rect?]
    // `Layout.text` of every element's final layout is in the tree's arena:
    // an index per element (`ResultArena.textOf`, -1 for none) into the
    // texts the pass measured, rather than an optional `TextLayout` per
    // element, most of which are not text.

    init(tree: LayoutTree, elements: ElementTable, issues: [LayoutIssue], grid: PixelGrid, calculations: Int) {
        self.tree = tree
        self.elements = elements
        self.issues = issues
        self.grid = grid
        self.calculations = calculations
        self.absoluteFrames = tree.arena.frames
    }

    /// The text of a text-bearing node (text, editable text, a button's
    /// title) as measured in this layout: the lines to draw. Nil for other
    /// elements and for elements that got no layout.
    public func text(of id: ElementID) -> TextLayout? {
        let arena = tree.arena
        guard id.rawValue >= 0, id.rawValue < arena.textOf.count else { return nil }
        let k = arena.textOf[id.rawValue]
        return k >= 0 ? arena.texts[Int(k)] : nil
    }

    public var size: Size { tree.rootSize }

    /// Every element of `root`'s tree in pre-order, sublayouts in their
    /// order (painting order: a background spec's background before its
    /// child), without building the tree. An element's parent in that tree
    /// is its parent in `elements`.
    public func paintingOrder() -> [ElementID] { tree.preorderElements(elements) }

    /// The arrays behind this result (tests of their reuse).
    var treeArena: ResultArena { tree.arena }

    /// The frame of every element as drawn, relative to the root's origin,
    /// indexed by `ElementID.rawValue` (SEMANTICS-SUMMARY.md §4): a node's origin is
    /// ceiled to the pixel grid relative to its nearest ancestor node (0 on an
    /// axis where the sum is not finite); a spec's frame is computed the same
    /// way. Elements that never got a layout are nil.
    public func frames() -> [Rect?] { absoluteFrames }

    /// The same result drawn with other frames (one per element, indexed as
    /// `frames()`): the in-between states of an animated transition.
    public func replacingFrames(_ frames: [Rect?]) -> LayoutResult {
        precondition(frames.count == absoluteFrames.count, "one frame per element")
        var copy = self
        copy.absoluteFrames = frames
        return copy
    }

    /// Frames of the document's elements in document order (synthetic ones
    /// left out); an element without a layout gets a 0×0 frame at its
    /// parent's origin.
    public func documentFrames() -> [Rect] {
        let all = frames()
        var out: [Rect] = []
        out.reserveCapacity(elements.documentCount)
        for i in 0..<elements.documentCount {
            if let f = all[i] {
                out.append(f)
            } else {
                let parentOrigin = elements.records[i].parent.map { out[$0.rawValue].origin } ?? .zero
                out.append(Rect(origin: parentOrigin, size: .zero))
            }
        }
        return out
    }
}
