extension LayoutPass {
    /// ASCornerLayoutSpec (SEMANTICS-SUMMARY.md §3.9): the corner element is centred
    /// on a corner of the child, plus the offset. Wrapping grows the spec to
    /// the union of both frames and shifts them so it starts at (0,0).
    func layoutCorner(_ id: Int, _ spec: CornerLayoutSpec, _ r: SizeRange) -> Computed {
        guard childCount(id) > 0 else { return Computed(size: r.min) }
        let pc = knownMax(r)
        let childRef = layout(self.child(id, 0), r, pc)
        let child = measured[childRef]
        guard childCount(id) > 1 else { return Computed(size: child.size, sublayouts: place(childRef)) }
        let cornerRef = layout(self.child(id, 1), r, pc)
        let corner = measured[cornerRef]
        let (w, h) = (child.size.width, child.size.height)
        let (cw, ch) = (corner.size.width, corner.size.height)
        var origin: Point
        switch spec.location {
        case .topLeft: origin = Point(-cw / 2, -ch / 2)
        case .topRight: origin = Point(w - cw / 2, -ch / 2)
        case .bottomLeft: origin = Point(-cw / 2, h - ch / 2)
        case .bottomRight: origin = Point(w - cw / 2, h - ch / 2)
        }
        origin = origin + spec.offset
        guard spec.wrapsCorner else {
            return Computed(size: child.size, sublayouts: place(childRef, at: .zero, cornerRef, at: origin))
        }
        let childFrame = Rect(origin: .zero, size: child.size)
        let u = childFrame.union(Rect(origin: origin, size: corner.size))
        let shift = Point(-u.x, -u.y)
        return Computed(size: r.clamp(u.size), sublayouts: place(childRef, at: shift, cornerRef, at: origin + shift))
    }
}
