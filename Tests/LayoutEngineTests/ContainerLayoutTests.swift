import XCTest
@testable import LayoutEngine

/// SEMANTICS.md §7, rule by rule, with the numbers of Texture's own tests
/// (`Tests/ASScrollNodeTests.mm`, `ASTableViewTests.mm`, `ASPagerNodeTests.mm`,
/// `ASCollectionViewFlowLayoutInspectorTests.mm`) where they have some.
final class ContainerLayoutTests: XCTestCase {
    private func container(_ kind: ContainerNode.Kind, _ children: [Element], name: String = "c",
                           _ configure: (inout ContainerNode) -> Void = { _ in }) -> Element {
        var c = ContainerNode(kind: kind)
        configure(&c)
        return Element(.container(c), children: children, debugName: name)
    }

    private func cell(_ name: String, _ child: Element? = nil, height: Double? = nil) -> Element {
        var e = Element(.item(.cell), children: child.map { [$0] } ?? [], debugName: name)
        if let height { e = e.height(.points(height)) }
        return e
    }

    private func named(_ result: LayoutResult) -> [String: Rect] {
        var out: [String: Rect] = [:]
        let frames = result.frames()
        for i in 0..<result.elements.documentCount {
            if let n = result.elements.records[i].debugName, let f = frames[i] { out[n] = f }
        }
        return out
    }

    private func viewport(_ result: LayoutResult, _ name: String) -> ContainerViewport? {
        for i in 0..<result.elements.documentCount where result.elements.records[i].debugName == name {
            return result.viewports[i]
        }
        return nil
    }

    // MARK: §7.4 scroll node (ASScrollNodeTests.mm: the content a box in a wrapper)

    private func scrollTest(range r: SizeRange, parent: Size, content: Element) -> (node: Size, content: Size, drawn: Rect?) {
        let root = container(.scroll, [Element.wrapper(content.debugName("content"))])
        let result = LayoutEngine.layout(ElementTable(root: root), in: r, parentSize: parent)
        let v = viewport(result, "c")
        return (result.size, v?.contentSize ?? Size(-1, -1), named(result)["content"])
    }

    func testScrollNodeUnderflowTakesTheParentSizeAndKeepsTheContentSize() {
        let t = scrollTest(range: .unconstrained, parent: Size(100, 200), content: box("b", 100, 100))
        XCTAssertEqual(t.node, Size(100, 200))
        XCTAssertEqual(t.content, Size(100, 100))
    }

    func testScrollNodeOverflow() {
        let t = scrollTest(range: .unconstrained, parent: Size(100, 200), content: box("b", 100, 500))
        XCTAssertEqual(t.node, Size(100, 200))
        XCTAssertEqual(t.content, Size(100, 500))
    }

    func testScrollNodeWithinRangeTakesTheRangesMaxBelowTheParent() {
        let t = scrollTest(range: range(100, 100, 100, 200), parent: Size(100, 500), content: box("b", 100, 100))
        XCTAssertEqual(t.node, Size(100, 200))
    }

    func testScrollNodeContentFillsTheExactRange() {
        let content = Element(.box).width(.points(100)).minHeight(.points(50))
        let t = scrollTest(range: .exact(Size(100, 200)), parent: Size(100, 500), content: content)
        XCTAssertEqual(t.node, Size(100, 200))
        XCTAssertEqual(t.content, Size(100, 200))
    }

    func testScrollNodeExactRangeSmallerThanTheParentsWins() {
        let t = scrollTest(range: .exact(Size(100, 150)), parent: Size(100, 100), content: box("b", 100, 200))
        XCTAssertEqual(t.node, Size(100, 150))
        XCTAssertEqual(t.content, Size(100, 200))
    }

    func testScrollNodeWithAnUnboundedParentTakesTheContentsSize() {
        let t = scrollTest(range: .unconstrained, parent: .infinity, content: box("b", 100, 200))
        XCTAssertEqual(t.node, Size(100, 200))
        XCTAssertEqual(t.content, Size(100, 200))
    }

    /// The content keeps the range's min (only the max is lifted), so
    /// flexGrow fills an exact viewport in the first layout already.
    func testScrollNodeContentKeepsTheMinOfItsRange() {
        let content = Element.vstack([box("top", 100, 50), Element(.box).debugName("grow").flexGrow(1)])
        let root = container(.scroll, [content])
        let result = LayoutEngine.layout(root, in: .exact(Size(100, 300)))
        XCTAssertEqual(named(result)["grow"], Rect(x: 0, y: 50, width: 100, height: 250))
        XCTAssertEqual(viewport(result, "c")?.contentSize, Size(100, 300))
    }

