import ThreadSupport

/// One layout pass over an `ElementTable`. Implements Texture's
/// `layoutThatFits:parentSize:` contract (ASLayoutElement.h): resolve the
/// element's own size against the parent, intersect it with the constrained
/// range, compute, then create the layout. Each element's layouts are
/// memoised by (constrained range, parent size), so repeated measurement by
/// stacks (first pass, flex, stretch) costs a lookup and the pass stays
/// linear in the number of elements.
final class LayoutPass {
    let table: ElementTable
    let grid: PixelGrid
    let cache: LayoutCache
    // The pass is single-threaded and never touches these while an access
    // to them is under way (a lookup returns before the recursion, a store
    // starts after it), so the runtime exclusivity checks, a large part of
    // each element's cost, are switched off for them.
    /// `table.records` for the duration of `layoutRoot`: read in place, so
    /// that looking at an element's kind or style never copies its record
    /// (strings, presentation) or touches reference counts.
    @exclusivity(unchecked) private(set) var records = UnsafeBufferPointer<ElementTable.Stored>(start: nil, count: 0)
    /// `table.nodes`, `table.childIDs` and `table.styles`, likewise: what
    /// the pass reads of every element, compact and in document order.
    @exclusivity(unchecked) private(set) var nodes = UnsafeBufferPointer<ElementTable.Node>(start: nil, count: 0)
    @exclusivity(unchecked) private(set) var childIDs = UnsafeBufferPointer<Int32>(start: nil, count: 0)
    @exclusivity(unchecked) private(set) var styles = UnsafeBufferPointer<Style>(start: nil, count: 0)
    /// Every layout computed so far (LayoutArena.swift), their sublayouts,
    /// and the texts they measured; a layout is named by its index here.
    @exclusivity(unchecked) private(set) var measured: [Measured] = []
    @exclusivity(unchecked) var placed: [Placed] = []
    @exclusivity(unchecked) private(set) var texts: [TextLayout] = []
    let measurer: any TextMeasurer
    private var issueFlags: [UInt8]
    private(set) var issues: [LayoutIssue] = []
    /// How many element layouts were computed (not served from the cache).
    @exclusivity(unchecked) private(set) var calculations = 0
    /// Each container layout's scrolling state, by its index in `measured`
    /// (ContainerLayout.swift); `finalViewports` reads it off.
    var containerViewports: [Int32: ContainerViewport] = [:]

    /// From this nesting on, the stack the pass used is given back before
    /// the frames are made (`DeepStack.releaseStackBelowCurrentFrame`).
    static let deepTree = 4096

    /// The frames and text indices `makeFrames` fills: a spare's, emptied.
    var spareFrames: [Rect?] = []
    var spareTextOf: [Int32] = []

    /// Where this pass's arrays come from and go back to (nil: none kept).
    let storage: LayoutStorage?

    /// Arrays left by an earlier pass in `storage` are reused when there are
    /// any: taken by swapping, so that each is held once and emptying it
    /// keeps its memory.
    init(table: ElementTable, grid: PixelGrid, measurer: any TextMeasurer, storage: LayoutStorage?) {
        self.table = table
        self.grid = grid
        self.measurer = measurer
        self.storage = storage
        let count = table.count
        var scratch = storage?.scratch.take { LayoutStorage.fits($0.cache.slots.capacity, for: count) }
            ?? LayoutStorage.ScratchBuffers()
        self.cache = LayoutCache(count: table.count, reusing: &scratch.cache)
        self.issueFlags = []
        swap(&issueFlags, &scratch.issueFlags)
        // Filled when the first issue is noted: most passes note none.
        issueFlags.removeAll(keepingCapacity: true)
        var spare = storage?.results.take { LayoutStorage.fits($0.frames.capacity, for: count) }
            ?? LayoutStorage.ResultBuffers()
        swap(&measured, &spare.measured)
        swap(&placed, &spare.placed)
        swap(&texts, &spare.texts)
        swap(&spareFrames, &spare.frames)
        swap(&spareTextOf, &spare.textOf)
        measured.removeAll(keepingCapacity: true)
        placed.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        // Most elements are computed once or twice: grow by copying rarely.
        measured.reserveCapacity(2 * table.count)
        placed.reserveCapacity(table.count + table.count / 2)
    }

