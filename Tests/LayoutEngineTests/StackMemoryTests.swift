import XCTest
@testable import LayoutEngine

/// What a stack leaves in the pass's arrays: a leaf that a stack measures
/// again (flexed, stretched) takes the slot of its earlier layout, so that
/// `measured` holds one layout per leaf, in every line of a wrapping stack
/// too; memoised layouts are never written over.
final class StackMemoryTests: XCTestCase {
    func testFlexedLeavesReuseTheirFirstLayoutsSlot() {
        let row = Element.hstack((0..<4).map { box("b\($0)", nil, 10).flexGrow(1) })
        let (r, f) = layoutFrames(row, range(200, 0, 200, inf))
        for k in 0..<4 { XCTAssertEqual(f["b\(k)"], Rect(x: Double(50 * k), y: 0, width: 50, height: 10)) }
        // Measured twice each (first pass, then flexed to 50)…
        XCTAssertEqual(r.calculations, 1 + 8)
        // …but kept once: the stack and four boxes.
        XCTAssertEqual(r.treeArena.measured.count, 5)
    }

    func testStretchedLeavesReuseTheirFirstLayoutsSlot() {
        let row = Element.hstack(alignItems: .stretch, [box("tall", 10, 40), box("a", 10), box("b", 10)])
        let (r, f) = layoutFrames(row, range(0, 0, 300, inf))
        XCTAssertEqual(f["a"], Rect(x: 10, y: 0, width: 10, height: 40))
        XCTAssertEqual(f["b"], Rect(x: 20, y: 0, width: 10, height: 40))
        XCTAssertEqual(r.calculations, 1 + 3 + 2)
        XCTAssertEqual(r.treeArena.measured.count, 4)
    }

    func testWrappedLinesReuseSlotsLineByLine() {
        var spec = StackLayoutSpec(direction: .horizontal, spacing: 0, alignItems: .start)
        spec.flexWrap = .wrap
        let stack = Element.stack(spec, (0..<5).map { box("b\($0)", 40, 10).flexGrow(1) })
        let (r, f) = layoutFrames(stack, range(100, 0, 100, inf))
        XCTAssertEqual(f["b0"], Rect(x: 0, y: 0, width: 50, height: 10))
        XCTAssertEqual(f["b1"], Rect(x: 50, y: 0, width: 50, height: 10))
        XCTAssertEqual(f["b2"], Rect(x: 0, y: 10, width: 50, height: 10))
        XCTAssertEqual(f["b3"], Rect(x: 50, y: 10, width: 50, height: 10))
        XCTAssertEqual(f["b4"], Rect(x: 0, y: 20, width: 100, height: 10))
        XCTAssertEqual(f["#root"]?.size, Size(100, 30))
        XCTAssertEqual(r.treeArena.measured.count, 6)
    }

    /// A line a wrapping stack closes is flexed and sized at once, before
    /// the next items are measured: it is one of several lines, so it keeps
    /// its own cross size even in a stack whose cross size is exact (a lone
    /// line would take the stack's), and its items shrink within it alone.
    func testClosedLinesAreSizedAsOneOfSeveral() {
        var spec = StackLayoutSpec(direction: .horizontal, spacing: 0, alignItems: .start)
        spec.flexWrap = .wrap
        let stack = Element.stack(spec, [box("a", 60, 10), box("b", 60, 20).flexShrink(1), box("c", 30, 5).flexGrow(1)])
        let (_, f) = layoutFrames(stack, range(100, 100, 100, 100))
        XCTAssertEqual(f["a"], Rect(x: 0, y: 0, width: 60, height: 10))
        XCTAssertEqual(f["b"], Rect(x: 0, y: 10, width: 60, height: 20))
        XCTAssertEqual(f["c"], Rect(x: 60, y: 10, width: 40, height: 5))
        XCTAssertEqual(f["#root"]?.size, Size(100, 100))
    }

