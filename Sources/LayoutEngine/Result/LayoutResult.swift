/// The outcome of laying out one element tree: the layout tree, the
/// flattened elements it refers to, and anything the engine noticed.
public struct LayoutResult: Sendable {
    /// The root's layout, at (0,0).
    public let root: Layout
    public let elements: ElementTable
    public let issues: [LayoutIssue]
    public let grid: PixelGrid
    /// Element layouts computed in the pass (cache misses); a measure of cost.
    public let calculations: Int
    /// `frames()`, worked out once: lint rules and every renderer read them.
    private var absoluteFrames: [Rect?]
    /// `Layout.text` of every element's final layout, by `ElementID.rawValue`.
    private let texts: [TextLayout?]

    init(root: Layout, elements: ElementTable, issues: [LayoutIssue], grid: PixelGrid, calculations: Int) {
        self.root = root
        self.elements = elements
        self.issues = issues
        self.grid = grid
        self.calculations = calculations
        (absoluteFrames, texts) = LayoutResult.computeFrames(root: root, elements: elements, grid: grid)
    }

    /// The text of a text-bearing node (text, editable text, a button's
    /// title) as measured in this layout: the lines to draw. Nil for other
    /// elements and for elements that got no layout.
    public func text(of id: ElementID) -> TextLayout? {
        id.rawValue < texts.count ? texts[id.rawValue] : nil
    }

    public var size: Size { root.size }

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

    private static func computeFrames(root: Layout, elements: ElementTable, grid: PixelGrid)
        -> (frames: [Rect?], texts: [TextLayout?]) {
        func roundedOrigin(_ v: Double) -> Double { v.isFinite ? grid.ceil(v) : 0 }
        var frames = [Rect?](repeating: nil, count: elements.count)
        var texts = [TextLayout?](repeating: nil, count: elements.count)
        // (layout, origin of the nearest ancestor node, offset since that node)
        var stack: [(Layout, Point, Point)] = [(root, .zero, .zero)]
        while let (l, nodeOrigin, offset) = stack.popLast() {
            let raw = offset + l.position
            let rel = Point(roundedOrigin(raw.x), roundedOrigin(raw.y))
            let origin = nodeOrigin + rel
            frames[l.element.rawValue] = Rect(origin: origin, size: l.size)
            texts[l.element.rawValue] = l.text
            let isNode = elements.records[l.element.rawValue].kind.isNode
            for s in l.sublayouts.reversed() {
                stack.append(isNode ? (s, origin, .zero) : (s, nodeOrigin, raw))
            }
        }
        return (frames, texts)
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
