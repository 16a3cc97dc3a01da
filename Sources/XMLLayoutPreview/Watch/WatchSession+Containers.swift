import LayoutEngine

/// Scrolling a container of the layout (LANGUAGE.md "Containers"): in
/// inspect mode, with the inspected element a container or inside one, the
/// scroll keys move that container's content instead of the picture;
/// a pager's ← and → turn a page. A scroll repaints only: the result's
/// frames move (`LayoutResult.scrolling`), nothing is laid out again.
extension WatchSession {
    /// The container the keys scroll: the inspected element when it is one,
    /// else the innermost container around it.
    var scrolledContainer: ElementID? {
        guard view.inspecting, let g = good, let id = view.selection, id.rawValue < g.result.elements.count else { return nil }
        if g.result.viewports[id.rawValue] != nil { return id }
        return g.result.enclosingContainers(of: id).first { g.result.viewports[$0.rawValue] != nil }
    }

    /// Runs a scroll command on `scrolledContainer`; false when there is none
    /// (the picture scrolls as usual).
    func scrollContainer(for command: WatchCommand) -> Bool {
        guard let c = scrolledContainer else { return false }
        return scrollContainer(c, for: command)
    }

    /// Runs a scroll command on container `c`.
    func scrollContainer(_ c: ElementID, for command: WatchCommand) -> Bool {
        guard view.panel == nil, var g = good, let v = g.result.viewports[c.rawValue],
              let frame = g.result.frames()[c.rawValue] else { return false }
        let isPager: Bool = if case .container(let node) = g.result.elements[c].kind { node.kind == .pager } else { false }
        let pointsPerColumn = g.renderer.options.zoom ?? 1
        var offset = v.contentOffset
        switch command {
        case .scroll(let dy, let dx):
            if isPager, dx != 0 {
                offset.x = (offset.x / max(1, frame.width)).rounded() * frame.width + (dx > 0 ? frame.width : -frame.width)
            } else {
                offset.y += Double(dy) * 2 * pointsPerColumn
                offset.x += Double(dx) * pointsPerColumn
            }
        case .page(let n):
            if isPager { offset.x += Double(n) * frame.width } else { offset.y += Double(n) * frame.height }
        case .top: offset = .zero
        case .bottom: offset = Point(v.contentSize.width, v.contentSize.height)
        default: return false
        }
        guard let scrolled = g.result.scrolling(c, to: offset) else { return false }
        g.result = scrolled
        if let key = g.keys.flatMap({ c.rawValue < $0.count ? $0[c.rawValue] : nil }) {
            view.containerOffsets[key] = scrolled.viewports[c.rawValue]?.contentOffset
        }
        draw(&g)
        good = g
        return true
    }

    /// The wheel over the picture: the innermost container under the
    /// pointer scrolls (a pager turns a page sideways); false when the
    /// pointer is over no container, or it is no wheel (the picture scrolls).
    func scrollContainer(under m: MouseEvent) -> Bool {
        let (dy, dx): (Int, Int)
        switch m.kind {
        case .wheelUp: (dy, dx) = (-WatchKeys.wheelRows, 0)
        case .wheelDown: (dy, dx) = (WatchKeys.wheelRows, 0)
        case .wheelLeft: (dy, dx) = (0, -WatchKeys.sideColumns)
        case .wheelRight: (dy, dx) = (0, WatchKeys.sideColumns)
        default: return false
        }
        guard view.panel == nil, let g = good, let geometry = g.geometry, m.row < screen.previewRows,
              let id = geometry.element(atColumn: view.viewport.left + m.column, row: view.viewport.top + m.row,
                                        in: g.result) else { return false }
        let container = g.result.viewports[id.rawValue] != nil ? id
            : g.result.enclosingContainers(of: id).first { g.result.viewports[$0.rawValue] != nil }
        guard let container else { return false }
        syncViewport()
        guard scrollContainer(container, for: .scroll(rows: dy, columns: dx)) else { return false }
        view.keyContainer = key(of: container)
        syncViewport()
        drawEnough()
        return true
    }

