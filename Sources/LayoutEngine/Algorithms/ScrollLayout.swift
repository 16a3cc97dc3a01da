/// ASScrollNode (SEMANTICS.md §7.4; `ASScrollNode.mm:80-150`).
extension LayoutPass {
    /// `R` (`constrained`) is what the parent offers. The content is laid out
    /// in `R` with the scrollable axes lifted to ∞, *then* intersected with
    /// the node's own style (`ASScrollNode.mm`
    /// `calculateLayoutThatFits:restrictedToSize:relativeToParentSize:`
    /// lifts `constrainedSize` and passes the style to super, which
    /// intersects: so `height="200"` on the node lays its content out exactly
    /// 200 high; SEMANTICS.md §7.4 lifts after intersecting).
    ///
    /// With `automaticallyManagesContentSize` the content size is that
    /// layout's size and the node is `ASSizeRangeClamp(R, parentSize)`
    /// (an axis that comes out ∞ takes the content's size); when the content
    /// is smaller than the node along a scrollable axis it is laid out again
    /// in `R ∩ style` and that layout is drawn, so it can fill the viewport.
    /// Without it Texture returns super's layout as is: the node is as large
    /// as that content layout, and nothing scrolls (the app would set the
    /// view's contentSize; §7.4 says "sized as a box").
    func layoutScroll(_ id: Int, _ c: ContainerNode, _ constrained: SizeRange, _ parent: Size) -> Computed {
        let style = styleRange(of: id, parent, reporting: true)
        let own = constrained.intersect(style)
        var liftedR = constrained
        if c.scrollableDirections.vertical { liftedR.max.height = .infinity }
        if c.scrollableDirections.horizontal { liftedR.max.width = .infinity }
        let lifted = liftedR.intersect(style)
        guard childCount(id) > 0 else {
            let size = c.automaticallyManagesContentSize ? managedSize(constrained, parent, content: .zero)
                                                         : lifted.clamp(.zero)
            return showingContent(ContainerContent(), size: Layout.sanitised(size, grid: grid), offset: c.contentOffset)
        }
        let content = child(id, 0)
        let first = scrollContent(content, lifted)
        let contentSize = first.size
        var content_ = ContainerContent(subs: [Placed(layout: Int32(truncatingIfNeeded: first.layout), position: .zero)],
                                        contentSize: contentSize)
        guard c.automaticallyManagesContentSize else {
            return showingContent(content_, size: Layout.sanitised(contentSize, grid: grid), offset: c.contentOffset)
        }
        let size = Layout.sanitised(managedSize(constrained, parent, content: contentSize), grid: grid)
        let smaller = (c.scrollableDirections.vertical && contentSize.height < size.height)
            || (c.scrollableDirections.horizontal && contentSize.width < size.width)
        if smaller {
            let again = scrollContent(content, own)
            content_.subs = [Placed(layout: Int32(truncatingIfNeeded: again.layout), position: .zero)]
        }
        return showingContent(content_, size: size, offset: c.contentOffset)
    }

    /// The content laid out in `range`, as a node's spec is (`layoutNode`):
    /// a single child node counts as wrapped in a wrapper, so its size is at
    /// least the range's min.
    private func scrollContent(_ content: Int, _ range: SizeRange) -> (layout: Int, size: Size) {
        let l = layout(content, range, range.max)
        var s = size(l)
        if isNode(content) { s = Size(cMax(range.min.width, s.width), cMax(range.min.height, s.height)) }
        return (l, s)
    }

    /// `ASSizeRangeClamp(R, parentSize)` with Foundation's MIN and MAX (a NaN
    /// parent axis gives `R.min`, an infinite one `R.max`); an axis that is
    /// not valid for layout takes the content's size.
    private func managedSize(_ r: SizeRange, _ parent: Size, content: Size) -> Size {
        func axis(_ lo: Double, _ hi: Double, _ p: Double, _ content: Double) -> Double {
            let v = cMax(lo, cMin(hi, p))
            return isValidForSize(v) ? v : content
        }
        return Size(axis(r.min.width, r.max.width, parent.width, content.width),
                    axis(r.min.height, r.max.height, parent.height, content.height))
    }
}
