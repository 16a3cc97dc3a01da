import LayoutEngine
import XMLLayout

/// The view commands: scrolling, zoom, panels and inspect mode. Each ends
/// with `syncViewport`, so the scroll position always fits the picture and
/// the room the panel leaves.
extension WatchSession {
    /// Runs a key's command (the loop runs quit, reload, state and redraw itself).
    func perform(_ command: WatchCommand) {
        notice = nil
        syncViewport()
        // Inspecting a container (or what is in one): the keys scroll it.
        if view.inspecting, scrollContainer(for: command) {
            syncViewport()
            return
        }
        // Not inspecting: the keys scroll a container on screen first (WatchSession+Containers.swift).
        if scrollKeyContainer(for: command) {
            syncViewport()
            drawEnough()
            return
        }
        let panelRows = max(1, rows - 1 - screen.previewRows - 1)
        switch command {
        case .scroll(let dy, let dx):
            if view.panel != nil { view.panelTop += dy } else { view.viewport.scroll(rows: dy, columns: dx) }
        case .page(let n):
            if view.panel != nil { view.panelTop += n * panelRows } else { view.viewport.page(n) }
        case .top:
            if view.panel != nil { view.panelTop = 0 } else { view.viewport.home() }
        case .bottom:
            if view.panel != nil { view.panelTop = Int(Int32.max) } else { view.viewport.end() }
        case .fit: setZoom(.fitAll)
        case .fitWidth: setZoom(.fitWidth)
        case .zoomIn, .zoomOut:
            guard let current = good?.renderer.options.zoom else { break }
            var next = view
            next.zoom(in: command == .zoomIn, from: current)
            setZoom(next.zoom)
        case .toggleWarnings: togglePanel(.warnings)
        case .toggleHelp: togglePanel(.keys)
        case .closePanel:
            if view.panel != nil { view.panel = nil } else { view.inspecting = false }
        case .toggleInspect:
            guard canInspect else { break }
            view.inspecting.toggle()
            if view.inspecting { select(view.selection ?? ElementID(0)) }
        case .selectNext, .selectPrevious:
            guard canInspect, let g = good, g.result.elements.documentCount > 0 else { break }
            let count = g.result.elements.documentCount
            let current = view.selection?.rawValue ?? (command == .selectNext ? -1 : count)
            select(ElementID(((current + (command == .selectNext ? 1 : -1)) % count + count) % count))
        case .select(let column, let row):
            guard canInspect, let g = good, let geometry = g.geometry, row < screen.previewRows,
                  let id = geometry.element(atColumn: view.viewport.left + column, row: view.viewport.top + row,
                                            in: g.result) else { break }
            view.inspecting = true
            select(id, reveal: false) // it is on screen: where it was clicked
        case .quit, .reload, .nextState, .redraw, .none: break
        }
        syncViewport()
        drawEnough()
    }

    /// Inspect needs one layout (a sheet of devices has several).
    var canInspect: Bool { configuration.devices.isEmpty && good != nil }

    /// Fits the viewport to the picture and the room the panels leave (the
    /// offset is kept where it still fits), and clamps the panel's scroll.
    func syncViewport() {
        let screen = self.screen
        view.viewport.resize(contentRows: good?.pictureRows ?? 0, contentColumns: good?.pictureColumns ?? 0,
                             rows: screen.previewRows, columns: columns)
        if let panel = screen.panel {
            let bodyRows = max(0, screen.panelLines(maxHeight: rows - 1).count - 1)
            view.panelTop = min(max(0, view.panelTop), max(0, panel.lines.count - bodyRows))
        }
    }

    /// Points per column for `result` under the view's zoom; fitting uses
    /// the renderer's own rule (`RootSize.fitZoom`), as `render` does.
    /// Never so small that the picture would pass the limits of
    /// `maxPictureColumns` × `maxPictureRows` cells: the whole layout can
    /// always be scrolled to, and drawing stays bounded.
    func pointsPerColumn(for result: LayoutResult) -> Double {
        Self.pointsPerColumn(for: result, settings: drawSettings)
    }

    static func pointsPerColumn(for result: LayoutResult, settings: DrawSettings) -> Double {
        pointsPerColumn(bounds: PictureGeometry.bounds(of: result), settings: settings)
    }

    static func pointsPerColumn(bounds: Rect, settings: DrawSettings) -> Double {
        let floor = max(bounds.width / Double(Self.maxPictureColumns - 1),
                        bounds.height / (2 * Double(Self.maxPictureRows - 1)))
        switch settings.zoom {
        case .points(let p): return max(p, floor)
        case .fitWidth, .fitAll:
            let fitRows = settings.zoom == .fitAll ? max(1, settings.fitRows) : nil
            return max(floor, RootSize.fitZoom(for: bounds.size, columns: settings.columns, rows: fitRows))
        }
    }

