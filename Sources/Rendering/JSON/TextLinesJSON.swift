import LayoutEngine

/// The `"lines"` of a text-bearing element in the JSON (LANGUAGE.md, "Text
/// as a device sets it"): each laid-out line's text, its x offset inside the
/// element's frame (alignment and container inset applied) and its width,
/// after truncation. A button's lines are its title's, offset by where the
/// title sits in the button.
enum TextLinesJSON {
    /// Each button (by id) with its title's element id.
    static func buttonTitles(_ result: LayoutResult) -> [Int: ElementID] {
        let elements = result.elements
        var titles: [Int: ElementID] = [:]
        for i in elements.documentCount..<elements.count {
            let id = ElementID(i)
            guard case .text = elements[id].kind else { continue }
            var owner = elements.parent(of: id)
            while let o = owner, o.rawValue >= elements.documentCount { owner = elements.parent(of: o) }
            if let o = owner, case .button = elements[o].kind { titles[o.rawValue] = id }
        }
        return titles
    }

    /// Writes element `id`'s `"lines"` (none for an element without text),
    /// straight from its layout.
    static func write(of id: ElementID, in result: LayoutResult, frame: Rect, titles: [Int: ElementID],
                      to w: inout Writer) {
        var text: TextLayout?, width = frame.width, dx: Double?
        switch result.elements[id].kind {
        case .text, .editableText:
            text = result.text(of: id)
        case .button:
            if let title = titles[id.rawValue], let t = result.text(of: title),
               let titleFrame = result.frames()[title.rawValue] {
                text = t
                width = titleFrame.width
                dx = titleFrame.minX - frame.minX
            }
        default:
            return
        }
        w.plainKey("lines")
        guard let text, !text.lines.isEmpty else {
            w.literal("[]")
            w.comma()
            return
        }
        w.open("[")
        for i in text.lines.indices {
            let placed = text.placedLine(i, inWidth: width)
            w.open("{")
            w.plainKey("text"); w.string(text.lines[i].text); w.comma()
            w.plainKey("x"); w.number(dx.map { $0 + placed.x } ?? placed.x); w.comma()
            w.plainKey("width"); w.number(placed.width)
            w.close("}")
            if i + 1 < text.lines.count { w.comma() }
        }
        w.close("]")
        w.comma()
    }
}
