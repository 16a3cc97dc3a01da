extension LayoutPass {
    /// ASWrapperLayoutSpec (SEMANTICS-SUMMARY.md §3.10): every child at (0,0) in the
    /// spec's range; the size is the largest child, at least the min, and
    /// not clamped to the max.
    func layoutWrapper(_ id: Int, _ r: SizeRange) -> Computed {
        var size = r.min
        var subs: [Layout] = []
        for k in 0..<childCount(id) {
            let l = layout(child(id, k), r, r.max)
            size.width = cMax(size.width, l.size.width)
            size.height = cMax(size.height, l.size.height)
            subs.append(l)
        }
        return Computed(size: size, sublayouts: subs)
    }
}
