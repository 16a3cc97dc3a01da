/// The layouts a pass computed, as it left them (`LayoutArena.swift`), from
/// which the public `Layout` tree of the root is built when asked for
/// (`LayoutResult.root`). Renderers that need frames only (JSON, the tree
/// view) read `LayoutResult.frames()`, so a layout call does not build a
/// tree of arrays that most callers never read: for a stack of 100,000
/// children that tree alone was 7 MB and a fifth of the call.
struct LayoutTree: Sendable {
    /// The pass's arrays, handed to a later pass when no result holds them.
    let arena: ResultArena
    var measured: [Measured] { arena.measured }
    var placed: [Placed] { arena.placed }
    var texts: [TextLayout] { arena.texts }
    /// The root's final layout: an index in `measured`.
    let root: Int
    /// Nesting depth of the elements: building the tree recurses per level.
    let maxDepth: Int

    var rootSize: Size { measured[root].size }

    /// The root's `Layout` tree, at (0,0). Deep trees are built on a thread
    /// with a large stack, as the pass itself is.
    /// - Parameter elements: the table laid out (the children of an
    ///   unexpanded 0×0 layout, `Measured.unexpandedZero`).
    func build(_ elements: ElementTable) -> Layout {
        let work = {
            measured.withUnsafeBufferPointer { measured in
                placed.withUnsafeBufferPointer { placed in
                    LayoutTree.build(root, .zero, measured, placed, texts, elements)
                }
            }
        }
        if maxDepth < 64 { return work() }
        return runWithLargeStack(depth: maxDepth, work)
    }

    /// The elements of `build()`'s tree in pre-order (sublayouts in their
    /// order: painting order), read off the pass's records without making
    /// the tree. Iterative, for deep trees.
    func preorderElements(_ elements: ElementTable) -> [ElementID] {
        measured.withUnsafeBufferPointer { measured in
            placed.withUnsafeBufferPointer { placed in
                var out: [ElementID] = []
                out.reserveCapacity(measured.count / 2)
                var pending = [root]
                while let m = pending.popLast() {
                    let r = measured[m]
                    let e = Int(r.element)
                    if r.subCount == Measured.unexpandedZero {
                        // The whole subtree, in document order.
                        var below = [e]
                        while let d = below.popLast() {
                            out.append(ElementID(d))
                            var k = elements.childCount(of: d) - 1
                            while k >= 0 {
                                below.append(elements.child(of: d, k))
                                k -= 1
                            }
                        }
                        continue
                    }
                    out.append(ElementID(e))
                    var k = Int(r.subStart) + Int(r.subCount) - 1
                    while k >= Int(r.subStart) {
                        pending.append(Int(placed[k].layout))
                        k -= 1
                    }
                }
                return out
            }
        }
    }

    private static func build(_ m: Int, _ position: Point, _ measured: UnsafeBufferPointer<Measured>,
                              _ placed: UnsafeBufferPointer<Placed>, _ texts: [TextLayout],
                              _ elements: ElementTable) -> Layout {
        let r = measured[m]
        if r.subCount == Measured.unexpandedZero { return zeroLayout(Int(r.element), at: position, elements) }
        var subs: [Layout] = []
        if r.subCount > 0 {
            subs.reserveCapacity(Int(r.subCount))
            for k in Int(r.subStart) ..< Int(r.subStart + r.subCount) {
                let p = placed[k]
                subs.append(build(Int(p.layout), p.position, measured, placed, texts, elements))
            }
        }
        return Layout(element: ElementID(Int(r.element)), size: r.size, position: position, sublayouts: subs,
                      ascender: r.ascender, descender: r.descender, text: r.text >= 0 ? texts[Int(r.text)] : nil)
    }

    /// The 0×0 layout of element `e`'s whole subtree (`LayoutPass.zeroLayout`).
    private static func zeroLayout(_ e: Int, at position: Point, _ elements: ElementTable) -> Layout {
        let subs = (0 ..< elements.childCount(of: e)).map { k in zeroLayout(elements.child(of: e, k), at: .zero, elements) }
        return Layout(element: ElementID(e), size: .zero, position: position, sublayouts: subs,
                      ascender: 0, descender: 0, text: nil)
    }
}
