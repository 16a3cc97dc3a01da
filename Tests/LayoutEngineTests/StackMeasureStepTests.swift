import XCTest
@testable import LayoutEngine

/// The stack's first steps, each run alone on a tree in memory
/// (StackStepTree.swift): the children's parent size (§3.1.1), how a child
/// is measured (§3.1.2), the single flexible child (§3.1.3) and the first
/// pass (§3.1.4). Numbers from SEMANTICS.md's stack section and worked
/// examples, and from Texture's ASStackLayoutSpecSnapshotTests.
final class StackMeasureStepTests: XCTestCase {
    typealias Tree = StackStepTree

    /// §3.1.1: only an exact axis of the stack's range reaches its children.
    func testChildrenParentSizeKeepsOnlyExactAxes() {
        let tree = Tree([])
        let ctx = tree.context(StackLayoutSpec(), SizeRange(min: Size(300, 0), max: Size(300, .infinity)))
        XCTAssertEqual(ctx.childParentSize.width, 300)
        XCTAssertTrue(ctx.childParentSize.height.isNaN)
        let exact = tree.context(StackLayoutSpec(), .exact(Size(200, 100)))
        XCTAssertEqual(exact.childParentSize, Size(200, 100))
    }

    /// §3.1.2 and worked example 2: a stretched child's own cross size wins
    /// over the stack's (it overflows); a child aligned start gets no cross
    /// minimum.
    func testStretchedChildKeepsItsOwnCrossSize() {
        let tree = Tree([Tree.node(400, 10), Tree.node(0, 10) { $0.width = .auto; $0.alignSelf = .start }])
        let ctx = tree.context(StackLayoutSpec(direction: .vertical), SizeRange(min: Size(300, 0), max: Size(300, .infinity)))
        var items = tree.items(ctx)
        tree.measureStackChild(&items, 0, ctx, main: 0, .infinity, cross: 300, 300)
        tree.measureStackChild(&items, 1, ctx, main: 0, .infinity, cross: 300, 300)
        XCTAssertEqual(tree.log.map(\.range), [SizeRange(min: Size(400, 0), max: Size(400, .infinity)),
                                               SizeRange(min: Size(0, 0), max: Size(300, .infinity))])
        XCTAssertEqual(tree.sizes(items), [Size(400, 10), Size(0, 10)])
    }

    /// §3.1.2: a stretched child without a cross size of its own gets the
    /// cross range it was given, minimum included.
    func testStretchedChildWithoutOwnSizeTakesTheGivenCrossRange() {
        let tree = Tree([Tree.content(30, 10)])
        let ctx = tree.context(StackLayoutSpec(direction: .vertical), SizeRange(min: Size(200, 0), max: Size(300, .infinity)))
        var items = tree.items(ctx)
        tree.measureStackChild(&items, 0, ctx, main: 5, 5, cross: 200, 300)
        XCTAssertEqual(tree.log.map(\.range), [SizeRange(min: Size(200, 5), max: Size(300, 5))])
        XCTAssertEqual(items[0].size, Size(200, 5))
    }

    /// §3.1.3 and worked example 8: with an exact main size, the one child
    /// that can both grow and shrink is left out of the first pass.
    func testSingleFlexibleChildNeedsAnExactMainSizeAndExactlyOne() {
        let one = Tree([Tree.node(100, 20) { $0.flexGrow = 1; $0.flexShrink = 1 }, Tree.node(50, 20) { $0.flexGrow = 1 }])
        let exact = one.context(StackLayoutSpec(), SizeRange(min: Size(300, 0), max: Size(300, .infinity)))
        XCTAssertEqual(one.singleFlexibleChild(0, exact), 0)
        let loose = one.context(StackLayoutSpec(), SizeRange(min: Size(0, 0), max: Size(300, .infinity)))
        XCTAssertNil(one.singleFlexibleChild(0, loose))
        let two = Tree([Tree.node(100, 20) { $0.flexGrow = 1; $0.flexShrink = 1 },
                        Tree.node(50, 20) { $0.flexGrow = 1; $0.flexShrink = 1 }])
        XCTAssertNil(two.singleFlexibleChild(0, two.context(StackLayoutSpec(), exact.range)))
    }