    deinit {
        guard let storage else { return }
        var scratch = LayoutStorage.ScratchBuffers(cache: cache.giveUpStorage())
        swap(&scratch.issueFlags, &issueFlags)
        storage.scratch.give(scratch)
    }

    /// Lays the root (element 0) out in `range` with the parent size
    /// `range.max`; the one entry point from outside the pass. Returns the
    /// root's final layout (an index in `measured`) with every element's
    /// frame and text index.
    /// - Parameter parentSize: the root's parent size, `range.max` unless
    ///   given (tests of rules that read it: a scroll node's size, §7.4).
    func layoutRoot(_ range: SizeRange, parentSize: Size? = nil) -> (root: Int, frames: [Rect?], texts: [Int32]) {
        table.records.withUnsafeBufferPointer { buffer in
            table.nodes.withUnsafeBufferPointer { nodeBuffer in
                table.childIDs.withUnsafeBufferPointer { childBuffer in
                    table.styles.withUnsafeBufferPointer { styleBuffer in
                        records = buffer
                        nodes = nodeBuffer
                        childIDs = childBuffer
                        styles = styleBuffer
                        defer {
                            records = UnsafeBufferPointer(start: nil, count: 0)
                            nodes = UnsafeBufferPointer(start: nil, count: 0)
                            childIDs = UnsafeBufferPointer(start: nil, count: 0)
                            styles = UnsafeBufferPointer(start: nil, count: 0)
                        }
                        let root = layout(0, range, parentSize ?? range.max)
                        // A deep tree's walk left its stack resident: let it
                        // go before the frames are made.
                        if table.maxDepth >= LayoutPass.deepTree { DeepStack.releaseStackBelowCurrentFrame() }
                        let (frames, texts) = makeFrames(root: root)
                        return (root, frames, texts)
                    }
                }
            }
        }
    }

    /// `layoutThatFits:parentSize:` (SEMANTICS-SUMMARY.md §2.1). Returns the
    /// layout's index in `measured`.
    func layout(_ id: Int, _ constrained: SizeRange, _ parentSize: Size) -> Int {
        // A leaf without text is recomputed rather than memoised: its rule
        // costs less than a lookup, and big trees are mostly such leaves,
        // each measured once, whose cache entries would only be written.
        let memoised = isMemoised(id)
        if memoised, let hit = cache.lookup(id, constrained, parentSize) { return hit }
        let result = compute(id, constrained, parentSize, memoised: memoised)
        let m = measured.count
        measured.append(result)
        if memoised { cache.store(id, constrained, parentSize, m) }
        return m
    }

    /// `layout` of a leaf that is not memoised (`isMemoised`), for stacks:
    /// its layout appended to `measured` or, given a `slot` that nothing
    /// holds any more, written over it (`measureChild`). Apart from
    /// `layout`, so that `layout`'s frame, which each level of a deep chain
    /// pays for, does not grow by it.
    @inline(never)
    func layoutLeaf(_ id: Int, _ constrained: SizeRange, _ parentSize: Size, replacing slot: Int = -1) -> Int {
        let result = compute(id, constrained, parentSize, memoised: false)
        if slot >= 0 {
            measured[slot] = result
            return slot
        }
        measured.append(result)
        return measured.count - 1
    }