    func testMemoisedLayoutsAreNotWrittenOver() {
        // The column grows: measured twice, both layouts memoised (and its
        // box measured in each); only the plain leaves' slots are shared.
        let column = Element.vstack([box("inner", 10, 10)]).debugName("column").flexGrow(1)
        let row = Element.hstack(alignItems: .start, [column, box("fixed", 20, 20)])
        let (r, f) = layoutFrames(row, range(200, 0, 200, inf))
        XCTAssertEqual(f["column"], Rect(x: 0, y: 0, width: 180, height: 10))
        XCTAssertEqual(f["inner"], Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(f["fixed"], Rect(x: 180, y: 0, width: 20, height: 20))
        XCTAssertEqual(r.treeArena.measured.count, 1 + 2 + 2 + 1)
        // The column's first layout is still the one its first measurement
        // named: 10 wide.
        let widths = r.treeArena.measured.filter { r.elements.records[Int($0.element)].debugName == "column" }
            .map(\.size.width)
        XCTAssertEqual(widths, [10, 180])
    }

    /// The sublayouts of the layout of the element named `name` in the
    /// layout tree, as "name frame": that stack's block of placements.
    func children(_ r: LayoutResult, named name: String) -> [String] {
        var found: [String] = []
        r.rootLayout().forEach { layout, _ in
            guard r.elements.records[layout.element.rawValue].debugName == name else { return }
            found = layout.sublayouts.map { child in
                "\(r.elements.records[child.element.rawValue].debugName ?? "?") \(child.frame)"
            }
        }
        return found
    }

    /// Columns 40 wide with a 10×5 box each: shorter than a 20-high line,
    /// so that stretching measures them again and their box's layout is
    /// appended anew.
    func columns(_ n: Int, alignSelf: AlignSelf = .auto) -> [Element] {
        (0..<n).map { k in
            var column = Element.vstack([box("inner\(k)", 10, 5)]).debugName("item\(k)").width(.points(40))
            column.style.alignSelf = alignSelf
            return column
        }
    }

    /// A wrapping stack whose items stretch reserves its block of
    /// placements before any line is placed: the items stretched in the
    /// second line append their own sublayouts after the block, not inside.
    func testStretchedItemsOfAWrappingStackKeepTheirOwnBlock() {
        var spec = StackLayoutSpec(direction: .horizontal, spacing: 0, alignItems: .stretch)
        spec.flexWrap = .wrap
        let c = columns(4)
        let stack = Element.stack(spec, [c[0], box("tall", 40, 20), c[1], box("tall2", 40, 10), c[2], c[3]])
            .debugName("stack")
        let (r, _) = layoutFrames(stack, range(100, 0, 100, inf))
        XCTAssertEqual(children(r, named: "stack"), [
            "item0 0,0,40,20", "tall 40,0,40,20", "item1 0,20,40,10", "tall2 40,20,40,10",
            "item2 0,30,40,5", "item3 40,30,40,5",
        ])
        for k in 0..<4 { XCTAssertEqual(children(r, named: "item\(k)"), ["inner\(k) 0,0,10,5"]) }
    }

    /// The same with alignItems start and one item aligned stretch by its
    /// own style: the stack knows from its table entry, and reserves too.
    func testAnItemStretchedByItsOwnStyleMakesTheStackReserve() {
        var spec = StackLayoutSpec(direction: .horizontal, spacing: 0, alignItems: .start)
        spec.flexWrap = .wrap
        let stretched = columns(1, alignSelf: .stretch)[0]
        let stack = Element.stack(spec, [box("a", 40, 10), box("b", 40, 10), box("tall", 40, 20), stretched])
            .debugName("stack")
        let (r, _) = layoutFrames(stack, range(100, 0, 100, inf))
        XCTAssertEqual(children(r, named: "stack"), [
            "a 0,0,40,10", "b 40,0,40,10", "tall 0,10,40,20", "item0 40,10,40,20",
        ])
        XCTAssertEqual(children(r, named: "item0"), ["inner0 0,0,10,5"])
    }

    /// A stack of one line appends its placements after its items are
    /// stretched (nothing is measured between two lines), and a wrapping
    /// stack without stretched items as it places each line.
    func testStacksThatAppendTheirPlacementsKeepTheirOwnBlock() {
        let row = Element.hstack(alignItems: .stretch, columns(2) + [box("tall", 10, 20)]).debugName("row")
        let (r, _) = layoutFrames(row, range(0, 0, 300, inf))
        XCTAssertEqual(children(r, named: "row"), ["item0 0,0,40,20", "item1 40,0,40,20", "tall 80,0,10,20"])
        XCTAssertEqual(children(r, named: "item1"), ["inner1 0,0,10,5"])

        var spec = StackLayoutSpec(direction: .horizontal, spacing: 0, alignItems: .end)
        spec.flexWrap = .wrap
        let wrapped = Element.stack(spec, columns(3) + [box("tall", 40, 20)]).debugName("wrapped")
        let (w, _) = layoutFrames(wrapped, range(100, 0, 100, inf))
        XCTAssertEqual(children(w, named: "wrapped"), [
            "item0 0,0,40,5", "item1 40,0,40,5", "item2 0,20,40,5", "tall 40,5,40,20",
        ])
        XCTAssertEqual(children(w, named: "item2"), ["inner2 0,0,10,5"])
    }
}
