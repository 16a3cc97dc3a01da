import XMLLayout

/// The files as written (main and included), to find the `for`, `if` and
/// `else` around an element: the generated code names them in comments.
struct SourceIndex {
    private var paths: [String: [XMLElementNode]] = [:]

    /// Each `<slot/>`, by the location of its parent.
    private(set) var slotLocations: [SourceLocation: SourceLocation] = [:]

    init(roots: [XMLElementNode]) {
        for r in roots { index(r, above: []) }
    }

    private static func key(_ l: SourceLocation) -> String { "\(l.file)|\(l.line)|\(l.column ?? 0)" }

    private mutating func index(_ x: XMLElementNode, above: [XMLElementNode]) {
        let path = above + [x]
        paths[Self.key(x.location), default: path] = path
        if x.name == "slot", let parent = above.last { slotLocations[parent.location] = x.location }
        for c in x.children { index(c, above: path) }
    }

    /// The control elements (`for`, `if`, `else`) between `ancestor` and
    /// `location`, outermost first.
    func controls(at location: SourceLocation?, below ancestor: SourceLocation?) -> [XMLElementNode] {
        guard let location, let path = paths[Self.key(location)] else { return [] }
        var start = 0
        if let ancestor, let i = path.lastIndex(where: { $0.location == ancestor }) { start = i + 1 }
        guard start < path.count else { return [] }
        return path[start..<(path.count - 1)].filter { ["for", "if", "else"].contains($0.name) }
    }

    /// Whether `elseElement` is the `<else>` right after `ifElement`.
    func isElse(_ elseElement: XMLElementNode, of ifElement: XMLElementNode) -> Bool {
        guard elseElement.name == "else", ifElement.name == "if", let path = pathTo(ifElement.location), path.count > 1 else { return false }
        let siblings = path[path.count - 2].children
        guard let i = siblings.firstIndex(where: { $0.location == ifElement.location }), i + 1 < siblings.count else { return false }
        return siblings[i + 1].location == elseElement.location
    }

    func pathTo(_ location: SourceLocation) -> [XMLElementNode]? { paths[Self.key(location)] }

    func element(at location: SourceLocation?) -> XMLElementNode? {
        location.flatMap { paths[Self.key($0)]?.last }
    }

    /// `<for each="post" in="posts">` as written, on one line.
    static func startTag(_ x: XMLElementNode) -> String {
        let attributes = x.attributes.map { "\($0.name)=\"\($0.value)\"" }.joined(separator: " ")
        return "<\(x.name)" + (attributes.isEmpty ? "" : " " + attributes) + ">"
    }
}

extension SourceIndex {
    /// The `<template>` that holds the element at `location`.
    func templateAncestor(of location: SourceLocation) -> XMLElementNode? {
        pathTo(location)?.last { $0.name == "template" }
    }
}
