import Foundation
import LayoutEngine

/// A cell node comes from a block, so that Texture can create it off the main thread.
public typealias ASCellNodeBlock = () -> ASCellNode

/// What a table, collection or pager lays out, read from its data source:
/// cells, or sections of them with their supplementary nodes. The engine
/// sizes and places them as Texture does (SEMANTICS.md §7, LayoutEngine's
/// ContainerLayout): TextureLayout only builds the element tree.
enum ContainerContentItem {
    case cell(ASDisplayNode)
    case section(header: ASDisplayNode?, cells: [ASDisplayNode], footer: ASDisplayNode?)
}

/// A node whose content comes from a data source rather than a layout spec.
protocol ContainerContentSource: ASDisplayNode {
    func contentItems() -> [ContainerContentItem]
}

extension ContainerContentSource {
    /// Sections as the data source gives them; one section without
    /// supplementary nodes is the container's cells directly (an implicit
    /// section, as a `table` of `cell`s without `section`).
    func items(sections: Int, cells: (Int) -> [ASDisplayNode], header: (Int) -> ASDisplayNode?,
               footer: (Int) -> ASDisplayNode?) -> [ContainerContentItem] {
        let all = (0..<max(0, sections)).map { s in (header(s), cells(s), footer(s)) }
        if all.count == 1, all[0].0 == nil, all[0].2 == nil { return all[0].1.map { .cell($0) } }
        return all.map { .section(header: $0.0, cells: $0.1, footer: $0.2) }
    }
}

extension EngineTreeBuilder {
    /// The container's items as engine elements (`.item(.cell)` …), in the
    /// order the engine numbers them.
    mutating func elements(for items: [ContainerContentItem]) -> [Element] {
        items.map { item in
            switch item {
            case .cell(let node): return element(forNode: node, kind: .item(.cell))
            case .section(let header, let cells, let footer):
                let section = ASLayoutSpec()
                objects.append(section)
                var e = Element(.item(.section), style: section.style.engine)
                e.children = (header.map { [element(forNode: $0, kind: .item(.header))] } ?? [])
                    + cells.map { element(forNode: $0, kind: .item(.cell)) }
                    + (footer.map { [element(forNode: $0, kind: .item(.footer))] } ?? [])
                return e
            }
        }
    }
}

/// ASScrollDirection: the directions a scroll node may scroll.
public struct ASScrollDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = ASScrollDirection(rawValue: 1 << 0)
    public static let left = ASScrollDirection(rawValue: 1 << 1)
    public static let up = ASScrollDirection(rawValue: 1 << 2)
    public static let down = ASScrollDirection(rawValue: 1 << 3)
}

public let ASScrollDirectionHorizontalDirections: ASScrollDirection = [.left, .right]
public let ASScrollDirectionVerticalDirections: ASScrollDirection = [.up, .down]

#if !canImport(UIKit)
/// UIKit's IndexPath accessors (Foundation has them only with UIKit).
extension IndexPath {
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var section: Int { self[0] }
    public var item: Int { self[1] }
    public var row: Int { self[1] }
}
#endif
