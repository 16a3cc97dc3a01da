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
    func build() -> Layout {
        let work = {
            measured.withUnsafeBufferPointer { measured in
                placed.withUnsafeBufferPointer { placed in
                    LayoutTree.build(root, .zero, measured, placed, texts)
                }
            }
        }
        if maxDepth < 64 { return work() }
        return runWithLargeStack(depth: maxDepth, work)
    }

    /// The elements of `build()`'s tree in pre-order (sublayouts in their
    /// order: painting order), read off the pass's records without making
    /// the tree. Iterative, for deep trees.
    func preorderElements() -> [ElementID] {
        measured.withUnsafeBufferPointer { measured in
            placed.withUnsafeBufferPointer { placed in
                var out: [ElementID] = []
                out.reserveCapacity(measured.count / 2)
                var pending = [root]
                while let m = pending.popLast() {
                    let r = measured[m]
                    out.append(ElementID(Int(r.element)))
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
                              _ placed: UnsafeBufferPointer<Placed>, _ texts: [TextLayout]) -> Layout {
        let r = measured[m]
        var subs: [Layout] = []
        if r.subCount > 0 {
            subs.reserveCapacity(Int(r.subCount))
            for k in Int(r.subStart) ..< Int(r.subStart + r.subCount) {
                let p = placed[k]
                subs.append(build(Int(p.layout), p.position, measured, placed, texts))
            }
        }
        return Layout(element: ElementID(Int(r.element)), size: r.size, position: position, sublayouts: subs,
                      ascender: r.ascender, descender: r.descender, text: r.text >= 0 ? texts[Int(r.text)] : nil)
    }
}
