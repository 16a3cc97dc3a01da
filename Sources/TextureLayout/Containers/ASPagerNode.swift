import Foundation
import LayoutEngine

/// ASPagerDataSource: the pages of an ASPagerNode, one ASCellNode each.
public protocol ASPagerDataSource: AnyObject {
    func numberOfPages(in pagerNode: ASPagerNode) -> Int
    func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock
    func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode
}

extension ASPagerDataSource {
    public func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock {
        let node = self.pagerNode(pagerNode, nodeAt: index)
        return { node }
    }
    public func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode { ASCellNode() }
}

/// ASPagerNode: a horizontal collection whose every page is exactly the
/// pager's size less its top and bottom content insets (`ASPagerNode.mm`
/// pageSize). Laid out by LayoutEngine (SEMANTICS.md §7.3).
open class ASPagerNode: ASCollectionNode {
    public private(set) weak var pagerDataSource: ASPagerDataSource?
    public private(set) var currentPageIndex = 0

    public init() {
        let flow = UICollectionViewFlowLayout()
        flow.scrollDirection = .horizontal
        flow.minimumLineSpacing = 0
        flow.minimumInteritemSpacing = 0
        super.init(collectionViewLayout: flow)
    }

    public func setDataSource(_ dataSource: ASPagerDataSource?) { pagerDataSource = dataSource }

    /// Shows page `index` (its offset is `index` pager widths).
    public func scrollToPage(at index: Int, animated: Bool) { currentPageIndex = index }

    override var engineKind: Element.Kind {
        var c = ContainerNode(kind: .pager)
        c.contentInset = contentInset.engine
        if currentPageIndex != 0 { c.page = currentPageIndex } else { c.contentOffset = Point(cg: contentOffset) }
        return .container(c)
    }

    override func contentItems() -> [ContainerContentItem] {
        guard let source = pagerDataSource else { return [] }
        return (0..<max(0, source.numberOfPages(in: self))).map { .cell(source.pagerNode(self, nodeBlockAt: $0)()) }
    }
}