    /// An element's layout for `constrained`, not yet stored.
    @inline(__always)
    private func compute(_ id: Int, _ constrained: SizeRange, _ parentSize: Size, memoised: Bool) -> Measured {
        let tag = nodes[id].tag
        let resolved: SizeRange
        switch tag {
        case .inset, .overlay, .background:
            // Quirk: these three ignore their own size entirely (§2.1).
            resolved = constrained
        case .container:
            // Intersected in `layoutContainer`: a scroll node needs the
            // range its parent offers as well (SEMANTICS.md §7.4).
            resolved = constrained
        default:
            resolved = constrained.intersect(styleRange(of: id, parentSize, reporting: true))
        }
        calculations += 1
        // A plain box leaf (most elements of big trees) is sized here: a
        // call to `calculate`, which has every spec inlined, costs more
        // than the rule itself.
        let computed = tag == .box && !memoised
            ? Computed(size: resolved.clamp(boxIntrinsic(resolved.max)))   // layoutNode's plain-leaf rule
            : calculate(id, resolved, parentSize)
        let size = Layout.sanitised(computed.size, grid: grid)
        if size == .zero && !(isValidForSize(computed.size.width) && isValidForSize(computed.size.height)) {
            note(.nonFiniteSize, id)
        }
        var text = computed.text
        if computed.measuresTextAtFinalWidth { text = measureTextAtFinalWidth(id, size.width) ?? text }
        var ascender = computed.ascender, descender = computed.descender
        if text >= 0 {
            ascender = ascender ?? texts[Int(text)].ascender
            descender = descender ?? texts[Int(text)].descender
        }
        return Measured(size: size,
                        ascender: ascender ?? style(id).pointee.ascender,
                        descender: descender ?? style(id).pointee.descender,
                        element: Int32(truncatingIfNeeded: id), text: text,
                        subStart: Int32(truncatingIfNeeded: computed.sublayouts.lowerBound),
                        subCount: Int32(truncatingIfNeeded: computed.sublayouts.count))
    }

    /// What an element's own rules computed, before sanitising.
    ///
    /// Packed (48 bytes, not the 72 of optionals and a range of `Int`s):
    /// every call that returns one has a slot for it in `layout`'s frame,
    /// which each level of a deep chain pays for.
    struct Computed {
        var size: Size
        private var ascenderValue = 0.0
        private var descenderValue = 0.0
        /// In `placed` (`place`).
        private var subStart: Int32 = 0
        private var subCount: Int32 = 0
        /// The text as measured (`keep`), kept in the layout for the
        /// renderers: an index in `texts`, or -1, so that this stays plain data.
        var text: Int32 = -1
        private var hasAscender = false
        private var hasDescender = false
        /// A text node sized by a spec of its own: its text is measured
        /// once its width is known.
        var measuresTextAtFinalWidth = false

        init(size: Size, sublayouts: Range<Int> = 0 ..< 0, ascender: Double? = nil, descender: Double? = nil,
             text: Int32 = -1, measuresTextAtFinalWidth: Bool = false) {
            self.size = size
            self.sublayouts = sublayouts
            self.ascender = ascender
            self.descender = descender
            self.text = text
            self.measuresTextAtFinalWidth = measuresTextAtFinalWidth
        }

        var sublayouts: Range<Int> {
            get { Int(subStart) ..< Int(subStart) + Int(subCount) }
            set {
                subStart = Int32(truncatingIfNeeded: newValue.lowerBound)
                subCount = Int32(truncatingIfNeeded: newValue.count)
            }
        }

        var ascender: Double? {
            get { hasAscender ? ascenderValue : nil }
            set { (hasAscender, ascenderValue) = (newValue != nil, newValue ?? 0) }
        }

        var descender: Double? {
            get { hasDescender ? descenderValue : nil }
            set { (hasDescender, descenderValue) = (newValue != nil, newValue ?? 0) }
        }
    }