    /// §3.1.4: the first pass measures each child with its flexBasis as the
    /// main range (auto: [0, ∞]; points: exactly; a fraction of the stack's
    /// exact main size), the stack's cross range as the cross range; the
    /// placeholder of §3.1.3 gets a 0×0 layout and is not measured.
    /// Texture: testFixedFlexBasisOverridesIntrinsicSizeForNonFlexingChildren
    /// (a 150-wide child with flexBasis 20 is 20 wide) and
    /// testFractionalFlexBasisResolvesAgainstParentSize (50% of 200 = 100).
    func testFirstPassMeasuresEachChildAtItsFlexBasis() {
        let tree = Tree([
            Tree.node(50, 50),
            Tree.node(150, 150) { $0.flexBasis = .points(20) },
            Tree.node(50, 50) { $0.flexBasis = .fraction(0.5) },
            Tree.node(80, 50) { $0.flexGrow = 1; $0.flexShrink = 1 },
        ])
        let ctx = tree.context(StackLayoutSpec(alignItems: .start), SizeRange(min: Size(200, 0), max: Size(200, 150)))
        var lines: [StackLine] = [], done = 0
        let items = tree.measureIntrinsicSizes(0, ctx, placeholder: 3, collectingLinesInto: &lines, done: &done)
        XCTAssertEqual(tree.log.map(\.child), [1, 2, 3])
        XCTAssertEqual(tree.log.map(\.range), [
            SizeRange(min: Size(0, 0), max: Size(.infinity, 150)),
            SizeRange(min: Size(20, 0), max: Size(20, 150)),
            SizeRange(min: Size(100, 0), max: Size(100, 150)),
        ])
        XCTAssertEqual(tree.sizes(items), [Size(50, 50), Size(20, 150), Size(100, 50), Size(0, 0)])
        XCTAssertEqual(items.map(\.isPlaceholder), [false, false, false, true])
        XCTAssertEqual(lines.map(\.items), [0 ..< 4], "noWrap: one line")
        XCTAssertTrue(tree.notes.isEmpty)
    }

    /// §3.1.4 (recommended): a fraction flexBasis in a stack whose main
    /// size is not exact counts as auto, and is reported.
    func testFractionFlexBasisOfUnknownParentIsAutoAndReported() {
        let tree = Tree([Tree.node(50, 50) { $0.flexBasis = .fraction(0.5) }])
        let ctx = tree.context(StackLayoutSpec(alignItems: .start), SizeRange(min: Size(0, 0), max: Size(200, 100)))
        var lines: [StackLine] = [], done = 0
        _ = tree.measureIntrinsicSizes(0, ctx, placeholder: nil, collectingLinesInto: &lines, done: &done)
        XCTAssertEqual(tree.log.map(\.range), [SizeRange(min: Size(0, 0), max: Size(.infinity, 100))])
        XCTAssertEqual(tree.notes, [LayoutIssue(element: ElementID(1), kind: .fractionFlexBasisOfUnknownParent)])
    }

    /// §3.1.4: an item's alignment is its alignSelf, else the stack's alignItems.
    func testItemAlignmentIsAlignSelfElseAlignItems() {
        let tree = Tree([Tree.node(10, 10), Tree.node(10, 10) { $0.alignSelf = .end }])
        let ctx = tree.context(StackLayoutSpec(alignItems: .center), .exact(Size(100, 100)))
        var lines: [StackLine] = [], done = 0
        let items = tree.measureIntrinsicSizes(0, ctx, placeholder: nil, collectingLinesInto: &lines, done: &done)
        XCTAssertEqual(items.map(\.align), [.center, .end])
    }
}
