extension LayoutPass {
    /// ASRatioLayoutSpec (SEMANTICS-SUMMARY.md §3.7): of the sizes derived from the
    /// max width and the max height, the one closest to the ratio wins (the
    /// width-based one on a tie); the child is forced to it. With neither max
    /// known the ratio is not applied.
    func layoutRatio(_ id: Int, _ spec: RatioLayoutSpec, _ r: SizeRange) -> Computed {
        guard childCount(id) > 0 else { return Computed(size: r.min) }
        var options: [Size] = []
        if isValidForSize(r.max.width) {
            options.append(r.clamp(Size(r.max.width, grid.floor(spec.ratio * r.max.width))))
        }
        if isValidForSize(r.max.height) {
            options.append(r.clamp(Size(grid.floor(r.max.height / spec.ratio), r.max.height)))
        }
        let c = self.child(id, 0)
        guard var best = options.first else {
            note(.ratioWithoutKnownMax, id)
            let child = layout(c, r, .undefined)
            return Computed(size: size(child), sublayouts: place(child))
        }
        var bestError = abs(best.height / best.width - spec.ratio)
        for o in options.dropFirst() {
            let e = abs(o.height / o.width - spec.ratio)
            if e < bestError { best = o; bestError = e }
        }
        let child = layout(c, r.intersect(.exact(best)), best)
        return Computed(size: size(child), sublayouts: place(child))
    }
}
