import LayoutEngine

/// The transition as a readable list:
///
///     375 × 120 → 375 × 164
///     + editableText "age" [ageField] line 9: 0,44,375,44
///     - editableText "name" [nameField] line 7: 0,0,375,44
///     ~ button "next" [signup.xml:11:7] line 11: 0,44,375,44 → 0,88,375,44
///     1 changed · 1 inserted · 1 removed · 3 unchanged
///
/// inserted first (document order of the new layout), then removed (of the
/// old one), then changed; a debugName in quotes when there is one, the key
/// in brackets.
public struct TransitionTreeRenderer: Sendable {
    public init() {}

    public func render(_ sides: TransitionSides) -> String {
        let t = sides.transition
        var lines = ["\(size(sides.from.result.size)) → \(size(sides.to.result.size))"]
        for e in t.inserted { lines.append("+ " + describe(e, sides.to) + ": " + NumberFormat.frame(e.finalFrame!)) }
        for e in t.removed { lines.append("- " + describe(e, sides.from) + ": " + NumberFormat.frame(e.initialFrame!)) }
        for e in t.changed {
            lines.append("~ " + describe(e, sides.to) + ": " + NumberFormat.frame(e.initialFrame!) + " → "
                         + NumberFormat.frame(e.finalFrame!))
        }
        lines.append(sides.summary + " · \(t.unchanged) unchanged")
        return lines.joined(separator: "\n")
    }

    private func size(_ s: Size) -> String { "\(NumberFormat.string(s.width)) × \(NumberFormat.string(s.height))" }

    private func describe(_ e: LayoutTransition.Entry, _ side: TransitionSides.Side) -> String {
        var out = side.type(e.element)
        if let name = side.result.elements[e.element].debugName { out += " " + JSONText.quoted(name) }
        out += " [" + e.key + "]"
        if let line = side.line(e.element) { out += " line \(line)" }
        return out
    }
}
