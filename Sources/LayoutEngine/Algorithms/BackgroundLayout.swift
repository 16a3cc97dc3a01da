extension LayoutPass {
    /// ASBackgroundLayoutSpec (SEMANTICS-SUMMARY.md §3.4): the first child sizes the
    /// spec; the background gets exactly that size but the spec's own parent
    /// size (not the child's). Sublayouts are in painting order: background
    /// first.
    func layoutBackground(_ id: Int, _ c: SizeRange, _ p: Size) -> Computed {
        guard childCount(id) > 0 else { return Computed(size: c.min) }
        let child = layout(self.child(id, 0), c, p)
        let size = self.size(child)
        guard childCount(id) > 1 else { return Computed(size: size, sublayouts: place(child)) }
        let background = layout(self.child(id, 1), .exact(size), p)
        return Computed(size: size, sublayouts: place(background, at: .zero, child, at: .zero))
    }
}