    /// Content smaller than the node is laid out again in `R'` (no axis
    /// lifted) and that layout is drawn; contentSize stays the first layout's.
    func testScrollNodeLaysShortContentOutAgainInItsOwnRange() {
        let root = container(.scroll, [Element(.box).debugName("fill")])
        let result = LayoutEngine.layout(ElementTable(root: root), in: range(100, 0, 100, 300), parentSize: Size(100, 300))
        XCTAssertEqual(result.size, Size(100, 300))
        XCTAssertEqual(named(result)["fill"], Rect(x: 0, y: 0, width: 100, height: 300))
        XCTAssertEqual(viewport(result, "c")?.contentSize, Size(100, 0))
    }

    // MARK: §7.1 table (ASTableViewTests.mm:301-328)

    func testTableRowIsTheCellsHeightPlusOnePixelOfSeparatorAtTheTablesWidth() {
        let root = container(.table, [cell("r0", height: 42), cell("r1", height: 42)]) { $0.separator = true }
        let result = LayoutEngine.layout(root, in: .exact(Size(100, 500)), grid: PixelGrid(scale: 2))
        let f = named(result)
        XCTAssertEqual(f["r0"], Rect(x: 0, y: 0, width: 100, height: 42))
        XCTAssertEqual(f["r1"], Rect(x: 0, y: 42.5, width: 100, height: 42))
        XCTAssertEqual(viewport(result, "c")?.contentSize, Size(100, 85))
    }

    func testTableInsetsNarrowRowsAndSectionsStackHeaderRowsFooter() {
        let section = Element(.item(.section), children: [
            Element(.item(.header)).height(.points(20)).debugName("h"), cell("s0", height: 30),
            Element(.item(.footer)).height(.points(10)).debugName("f"),
        ], debugName: "s")
        let root = container(.table, [cell("r0", height: 40), section]) {
            $0.contentInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
        }
        let result = LayoutEngine.layout(root, in: .exact(Size(320, 100)))
        let f = named(result)
        XCTAssertEqual(f["r0"], Rect(x: 10, y: 5, width: 300, height: 40))
        XCTAssertEqual(f["s"], Rect(x: 10, y: 45, width: 300, height: 60))
        XCTAssertEqual(f["h"], Rect(x: 10, y: 45, width: 300, height: 20))
        XCTAssertEqual(f["s0"], Rect(x: 10, y: 65, width: 300, height: 30))
        XCTAssertEqual(f["f"], Rect(x: 10, y: 95, width: 300, height: 10))
        XCTAssertEqual(viewport(result, "c")?.contentSize, Size(320, 120))
    }

    // MARK: §7.5 viewport

