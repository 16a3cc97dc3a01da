import LayoutEngine
import TextSupport

/// One SVG picture that plays the transition in a browser: every node of the
/// new layout and every removed node of the old one as a rectangle, and SMIL
/// `<animate>` elements on x, y, width, height (changed nodes, from their
/// initial to their final frame) and opacity (inserted nodes fade in,
/// removed ones fade out), eased like Core Animation's ease-in-out, held at
/// the end for a moment, and looping.
///
/// Each animated attribute's `values` are exactly the JSON's frames, in
/// render's number format, so a test (or a person) can read them off.
public struct TransitionSVGRenderer: Sendable {
    /// The motion's length, in milliseconds.
    public var durationMilliseconds: Int
    /// How long the final layout stays before the loop starts again.
    public var holdMilliseconds: Int
    /// Specs as dashed outlines (`--all`).
    public var includeSpecs: Bool

    public init(durationMilliseconds: Int = 300, holdMilliseconds: Int = 1200, includeSpecs: Bool = false) {
        self.durationMilliseconds = Swift.max(1, durationMilliseconds)
        self.holdMilliseconds = Swift.max(0, holdMilliseconds)
        self.includeSpecs = includeSpecs
    }

    public func render(_ sides: TransitionSides) -> String {
        let t = sides.transition
        var entryInTo: [Int: LayoutTransition.Entry] = [:]
        for e in t.inserted + t.changed { entryInTo[e.element.rawValue] = e }
        let items = PaintOrder.items(of: sides.to.result, includeSpecs: includeSpecs)
        let removed = t.removed.map { ($0, sides.from.result.elements[$0.element]) }

        // Nothing clipped: the view box holds both roots and every frame.
        var bounds = Rect(origin: .zero, size: sides.to.result.size).union(Rect(origin: .zero, size: sides.from.result.size))
        for item in items { bounds = bounds.union(item.frame) }
        for e in t.changed + t.removed { if let f = e.initialFrame { bounds = bounds.union(f) } }
        let (bx, by, bw, bh) = (n(bounds.minX), n(bounds.minY), n(bounds.width), n(bounds.height))

        var out = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\#(bw)" height="\#(bh)" viewBox="\#(bx) \#(by) \#(bw) \#(bh)">"#,
            ##"  <rect x="\##(bx)" y="\##(by)" width="\##(bw)" height="\##(bh)" fill="#ffffff"/>"##,
        ]
        for item in items {
            let entry = entryInTo[item.id.rawValue]
            out += shape(frame: item.frame, record: item.record, entry: entry)
        }
        for (entry, record) in removed {
            out += shape(frame: entry.initialFrame!, record: record, entry: entry)
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    private func shape(frame: Rect, record: ElementTable.Record, entry: LayoutTransition.Entry?) -> [String] {
        let isNode = record.kind.isNode
        var paint: String
        if isNode {
            paint = record.presentation.backgroundColor.map(fill) ?? #"fill="none""#
            paint += ##" stroke="#8c959f" stroke-width="0.5""##
        } else {
            paint = ##"fill="none" stroke="#57606a" stroke-width="0.5" stroke-dasharray="2 2""##
        }
        var out = ["  <rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" \(paint)>"]
        if let name = record.debugName { out.append("    <title>\(XMLEscaping.escape(name))</title>") }
        if let entry { out += animations(entry) }
        out.append("  </rect>")
        return out
    }

    private func animations(_ e: LayoutTransition.Entry) -> [String] {
        switch (e.initialFrame, e.finalFrame) {
        case let (a?, b?):
            return [("x", a.x, b.x), ("y", a.y, b.y), ("width", a.width, b.width), ("height", a.height, b.height)]
                .filter { $0.1 != $0.2 }
                .map { animate($0.0, from: n($0.1), to: n($0.2)) }
        case (nil, _?): return [animate("opacity", from: "0", to: "1")]
        case (_?, nil): return [animate("opacity", from: "1", to: "0")]
        case (nil, nil): return []
        }
    }

    /// Motion over the first part of the cycle, eased (0.42 0 0.58 1), then
    /// held at the final value until the cycle ends.
    private func animate(_ attribute: String, from: String, to: String) -> String {
        let total = durationMilliseconds + holdMilliseconds
        let split = n(Double(durationMilliseconds) / Double(total))
        return "    <animate attributeName=\"\(attribute)\" values=\"\(from);\(to);\(to)\" keyTimes=\"0;\(split);1\""
            + " calcMode=\"spline\" keySplines=\"0.42 0 0.58 1;0 0 1 1\" dur=\"\(total)ms\" repeatCount=\"indefinite\"/>"
    }

    private func fill(_ c: Color) -> String {
        let hex = "#" + [c.red, c.green, c.blue].map { v in
            let s = String(v, radix: 16)
            return s.count == 1 ? "0" + s : s
        }.joined()
        return c.alpha == 255 ? "fill=\"\(hex)\"" : "fill=\"\(hex)\" fill-opacity=\"\(n(Double(c.alpha) / 255))\""
    }

    private func n(_ v: Double) -> String { NumberFormat.string(v) }
}
