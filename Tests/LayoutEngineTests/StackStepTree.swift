@testable import LayoutEngine

/// A stack and its children in memory, for running the stack's steps one at
/// a time (StackLayoutTree.swift): element 0 is the stack, 1…n its children.
///
/// A child is measured as a Texture node with a size of its own is: its own
/// style range (width/height, §1.3) inside the range it is given (the given
/// range wins a conflict), then its `content` size clamped to that. Every
/// measurement is logged, so that a test can check what a step asked for as
/// well as what it made of the answer.
final class StackStepTree: StackLayoutTree {
    /// A child: its style, and the size it takes when its range allows.
    struct Child {
        var style = Style()
        var content = Size.zero
        var ascender = 0.0
        var descender = 0.0
    }

    /// A child like Texture's tests' `ASDisplayNodeWithBackgroundColor(color, {w, h})`:
    /// width and height set on its style.
    static func node(_ w: Double, _ h: Double, _ configure: (inout Style) -> Void = { _ in }) -> Child {
        var c = Child(content: Size(w, h))
        c.style.width = .points(w)
        c.style.height = .points(h)
        configure(&c.style)
        return c
    }

    /// A child with no size of its own that takes `w`×`h` when it may
    /// (a text, an image): a stretched one follows its line.
    static func content(_ w: Double, _ h: Double, _ configure: (inout Style) -> Void = { _ in }) -> Child {
        var c = Child(content: Size(w, h))
        configure(&c.style)
        return c
    }

    let children: [Child]
    private let styleBuffer: UnsafeMutablePointer<Style>
    /// Every layout made: the element and its size.
    private(set) var layouts: [(element: Int, size: Size)] = []
    /// Every measurement asked for: the child (1…n) and its range.
    var log: [(child: Int, range: SizeRange)] = []
    private(set) var notes: [LayoutIssue] = []
    var placed: [Placed] = []
    let grid = PixelGrid(scale: 2)

    init(_ children: [Child]) {
        self.children = children
        styleBuffer = .allocate(capacity: children.count + 1)
        styleBuffer.initialize(to: Style())
        for (k, c) in children.enumerated() { (styleBuffer + k + 1).initialize(to: c.style) }
    }

    deinit {
        styleBuffer.deinitialize(count: children.count + 1)
        styleBuffer.deallocate()
    }

    // MARK: StackLayoutTree

    func childCount(_ id: Int) -> Int { id == 0 ? children.count : 0 }
    func child(_ id: Int, _ k: Int) -> Int { k + 1 }
    var styleTable: UnsafePointer<Style> { UnsafePointer(styleBuffer) }
    func styleIndex(_ id: Int) -> Int32 { Int32(id) }
    func isFlexible(_ id: Int) -> Bool { style(id).pointee.flexGrow > 0 && style(id).pointee.flexShrink > 0 }
    func flexibleChildCount(_ id: Int) -> Int {
        min(2, (0..<childCount(id)).filter { isFlexible(child(id, $0)) }.count)
    }
    func hasStretchedChild(_ id: Int) -> Bool {
        (0..<childCount(id)).contains { style(child(id, $0)).pointee.alignSelf == .stretch }
    }

    func measureChild(_ id: Int, _ range: SizeRange, _ parentSize: Size, replacing slot: Int32) -> Int {
        log.append((id, range))
        let resolved = range.intersect(styleRange(of: id, parentSize))
        layouts.append((id, resolved.clamp(children[id - 1].content)))
        return layouts.count - 1
    }

    func zeroLayout(_ id: Int) -> Int {
        layouts.append((id, .zero))
        return layouts.count - 1
    }

    func size(_ layout: Int) -> Size { layouts[layout].size }
    func metrics(_ layout: Int) -> (ascender: Double, descender: Double) {
        let id = layouts[layout].element
        return id == 0 ? (0, 0) : (children[id - 1].ascender, children[id - 1].descender)
    }
    func note(_ kind: LayoutIssue.Kind, _ id: Int) { notes.append(LayoutIssue(element: ElementID(id), kind: kind)) }
    func readAhead(_ first: Int, _ end: Int) {}

    // MARK: For the tests

    /// The stack's context for `spec` in `range`.
    func context(_ spec: StackLayoutSpec, _ range: SizeRange) -> StackContext {
        StackContext(spec: spec, range: range, styles: styleTable)
    }

    /// Every child as an item that was measured at its `content` size (its
    /// first pass, made by hand: no step runs and nothing is logged).
    func items(_ ctx: StackContext) -> [StackItem] {
        (1...children.count).map { id in
            layouts.append((id, children[id - 1].content))
            let own = style(id).pointee.alignSelf
            let align: AlignItems = own == .auto ? ctx.spec.alignItems : AlignItems(rawValue: own.rawValue)!
            var item = StackItem(id: Int32(id), style: Int32(id), layout: Int32(layouts.count - 1), align: align)
            item.size = children[id - 1].content
            return item
        }
    }

    /// The items' sizes, in order.
    func sizes(_ items: [StackItem]) -> [Size] { items.map(\.size) }
    /// The placed children's positions, in order.
    func positions(_ block: Range<Int>) -> [Point] { placed[block].map(\.position) }
}
