/// Node containers (SEMANTICS.md §7): a container's own size, its cells'
/// ranges and positions, its content size, and the viewport through which
/// the content is drawn. Texture keeps this in its view classes
/// (`ASTableView.mm`, `ASCollectionView.mm`, `ASPagerNode.mm`,
/// `ASScrollNode.mm`); here each container kind has its steps below
/// (collections in CollectionLayout.swift, scroll nodes in ScrollLayout.swift).
extension LayoutPass {
    /// What a container's content came to, before the viewport: its
    /// sublayouts at their places in the content, and the content size
    /// (content insets included).
    struct ContainerContent {
        var subs: [Placed] = []
        var contentSize: Size = .zero
    }

    /// A table, collection or pager: sized as a box (§2.4), its content laid
    /// out for that size; a scroll node (`layoutScroll`). `constrained` is
    /// the range the parent offers, before the container's own style.
    func layoutContainer(_ id: Int, _ c: ContainerNode, _ constrained: SizeRange, _ parent: Size) -> Computed {
        if c.kind == .scroll { return layoutScroll(id, c, constrained, parent) }
        let resolved = constrained.intersect(styleRange(of: id, parent, reporting: true))
        let size = Layout.sanitised(resolved.clamp(boxIntrinsic(resolved.max)), grid: grid)
        let content: ContainerContent
        switch c.kind {
        case .table: content = tableContent(id, c, size)
        case .collection: content = collectionContent(id, c, size)
        case .pager, .scroll: content = pagerContent(id, c, size)
        }
        let requested = c.kind == .pager && c.page != nil
            ? Point(Double(c.page!) * size.width, 0) : c.contentOffset
        return showingContent(content, size: size, offset: requested)
    }

    /// §7.5: the content drawn translated by the clamped offset; the
    /// viewport recorded for the layout about to be stored (`layout`
    /// appends it right after this returns).
    func showingContent(_ content: ContainerContent, size: Size, offset requested: Point,
                        drawn: [Placed]? = nil) -> Computed {
        let offset = ContainerViewport.clamped(requested, contentSize: content.contentSize, size: size)
        containerViewports[Int32(truncatingIfNeeded: measured.count)] =
            ContainerViewport(contentSize: content.contentSize, contentOffset: offset)
        let shown = (drawn ?? content.subs).map { Placed(layout: $0.layout, position: $0.position - offset) }
        return Computed(size: size, sublayouts: place(shown))
    }

    // MARK: Table (§7.1)

    /// Every row in `min (Wc, 0)`, `max (Wc, ∞)`, one after another from
    /// the top content inset (`ASTableView.mm:1801-1823`); sections stack
    /// their header, rows and footer the same way.
    private func tableContent(_ id: Int, _ c: ContainerNode, _ size: Size) -> ContainerContent {
        let inset = c.contentInset
        let wc = cMax(0, size.width - inset.left - inset.right)
        var out = ContainerContent()
        var y = inset.top
        for k in 0..<childCount(id) {
            let ch = child(id, k)
            let (l, extent) = tableRow(ch, c, width: wc)
            out.subs.append(Placed(layout: Int32(truncatingIfNeeded: l), position: Point(inset.left, y)))
            y += extent
        }
        out.contentSize = Size(size.width, y + inset.bottom)
        return out
    }

    /// One row of a table (or a section of rows) at width `wc`: its layout
    /// and how far it takes the next one down. A cell's row is one pixel
    /// taller with `separator="singleLine"` (`ASTableView.mm:937-942`);
    /// headers and footers never are.
    private func tableRow(_ ch: Int, _ c: ContainerNode, width wc: Double) -> (layout: Int, extent: Double) {
        let range = SizeRange(min: Size(wc, 0), max: Size(wc, .infinity))
        let l = layout(ch, range, range.max)
        var extent = size(l).height
        if c.separator, item(ch) == .cell { extent += 1 / grid.scale }
        return (l, extent)
    }

    // MARK: Pager (§7.3)

    /// Every page exactly `(W, H − contentInset.top − contentInset.bottom)`,
    /// page `i` at `(i·W, contentInset.top)` (`ASPagerNode.mm:107-113`).
    private func pagerContent(_ id: Int, _ c: ContainerNode, _ size: Size) -> ContainerContent {
        let page = Size(size.width, cMax(0, size.height - c.contentInset.top - c.contentInset.bottom))
        var out = ContainerContent()
        for k in 0..<childCount(id) {
            let l = layout(child(id, k), .exact(page), page)
            out.subs.append(Placed(layout: Int32(truncatingIfNeeded: l),
                                   position: Point(Double(k) * size.width, c.contentInset.top)))
        }
        out.contentSize = Size(Double(childCount(id)) * size.width, size.height)
        return out
    }

    // MARK: Sections

    /// A section: laid out as its container lays out its rows or items.
    /// Its frame spans its header, cells and footer (§7.5).
    func layoutSection(_ id: Int, _ resolved: SizeRange) -> Computed {
        guard let parent = records[id].parent?.rawValue, case .container(let c) = records[parent].kind else {
            return layoutWrapper(id, resolved)
        }
        switch c.kind {
        case .collection: return collectionSection(id, c, resolved)
        default:
            // A table's: rows down from its top, at the table's width less its insets.
            let wc = resolved.max.width.isFinite ? resolved.max.width : resolved.min.width
            var subs: [Placed] = []
            var y = 0.0
            for k in 0..<childCount(id) {
                let (l, extent) = tableRow(child(id, k), c, width: wc)
                subs.append(Placed(layout: Int32(truncatingIfNeeded: l), position: Point(0, y)))
                y += extent
            }
            return Computed(size: Size(wc, y), sublayouts: place(subs))
        }
    }

    /// What element `id` is inside a container, if anything.
    @inline(__always) func item(_ id: Int) -> ContainerItem? {
        guard nodes[id].tag == .item, case .item(let i) = records[id].kind else { return nil }
        return i
    }

    /// The viewports of the final layouts (`LayoutResult.viewports`), by
    /// element: the walk of the root's layout `root` looks each up.
    func finalViewports(root: Int) -> [Int: ContainerViewport] {
        guard !containerViewports.isEmpty else { return [:] }
        var out: [Int: ContainerViewport] = [:]
        var pending = [root]
        while let m = pending.popLast() {
            let r = measured[m]
            if let v = containerViewports[Int32(truncatingIfNeeded: m)] { out[Int(r.element)] = v }
            guard r.subCount > 0 else { continue }
            for k in Int(r.subStart) ..< Int(r.subStart) + Int(r.subCount) { pending.append(Int(placed[k].layout)) }
        }
        return out
    }
}

extension ContainerViewport {
    /// §7.5: `0 … max(0, contentSize − size)` on each axis.
    static func clamped(_ offset: Point, contentSize: Size, size: Size) -> Point {
        func axis(_ o: Double, _ content: Double, _ own: Double) -> Double {
            let most = cMax(0, content - own)
            guard o.isFinite else { return 0 }
            return cMin(cMax(0, o), most)
        }
        return Point(axis(offset.x, contentSize.width, size.width), axis(offset.y, contentSize.height, size.height))
    }
}
