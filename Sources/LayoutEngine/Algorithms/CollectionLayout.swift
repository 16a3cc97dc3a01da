/// ASCollectionNode (SEMANTICS.md §7.2): cells' ranges from the flow layout
/// inspector, positions as a wrapping stack per section (gallery: Texture's
/// own; flow: this language's model of UICollectionViewFlowLayout).
extension LayoutPass {
    /// Sections one after another along the scrolling axis, from the content
    /// insets on; cells outside any section form one section of their own
    /// per run. Content size: the sections' extent plus the content insets
    /// along the scrolling axis, the collection's own size across it.
    func collectionContent(_ id: Int, _ c: ContainerNode, _ size: Size) -> ContainerContent {
        let vertical = c.scrollDirection == .vertical
        let inset = c.contentInset
        var out = ContainerContent()
        var along = vertical ? inset.top : inset.left
        var run: [Int] = []
        func origin(_ a: Double) -> Point { vertical ? Point(inset.left, a) : Point(a, inset.top) }
        func flushRun() {
            guard !run.isEmpty else { return }
            let (subs, extent) = sectionBody(run, c, size)
            let o = origin(along)
            out.subs += subs.map { Placed(layout: $0.layout, position: $0.position + o) }
            along += extent
            run = []
        }
        for k in 0..<childCount(id) {
            let ch = child(id, k)
            guard item(ch) == .section else {
                run.append(ch)
                continue
            }
            flushRun()
            let cross = crossAvailable(c, size)
            let range = vertical ? SizeRange(min: Size(cross, 0), max: Size(cross, .infinity))
                                 : SizeRange(min: Size(0, cross), max: Size(.infinity, cross))
            let l = layout(ch, range, range.max)
            out.subs.append(Placed(layout: Int32(truncatingIfNeeded: l), position: origin(along)))
            along += vertical ? self.size(l).height : self.size(l).width
        }
        flushRun()
        out.contentSize = vertical ? Size(size.width, along + inset.bottom) : Size(along + inset.right, size.height)
        return out
    }

    /// A `section` of a collection: its header, its cells as a wrapping
    /// stack, its footer, along the scrolling axis.
    func collectionSection(_ id: Int, _ c: ContainerNode, _ resolved: SizeRange) -> Computed {
        let vertical = c.scrollDirection == .vertical
        let collection = collectionSize(c, sectionRange: resolved)
        var subs: [Placed] = []
        var along = 0.0
        var cells: [Int] = []
        var cross = vertical ? resolved.min.width : resolved.min.height
        func add(_ l: Int) {
            subs.append(Placed(layout: Int32(truncatingIfNeeded: l), position: vertical ? Point(0, along) : Point(along, 0)))
            along += vertical ? size(l).height : size(l).width
            cross = cMax(cross, vertical ? size(l).width : size(l).height)
        }
        func flushCells() {
            guard !cells.isEmpty else { return }
            let (body, extent) = sectionBody(cells, c, collection)
            let o = vertical ? Point(0, along) : Point(along, 0)
            subs += body.map { Placed(layout: $0.layout, position: $0.position + o) }
            along += extent
            cells = []
        }
        for k in 0..<childCount(id) {
            let ch = child(id, k)
            switch item(ch) {
            case .header?, .footer?:
                flushCells()
                add(supplementary(ch, c, collection))
            default:
                cells.append(ch)
            }
        }
        flushCells()
        return Computed(size: vertical ? Size(cross, along) : Size(along, cross), sublayouts: place(subs))
    }

    /// A header or footer (`ASCollectionViewFlowLayoutInspector.mm:95-131`):
    /// measured in `(0,0) … (∞,∞)`, then its cross axis pinned to the
    /// collection's (laid out again at that exact size).
    private func supplementary(_ ch: Int, _ c: ContainerNode, _ collection: Size) -> Int {
        let free = layout(ch, .unconstrained, .infinity)
        let s = size(free)
        let pinned = c.scrollDirection == .vertical ? Size(collection.width, s.height) : Size(s.width, collection.height)
        return layout(ch, .exact(pinned), pinned)
    }

