import LayoutEngine

/// A plain-text tree of every document element with its frame, one line per
/// element in document order (the file's order, not the painting order):
///
///     size 375×44
///     inset 0,0,375,44
///     └─ stack "row" 10,0,355,44
///        ├─ text "user" 10,0,117,20.5
///        └─ text 337.5,0,30.5,20.5
///
/// Each line is `tag ["debugName"] x,y,width,height` with the frame relative
/// to the root's origin as drawn (`LayoutResult.documentFrames()`). It is the
/// non-terminal default output and the easiest thing to diff, so it holds no
/// colour and no trailing spaces.
public struct TreeRenderer: Sendable {
    /// Deeper elements keep at most this many levels of branch guides; the
    /// rest are folded into a `⋯` marker so that a chain nested thousands of
    /// levels deep prints in linear, not quadratic, space.
    public var maxIndentLevels: Int
    /// The id of each element (by `ElementID`), shown as `#id` after its tag.
    public var ids: [String?] = []

    public init(maxIndentLevels: Int = 64) {
        self.maxIndentLevels = Swift.max(1, maxIndentLevels)
    }

    public func render(_ result: LayoutResult) -> String {
        let frames = result.documentFrames()
        var lines = ["size " + NumberFormat.string(result.size.width) + "×" + NumberFormat.string(result.size.height)]
        // `continues[d]`: whether the ancestor at depth d+1 has later siblings,
        // which decides between "│  " and "   " in the guides below it.
        var continues: [Bool] = []
        let visible = result.visibility()
        for entry in DocumentOrder.entries(of: result.elements) {
            let record = result.elements[entry.id]
            var line = ""
            if entry.depth > 0 {
                continues.removeSubrange((entry.depth - 1)...)
                let guides = continues
                let shown = guides.suffix(maxIndentLevels - 1)
                if shown.count < guides.count { line += "⋯ " }
                for c in shown { line += c ? "│  " : "   " }
                line += entry.isLast ? "└─ " : "├─ "
                continues.append(!entry.isLast)
            }
            line += record.typeName
            if entry.id.rawValue < ids.count, let id = ids[entry.id.rawValue] { line += "#" + id }
            if let name = record.debugName { line += " " + Self.quoted(name) }
            line += " " + NumberFormat.frame(frames[entry.id.rawValue])
            line += Self.viewportNote(result, entry.id, visible)
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// A container's content size and offset (`content 320×900 at 0,120`),
    /// and `hidden` for an element that no viewport around it shows
    /// (SEMANTICS.md §7.5); nothing for other elements.
    static func viewportNote(_ result: LayoutResult, _ id: ElementID, _ visible: [Bool?]) -> String {
        var note = ""
        if let v = result.viewports[id.rawValue] {
            note += " content " + NumberFormat.string(v.contentSize.width) + "×" + NumberFormat.string(v.contentSize.height)
                + " at " + NumberFormat.string(v.contentOffset.x) + "," + NumberFormat.string(v.contentOffset.y)
        }
        if id.rawValue < visible.count, visible[id.rawValue] == false { note += " hidden" }
        return note
    }

    /// A debugName in double quotes, escaped as a JSON string, so that one
    /// element is always one line.
    static func quoted(_ s: String) -> String { JSONText.quoted(s) }
}
