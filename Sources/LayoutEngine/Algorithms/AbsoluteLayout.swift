extension LayoutPass {
    /// ASAbsoluteLayoutSpec (SEMANTICS-SUMMARY.md §3.8): each child at its
    /// layoutPosition. Children never receive the spec's min; an auto max is
    /// what is left to the right of / below the position.
    func layoutAbsolute(_ id: Int, _ spec: AbsoluteLayoutSpec, _ r: SizeRange) -> Computed {
        let pa = knownMax(r)
        // Placed after all are measured, so that they are contiguous.
        var subs: [Placed] = []
        let n = childCount(id)
        subs.reserveCapacity(n)
        var extent = r.min
        for k in 0..<n {
            let c = child(id, k)
            let pos = style(c).pointee.layoutPosition
            let auto = SizeRange(min: .zero, max: Size(r.max.width - pos.x, r.max.height - pos.y))
            let range = styleRange(of: c, pa, autoRange: auto, reporting: true)
            let l = layout(c, range, pa)
            let s = self.size(l)
            extent.width = cMax(extent.width, pos.x + s.width)
            extent.height = cMax(extent.height, pos.y + s.height)
            subs.append(Placed(layout: Int32(truncatingIfNeeded: l), position: pos))
        }
        let fit = spec.sizing == .sizeToFit
        let size = Size(fit || pa.width.isNaN ? extent.width : pa.width,
                        fit || pa.height.isNaN ? extent.height : pa.height)
        return Computed(size: r.clamp(size), sublayouts: place(subs))
    }
}
