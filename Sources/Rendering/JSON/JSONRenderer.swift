import LayoutEngine

/// LANGUAGE.md's JSON output, exactly:
///
///     {
///       "size": {
///         "width": 375,
///         "height": 44
///       },
///       "root": {
///         "type": "inset",
///         "line": 3,
///         "debugName": null,
///         "frame": {
///           "x": 0,
///           …
///         },
///         "children": [
///           …
///         ]
///       }
///     }
///
/// Every document element appears once, in document order (synthetic button
/// parts never), with its element name, source line, debugName and frame
/// relative to the root as drawn (`LayoutResult.documentFrames()`).
///
/// The serializer is written by hand rather than with `JSONEncoder` because
/// the key order (size, root; type, line, debugName, frame, children) and the
/// number format (`NumberFormat`: `375`, `20.5`, `0.3333`, never NaN) must be
/// stable across platforms. The walk is iterative, so any nesting depth works.
public struct JSONRenderer {
    /// The source line of an element (1-based), or nil when unknown (`null`).
    public var line: (ElementID) -> Int?
    /// Pretty-printed with 2-space indentation (the default); false gives one line.
    public var prettyPrinted: Bool
    /// Pretty-printing indents at most this many levels; deeper levels keep the
    /// same indentation, so a chain nested thousands of levels deep stays
    /// linear in size. The JSON is the same value either way.
    public var maxIndentLevels: Int

    /// `line(id)` for each element; return nil where the line is unknown.
    public init(prettyPrinted: Bool = true, maxIndentLevels: Int = 200, line: @escaping (ElementID) -> Int? = { _ in nil }) {
        self.line = line
        self.prettyPrinted = prettyPrinted
        self.maxIndentLevels = Swift.max(0, maxIndentLevels)
    }

    /// Lines indexed by `ElementID.rawValue`; an index past the end is `null`.
    public init(lines: [Int?], prettyPrinted: Bool = true) {
        self.init(prettyPrinted: prettyPrinted) { id in id.rawValue < lines.count ? lines[id.rawValue] : nil }
    }

    /// Lines indexed by `ElementID.rawValue`; an index past the end is `null`.
    public init(lines: [Int], prettyPrinted: Bool = true) {
        self.init(lines: lines.map(Optional.some), prettyPrinted: prettyPrinted)
    }

    public func render(_ result: LayoutResult) -> String {
        var w = Writer(pretty: prettyPrinted, maxLevels: maxIndentLevels)
        let frames = result.documentFrames()
        w.open("{")
        w.key("size"); w.open("{")
        w.key("width"); w.number(result.size.width); w.comma()
        w.key("height"); w.number(result.size.height)
        w.close("}"); w.comma()
        w.key("root")
        guard result.elements.documentCount > 0 else {
            w.raw("null"); w.close("}")
            return w.text
        }
        // An explicit stack of "things still to write" keeps deep trees off
        // the call stack: an element, or the end of an element's object.
        enum Task { case element(ElementID, isLast: Bool), close(isLast: Bool) }
        var tasks: [Task] = [.element(ElementID(0), isLast: true)]
        while let task = tasks.popLast() {
            switch task {
            case .element(let id, let isLast):
                let record = result.elements[id]
                let frame = frames[id.rawValue]
                w.open("{")
                w.key("type"); w.raw(JSONText.quoted(record.typeName)); w.comma()
                w.key("line"); w.raw(line(id).map { String($0) } ?? "null"); w.comma()
                w.key("debugName"); w.raw(record.debugName.map(JSONText.quoted) ?? "null"); w.comma()
                w.key("frame"); w.open("{")
                w.key("x"); w.number(frame.x); w.comma()
                w.key("y"); w.number(frame.y); w.comma()
                w.key("width"); w.number(frame.width); w.comma()
                w.key("height"); w.number(frame.height)
                w.close("}"); w.comma()
                w.key("children")
                let kids = DocumentOrder.documentChildren(of: id, in: result.elements)
                if kids.isEmpty {
                    w.raw("[]")
                    w.close("}")
                    if !isLast { w.comma() }
                    continue
                }
                w.open("[")
                tasks.append(.close(isLast: isLast))
                for (k, child) in kids.enumerated().reversed() {
                    tasks.append(.element(child, isLast: k == kids.count - 1))
                }
            case .close(let isLast):
                w.close("]")
                w.close("}")
                if !isLast { w.comma() }
            }
        }
        w.close("}")
        return w.text
    }
}
