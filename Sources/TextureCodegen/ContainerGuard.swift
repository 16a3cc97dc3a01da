import LayoutEngine
import XMLLayout

/// Node containers (LANGUAGE.md "Containers") are not generated yet: an
/// ASTableNode, ASCollectionNode, ASPagerNode or ASScrollNode written as a
/// plain ASDisplayNode would compile and lay out unlike `render`, so the
/// generator refuses them with a located error rather than write that.
enum ContainerGuard {
    /// An error at the first container of `document`, or nil when it has none.
    static func refusal(_ document: LayoutDocument, file: String) -> Diagnostic? {
        var pending = [document.root]
        var index = 0
        var found: (Int, ContainerNode.Kind)?
        // Pre-order, as the source map numbers elements.
        var order: [Element] = []
        while let e = pending.popLast() {
            order.append(e)
            pending.append(contentsOf: e.children.reversed())
        }
        for e in order {
            if case .container(let c) = e.kind { found = (index, c.kind); break }
            index += 1
        }
        guard let (i, kind) = found else { return nil }
        return Diagnostic.error(
            "generate swift does not write node containers yet: this <\(kind.rawValue)> would need an \(kind.textureClassName) "
                + "with a data source and ASCellNode subclasses",
            at: document.sourceMap.location(of: ElementID(i)) ?? SourceLocation(file: file, line: 1),
            hint: "render, validate and watch preview it; the Swift for containers is still to come (issue 33)")
    }
}
