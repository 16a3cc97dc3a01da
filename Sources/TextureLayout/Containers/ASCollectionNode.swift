import Foundation
import LayoutEngine

/// ASCollectionDataSource: the items of an ASCollectionNode, one ASCellNode
/// each. Implement `nodeBlockForItemAt` (as Texture prefers) or `nodeForItemAt`.
public protocol ASCollectionDataSource: AnyObject {
    func numberOfSections(in collectionNode: ASCollectionNode) -> Int
    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int
    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock
    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode
}

extension ASCollectionDataSource {
    public func numberOfSections(in collectionNode: ASCollectionNode) -> Int { 1 }
    public func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        let node = self.collectionNode(collectionNode, nodeForItemAt: indexPath)
        return { node }
    }
    public func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
        ASCellNode()
    }
}

/// ASCollectionNode with a UICollectionViewFlowLayout (cells in their
/// `itemSize`, or sized by themselves across the scrolling axis, placed in
/// wrapping lines) or Texture's gallery layout (every cell exactly the
/// size its properties provider gives). Laid out by LayoutEngine
/// (SEMANTICS.md §7.2: ASCollectionViewFlowLayoutInspector's ranges).
open class ASCollectionNode: ASDisplayNode, ContainerContentSource {
    public weak var dataSource: ASCollectionDataSource?
    public let collectionViewLayout: UICollectionViewLayout?
    public let layoutDelegate: ASCollectionGalleryLayoutDelegate?
    public var contentInset: UIEdgeInsets = .zero
    /// Where the viewport starts in the content (clamped when laid out).
    public var contentOffset: CGPoint = .zero
    private let collectionView = UICollectionView(node: nil)
    /// The collection view: its content size after a layout.
    public override var view: UICollectionView { collectionView }

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        layoutDelegate = nil
        super.init()
    }

    public init(layoutDelegate: ASCollectionGalleryLayoutDelegate, layoutFacilitator: AnyObject?) {
        collectionViewLayout = nil
        self.layoutDelegate = layoutDelegate
        super.init()
    }

    /// Nothing is cached: every layout reads the data source again.
    public func reloadData() {}

    override var engineKind: Element.Kind {
        var c = ContainerNode(kind: .collection)
        c.contentInset = contentInset.engine
        c.contentOffset = Point(cg: contentOffset)
        if let gallery = layoutDelegate {
            c.layout = .gallery
            c.scrollDirection = gallery.scrollableDirections.isDisjoint(with: ASScrollDirectionVerticalDirections)
                ? .horizontal : .vertical
            if let p = gallery.propertiesProvider {
                c.itemSize = Size(cg: p.galleryLayoutDelegate(gallery, sizeForElements: nil))
                c.minimumLineSpacing = Double(p.galleryLayoutDelegate(gallery, minimumLineSpacingForElements: nil))
                c.minimumInteritemSpacing = Double(p.galleryLayoutDelegate(gallery, minimumInteritemSpacingForElements: nil))
                c.sectionInset = p.galleryLayoutDelegate(gallery, sectionInsetForElements: nil).engine
            }
        } else if let flow = collectionViewLayout as? UICollectionViewFlowLayout {
            c.scrollDirection = flow.scrollDirection == .horizontal ? .horizontal : .vertical
            // UIKit's default 50,50 counts as not given (ASCollectionViewFlowLayoutInspector.mm).
            c.itemSize = flow.itemSize == CGSize(width: 50, height: 50) ? nil : Size(cg: flow.itemSize)
            c.minimumLineSpacing = Double(flow.minimumLineSpacing)
            c.minimumInteritemSpacing = Double(flow.minimumInteritemSpacing)
            c.sectionInset = flow.sectionInset.engine
        }
        return .container(c)
    }

    func contentItems() -> [ContainerContentItem] {
        guard let source = dataSource else { return [] }
        return items(sections: source.numberOfSections(in: self),
                     cells: { s in
                         (0..<max(0, source.collectionNode(self, numberOfItemsInSection: s))).map {
                             source.collectionNode(self, nodeBlockForItemAt: IndexPath(item: $0, section: s))()
                         }
                     },
                     header: { _ in nil }, footer: { _ in nil })
    }
}

/// The gallery's sizes (ASCollectionGalleryLayoutPropertiesProviding).
/// `elements` is Texture's ASElementMap; nothing here reads it.
public protocol ASCollectionGalleryLayoutPropertiesProviding: AnyObject {
    func galleryLayoutDelegate(_ delegate: ASCollectionGalleryLayoutDelegate, sizeForElements elements: AnyObject?) -> CGSize
    func galleryLayoutDelegate(_ delegate: ASCollectionGalleryLayoutDelegate,
                               minimumLineSpacingForElements elements: AnyObject?) -> CGFloat
    func galleryLayoutDelegate(_ delegate: ASCollectionGalleryLayoutDelegate,
                               minimumInteritemSpacingForElements elements: AnyObject?) -> CGFloat
    func galleryLayoutDelegate(_ delegate: ASCollectionGalleryLayoutDelegate,
                               sectionInsetForElements elements: AnyObject?) -> UIEdgeInsets
}

extension ASCollectionGalleryLayoutPropertiesProviding {
    public func galleryLayoutDelegate(_ delegate: ASCollectionGalleryLayoutDelegate,
                                      minimumLineSpacingForElements elements: AnyObject?) -> CGFloat { 0 }
    public func galleryLayoutDelegate(_ delegate: ASCollectionGalleryLayoutDelegate,
                                      minimumInteritemSpacingForElements elements: AnyObject?) -> CGFloat { 0 }
    public func galleryLayoutDelegate(_ delegate: ASCollectionGalleryLayoutDelegate,
                                      sectionInsetForElements elements: AnyObject?) -> UIEdgeInsets { .zero }
}

/// ASCollectionGalleryLayoutDelegate: every item exactly the size its
/// properties provider gives, in wrapping lines (ASCollectionGalleryLayoutDelegate.mm).
public final class ASCollectionGalleryLayoutDelegate {
    public let scrollableDirections: ASScrollDirection
    public weak var propertiesProvider: ASCollectionGalleryLayoutPropertiesProviding?

    public init(scrollableDirections: ASScrollDirection) { self.scrollableDirections = scrollableDirections }
}

#if !canImport(UIKit)
open class UICollectionViewLayout {
    public init() {}
}

/// UICollectionViewFlowLayout's properties that size and place items.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// UIKit's default, which Texture ignores: cells size themselves.
    public var itemSize = CGSize(width: 50, height: 50)
    public var minimumLineSpacing: CGFloat = 10
    public var minimumInteritemSpacing: CGFloat = 10
    public var sectionInset: UIEdgeInsets = .zero
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical

    public override init() { super.init() }
}

/// UICollectionView, reduced to its scroll directions and content.
open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}
#endif
