import Foundation
import LayoutEngine

/// ASScrollNode: its content is its layout spec (`layoutSpecBlock` or
/// `layoutSpecThatFits(_:)`), laid out unbounded along the scrollable
/// directions. With `automaticallyManagesContentSize` the node takes what
/// its parent offers and the content's size is the content size
/// (`ASScrollNode.mm`, SEMANTICS.md §7.4, LayoutEngine's ScrollLayout).
open class ASScrollNode: ASDisplayNode {
    public var automaticallyManagesContentSize = false
    public var scrollableDirections: ASScrollDirection = ASScrollDirectionVerticalDirections
    /// Where the viewport starts in the content (clamped when laid out).
    public var contentOffset: CGPoint = .zero
    private let scrollView = UIScrollView(node: nil)
    /// The scroll view: its content size after a layout.
    public override var view: UIScrollView { scrollView }

    public override init() { super.init() }

    override var engineKind: Element.Kind {
        var c = ContainerNode(kind: .scroll)
        let vertical = !scrollableDirections.isDisjoint(with: ASScrollDirectionVerticalDirections)
        let horizontal = !scrollableDirections.isDisjoint(with: ASScrollDirectionHorizontalDirections)
        c.scrollableDirections = vertical && horizontal ? .both : horizontal ? .horizontal : .vertical
        c.automaticallyManagesContentSize = automaticallyManagesContentSize
        c.contentOffset = Point(cg: contentOffset)
        return .container(c)
    }
}
