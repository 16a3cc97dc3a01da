import Foundation
import LayoutEngine

/// ASTableDataSource: the rows of an ASTableNode, one ASCellNode each.
/// Implement `nodeBlockForRowAt` (as Texture prefers) or `nodeForRowAt`.
public protocol ASTableDataSource: AnyObject {
    func numberOfSections(in tableNode: ASTableNode) -> Int
    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode
}

extension ASTableDataSource {
    public func numberOfSections(in tableNode: ASTableNode) -> Int { 1 }
    public func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        let node = self.tableNode(tableNode, nodeForRowAt: indexPath)
        return { node }
    }
    public func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode { ASCellNode() }
}

/// ASTableDelegate: Texture has no header nodes for tables, so section
/// headers and footers are UIKit's: a view per section (a node's `view`).
/// Here the node behind that view is laid out as the section's header or
/// footer (SEMANTICS.md §7.1: like a row, without the separator pixel);
/// the heights UIKit would ask for are the engine's.
public protocol ASTableDelegate: AnyObject {
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
}

extension ASTableDelegate {
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
}

/// ASTableNode: rows of cells at the table's width, each as tall as its
/// node decides (no heightForRowAtIndexPath), one pixel taller with
/// separators (`ASTableView.mm` heightForRowAtIndexPath), from
/// `contentInset.top` down. Laid out by LayoutEngine (SEMANTICS.md §7.1).
open class ASTableNode: ASDisplayNode, ContainerContentSource {
    public weak var dataSource: ASTableDataSource?
    public weak var delegate: ASTableDelegate?
    private let tableView: UITableView
    /// The table view: its separator style decides the separator pixel.
    public override var view: UITableView { tableView }
    public var contentInset: UIEdgeInsets = .zero
    /// Where the viewport starts in the content (clamped when laid out).
    public var contentOffset: CGPoint = .zero

    public init(style: UITableView.Style) {
        tableView = UITableView(style: style)
        super.init()
    }

    public convenience override init() { self.init(style: .plain) }

    /// Nothing is cached: every layout reads the data source again.
    public func reloadData() {}

    override var engineKind: Element.Kind {
        var c = ContainerNode(kind: .table)
        c.separator = view.separatorStyle != .none
        c.contentInset = contentInset.engine
        c.contentOffset = Point(cg: contentOffset)
        return .container(c)
    }

    func contentItems() -> [ContainerContentItem] {
        guard let source = dataSource else { return [] }
        func supplementary(_ view: UIView?) -> ASDisplayNode? { view?.node }
        return items(sections: source.numberOfSections(in: self),
                     cells: { s in
                         (0..<max(0, source.tableNode(self, numberOfRowsInSection: s))).map {
                             source.tableNode(self, nodeBlockForRowAt: IndexPath(row: $0, section: s))()
                         }
                     },
                     header: { supplementary(self.delegate?.tableView(self.view, viewForHeaderInSection: $0)) },
                     footer: { supplementary(self.delegate?.tableView(self.view, viewForFooterInSection: $0)) })
    }
}

/// Each laid-out container's scroll view learns its content size and
/// (clamped) offset, as UIKit's would after layout.
func applyViewports(_ result: LayoutResult, objects: [ASLayoutElement]) {
    for (id, v) in result.viewports where id < objects.count {
        guard let scrollView = (objects[id] as? ASDisplayNode)?.view as? UIScrollView else { continue }
        scrollView.contentSize = v.contentSize.cg
        scrollView.contentOffset = v.contentOffset.cg
    }
}

#if !canImport(UIKit)
/// UIView, reduced to what a node's view is here: the node behind it and
/// its bounds.
open class UIView {
    public private(set) weak var node: ASDisplayNode?
    public var bounds: CGRect

    public init(node: ASDisplayNode?, bounds: CGRect = .zero) {
        self.node = node
        self.bounds = bounds
    }
}

/// UIScrollView, reduced to its content: its size (here with the content
/// insets, SEMANTICS.md §7) and the offset shown.
open class UIScrollView: UIView {
    public var contentSize: CGSize = .zero
    public var contentOffset: CGPoint = .zero
}

/// UITableView, reduced to its style and separator style (UIKit's default:
/// single lines, so a plain ASTableNode's rows are one pixel taller).
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public let style: Style
    public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine

    public init(style: Style) {
        self.style = style
        super.init(node: nil)
    }
}

/// UITableViewCell, reduced to its separator styles.
open class UITableViewCell {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }
}
#endif
