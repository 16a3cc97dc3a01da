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
}
