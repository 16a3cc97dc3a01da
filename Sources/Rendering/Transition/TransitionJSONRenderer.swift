import LayoutEngine

/// LANGUAGE.md's transition JSON, exactly:
///
///     { "from": {"size": {"width": 375, "height": 120}},
///       "to":   {"size": {"width": 375, "height": 164}},
///       "inserted":  [ {"key", "type", "line", "debugName", "finalFrame"} ],
///       "removed":   [ {"key", "type", "line", "debugName", "initialFrame"} ],
///       "changed":   [ {"key", "type", "line", "debugName", "initialFrame", "finalFrame"} ],
///       "unchanged": 3 }
///
/// pretty-printed like `render`'s JSON (two spaces), frames in its number
/// format, lists in the order `LayoutTransition` gives.
public struct TransitionJSONRenderer: Sendable {
    public var prettyPrinted: Bool

    public init(prettyPrinted: Bool = true) { self.prettyPrinted = prettyPrinted }

    public func render(_ sides: TransitionSides) -> String {
        var w = Writer(pretty: prettyPrinted, maxLevels: 16)
        let t = sides.transition
        w.open("{")
        for (name, side) in [("from", sides.from), ("to", sides.to)] {
            w.key(name); w.open("{")
            w.key("size"); w.open("{")
            w.key("width"); w.number(side.result.size.width); w.comma()
            w.key("height"); w.number(side.result.size.height)
            w.close("}")
            w.close("}"); w.comma()
        }
        for (name, entries) in [("inserted", t.inserted), ("removed", t.removed), ("changed", t.changed)] {
            w.key(name)
            if entries.isEmpty { w.raw("[]") } else {
                w.open("[")
                for (k, entry) in entries.enumerated() {
                    self.entry(entry, side: sides.side(of: entry), into: &w)
                    if k < entries.count - 1 { w.comma() }
                }
                w.close("]")
            }
            w.comma()
        }
        w.key("unchanged"); w.raw(String(t.unchanged))
        w.close("}")
        return w.text
    }

    private func entry(_ e: LayoutTransition.Entry, side: TransitionSides.Side, into w: inout Writer) {
        w.open("{")
        w.key("key"); w.raw(JSONText.quoted(e.key)); w.comma()
        w.key("type"); w.raw(JSONText.quoted(side.type(e.element))); w.comma()
        w.key("line"); w.raw(side.line(e.element).map { String($0) } ?? "null"); w.comma()
        w.key("debugName"); w.raw(side.result.elements[e.element].debugName.map(JSONText.quoted) ?? "null")
        for (name, frame) in [("initialFrame", e.initialFrame), ("finalFrame", e.finalFrame)] {
            guard let frame else { continue }
            w.comma()
            w.key(name); w.open("{")
            w.key("x"); w.number(frame.x); w.comma()
            w.key("y"); w.number(frame.y); w.comma()
            w.key("width"); w.number(frame.width); w.comma()
            w.key("height"); w.number(frame.height)
            w.close("}")
        }
        w.close("}")
    }
}
