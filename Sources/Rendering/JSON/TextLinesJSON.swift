import LayoutEngine

/// The `"lines"` of a text-bearing element in the JSON (LANGUAGE.md, "Text
/// as a device sets it"): each laid-out line's text, its x offset inside the
/// element's frame (alignment and container inset applied) and its width,
/// after truncation. A button's lines are its title's, offset by where the
/// title sits in the button.
enum TextLinesJSON {
    struct Line {
        var text: String
        var x: Double
        var width: Double
    }

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

    static func lines(of id: ElementID, in result: LayoutResult, frame: Rect, titles: [Int: ElementID]) -> [Line]? {
        switch result.elements[id].kind {
        case .text, .editableText:
            guard let text = result.text(of: id) else { return [] }
            return text.placedLines(inWidth: frame.width).enumerated().map {
                Line(text: text.lines[$0.offset].text, x: $0.element.x, width: $0.element.width)
            }
        case .button:
            guard let title = titles[id.rawValue], let text = result.text(of: title),
                  let titleFrame = result.frames()[title.rawValue] else { return [] }
            let dx = titleFrame.minX - frame.minX
            return text.placedLines(inWidth: titleFrame.width).enumerated().map {
                Line(text: text.lines[$0.offset].text, x: dx + $0.element.x, width: $0.element.width)
            }
        default:
            return nil
        }
    }

    static func write(_ lines: [Line], to w: inout Writer) {
        w.plainKey("lines")
        if lines.isEmpty {
            w.literal("[]")
        } else {
            w.open("[")
            for (i, line) in lines.enumerated() {
                w.open("{")
                w.plainKey("text"); w.string(line.text); w.comma()
                w.plainKey("x"); w.number(line.x); w.comma()
                w.plainKey("width"); w.number(line.width)
                w.close("}")
                if i + 1 < lines.count { w.comma() }
            }
            w.close("]")
        }
        w.comma()
    }
}