    /// The cells of one section as a wrapping stack in an
    /// `inset(sectionInset)` (`ASCollectionGalleryLayoutDelegate.mm:89-133`):
    /// lines across the scrolling axis, `minimumInteritemSpacing` between
    /// items, `minimumLineSpacing` between lines, every line and item at its
    /// start. Returns the cells' places (relative to the section body's
    /// origin) and the body's extent along the scrolling axis.
    private func sectionBody(_ cells: [Int], _ c: ContainerNode, _ collection: Size) -> (subs: [Placed], extent: Double) {
        let vertical = c.scrollDirection == .vertical
        let si = c.sectionInset
        let (crossStart, crossEnd) = vertical ? (si.left, si.right) : (si.top, si.bottom)
        let (alongStart, alongEnd) = vertical ? (si.top, si.bottom) : (si.left, si.right)
        let available = crossAvailable(c, collection) - crossStart - crossEnd
        let range = cellRange(c, collection)
        var subs: [Placed] = []
        var lineAlong = alongStart          // where the current line starts
        var lineCross = 0.0                 // how far the current line reaches across
        var lineExtent = 0.0                // the current line's extent along
        var lineCount = 0
        for ch in cells {
            let l = layout(ch, range, range.max)
            let s = size(l)
            let (itemCross, itemAlong) = vertical ? (s.width, s.height) : (s.height, s.width)
            if lineCount > 0, lineCross + c.minimumInteritemSpacing + itemCross > available + textureEpsilon {
                lineAlong += lineExtent + c.minimumLineSpacing
                (lineCross, lineExtent, lineCount) = (0, 0, 0)
            }
            let crossAt = crossStart + lineCross + (lineCount > 0 ? c.minimumInteritemSpacing : 0)
            subs.append(Placed(layout: Int32(truncatingIfNeeded: l),
                               position: vertical ? Point(crossAt, lineAlong) : Point(lineAlong, crossAt)))
            lineCross = crossAt - crossStart + itemCross
            lineExtent = cMax(lineExtent, itemAlong)
            lineCount += 1
        }
        return (subs, lineAlong + lineExtent + alongEnd)
    }

    /// A cell's range (`ASCollectionViewFlowLayoutInspector.mm:70-92`):
    /// exactly `itemSize` when given (not UIKit's default 50,50 on a flow
    /// layout), else free along the scrolling axis and at most the
    /// collection's size less its content insets across it.
    func cellRange(_ c: ContainerNode, _ collection: Size) -> SizeRange {
        if let s = c.effectiveItemSize { return .exact(s) }
        let cross = crossAvailable(c, collection)
        return c.scrollDirection == .vertical ? SizeRange(min: .zero, max: Size(cross, .infinity))
                                              : SizeRange(min: .zero, max: Size(.infinity, cross))
    }

    /// The collection's size across the scrolling axis less its content insets.
    private func crossAvailable(_ c: ContainerNode, _ collection: Size) -> Double {
        let i = c.contentInset
        return c.scrollDirection == .vertical ? cMax(0, collection.width - i.left - i.right)
                                              : cMax(0, collection.height - i.top - i.bottom)
    }

    /// The size of the collection a section is in, across the scrolling
    /// axis (all a section reads of it): its range there is exactly the
    /// collection's size less the content insets (`collectionContent`).
    private func collectionSize(_ c: ContainerNode, sectionRange r: SizeRange) -> Size {
        let i = c.contentInset
        return c.scrollDirection == .vertical ? Size(r.min.width + i.left + i.right, 0)
                                              : Size(0, r.min.height + i.top + i.bottom)
    }
}

extension ContainerNode {
    /// `itemSize` as Texture reads it: a flow layout's 50,50 is UIKit's
    /// default itemSize, which `ASCollectionViewFlowLayoutInspector` treats
    /// as not set.
    public var effectiveItemSize: Size? {
        guard let s = itemSize else { return nil }
        if layout == .flow, s == Size(50, 50) { return nil }
        return s
    }
}
