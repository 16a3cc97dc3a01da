import LayoutEngine

/// The node containers (LANGUAGE.md "Containers (version 3)"): their
/// attributes, where cells, sections, headers and footers may stand, and
/// Texture's traps (a scroll node sized by its parent, UIKit's default
/// itemSize).
extension LayoutBuilder {
    /// A table, collection, pager or scroll node with its own attributes.
    func buildContainer(_ x: XMLElementNode, _ kind: ContainerNode.Kind) -> ContainerNode {
        let V = AttributeValues.self
        var c = ContainerNode(kind: kind)
        if let v = read(x, .contentInset, V.insets) { c.contentInset = v }
        if let v = read(x, .contentOffset, V.point) { c.contentOffset = v }
        switch kind {
        case .table:
            c.separator = readEnum(x, .separator, TableSeparator.self) == .singleLine
        case .collection:
            if let v = readEnum(x, .layout, ContainerNode.CollectionLayout.self) { c.layout = v }
            if let v = readEnum(x, .scrollDirection, ContainerNode.ScrollDirection.self) { c.scrollDirection = v }
            c.itemSize = read(x, .itemSize, V.size)
            if let v = read(x, .minimumInteritemSpacing, V.number) { c.minimumInteritemSpacing = v }
            if let v = read(x, .minimumLineSpacing, V.number) { c.minimumLineSpacing = v }
            if let v = read(x, .sectionInset, V.insets) { c.sectionInset = v }
            checkItemSize(x, c)
        case .pager:
            c.page = read(x, .page, V.integer)
            if c.page != nil, x.has(.contentOffset) { conflict(x, .page, with: [.contentOffset]) }
        case .scroll:
            if let v = readEnum(x, .scrollableDirections, ContainerNode.ScrollableDirections.self) {
                c.scrollableDirections = v
            }
            if let v = read(x, .automaticallyManagesContentSize, V.bool) { c.automaticallyManagesContentSize = v }
            if c.automaticallyManagesContentSize { warnAboutScrollSize(x) }
        }
        return c
    }

    /// A gallery needs `itemSize`; a flow layout's 50,50 is UIKit's default,
    /// which Texture ignores (`ASCollectionViewFlowLayoutInspector.mm:70-92`).
    private func checkItemSize(_ x: XMLElementNode, _ c: ContainerNode) {
        if c.layout == .gallery, c.itemSize == nil, !x.has(.itemSize) {
            error(SchemaPhrase.missingAttribute("itemSize", on: x.name) + " (a gallery's cells are all exactly itemSize)",
                  range: x.nameRange, id: .missingAttribute)
        }
        if c.layout == .flow, c.itemSize == Size(50, 50), let a = x.attribute(.itemSize) {
            warning("itemSize 50,50 is UIKit's default itemSize, which Texture ignores: the cells size themselves",
                    range: a.valueRange, id: .unusedAttribute,
                    hint: "give another size (50.01,50 works), or leave itemSize out to let cells size themselves")
        }
    }

    /// ASScrollNode with automaticallyManagesContentSize sizes the node by
    /// what its parent offers: its own size attributes size its content.
    private func warnAboutScrollSize(_ x: XMLElementNode) {
        let given = AttributeGroup.sizeAttributes.compactMap { AttributeName.id(of: $0) }.filter { x.has($0) }
        guard let first = given.first, let a = x.attribute(first) else { return }
        warning("a <scroll> is sized by what its parent offers, not by its own '\(first.string)', which sizes its content "
                + "(in a stack of unknown height it is 0 pt high)",
                range: a.nameRange, id: .sizeIgnored,
                hint: "give it flexGrow=\"1\" flexShrink=\"1\" (or a flexBasis) in a stack of exact size, or an exact size "
                    + "from its parent")
    }

    /// `cell`, `section`, `header` and `footer` stand only where LANGUAGE.md
    /// puts them (after expansion: a `for`, `if`, `use` or `include` that put
    /// one elsewhere is reported at the element it produced).
    func checkPlacement(_ x: XMLElementNode, _ element: LayoutElement?, parentElement: LayoutElement?,
                        parent: XMLElementNode?) {
        guard let element else { return }
        let allowed: Bool
        switch element {
        case .cell: allowed = parentElement == .table || parentElement == .collection || parentElement == .pager
            || parentElement == .section
        case .section: allowed = parentElement == .table || parentElement == .collection
        case .header, .footer: allowed = parentElement == .section
        default:
            // What a table, collection, pager or section holds directly.
            guard let p = parentElement, p != .scroll, p.isContainer || p == .section else { return }
            allowed = false
        }
        guard !allowed else { return }
        let place = parent.map { "<\($0.name)>" } ?? "<layout>"
        let expected: String
        switch parentElement {
        case .table?, .collection?: expected = "a <\(parentElement!.rawValue)> holds <cell>s and <section>s"
        case .pager?: expected = "a <pager> holds <cell>s, one a page"
        case .section?: expected = "a <section> holds an optional <header>, <cell>s and an optional <footer>"
        default:
            expected = element == .header || element == .footer ? "<\(element.rawValue)> stands only in a <section>"
                : element == .section ? "<section> stands only in a <table> or <collection>"
                : "<cell> stands only in a <table>, <collection>, <pager> or <section>"
        }
        error("<\(x.name)> is not allowed in \(place): \(expected)", range: x.nameRange, id: .unexpectedElement)
    }

    /// A section's header first and footer last, at most one each.
    func checkSectionOrder(_ x: XMLElementNode) {
        let names = x.children.map(\.name)
        for (i, n) in names.enumerated() {
            let misplaced = (n == "header" && (i != 0 || names.filter { $0 == "header" }.count > 1))
                || (n == "footer" && (i != names.count - 1 || names.filter { $0 == "footer" }.count > 1))
            guard misplaced else { continue }
            error("<\(n)> must come \(n == "header" ? "first" : "last") in a <section>, at most once",
                  range: x.children[i].nameRange, id: .unexpectedElement)
        }
    }
}

/// A table's `separator`.
enum TableSeparator: String, CaseIterable {
    case none, singleLine
}
