/// What the viewports of a result's containers show (SEMANTICS.md §7.5).
extension LayoutResult {
    /// Whether element `id` is a container (table, collection, pager, scroll).
    public func isContainer(_ id: ElementID) -> Bool {
        elements.records[id.rawValue].kind.tag == .container
    }

    /// The containers element `id` is inside, innermost first.
    public func enclosingContainers(of id: ElementID) -> [ElementID] {
        var out: [ElementID] = []
        var p = elements.parent(of: id)
        while let q = p {
            if isContainer(q) { out.append(q) }
            p = elements.parent(of: q)
        }
        return out
    }

    /// Per element (indexed as `frames()`): nil when no container is around
    /// it; else whether its frame overlaps, with a positive area (touching
    /// edges do not count), the frame of every container it is inside.
    /// Empty when the result has no container.
    public func visibility() -> [Bool?] {
        guard !viewports.isEmpty || elements.records.contains(where: { $0.kind.tag == .container }) else { return [] }
        let frames = self.frames()
        var out = [Bool?](repeating: nil, count: frames.count)
        // Elements come after their parents (document order): each inherits
        // its parent's verdict and the containers it is inside.
        var inside = [[Int]](repeating: [], count: frames.count)
        for i in 0..<frames.count {
            guard let p = elements.parent(of: ElementID(i))?.rawValue else { continue }
            var containers = inside[p]
            if isContainer(ElementID(p)) { containers.append(p) }
            guard !containers.isEmpty else { continue }
            inside[i] = containers
            guard let f = frames[i] else {
                out[i] = false
                continue
            }
            out[i] = out[p] != false && containers.allSatisfy { c in frames[c].map { f.overlapsWithArea($0) } ?? false }
        }
        return out
    }
}

extension Rect {
    /// Overlap with a positive area: touching edges, or a zero-size rect, do not count.
    public func overlapsWithArea(_ other: Rect) -> Bool {
        let w = Swift.min(origin.x + size.width, other.origin.x + other.size.width) - Swift.max(origin.x, other.origin.x)
        let h = Swift.min(origin.y + size.height, other.origin.y + other.size.height) - Swift.max(origin.y, other.origin.y)
        return w > 0 && h > 0
    }
}

extension LayoutResult {
    /// The same layout with container `id` scrolled to `offset` (clamped,
    /// §7.5): its content's frames moved by the change, nothing laid out
    /// again (a scroll repaints only). Nil when `id` is no laid-out container.
    public func scrolling(_ id: ElementID, to offset: Point) -> LayoutResult? {
        guard let v = viewports[id.rawValue], let f = frames()[id.rawValue] else { return nil }
        let clamped = ContainerViewport.clamped(offset, contentSize: v.contentSize, size: f.size)
        let delta = v.contentOffset - clamped
        var frames = self.frames()
        if delta != .zero {
            for i in 0..<frames.count where isInside(ElementID(i), id) {
                if let f = frames[i] { frames[i] = Rect(origin: f.origin + delta, size: f.size) }
            }
        }
        var out = replacingFrames(frames)
        out.viewports[id.rawValue]?.contentOffset = clamped
        return out
    }

    /// Whether `id` lies below `ancestor`.
    private func isInside(_ id: ElementID, _ ancestor: ElementID) -> Bool {
        var p = elements.parent(of: id)
        while let q = p {
            if q == ancestor { return true }
            p = elements.parent(of: q)
        }
        return false
    }
}
