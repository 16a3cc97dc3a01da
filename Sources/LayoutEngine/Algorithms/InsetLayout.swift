extension LayoutPass {
    /// ASInsetLayoutSpec (SEMANTICS-SUMMARY.md §3.2). An infinite inset lets the child
    /// take its intrinsic size on that axis and aligns it against the *max*
    /// of the constrained range. Quirk (§1.4): the parent size passed down is
    /// `MAX(0, P − insets)`, so an undefined (NaN) parent length becomes 0.
    func layoutInset(_ id: Int, _ spec: InsetLayoutSpec, _ c: SizeRange, _ p: Size) -> Computed {
        guard childCount(id) > 0 else { return Computed(size: c.min) }
        let i = spec.insets
        func fin(_ x: Double) -> Double { x.isFinite ? x : 0 }
        let ix = fin(i.left) + fin(i.right), iy = fin(i.top) + fin(i.bottom)
        let minW = (i.left.isInfinite || i.right.isInfinite) ? 0 : c.min.width
        let minH = (i.top.isInfinite || i.bottom.isInfinite) ? 0 : c.min.height
        let childRange = SizeRange(
            min: Size(cMax(0, minW - ix), cMax(0, minH - iy)),
            max: Size(cMax(0, c.max.width - ix), cMax(0, c.max.height - iy)))
        let parent = Size(cMax(0, p.width - ix), cMax(0, p.height - iy))
        let ref = layout(self.child(id, 0), childRange, parent)
        let child = measured[ref]

        var width = child.size.width + i.left + i.right
        if width.isInfinite { width = c.max.width }
        var height = child.size.height + i.top + i.bottom
        if height.isInfinite { height = c.max.height }
        let size = c.clamp(Size(width, height))

        let x = insetOffset(near: i.left, far: i.right, max: c.max.width, child: child.size.width)
        let y = insetOffset(near: i.top, far: i.bottom, max: c.max.height, child: child.size.height)
        return Computed(size: size, sublayouts: place(ref, at: Point(x, y)))
    }

    private func insetOffset(near: Double, far: Double, max: Double, child: Double) -> Double {
        if near.isFinite { return near }
        if far.isFinite { return max - (far + child) }
        return max - (grid.round((max - child) / 2) + child)
    }
}
