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
    /// Per element (by `ElementID`): the source file when it is not the main
    /// file (`"file"`, version 2), and the id when given (`"id"`).
    public var files: [String?] = []
    public var ids: [String?] = []
    /// Each text-bearing element (text, editable text, button) lists its
    /// laid-out `"lines"` (text, x in the frame, width) after its frame:
    /// text measured with a font (LANGUAGE.md, "Text as a device sets it").
    public var textLines = false

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

    /// More than the output needs (the lines of an element, indented to its
    /// depth, and its names): a buffer that never regrows is never copied,
    /// and the pages a generous reservation leaves untouched cost no memory.
    static func capacity(_ elements: ElementTable, pretty: Bool, maxLevels: Int) -> Int {
        var total = 64
        for i in 0..<elements.documentCount {
            let id = ElementID(i)
            let names = elements.typeName(of: id).utf8.count + (elements.debugName(of: id)?.utf8.count ?? 0)
            total += pretty ? 400 + 40 * Swift.min(elements.depth(of: id) + 2, maxLevels) + names : 220 + names
        }
        return total
    }

    public func render(_ result: LayoutResult) -> String {
        String(decoding: renderBytes(result), as: UTF8.self)
    }

    /// The same JSON as UTF-8 bytes, without a trailing newline.
    public func renderBytes(_ result: LayoutResult) -> [UInt8] {
        var w = Writer(pretty: prettyPrinted, maxLevels: maxIndentLevels,
                       capacity: JSONRenderer.capacity(result.elements, pretty: prettyPrinted, maxLevels: maxIndentLevels))
        write(result, to: &w)
        return w.finish()
    }

    /// The same JSON as UTF-8 bytes (without a trailing newline), handed to
    /// `sink` in pieces of up to 64 KB as they are made: the whole text, tens
    /// of megabytes for 100,000 elements, is never in memory at once. The
    /// pieces are only valid during each call.
    public func render(_ result: LayoutResult, into sink: (UnsafeRawBufferPointer) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            var w = Writer(pretty: prettyPrinted, maxLevels: maxIndentLevels, sink: sink)
            write(result, to: &w)
            _ = w.finish()
        }
    }

    private func write(_ result: LayoutResult, to w: inout Writer) {
        let elements = result.elements
        let count = elements.documentCount
        w.open("{")
        w.plainKey("size"); w.open("{")
        w.plainKey("width"); w.number(result.size.width); w.comma()
        w.plainKey("height"); w.number(result.size.height)
        w.close("}"); w.comma()
        w.plainKey("root")
        guard count > 0 else {
            w.literal("null"); w.close("}")
            return
        }
        // Document elements are numbered in pre-order and each record knows
        // its depth, so one loop over the ids writes the tree: an element
        // whose successor is one level deeper opens `children`, and a step
        // back up closes the levels in between. No recursion, no per-element
        // child arrays; any nesting depth works.
        let frames = result.documentFrames()
        let visible = result.visibility()
        let titles = textLines ? TextLinesJSON.buttonTitles(result) : [:]
        var nextDepth = elements.depth(of: ElementID(0))
        for i in 0..<count {
            let id = ElementID(i)
            let depth = nextDepth
            let frame = frames[i]
            w.open("{")
            w.plainKey("type"); w.string(elements.typeName(of: id)); w.comma()
            w.plainKey("line"); w.int(line(id)); w.comma()
            if i < files.count, let file = files[i] { w.plainKey("file"); w.string(file); w.comma() }
            w.plainKey("debugName"); w.string(elements.debugName(of: id)); w.comma()
            if i < ids.count, let given = ids[i] { w.plainKey("id"); w.string(given); w.comma() }
            w.plainKey("frame"); w.open("{")
            w.plainKey("x"); w.number(frame.x); w.comma()
            w.plainKey("y"); w.number(frame.y); w.comma()
            w.plainKey("width"); w.number(frame.width); w.comma()
            w.plainKey("height"); w.number(frame.height)
            w.close("}"); w.comma()
            if let v = result.viewports[i] { writeViewport(v, to: &w) }
            if i < visible.count, let shown = visible[i] { w.plainKey("visible"); w.literal(shown ? "true" : "false"); w.comma() }
            if textLines { TextLinesJSON.write(of: id, in: result, frame: frame, titles: titles, to: &w) }
            w.plainKey("children")
            nextDepth = i + 1 < count ? elements.depth(of: ElementID(i + 1)) : 0
            if nextDepth > depth {
                w.open("[")  // its first child follows
                continue
            }
            w.literal("[]")
            w.close("}")
            // Close the ancestors this element was the last descendant of.
            for _ in nextDepth..<depth {
                w.close("]")
                w.close("}")
            }
            if i + 1 < count { w.comma() }
        }
        w.close("}")
    }

    /// A container's `contentSize` and `contentOffset` (LANGUAGE.md "Containers").
    private func writeViewport(_ v: ContainerViewport, to w: inout Writer) {
        w.plainKey("contentSize"); w.open("{")
        w.plainKey("width"); w.number(v.contentSize.width); w.comma()
        w.plainKey("height"); w.number(v.contentSize.height)
        w.close("}"); w.comma()
        w.plainKey("contentOffset"); w.open("{")
        w.plainKey("x"); w.number(v.contentOffset.x); w.comma()
        w.plainKey("y"); w.number(v.contentOffset.y)
        w.close("}"); w.comma()
    }
}
