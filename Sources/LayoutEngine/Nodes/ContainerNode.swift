/// A node container (SEMANTICS.md §7): ASTableNode, ASCollectionNode,
/// ASPagerNode or ASScrollNode. Its own size is a box's (a scroll node's is
/// its parent's offer, §7.4); its content (`cell`s, `section`s, or a scroll
/// node's one element) is laid out as Texture lays it out and drawn through
/// the viewport at `contentOffset`.
public struct ContainerNode: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case table, collection, pager, scroll

        /// The Texture class.
        public var textureClassName: String {
            switch self {
            case .table: return "ASTableNode"
            case .collection: return "ASCollectionNode"
            case .pager: return "ASPagerNode"
            case .scroll: return "ASScrollNode"
            }
        }
    }

    /// A collection's layout: UICollectionViewFlowLayout as this language
    /// models it, or Texture's own gallery layout (ASCollectionGalleryLayoutDelegate).
    public enum CollectionLayout: String, Sendable, Equatable, CaseIterable {
        case flow, gallery
    }

    public enum ScrollDirection: String, Sendable, Equatable, CaseIterable {
        case vertical, horizontal
    }

    /// ASScrollNode.scrollableDirections.
    public enum ScrollableDirections: String, Sendable, Equatable, CaseIterable {
        case vertical, horizontal, both

        public var vertical: Bool { self != .horizontal }
        public var horizontal: Bool { self != .vertical }
    }

    public var kind: Kind
    /// A table's `separator="singleLine"`: each row one pixel taller (§7.1).
    public var separator: Bool = false
    public var contentInset: EdgeInsets = .zero
    // Collection
    public var layout: CollectionLayout = .flow
    public var scrollDirection: ScrollDirection = .vertical
    /// nil: not given (or UIKit's default 50,50 on a flow layout, which Texture ignores).
    public var itemSize: Size?
    public var minimumInteritemSpacing: Double = 0
    public var minimumLineSpacing: Double = 0
    public var sectionInset: EdgeInsets = .zero
    // Pager
    /// The page shown; sets `contentOffset` to `(page·W, 0)`.
    public var page: Int?
    // Scroll node
    public var scrollableDirections: ScrollableDirections = .vertical
    public var automaticallyManagesContentSize = true
    /// Where the viewport starts in the content, before clamping (§7.5).
    public var contentOffset: Point = .zero

    public init(kind: Kind) { self.kind = kind }
}

/// What stands inside a container (LANGUAGE.md "Containers"): a section of
/// cells, a cell (ASCellNode), a section's header or footer (its
/// supplementary node). Cells, headers and footers are nodes sized as
/// their container says (§7); a section is no node of its own: its frame
/// spans its header, cells and footer.
public enum ContainerItem: String, Sendable, Equatable, CaseIterable {
    case section, cell, header, footer
}

/// The scrolling state of one laid-out container: what JSON, the tree view
/// and the pictures show of it (§7.5).
public struct ContainerViewport: Sendable, Equatable {
    /// The scrollable extent, content insets included.
    public var contentSize: Size
    /// Clamped to `0 … max(0, contentSize − size)` on each axis.
    public var contentOffset: Point
}