    @inline(__always) private func calculate(_ id: Int, _ resolved: SizeRange, _ parent: Size) -> Computed {
        // Inlined in `layout`, with three calls only: each call's result
        // has a slot of its own in the frame, which every level of a deep
        // chain pays for (a chain level: 1,136 → 816 bytes of stack with
        // `measureIntrinsicSizes` inlined too). The kinds other than stack
        // and inset go through `calculateOther`. (Plain box leaves never
        // get here: `layout` sizes them.)
        switch nodes[id].tag {
        // The specs that nest deepest, with their parameters fetched by a
        // call of their own: a kind read in place here would put a copy of
        // the whole `Kind` in this frame, at every level of the recursion
        // (a chain 100,000 stacks deep recurses through here).
        case .stack: return layoutStack(id, stackSpec(id), resolved)
        case .inset: return layoutInset(id, insetSpec(id), resolved, parent)
        default: return calculateOther(id, resolved, parent)
        }
    }

    /// From the table of distinct stack parameters when the element has an
    /// entry there (`ElementTable.Node.params`): its record, read only for
    /// its kind, is ~200 bytes of a large array.
    @inline(never) private func stackSpec(_ id: Int) -> StackLayoutSpec {
        let p = nodes[id].params
        if p != ElementTable.Node.noParams { return table.stackSpecs[Int(p)] }
        guard case .stack(let s) = records[id].kind else { preconditionFailure("not a stack") }
        return s
    }

    @inline(never) private func insetSpec(_ id: Int) -> InsetLayoutSpec {
        let p = nodes[id].params
        if p != ElementTable.Node.noParams { return table.insetSpecs[Int(p)] }
        guard case .inset(let s) = records[id].kind else { preconditionFailure("not an inset") }
        return s
    }

    /// A text node sized by a spec of its own: its text measured at the
    /// width it got (`Computed.measuresTextAtFinalWidth`). Out of line, so
    /// that the text's copy is not in `layout`'s frame.
    @inline(never) private func measureTextAtFinalWidth(_ id: Int, _ width: Double) -> Int32? {
        guard case .text(let t) = records[id].kind else { return nil }
        return keep(measure(t, maxSize: Size(width, .infinity)))
    }

    /// The other kinds, which need their parameters from the record.
    @inline(never) private func calculateOther(_ id: Int, _ resolved: SizeRange, _ parent: Size) -> Computed {
        // A local copy of the buffer (not the property, which could change
        // during a call) lets the record be passed borrowed, not copied.
        let records = self.records
        // A spacer needs nothing from its record, whose memory is then not touched.
        if nodes[id].tag == .spacer { return Computed(size: resolved.min) }
        switch records[id].kind {
        case .stack(let s): return layoutStack(id, s, resolved)
        case .inset(let s): return layoutInset(id, s, resolved, parent)
        case .overlay: return layoutLayered(id, resolved, parent, behind: false)
        case .background: return layoutLayered(id, resolved, parent, behind: true)
        case .center(let s): return layoutRelative(id, s.relative, resolved)
        case .relative(let s): return layoutRelative(id, s, resolved)
        case .ratio(let s): return layoutRatio(id, s, resolved)
        case .absolute(let s): return layoutAbsolute(id, s, resolved)
        case .corner(let s): return layoutCorner(id, s, resolved)
        case .wrapper: return layoutWrapper(id, resolved)
        case .spacer: return Computed(size: resolved.min)
        case .image(let img) where childCount(id) == 0:
            return Computed(size: resolved.clamp(img.intrinsicSize ?? boxIntrinsic(resolved.max)))
        case .box, .text, .image, .button, .networkImage, .video, .videoPlayer, .editableText:
            return layoutNode(id, records[id], resolved)
        case .container(let c): return layoutContainer(id, c, resolved, parent)
        case .item(.section): return layoutSection(id, resolved)
        case .item: return layoutNode(id, records[id], resolved)
        }
    }

    // MARK: Helpers shared by the specs

