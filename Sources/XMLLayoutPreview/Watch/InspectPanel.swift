import LayoutEngine
import XMLLayout

/// What inspect mode tells about one element, as plain lines:
///
///     text "title"  id=title  card.xml:7:9
///     frame (16, 12) 343 × 20.5
///     Layout Size = min {0pt, 0pt} <= preferred {auto, auto} <= max {inf, inf}
///     flexShrink = 1
///
/// Type and debugName as `render --format tree` names them, the frame in
/// points relative to the root, where the element is written, and Texture's
/// style description (`Style.debugDescription`).
enum InspectPanel {
    static func lines(of id: ElementID, in result: LayoutResult, document: LayoutDocument) -> [String] {
        let record = result.elements[id]
        var head = record.typeName
        if let name = record.debugName { head += " \"\(name)\"" }
        if let elementID = document.sourceMap.id(of: id) { head += "  id=\(elementID)" }
        if let location = location(of: id, in: document) { head += "  \(location)" }
        var lines = [head]
        if id.rawValue < result.frames().count, let f = result.frames()[id.rawValue] {
            lines.append("frame (\(WatchStatus.points(f.minX)), \(WatchStatus.points(f.minY))) "
                + "\(WatchStatus.points(f.width)) × \(WatchStatus.points(f.height))")
        } else {
            lines.append("frame: none (not laid out)")
        }
        lines += record.style.debugDescription.split(separator: "\n").map(String.init)
        return lines.map(ScreenText.sanitize)
    }

    /// `file:line:col` of the element's start tag: for an expanded document
    /// its origin (a `use`d template or an included file), else the file's.
    static func location(of id: ElementID, in document: LayoutDocument) -> SourceLocation? {
        let map = document.sourceMap
        if id.rawValue < map.origins.count { return map.origins[id.rawValue].location }
        return map.location(of: id)
    }

    /// The element's index path (child positions from the root): the
    /// fallback identity when a reload changed its key.
    static func indexPath(of id: ElementID, in elements: ElementTable) -> [Int] {
        var path: [Int] = []
        var current = id
        while let parent = elements[current].parent {
            path.append(elements.children(of: parent).firstIndex(of: current) ?? 0)
            current = parent
        }
        return path.reversed()
    }

    /// The element at an index path, or as far down it as the tree goes.
    static func element(at path: [Int], in elements: ElementTable) -> ElementID? {
        guard elements.documentCount > 0 else { return nil }
        var current = ElementID(0)
        for index in path {
            let children = elements.children(of: current).filter { $0.rawValue < elements.documentCount }
            guard !children.isEmpty else { break }
            current = children[min(index, children.count - 1)]
        }
        return current
    }
}
