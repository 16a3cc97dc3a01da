import LayoutEngine

/// The `init` and `didLoad` lines of a container node: what sizes and
/// places its content in Texture (SEMANTICS.md §7), and, in `didLoad`,
/// what lives on its view.
enum ContainerLines {
    /// Lines for `init` (the data source is set by ContainerWriter).
    static func configuration(_ c: ContainerNode, receiver r: String) -> [String] {
        let L = SwiftLiterals.self
        var lines: [String] = []
        switch c.kind {
        case .scroll:
            if c.automaticallyManagesContentSize { lines.append("\(r)automaticallyManagesContentSize = true") }
            switch c.scrollableDirections {
            case .vertical: break  // ASScrollNode's default
            case .horizontal: lines.append("\(r)scrollableDirections = ASScrollDirectionHorizontalDirections")
            case .both:
                lines.append("\(r)scrollableDirections = [ASScrollDirectionHorizontalDirections, ASScrollDirectionVerticalDirections]")
            }
        case .table, .collection, .pager:
            if !c.contentInset.isZero { lines.append("\(r)contentInset = \(L.insets(c.contentInset))") }
        }
        if c.contentOffset != .zero, c.kind != .pager {
            lines.append("\(r)contentOffset = CGPoint(x: \(L.number(c.contentOffset.x)), y: \(L.number(c.contentOffset.y)))")
        }
        return lines
    }

    /// Lines for the owner's `didLoad()`: a table's separators (UITableView's
    /// default is single lines, one pixel under each row) and a pager's page.
    static func didLoad(_ c: ContainerNode, name: String) -> [String] {
        switch c.kind {
        case .table where !c.separator: return ["\(name).view.separatorStyle = .none"]
        case .pager:
            guard let page = c.page, page != 0 else { return [] }
            return ["\(name).scrollToPage(at: \(page), animated: false)"]
        default: return []
        }
    }

    /// A collection's flow layout, built by a static method of the owner
    /// (the node takes it at creation). UIKit's spacing defaults are 10.
    static func flowLayoutMethod(_ c: ContainerNode, name: String) -> [String] {
        let L = SwiftLiterals.self
        var body = ["let layout = UICollectionViewFlowLayout()"]
        if c.scrollDirection == .horizontal { body.append("layout.scrollDirection = .horizontal") }
        if let s = c.itemSize { body.append("layout.itemSize = \(L.size(s))") }
        body.append("layout.minimumInteritemSpacing = \(L.number(c.minimumInteritemSpacing))")
        body.append("layout.minimumLineSpacing = \(L.number(c.minimumLineSpacing))")
        if !c.sectionInset.isZero { body.append("layout.sectionInset = \(L.insets(c.sectionInset))") }
        return ["private static func \(name)Layout() -> UICollectionViewFlowLayout {"] + body.map { "    " + $0 }
            + ["    return layout", "}"]
    }
}
