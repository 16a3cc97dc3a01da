import LayoutEngine

extension LayoutDocument {
    /// `outside-root`: one warning for the root, at the first document node
    /// that lies (partly) outside it (Texture draws it anyway: it does not
    /// clip, but a cell or screen showing the root cuts it), saying how far
    /// out it reaches on each side and how many other nodes are out too (a
    /// 10,000-row stack under a fixed-height root is one warning, not
    /// 10,000). Synthetic parts (a button's title and image) are left to
    /// their button, and a node whose parent is out is not counted again.
    func outsideRootDiagnostics(for result: LayoutResult, file: String) -> [Diagnostic] {
        let frames = result.frames()
        let w = result.size.width, h = result.size.height
        guard w.isFinite, h.isFinite else { return [] }
        let tolerance = 0.01
        var reported = Set<Int>()
        var out: [Diagnostic] = []
        var others = 0
        for i in 0..<result.elements.documentCount {
            // The frame first, in plain comparisons: only an element that
            // sticks out needs its record (hundreds of bytes) and a message.
            guard let f = frames[i], f.width > 0 || f.height > 0,
                  f.minX.isFinite, f.minY.isFinite, f.maxX.isFinite, f.maxY.isFinite,
                  -f.minY > tolerance || -f.minX > tolerance || f.maxY - h > tolerance || f.maxX - w > tolerance
            else { continue }
            guard result.elements.isNode(ElementID(i)) else { continue }
            // A container's content is clipped to its viewport (SEMANTICS.md §7.5).
            guard result.viewports.isEmpty || result.enclosingContainers(of: ElementID(i)).isEmpty else { continue }
            let sides = [("above", -f.minY), ("left", -f.minX), ("below", f.maxY - h), ("right", f.maxX - w)]
                .filter { $0.1 > tolerance }
            reported.insert(i)
            if let p = nearestNodeAncestor(of: ElementID(i), in: result.elements), reported.contains(p.rawValue) { continue }
            if !out.isEmpty {
                others += 1
                continue
            }
            let r = result.elements[ElementID(i)]
            let how = sides.map { "\(formatPoints($0.1)) pt \($0.0)" }.joined(separator: ", ")
            let name = r.debugName.map { " '\($0)'" } ?? ""
            out.append(.warning("<\(r.typeName)>\(name) lies outside its root (\(how)); Texture draws it, "
                                + "but a screen showing the root cuts it",
                                id: .outsideRoot, at: sourceMap.location(of: ElementID(i)),
                                range: sourceMap.location(of: ElementID(i)).map {
                                    SourceRange(start: $0, length: 1 + r.typeName.unicodeScalars.count) // `<name`
                                },
                                file: file,
                                hint: "previews show it with the root's bounds dashed"))
        }
        if others > 0 {
            out[0].notes.append(Diagnostic.Note(
                message: "and \(others) other element\(others == 1 ? "" : "s") outside the root (this is the first)"))
        }
        return out
    }

    private func nearestNodeAncestor(of id: ElementID, in elements: ElementTable) -> ElementID? {
        var p = elements.parent(of: id)
        while let q = p, !elements.isNode(q) { p = elements.parent(of: q) }
        return p
    }
}
