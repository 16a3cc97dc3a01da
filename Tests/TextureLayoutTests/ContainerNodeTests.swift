import LayoutEngine
import TextureLayout
import XCTest

/// ASTableNode, ASCollectionNode, ASPagerNode and ASScrollNode with the
/// numbers of Texture's own tests (Tests/ASScrollNodeTests.mm,
/// ASTableViewTests.mm, ASPagerNodeTests.mm, and the ranges of
/// ASCollectionViewFlowLayoutInspector.mm).
final class ContainerNodeTests: XCTestCase {
    /// A data source of cells made by a closure, for every container.
    final class Cells: ASTableDataSource, ASCollectionDataSource, ASPagerDataSource {
        let count: Int
        let make: (Int) -> ASCellNode
        private(set) var made: [ASCellNode] = []
        init(_ count: Int, _ make: @escaping (Int) -> ASCellNode) {
            self.count = count
            self.make = make
        }
        private func cell(_ i: Int) -> ASCellNode { let c = make(i); made.append(c); return c }
        func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int { count }
        func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
            let c = cell(indexPath.row); return { c }
        }
        func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int { count }
        func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode { cell(indexPath.item) }
        func numberOfPages(in pagerNode: ASPagerNode) -> Int { count }
        func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode { cell(index) }
    }

    private func frame(_ e: ASLayoutElement, in layout: ASLayout) -> CGRect? { layout.drawnFrame(of: e) }

    // MARK: ASTableNode (ASTableViewTests testConstrainedSizeForRowAtIndexPath)

    func testTableRowsAreTheTableWidthAndOnePixelTallerWithSeparators() throws {
        let saved = UIScreen.main.scale
        UIScreen.main.scale = 2
        defer { UIScreen.main.scale = saved }
        // 42-pt cells whose own width (10) the table ignores, in a table 100 wide.
        let source = Cells(3) { _ in
            let c = ASCellNode()
            c.style.width = ASDimensionMake(10)
            c.style.height = ASDimensionMake(42)
            return c
        }
        let table = ASTableNode()
        table.dataSource = source
        let layout = table.layoutThatFits(ASSizeRangeMake(CGSize(width: 100, height: 400)))
        for (i, cell) in source.made.enumerated() {
            let f = try XCTUnwrap(frame(cell, in: layout))
            XCTAssertEqual(f.width, 100)
            XCTAssertEqual(f.height, 42)
            // The separator is below the cell, inside its 42.5-pt row.
            XCTAssertEqual(f.minY, CGFloat(i) * 42.5)
        }
        XCTAssertEqual(table.view.contentSize, CGSize(width: 100, height: 127.5))

        // Without separators the rows are the cells.
        let plain = ASTableNode()
        plain.view.separatorStyle = .none
        let again = Cells(3) { _ in let c = ASCellNode(); c.style.height = ASDimensionMake(42); return c }
        plain.dataSource = again
        let l2 = plain.layoutThatFits(ASSizeRangeMake(CGSize(width: 100, height: 400)))
        XCTAssertEqual(frame(again.made[2], in: l2)?.minY, 84)
        XCTAssertEqual(plain.view.contentSize, CGSize(width: 100, height: 126))
    }

    func testATableScrolledPastItsEndIsClampedAndMovesItsRows() throws {
        let source = Cells(10) { _ in let c = ASCellNode(); c.style.height = ASDimensionMake(50); return c }
        let table = ASTableNode()
        table.view.separatorStyle = .none
        table.dataSource = source
        table.contentOffset = CGPoint(x: 0, y: 1000)
        let layout = table.layoutThatFits(ASSizeRangeMake(CGSize(width: 100, height: 200)))
        // 500 of content through a 200-pt viewport: at most 300 down.
        XCTAssertEqual(table.view.contentOffset, CGPoint(x: 0, y: 300))
        XCTAssertEqual(frame(source.made[6], in: layout)?.minY, 0)
    }

    // MARK: ASCollectionNode (ASCollectionViewFlowLayoutInspector's ranges)

    func testAFlowLayoutWithoutItemSizeGivesCellsTheCollectionWidth() throws {
        let source = Cells(2) { _ in let c = ASCellNode(); c.style.height = ASDimensionMake(20); return c }
        // UIKit's default itemSize, 50×50, counts as not given.
        let collection = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
        collection.dataSource = source
        let layout = collection.layoutThatFits(ASSizeRangeMake(CGSize(width: 100, height: 100)))
        XCTAssertEqual(frame(source.made[0], in: layout), CGRect(x: 0, y: 0, width: 100, height: 20))
        // minimumLineSpacing is UIKit's default 10.
        XCTAssertEqual(frame(source.made[1], in: layout), CGRect(x: 0, y: 30, width: 100, height: 20))
    }

    func testAFlowLayoutWithItemSizeWrapsExactCellsInLines() throws {
        let source = Cells(3) { _ in ASCellNode() }
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 40, height: 30)
        flow.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        let collection = ASCollectionNode(collectionViewLayout: flow)
        collection.dataSource = source
        let layout = collection.layoutThatFits(ASSizeRangeMake(CGSize(width: 100, height: 100)))
        XCTAssertEqual(frame(source.made[0], in: layout), CGRect(x: 5, y: 5, width: 40, height: 30))
        XCTAssertEqual(frame(source.made[1], in: layout), CGRect(x: 55, y: 5, width: 40, height: 30))
        XCTAssertEqual(frame(source.made[2], in: layout), CGRect(x: 5, y: 45, width: 40, height: 30))
        XCTAssertEqual(collection.view.contentSize, CGSize(width: 100, height: 80))
    }

    final class GallerySizes: ASCollectionGalleryLayoutPropertiesProviding {
        func galleryLayoutDelegate(_ delegate: ASCollectionGalleryLayoutDelegate, sizeForElements elements: AnyObject?) -> CGSize {
            CGSize(width: 40, height: 30)
        }
    }

    func testAGalleryGivesEveryCellItsSize() throws {
        let source = Cells(3) { _ in let c = ASCellNode(); c.style.height = ASDimensionMake(5); return c }
        let gallery = ASCollectionGalleryLayoutDelegate(scrollableDirections: ASScrollDirectionVerticalDirections)
        let sizes = GallerySizes()
        gallery.propertiesProvider = sizes
        let collection = ASCollectionNode(layoutDelegate: gallery, layoutFacilitator: nil)
        collection.dataSource = source
        let layout = collection.layoutThatFits(ASSizeRangeMake(CGSize(width: 100, height: 100)))
        XCTAssertEqual(frame(source.made[1], in: layout), CGRect(x: 40, y: 0, width: 40, height: 30))
        XCTAssertEqual(frame(source.made[2], in: layout), CGRect(x: 0, y: 30, width: 40, height: 30))
    }

    // MARK: ASPagerNode (ASPagerNodeTests: a page's frame is the pager's bounds)

    func testPagesAreThePagerSizeSideBySide() throws {
        let source = Cells(3) { _ in ASCellNode() }
        let pager = ASPagerNode()
        pager.setDataSource(source)
        let layout = pager.layoutThatFits(ASSizeRangeMake(CGSize(width: 320, height: 480)))
        XCTAssertEqual(frame(source.made[0], in: layout), CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(frame(source.made[2], in: layout), CGRect(x: 640, y: 0, width: 320, height: 480))
        XCTAssertEqual(pager.view.contentSize, CGSize(width: 960, height: 480))
        XCTAssertEqual(pager.view.contentOffset.y, 0)

        pager.scrollToPage(at: 1, animated: false)
        let shown = pager.layoutThatFits(ASSizeRangeMake(CGSize(width: 320, height: 480)))
        XCTAssertEqual(pager.currentPageIndex, 1)
        XCTAssertEqual(frame(source.made[4], in: shown), CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(pager.view.contentOffset, CGPoint(x: 320, y: 0))
    }

    // MARK: ASScrollNode (ASScrollNodeTests, vertical, automaticallyManagesContentSize)

    private func scrollNode(_ configure: (ASDisplayNode) -> Void) -> ASScrollNode {
        let subnode = ASDisplayNode()
        configure(subnode)
        let scroll = ASScrollNode()
        scroll.scrollableDirections = ASScrollDirectionVerticalDirections
        scroll.automaticallyManagesContentSize = true
        scroll.automaticallyManagesSubnodes = true
        scroll.layoutSpecBlock = { _, _ in ASWrapperLayoutSpec(layoutElement: subnode) }
        return scroll
    }

    private func check(_ range: ASSizeRange, parent: CGSize, node: CGSize, content: CGSize,
                       _ configure: (ASDisplayNode) -> Void, line: UInt = #line) {
        let scroll = scrollNode(configure)
        let layout = scroll.layoutThatFits(range, parentSize: parent)
        XCTAssertEqual(layout.size, node, "calculatedSize", line: line)
        XCTAssertEqual(scroll.calculatedSize, node, "calculatedSize", line: line)
        XCTAssertEqual(scroll.view.contentSize, content, "contentSize", line: line)
    }

    func testAutomaticallyManagesContentSizeUnderflowAndOverflow() {
        check(ASSizeRangeUnconstrained, parent: CGSize(width: 100, height: 200), node: CGSize(width: 100, height: 200),
              content: CGSize(width: 100, height: 100)) { $0.style.preferredSize = CGSize(width: 100, height: 100) }
        check(ASSizeRangeUnconstrained, parent: CGSize(width: 100, height: 200), node: CGSize(width: 100, height: 200),
              content: CGSize(width: 100, height: 500)) { $0.style.preferredSize = CGSize(width: 100, height: 500) }
    }

    func testAutomaticallyManagesContentSizeWithSizeRangeSmallerThanParentSize() {
        check(ASSizeRangeMake(CGSize(width: 100, height: 100), CGSize(width: 100, height: 200)), parent: CGSize(width: 100, height: 500),
              node: CGSize(width: 100, height: 200), content: CGSize(width: 100, height: 100)) {
            $0.style.preferredSize = CGSize(width: 100, height: 100)
        }
        // FillContainer: the content grows to the node.
        check(ASSizeRangeMake(CGSize(width: 100, height: 200)), parent: CGSize(width: 100, height: 500),
              node: CGSize(width: 100, height: 200), content: CGSize(width: 100, height: 200)) {
            $0.style.flexGrow = 1
            $0.style.minHeight = ASDimensionMake(50)
            $0.style.width = ASDimensionMake(100)
        }
    }

    func testAutomaticallyManagesContentSizeWithSizeRangeBiggerThanParentSize() {
        check(ASSizeRangeMake(CGSize(width: 100, height: 150)), parent: CGSize(width: 100, height: 100),
              node: CGSize(width: 100, height: 150), content: CGSize(width: 100, height: 200)) {
            $0.style.preferredSize = CGSize(width: 100, height: 200)
        }
    }

    func testAutomaticallyManagesContentSizeWithInvalidCalculatedSizeForLayout() {
        let huge = CGFloat.greatestFiniteMagnitude
        check(ASSizeRangeUnconstrained, parent: CGSize(width: huge, height: huge), node: CGSize(width: 100, height: 200),
              content: CGSize(width: 100, height: 200)) { $0.style.preferredSize = CGSize(width: 100, height: 200) }
    }
}
