/// A tiny per-element memo of recent layouts keyed by (constrained range,
/// parent size), compared bitwise so NaN keys match. Four slots cover the
/// measurements a parent makes in one pass (first pass, flex, stretch, and a
/// final one) without any per-node dictionary.
struct LayoutCache {
    private struct Entry {
        var range: SizeRange
        var parent: Size
        var layout: Layout
    }

    private var e0: Entry?
    private var e1: Entry?
    private var e2: Entry?
    private var e3: Entry?
    private var next: UInt8 = 0

    func lookup(_ range: SizeRange, _ parent: Size) -> Layout? {
        if let e = e0, e.range.isIdentical(to: range), e.parent.isIdentical(to: parent) { return e.layout }
        if let e = e1, e.range.isIdentical(to: range), e.parent.isIdentical(to: parent) { return e.layout }
        if let e = e2, e.range.isIdentical(to: range), e.parent.isIdentical(to: parent) { return e.layout }
        if let e = e3, e.range.isIdentical(to: range), e.parent.isIdentical(to: parent) { return e.layout }
        return nil
    }

    mutating func store(_ range: SizeRange, _ parent: Size, _ layout: Layout) {
        let e = Entry(range: range, parent: parent, layout: layout)
        switch next {
        case 0: e0 = e
        case 1: e1 = e
        case 2: e2 = e
        default: e3 = e
        }
        next = (next + 1) & 3
    }
}
