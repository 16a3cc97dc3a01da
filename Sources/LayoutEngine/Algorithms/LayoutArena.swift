/// A layout computed inside the pass: an ASLayout without its arrays.
///
/// Why not `Layout` itself: a stack measures each child up to three times,
/// the cache keeps four layouts an element, and every copy of a `Layout`
/// (an array of sublayouts, an optional text) costs reference counting and
/// a large copy. Inside the pass a layout is this plain record in
/// `LayoutPass.measured`, named by its index; its sublayouts are a range of
/// `LayoutPass.placed`. The public `Layout` tree is built once, at the end,
/// from the measurements the final layouts use (`makeResult`).
struct Measured {
    var size: Size
    var ascender: Double
    var descender: Double
    var element: Int32
    /// Index in `LayoutPass.texts`, or -1 (no text).
    var text: Int32 = -1
    /// The sublayouts: `placed[subStart ..< subStart + subCount]`.
    var subStart: Int32 = 0
    var subCount: Int32 = 0
}

/// A sublayout: a measured child at a position in its parent (`Layout.at`).
struct Placed {
    var layout: Int32
    var position: Point
}

extension LayoutPass {
    /// Appends the sublayouts of one layout, after all of them were measured
    /// (a measurement appends its own children's first), so that they are
    /// contiguous; returns their range in `placed`.
    @inline(__always) func place(_ layout: Int, at position: Point = .zero) -> Range<Int> {
        placed.append(Placed(layout: Int32(truncatingIfNeeded: layout), position: position))
        return placed.count - 1 ..< placed.count
    }

    @inline(__always) func place(_ a: Int, at pa: Point, _ b: Int, at pb: Point) -> Range<Int> {
        placed.append(Placed(layout: Int32(truncatingIfNeeded: a), position: pa))
        placed.append(Placed(layout: Int32(truncatingIfNeeded: b), position: pb))
        return placed.count - 2 ..< placed.count
    }

    func place(_ subs: [Placed]) -> Range<Int> {
        let start = placed.count
        placed.append(contentsOf: subs)
        return start ..< placed.count
    }

    /// The size of a measured layout.
    @inline(__always) func size(_ layout: Int) -> Size { measured[layout].size }

    /// Every element's frame as drawn and text, in one walk of the root's
    /// final layout (SEMANTICS-SUMMARY.md §4: a node's origin is ceiled to
    /// the pixel grid relative to its nearest ancestor node, 0 on an axis
    /// where the sum is not finite). Recursive like the pass, on the same
    /// stack. The public `Layout` tree is not built here: `LayoutTree`
    /// builds it from the same records when a caller asks for it.
    func makeFrames(root: Int) -> (frames: [Rect?], texts: [Int32]) {
        var frames: [Rect?] = [], textOf: [Int32] = []
        swap(&frames, &spareFrames)
        swap(&textOf, &spareTextOf)
        frames.removeAll(keepingCapacity: true)
        textOf.removeAll(keepingCapacity: true)
        frames.append(contentsOf: repeatElement(nil, count: table.count))
        textOf.append(contentsOf: repeatElement(-1, count: table.count))
        frames.withUnsafeMutableBufferPointer { frames in
            textOf.withUnsafeMutableBufferPointer { textOf in
                measured.withUnsafeBufferPointer { measured in
                    placed.withUnsafeBufferPointer { placed in
                        let out = FrameOutput(measured: measured, placed: placed, frames: frames, textOf: textOf)
                        frame(root, .zero, .zero, .zero, out)
                    }
                }
            }
        }
        return (frames, textOf)
    }

    /// What `frame` reads and writes, in place: buffers, so that the walk
    /// makes no uniqueness checks or copies.
    struct FrameOutput {
        let measured: UnsafeBufferPointer<Measured>
        let placed: UnsafeBufferPointer<Placed>
        let frames: UnsafeMutableBufferPointer<Rect?>
        let textOf: UnsafeMutableBufferPointer<Int32>
    }

    /// The frames of layout `m` placed at `position`, and of its subtree.
    private func frame(_ m: Int, _ position: Point, _ nodeOrigin: Point, _ offset: Point, _ out: FrameOutput) {
        let r = out.measured[m]
        let e = Int(r.element)
        let raw = offset + position
        let origin = nodeOrigin + Point(roundedOrigin(raw.x), roundedOrigin(raw.y))
        out.frames[e] = Rect(origin: origin, size: r.size)
        out.textOf[e] = r.text
        guard r.subCount > 0 else { return }
        // Below a node, offsets restart from its (rounded) origin;
        // below a spec, they accumulate unrounded.
        let (childOrigin, childOffset) = isNode(e) ? (origin, Point.zero) : (nodeOrigin, raw)
        for k in Int(r.subStart) ..< Int(r.subStart + r.subCount) {
            let p = out.placed[k]
            frame(Int(p.layout), p.position, childOrigin, childOffset, out)
        }
    }

    @inline(__always) private func roundedOrigin(_ v: Double) -> Double { v.isFinite ? grid.ceil(v) : 0 }
}
