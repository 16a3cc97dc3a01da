extension LayoutPass {
    /// ASRelativeLayoutSpec, and ASCenterLayoutSpec through it (SEMANTICS-SUMMARY.md
    /// §3.5, §3.6). By default the spec is as large as its max when that is
    /// known; an axis positioned `none` forces the child to the spec's min.
    func layoutRelative(_ id: Int, _ spec: RelativeLayoutSpec, _ r: SizeRange) -> Computed {
        guard childCount(id) > 0 else { return Computed(size: r.min) }
        let pc = knownMax(r)
        let childMin = Size(spec.horizontalPosition != .none ? 0 : r.min.width,
                            spec.verticalPosition != .none ? 0 : r.min.height)
        let ref = layout(self.child(id, 0), SizeRange(min: childMin, max: r.max), pc)
        let child = measured[ref]
        var size = r.clamp(Size(pc.width.isFinite ? pc.width : child.size.width,
                                pc.height.isFinite ? pc.height : child.size.height))
        if spec.sizingOption.minimumWidth {
            size.width = cMax(r.min.width, cMin(r.max.width, cMin(size.width, child.size.width)))
        }
        if spec.sizingOption.minimumHeight {
            size.height = cMax(r.min.height, cMin(r.max.height, cMin(size.height, child.size.height)))
        }
        let x = grid.round((size.width - child.size.width) * spec.horizontalPosition.factor)
        let y = grid.round((size.height - child.size.height) * spec.verticalPosition.factor)
        return Computed(size: size, sublayouts: place(ref, at: Point(x, y)))
    }
}
