extension LayoutPass {
    /// ASWrapperLayoutSpec (SEMANTICS-SUMMARY.md §3.10): every child at (0,0) in the
    /// spec's range; the size is the largest child, at least the min, and
    /// not clamped to the max.
    func layoutWrapper(_ id: Int, _ r: SizeRange) -> Computed {
        var size = r.min
        // Placed after all are measured, so that they are contiguous.
        var subs: [Placed] = []
        for k in 0..<childCount(id) {
            let l = layout(child(id, k), r, r.max)
            size.width = cMax(size.width, self.size(l).width)
            size.height = cMax(size.height, self.size(l).height)
            subs.append(Placed(layout: Int32(truncatingIfNeeded: l), position: .zero))
        }
        return Computed(size: size, sublayouts: place(subs))
    }
}
