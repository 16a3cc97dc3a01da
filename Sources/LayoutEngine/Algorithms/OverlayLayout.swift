extension LayoutPass {
    /// ASOverlayLayoutSpec (SEMANTICS-SUMMARY.md §3.3): the first child sizes the
    /// spec; the overlay is laid out exactly at that size, on top.
    func layoutOverlay(_ id: Int, _ c: SizeRange, _ p: Size) -> Computed {
        guard childCount(id) > 0 else { return Computed(size: c.min) }
        let child = layout(self.child(id, 0), c, p)
        let size = self.size(child)
        guard childCount(id) > 1 else { return Computed(size: size, sublayouts: place(child)) }
        let overlay = layout(self.child(id, 1), .exact(size), size)
        return Computed(size: size, sublayouts: place(child, at: .zero, overlay, at: .zero))
    }
}
