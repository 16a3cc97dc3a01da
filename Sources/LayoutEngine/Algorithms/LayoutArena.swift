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
    /// The sublayouts: `placed[subStart ..< subStart + subCount]`; or
    /// `unexpandedZero`.
    var subStart: Int32 = 0
    var subCount: Int32 = 0

    /// `subCount` of a 0×0 layout of an element with children
    /// (`LayoutPass.zeroLayout`) whose sublayouts were never made: each
    /// descendant is 0×0 at position (0,0) in its parent, read off the
    /// element table by the walks of a final layout.
    static let unexpandedZero: Int32 = -1
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
    ///
    /// Each element's slot is written once, in the walk: elements come in
    /// document order, so the slots of those without a layout are filled
    /// (nil, -1) as the walk passes them (`FrameOutput.filled`), not in a
    /// pass of their own first. That pass wrote 44 bytes an element, which
    /// a big tree had evicted from the cache again before the walk wrote
    /// them a second time: the walk was twice as slow per element at
    /// 100,000 elements as at 10,000.
    func makeFrames(root: Int) -> (frames: [Rect?], texts: [Int32]) {
        let n = table.count
        var textOf: [Int32] = []
        let frames = LayoutPass.writingEvery(n, of: &spareFrames, filler: nil) { frames in
            textOf = LayoutPass.writingEvery(n, of: &spareTextOf, filler: -1) { textOf in
                measured.withUnsafeBufferPointer { measured in
                    placed.withUnsafeBufferPointer { placed in
                        var out = FrameOutput(measured: measured, placed: placed, frames: frames, textOf: textOf)
                        frame(root, .zero, .zero, .zero, &out)
                        out.fill(upTo: n)
                    }
                }
            }
        }
        return (frames, textOf)
    }

    /// An array of `count` elements, every one of which `write` sets: in a
    /// spare's memory when it has room (its old values are overwritten),
    /// else in new memory left uninitialised for `write`. Only for types
    /// without references (`Rect?`, `Int32`), whose slots may be written
    /// whatever they held.
    private static func writingEvery<T>(_ count: Int, of spare: inout [T], filler: T,
                                        _ write: (UnsafeMutableBufferPointer<T>) -> Void) -> [T] {
        guard spare.capacity >= count else {
            return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
                write(buffer)
                initialized = count
            }
        }
        var array: [T] = []
        swap(&array, &spare)
        if array.count > count {
            array.removeLast(array.count - count)
        } else if array.count < count {
            array.append(contentsOf: repeatElement(filler, count: count - array.count))
        }
        array.withUnsafeMutableBufferPointer { write($0) }
        return array
    }

    /// What `frame` reads and writes, in place: buffers, so that the walk
    /// makes no uniqueness checks or copies.
    struct FrameOutput {
        let measured: UnsafeBufferPointer<Measured>
        let placed: UnsafeBufferPointer<Placed>
        let frames: UnsafeMutableBufferPointer<Rect?>
        let textOf: UnsafeMutableBufferPointer<Int32>
        /// Slots below this are written; the walk writes the others as it
        /// reaches them (a layout of an element below this, in an order
        /// other than the document's, writes its slot again).
        var filled = 0

        /// Slots from `filled` up to `end`: elements that got no layout.
        @inline(__always) mutating func fill(upTo end: Int) {
            while filled < end {
                (frames.baseAddress! + filled).initialize(to: nil)
                (textOf.baseAddress! + filled).initialize(to: -1)
                filled += 1
            }
        }
    }

    /// The frames of layout `m` placed at `position`, and of its subtree.
    private func frame(_ m: Int, _ position: Point, _ nodeOrigin: Point, _ offset: Point, _ out: inout FrameOutput) {
        let r = out.measured[m]
        let e = Int(r.element)
        let raw = offset + position
        let origin = nodeOrigin + Point(roundedOrigin(raw.x), roundedOrigin(raw.y))
        if e >= out.filled {
            out.fill(upTo: e)
            out.filled = e + 1
        }
        (out.frames.baseAddress! + e).initialize(to: Rect(origin: origin, size: r.size))
        (out.textOf.baseAddress! + e).initialize(to: r.text)
        guard r.subCount > 0 else {
            if r.subCount == Measured.unexpandedZero {
                let (childOrigin, childOffset) = isNode(e) ? (origin, Point.zero) : (nodeOrigin, raw)
                zeroFrames(below: e, childOrigin, childOffset, &out)
            }
            return
        }
        // Below a node, offsets restart from its (rounded) origin;
        // below a spec, they accumulate unrounded.
        let (childOrigin, childOffset) = isNode(e) ? (origin, Point.zero) : (nodeOrigin, raw)
        let start = Int(r.subStart), end = start + Int(r.subCount)
        for k in start ..< end {
            if k &+ LayoutPass.prefetchDistance < end { prefetchSubtree(before: k &+ LayoutPass.prefetchDistance, &out) }
            let p = out.placed[k]
            frame(Int(p.layout), p.position, childOrigin, childOffset, &out)
        }
    }

    /// The frames of the descendants of `e`, whose layout is an unexpanded
    /// 0×0 one: what `frame` writes for their 0×0 layouts at (0,0).
    private func zeroFrames(below e: Int, _ nodeOrigin: Point, _ offset: Point, _ out: inout FrameOutput) {
        for k in 0 ..< childCount(e) {
            let c = child(e, k)
            let raw = offset + Point.zero // as `frame` adds a position (-0 + 0 is 0)
            let origin = nodeOrigin + Point(roundedOrigin(raw.x), roundedOrigin(raw.y))
            if c >= out.filled {
                out.fill(upTo: c)
                out.filled = c + 1
            }
            (out.frames.baseAddress! + c).initialize(to: Rect(origin: origin, size: .zero))
            (out.textOf.baseAddress! + c).initialize(to: -1)
            if childCount(c) > 0 {
                let (childOrigin, childOffset) = isNode(c) ? (origin, Point.zero) : (nodeOrigin, raw)
                zeroFrames(below: c, childOrigin, childOffset, &out)
            }
        }
    }

    /// Siblings ahead of the one being walked whose subtree records are
    /// asked for in advance: the walk of a feed cell or a grid row (8–11
    /// records) lasts about as long as a line takes to arrive.
    static let prefetchDistance = 2

    /// Asks for the records of the subtree of sublayout `placed[k]`, which
    /// the walk reaches soon. A parent's record follows its sublayouts' in
    /// `measured`, so that subtree's records are the ones after the
    /// previous sibling's record, up to its own. Subtrees of one record
    /// (leaves: a wide stack's children) are left to the hardware, which
    /// follows that walk by itself; large ones are walked long enough for
    /// it to pick up, so only their first lines are asked for.
    @inline(__always) private func prefetchSubtree(before k: Int, _ out: inout FrameOutput) {
        let first = Int(out.placed[k &- 1].layout) &+ 1, last = Int(out.placed[k].layout)
        guard first < last else { return }
        let stride = MemoryLayout<Measured>.stride
        let base = UInt(bitPattern: out.measured.baseAddress!)
        // Records first ..< end, from the start of the line holding the first.
        let end = Swift.min(last &+ 1, first &+ LayoutPass.prefetchedRecords)
        var line = (base &+ UInt(first &* stride)) & ~63
        let stop = base &+ UInt(end &* stride)
        while line < stop {
            prefetch(UnsafeRawPointer(bitPattern: line)!)
            line &+= 64
        }
        if end <= last { prefetch(UnsafeRawPointer(bitPattern: base &+ UInt(last &* stride))!) }
    }

    /// At most this many records of one subtree are asked for in advance.
    static let prefetchedRecords = 32

    @inline(__always) private func roundedOrigin(_ v: Double) -> Double { v.isFinite ? grid.ceil(v) : 0 }
}