    func testContentOffsetIsClampedAndContentDrawnThroughIt() {
        let rows = (0..<10).map { cell("r\($0)", height: 50) }
        let root = container(.table, rows) { $0.contentOffset = Point(0, 1000) }
        let result = LayoutEngine.layout(root, in: .exact(Size(100, 200)))
        XCTAssertEqual(viewport(result, "c")?.contentOffset, Point(0, 300))
        let f = named(result)
        XCTAssertEqual(f["r6"], Rect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(f["r0"], Rect(x: 0, y: -300, width: 100, height: 50))
        let visible = result.visibility()
        func shown(_ n: String) -> Bool? {
            (0..<result.elements.documentCount).first { result.elements.records[$0].debugName == n }.flatMap { visible[$0] }
        }
        XCTAssertEqual(shown("r5"), false, "touching the top edge does not count")
        XCTAssertEqual(shown("r6"), true)
        XCTAssertEqual(shown("r9"), true)
        XCTAssertNil(visible[0], "the container itself is inside no viewport")
    }

    // MARK: §7.3 pager (ASPagerNodeTests.mm:143-174)

    func testPagerPagesAreThePagersBoundsAndPageSetsTheOffset() {
        let root = container(.pager, [cell("p0"), cell("p1"), cell("p2")]) { $0.page = 1 }
        let result = LayoutEngine.layout(root, in: .exact(Size(320, 480)))
        let f = named(result)
        XCTAssertEqual(f["p1"], Rect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(f["p0"], Rect(x: -320, y: 0, width: 320, height: 480))
        XCTAssertEqual(viewport(result, "c"), ContainerViewport(contentSize: Size(960, 480), contentOffset: Point(320, 0)))
    }

    // MARK: §7.2 collection

    func testFlowWithItemSizeWrapsLinesInsideTheSectionInset() {
        let cells = (0..<5).map { cell("i\($0)") }
        let root = container(.collection, cells) {
            $0.itemSize = Size(100, 100)
            $0.minimumInteritemSpacing = 10
            $0.minimumLineSpacing = 10
            $0.sectionInset = EdgeInsets(all: 10)
        }
        let result = LayoutEngine.layout(root, in: .exact(Size(320, 480)))
        let f = named(result)
        XCTAssertEqual(f["i0"], Rect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(f["i1"], Rect(x: 120, y: 10, width: 100, height: 100))
        XCTAssertEqual(f["i2"], Rect(x: 10, y: 120, width: 100, height: 100))
        XCTAssertEqual(f["i4"], Rect(x: 10, y: 230, width: 100, height: 100))
        XCTAssertEqual(viewport(result, "c")?.contentSize, Size(320, 340))
    }

    func testFlowWithoutItemSizeGivesCellsAtMostTheWidthLessContentInsets() {
        let root = container(.collection, [cell("i0")]) {
            $0.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        }
        let result = LayoutEngine.layout(root, in: .exact(Size(320, 480)))
        // A box cell takes the max of its range when both sides are finite:
        // the height is free, so it is 0 × 0 but for the range's min.
        XCTAssertEqual(named(result)["i0"], Rect(x: 20, y: 0, width: 0, height: 0))
        let sized = container(.collection, [cell("i0", Element(.box).height(.points(40)))]) {
            $0.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        }
        XCTAssertEqual(named(LayoutEngine.layout(sized, in: .exact(Size(320, 480))))["i0"],
                       Rect(x: 20, y: 0, width: 280, height: 40))
    }

    func testItemSizeFiftyByFiftyIsUIKitsDefaultAndIgnoredByAFlowLayout() {
        var c = ContainerNode(kind: .collection)
        c.itemSize = Size(50, 50)
        XCTAssertNil(c.effectiveItemSize)
        c.layout = .gallery
        XCTAssertEqual(c.effectiveItemSize, Size(50, 50))
    }

    func testAHorizontalCollectionInATableCellNests() {
        let strip = container(.collection, (0..<4).map { cell("h\($0)") }, name: "strip") {
            $0.scrollDirection = .horizontal
            $0.itemSize = Size(150, 80)
        }
        let root = container(.table, [cell("row", strip.height(.points(80)))])
        let result = LayoutEngine.layout(root, in: .exact(Size(320, 400)))
        let f = named(result)
        XCTAssertEqual(f["row"], Rect(x: 0, y: 0, width: 320, height: 80))
        XCTAssertEqual(f["h2"], Rect(x: 300, y: 0, width: 150, height: 80))
        XCTAssertEqual(viewport(result, "strip")?.contentSize, Size(600, 80))
        let visible = result.visibility()
        let h3 = (0..<result.elements.documentCount).first { result.elements.records[$0].debugName == "h3" }!
        XCTAssertEqual(visible[h3], false)
    }

    func testGalleryCellsAreExactlyItemSizeInLinesAcrossAHorizontalCollection() {
        let root = container(.collection, (0..<5).map { cell("g\($0)", box("in\($0)", 10, 10)) }) {
            $0.layout = .gallery
            $0.scrollDirection = .horizontal
            $0.itemSize = Size(100, 90)
            $0.minimumInteritemSpacing = 5
            $0.minimumLineSpacing = 20
            $0.contentInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        }
        let result = LayoutEngine.layout(root, in: .exact(Size(300, 200)))
        let f = named(result)
        // Lines run down 180 pt (200 less the content insets): 90 + 5 + 90
        // is more, so one cell a line, lines 20 pt apart.
        XCTAssertEqual(f["g0"], Rect(x: 0, y: 10, width: 100, height: 90))
        XCTAssertEqual(f["g1"], Rect(x: 120, y: 10, width: 100, height: 90))
        XCTAssertEqual(f["g4"], Rect(x: 480, y: 10, width: 100, height: 90))
        XCTAssertEqual(viewport(result, "c")?.contentSize, Size(580, 200))
    }

    func testCollectionSectionsStackHeaderCellsFooterWithTheHeaderAtTheCollectionsWidth() {
        let header = Element(.item(.header), children: [box("hb", nil, 30)], debugName: "h")
        let section = Element(.item(.section), children: [header, cell("s0"), cell("s1")], debugName: "s")
        let root = container(.collection, [section, cell("after")]) {
            $0.itemSize = Size(150, 100)
            $0.sectionInset = EdgeInsets(all: 5)
        }
        let result = LayoutEngine.layout(root, in: .exact(Size(320, 480)))
        let f = named(result)
        XCTAssertEqual(f["h"], Rect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertEqual(f["s0"], Rect(x: 5, y: 35, width: 150, height: 100))
        XCTAssertEqual(f["s1"], Rect(x: 155, y: 35, width: 150, height: 100))
        XCTAssertEqual(f["s"], Rect(x: 0, y: 0, width: 320, height: 140))
        XCTAssertEqual(f["after"], Rect(x: 5, y: 145, width: 150, height: 100))
        XCTAssertEqual(viewport(result, "c")?.contentSize, Size(320, 250))
    }

    func testPagerPagesLeaveOutTheTopAndBottomInsetsOnly() {
        let root = container(.pager, [cell("p0"), cell("p1")]) {
            $0.contentInset = EdgeInsets(top: 20, left: 7, bottom: 30, right: 7)
        }
        let result = LayoutEngine.layout(root, in: .exact(Size(320, 480)))
        XCTAssertEqual(named(result)["p1"], Rect(x: 320, y: 20, width: 320, height: 430))
        XCTAssertEqual(viewport(result, "c")?.contentSize, Size(640, 480))
    }

    /// ASScrollNode.mm returns super's layout when it does not manage its
    /// content size: the node is as large as its content (laid out with the
    /// scrollable axis lifted), and nothing scrolls. (§7.4 says "sized as a box".)
    func testAScrollNodeThatDoesNotManageItsContentSizeIsItsContentsSize() {
        let root = Element.vstack([
            container(.scroll, [box("b", 100, 500)], name: "manual") { $0.automaticallyManagesContentSize = false },
        ])
        let result = LayoutEngine.layout(root, in: .exact(Size(100, 400)))
        XCTAssertEqual(named(result)["manual"], Rect(x: 0, y: 0, width: 100, height: 500))
        XCTAssertEqual(viewport(result, "manual")?.contentSize, Size(100, 500))
    }

    /// The trap (§7.4): a managed scroll node in a stack of unknown height is
    /// 0 pt high, as in Texture; its own height sizes its content, which
    /// is laid out exactly that high (the style intersects the lifted range).
    func testAManagedScrollNodeIgnoresItsOwnHeightWhichSizesItsContent() {
        let scroll = container(.scroll, [box("b", 100, 500)], name: "s").height(.points(120))
        let result = LayoutEngine.layout(Element.vstack([scroll]), in: range(100, 0, 100, inf))
        XCTAssertEqual(viewport(result, "s")?.contentSize, Size(100, 120))
        XCTAssertEqual(named(result)["s"], Rect(x: 0, y: 0, width: 100, height: 0))
    }

    /// A scroll moves the content's frames without laying anything out again,
    /// and lands where a layout at that offset would put them.
    func testScrollingAResultMovesItsContentAsALayoutAtThatOffsetWould() throws {
        func table(_ offset: Point) -> Element {
            container(.table, (0..<10).map { cell("r\($0)", box("b\($0)", nil, 30), height: 50) }) { $0.contentOffset = offset }
        }
        let start = LayoutEngine.layout(table(.zero), in: .exact(Size(100, 200)))
        let scrolled = try XCTUnwrap(start.scrolling(ElementID(0), to: Point(0, 120)))
        let direct = LayoutEngine.layout(table(Point(0, 120)), in: .exact(Size(100, 200)))
        XCTAssertEqual(scrolled.frames(), direct.frames())
        XCTAssertEqual(scrolled.viewports[0], direct.viewports[0])
        XCTAssertEqual(scrolled.visibility(), direct.visibility())
        XCTAssertEqual(try XCTUnwrap(start.scrolling(ElementID(0), to: Point(0, 9999))).viewports[0]?.contentOffset, Point(0, 300))
        XCTAssertNil(start.scrolling(ElementID(1), to: .zero), "a cell is no container")
    }
}