    func note(_ kind: LayoutIssue.Kind, _ id: Int) {
        let bit: UInt8
        switch kind {
        case .fractionOfUnknownParent: bit = 1
        case .fractionFlexBasisOfUnknownParent: bit = 2
        case .nonFiniteSize: bit = 4
        case .ratioWithoutKnownMax: bit = 8
        }
        if issueFlags.isEmpty { fillIssueFlags() }
        guard issueFlags[id] & bit == 0 else { return }
        issueFlags[id] |= bit
        issues.append(LayoutIssue(element: ElementID(id), kind: kind))
    }

    /// Whether element `id`'s layouts are memoised: all but leaves without
    /// text (`layout`), whose layout is one `Measured` and nothing else.
    @inline(__always) func isMemoised(_ id: Int) -> Bool { !(nodes[id].childCount == 0 && nodes[id].tag.isPlainLeaf) }

    /// Asks for what the pass reads first of a sibling's subtree (elements
    /// `first ..< end`, in document order) a few siblings before it gets
    /// there: the subtree's nodes and cache groups. At 100,000 elements
    /// they are out of the core's cache, and a feed cell's or a grid row's
    /// first lookup and child scan waited on them (`layout`'s cache lookup
    /// alone was 7% of a grid-100000 pass, and nothing at 10,000). Leaves
    /// are left alone: a wide stack's are read in order, which the hardware
    /// follows, and most are never memoised.
    @inline(__always) func readAhead(_ first: Int, _ end: Int) {
        guard end &- first > 1 else { return }
        cache.prefetchGroups(first, end, maxLines: 4)
        let stride = MemoryLayout<ElementTable.Node>.stride
        let base = UInt(bitPattern: nodes.baseAddress!)
        var line = (base &+ UInt(first &* stride)) & ~63
        let stop = Swift.min(base &+ UInt(end &* stride), line &+ 4 &* 64)
        while line < stop {
            prefetch(UnsafeRawPointer(bitPattern: line)!)
            line &+= 64
        }
    }

    /// Siblings ahead of the one being measured whose subtrees `readAhead`
    /// asks for: a feed cell or a grid row takes about as long to lay out
    /// as a line takes to arrive.
    static let readAheadDistance = 2

    /// A flag byte per element, made when the first issue is noted.
    @inline(never) private func fillIssueFlags() {
        issueFlags.append(contentsOf: repeatElement(0, count: table.count))
    }

    @inline(__always) func child(_ id: Int, _ k: Int) -> Int { Int(childIDs[Int(nodes[id].childStart) &+ k]) }
    @inline(__always) func childCount(_ id: Int) -> Int { Int(nodes[id].childCount) }
    @inline(__always) func isNode(_ id: Int) -> Bool { nodes[id].tag.isNode }

    /// Stores a measured text for the layouts; returns its index in `texts`.
    func keep(_ text: TextLayout) -> Int32 {
        texts.append(text)
        return Int32(truncatingIfNeeded: texts.count - 1)
    }

    /// A 0×0 layout of a whole subtree, for an element that was never
    /// measured (the optimised stack placeholder, §3.1.6). Not cached.
    ///
    /// One record: its descendants' 0×0 layouts are made only by whoever
    /// walks it as part of the root's final layout (`Measured.unexpandedZero`).
    /// Most placeholders are measured again; making every descendant's
    /// record for each of them made a chain of flexible stacks (Yoga's
    /// captured app trees) quadratic: 30,000 records for 2,214 elements.
    func zeroLayout(_ id: Int) -> Int {
        measured.append(Measured(size: .zero, ascender: 0, descender: 0, element: Int32(truncatingIfNeeded: id),
                                 subCount: childCount(id) > 0 ? Measured.unexpandedZero : 0))
        return measured.count - 1
    }

    /// Per axis: the max if it is valid for size, else NaN (center, relative,
    /// absolute and corner pass this as the parent size).
    @inline(__always) func knownMax(_ r: SizeRange) -> Size {
        Size(isValidForSize(r.max.width) ? r.max.width : .nan, isValidForSize(r.max.height) ? r.max.height : .nan)
    }
}