    /// A new scale; the scroll position keeps its place in the picture.
    private func setZoom(_ zoom: WatchView.Zoom) {
        let old = view.viewport
        view.zoom = zoom
        redraw()
        syncViewport()
        func scaled(_ v: Int, _ from: Int, _ to: Int) -> Int {
            from > 0 ? Int((Double(v) / Double(from) * Double(to)).rounded()) : 0
        }
        view.viewport.move(top: scaled(old.top, old.contentRows, view.viewport.contentRows),
                           left: scaled(old.left, old.contentColumns, view.viewport.contentColumns))
        if view.inspecting, let id = view.selection { reveal(id) }
    }

    private func togglePanel(_ panel: WatchView.Panel) {
        view.panel = view.panel == panel ? nil : panel
        view.panelTop = 0
        if view.zoom == .fitAll { redraw() } // the room for the picture changed
    }

    /// Inspects `id`, remembers how to find it again, and scrolls it into view.
    func select(_ id: ElementID, reveal revealing: Bool = true) {
        guard let g = good, id.rawValue < g.result.elements.documentCount else { return }
        view.selection = id
        view.selectionKey = g.keys.flatMap { id.rawValue < $0.count ? $0[id.rawValue] : nil }
        view.selectionPath = InspectPanel.indexPath(of: id, in: g.result.elements)
        syncViewport()
        if revealing { reveal(id) }
    }

    private func reveal(_ id: ElementID) {
        guard let cells = good?.geometry?.cells(of: id) else { return }
        view.viewport.reveal(row: cells.row, column: cells.column, height: cells.height, width: cells.width)
    }

    /// After a reload: the element inspected before, by its key, else at
    /// its index path (or as near as the new tree allows).
    func followSelection() {
        guard view.selection != nil, let g = good else { return }
        var found: ElementID?
        if let key = view.selectionKey, let i = g.keys?.firstIndex(of: key) { found = ElementID(i) }
        found = found ?? InspectPanel.element(at: view.selectionPath, in: g.result.elements)
        view.selection = found
        if let found {
            view.selectionKey = g.keys.flatMap { found.rawValue < $0.count ? $0[found.rawValue] : nil }
            view.selectionPath = InspectPanel.indexPath(of: found, in: g.result.elements)
        }
    }

    /// The panel on screen: one the user opened, else (with no errors to
    /// show) the inspected element's.
    var panel: WatchScreen.Panel? {
        switch view.panel {
        case .warnings:
            let warnings = good?.warnings ?? []
            let title = warnings.isEmpty ? "no warnings" : warnings.count == 1 ? "1 warning" : "\(warnings.count) warnings"
            return WatchScreen.Panel(title: title + "  (w or Esc closes)",
                                     lines: Self.warningLines(warnings, columns: columns), top: view.panelTop)
        case .keys:
            return WatchScreen.Panel(title: "keys  (? or Esc closes)", lines: WatchKeys.help, top: view.panelTop)
        case nil:
            guard problems.isEmpty, view.inspecting, let g = good, let id = view.selection else { return nil }
            return WatchScreen.Panel(
                title: "inspect \(id.rawValue + 1)/\(g.result.elements.documentCount)  (Tab, Shift-Tab or click selects; Esc leaves)",
                lines: InspectPanel.lines(of: id, in: g.result, document: g.document), share: 0.5)
        }
    }

    /// The warnings panel: each warning's headline and hint, wrapped to the
    /// screen (a long message keeps its end and its hint).
    static func warningLines(_ warnings: [Diagnostic], columns: Int) -> [String] {
        warnings.flatMap { w in
            ScreenText.wrap(DiagnosticFormatter.headline(w), columns: columns)
                + (w.hint.map { ScreenText.wrap("  hint: " + $0, columns: columns) } ?? [])
        }
    }

    /// `inspect 3/12` while inspecting; else where the container the keys
    /// scroll is, once they have scrolled one.
    var inspectStatus: String? {
        guard view.inspecting else { return containerScrollNote.map { "scroll " + $0 } }
        guard let id = view.selection, let g = good else { return nil }
        let inspect = "inspect \(id.rawValue + 1)/\(g.result.elements.documentCount)"
        return containerScrollNote.map { inspect + "  scroll " + $0 } ?? inspect
    }
}
