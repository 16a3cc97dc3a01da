extension LayoutPass {
    /// ASOverlayLayoutSpec (SEMANTICS-SUMMARY.md §3.3) and ASBackgroundLayoutSpec
    /// (§3.4): the first child sizes the spec; the second is laid out exactly
    /// at that size, on top of it (an overlay, whose parent size is the
    /// child's) or behind it (a background, whose parent size is the spec's
    /// own, not the child's). Sublayouts are in painting order.
    func layoutLayered(_ id: Int, _ c: SizeRange, _ p: Size, behind: Bool) -> Computed {
        guard childCount(id) > 0 else { return Computed(size: c.min) }
        let child = layout(self.child(id, 0), c, p)
        let size = self.size(child)
        guard childCount(id) > 1 else { return Computed(size: size, sublayouts: place(child)) }
        let layer = layout(self.child(id, 1), .exact(size), behind ? p : size)
        let sublayouts = behind ? place(layer, at: .zero, child, at: .zero) : place(child, at: .zero, layer, at: .zero)
        return Computed(size: size, sublayouts: sublayouts)
    }
}