    /// After a save or a state step: each container scrolled before is
    /// scrolled to where it was (clamped to its new content), found by its
    /// identity key.
    func restoreContainerOffsets() {
        guard !view.containerOffsets.isEmpty, var g = good, let keys = g.keys else { return }
        var moved = false
        for (i, key) in keys.enumerated() {
            guard let offset = view.containerOffsets[key], g.result.viewports[i] != nil,
                  let scrolled = g.result.scrolling(ElementID(i), to: offset) else { continue }
            g.result = scrolled
            moved = true
        }
        guard moved else { return }
        draw(&g)
        good = g
    }

    /// The status line's note: which container scrolls, and where
    /// (`table 0,120 of 375×900`): the inspected one, else the one the keys
    /// last scrolled.
    var containerScrollNote: String? {
        guard let c = scrolledContainer ?? keyScrolledContainer, let g = good, let v = g.result.viewports[c.rawValue] else { return nil }
        let name = g.result.elements[c].debugName.map { "\(g.result.elements[c].typeName) \"\($0)\"" }
            ?? g.result.elements[c].typeName
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        return "\(name) at \(n(v.contentOffset.x)),\(n(v.contentOffset.y)) of \(n(v.contentSize.width))×\(n(v.contentSize.height))"
    }

    // MARK: The scroll keys outside inspect mode

    private func key(of id: ElementID) -> String? {
        good?.keys.flatMap { id.rawValue < $0.count ? $0[id.rawValue] : nil }
    }

    /// The container the keys scrolled last, when it is still in the layout.
    private var keyScrolledContainer: ElementID? {
        guard !view.inspecting, let wanted = view.keyContainer, let keys = good?.keys,
              let i = keys.firstIndex(of: wanted), good?.result.viewports[i] != nil else { return nil }
        return ElementID(i)
    }

    /// Outside inspect mode the scroll keys move a container, as a finger
    /// would on the device: the one the wheel or the keys last scrolled when
    /// it is on screen, else the first on screen (in tree order) whose
    /// content overflows along the keys' axis (a pager's pages for ← →,
    /// PgUp, PgDn). At its end, where the keys move nothing, they pan the
    /// picture, as nested scroll views chain: panning stays reachable, and
    /// a layout without containers pans as before. False when the picture pans.
    func scrollKeyContainer(for command: WatchCommand) -> Bool {
        guard !view.inspecting, view.panel == nil, let g = good, let geometry = g.geometry else { return false }
        let vertical: Bool
        switch command {
        case .scroll(let dy, let dx):
            guard dy != 0 || dx != 0 else { return false }
            vertical = dy != 0
        case .page, .top, .bottom: vertical = true
        default: return false
        }
        let frames = g.result.frames()
        func onScreen(_ id: Int) -> Bool {
            guard let c = geometry.cells(of: ElementID(id)) else { return false }
            let v = view.viewport
            return c.row < v.top + v.rows && c.row + max(1, c.height) > v.top
                && c.column < v.left + v.columns && c.column + max(1, c.width) > v.left
        }
        func overflows(_ id: Int) -> Bool {
            guard let v = g.result.viewports[id], let f = frames[id] else { return false }
            let isPager: Bool = if case .container(let n) = g.result.elements[ElementID(id)].kind { n.kind == .pager } else { false }
            if isPager, case .scroll = command, vertical { return false }
            return vertical && !isPager ? v.contentSize.height > f.height + 0.01 : v.contentSize.width > f.width + 0.01
        }
        let candidates = ([keyScrolledContainer?.rawValue].compactMap { $0 } + g.result.viewports.keys.sorted())
            .filter { onScreen($0) && overflows($0) }
        guard let c = candidates.first, let before = g.result.viewports[c]?.contentOffset,
              scrollContainer(ElementID(c), for: command), let after = good?.result.viewports[c]?.contentOffset,
              after != before else { return false }
        view.keyContainer = key(of: ElementID(c))
        return true
    }
}
