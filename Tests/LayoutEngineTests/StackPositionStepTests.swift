import XCTest
@testable import LayoutEngine

/// The stack's positioning steps (§3.1.9), each run alone on items made by
/// hand, and the whole algorithm (`layoutStack`) on a tree in memory.
/// Numbers from Texture's ASStackLayoutSpecSnapshotTests (named on each
/// test) and SEMANTICS.md's tables and worked examples.
final class StackPositionStepTests: XCTestCase {
    typealias Tree = StackStepTree

    /// §3.1.9's table: start offset and extra gap for 3 things sharing 150.
    func testDistributionTable() {
        let tree = Tree([])
        let expected: [JustifyContent: (Double, Double)] = [
            .start: (0, 0), .center: (75, 0), .end: (150, 0), .spaceBetween: (0, 75), .spaceAround: (25, 50),
        ]
        for (mode, want) in expected {
            let got = tree.distribution(of: 150, count: 3, mode: mode)
            XCTAssertEqual(got.0, want.0, "\(mode)")
            XCTAssertEqual(got.1, want.1, "\(mode)")
        }
    }

    /// §3.1.9: spaceBetween falls back to start and spaceAround to center
    /// with one thing or no free space (testJustifiedSpaceBetweenWithOneChild,
    /// testJustifiedSpaceAroundWithOneChild, testOverflowBehaviors).
    func testDistributionFallbacks() {
        let tree = Tree([])
        XCTAssertEqual(tree.distribution(of: 250, count: 1, mode: .spaceBetween).0, 0)
        XCTAssertEqual(tree.distribution(of: 250, count: 1, mode: .spaceAround).0, 125)
        XCTAssertEqual(tree.distribution(of: -40, count: 3, mode: .spaceBetween).1, 0)
        XCTAssertEqual(tree.distribution(of: -40, count: 3, mode: .spaceAround).0, -20)
    }

    /// Places the one line of `children` in a horizontal stack of `range`;
    /// returns the positions.
    private func place(_ children: [Tree.Child], _ spec: StackLayoutSpec, _ range: SizeRange,
                       lineCross: Double = 50, baseline: Double = 0) -> [Point] {
        let tree = Tree(children)
        let ctx = tree.context(spec, range)
        let items = tree.items(ctx)
        let line = StackLine(items: 0 ..< items.count, crossSize: lineCross, baseline: baseline)
        var out = tree.beginPositioning([line], items.count, stretchesBetweenLines: false, ctx)
        tree.positionLine(items, line, &out, ctx)
        return tree.positions(out.sublayouts)
    }

    private let three = Array(repeating: StackStepTree.node(50, 50), count: 3)

    /// testJustifiedSpaceBetweenWithRemainingSpace (301: gaps of 75.5, not
    /// floored) and testJustifiedSpaceAroundWithRemainingSpace (305).
    func testJustifyContentGapsAreExactFractions() {
        let between = place(three, StackLayoutSpec(justifyContent: .spaceBetween), range(301, 0, 301, 300))
        XCTAssertEqual(between.map(\.x), [0, 125.5, 251])
        let around = place(three, StackLayoutSpec(justifyContent: .spaceAround), range(305, 0, 305, 300))
        for (got, want) in zip(around.map(\.x), [155 / 6.0, 155 / 6.0 + 50 + 155 / 3.0, 155 / 6.0 + 100 + 310 / 3.0]) {
            XCTAssertEqual(got, want, accuracy: 1e-9)
        }
    }

    /// testOverflowBehaviors, 110 wide: center overflows on both sides,
    /// end at the start.
    func testJustifyContentOnOverflow() {
        XCTAssertEqual(place(three, StackLayoutSpec(justifyContent: .center), range(110, 0, 110, 300)).map(\.x), [-20, 30, 80])
        XCTAssertEqual(place(three, StackLayoutSpec(justifyContent: .end), range(110, 0, 110, 300)).map(\.x), [-40, 10, 60])
    }

    /// §3.1.9: justifyContent has no effect when the main range is not
    /// exact and the content fits.
    func testJustifyContentNeedsAViolation() {
        XCTAssertEqual(place(three, StackLayoutSpec(justifyContent: .end), range(0, 0, 300, 300)).map(\.x), [0, 50, 100])
    }

    /// testChildSpacing "spacingBefore" and "spacingBalancedOut" (vertical:
    /// heights 50, 70, 90).
    func testSpacingBeforeAfterAndBetween() {
        let sizes = [(50.0, 50.0), (100, 70), (150, 90)]
        func stack(spacing: Double, _ configure: [(inout Style) -> Void]) -> [Double] {
            let children = zip(sizes, configure).map { Tree.node($0.0, $0.1, $1) }
            return place(children, StackLayoutSpec(direction: .vertical, spacing: spacing, alignItems: .start),
                         range(0, 0, inf, inf), lineCross: 150).map(\.y)
        }
        XCTAssertEqual(stack(spacing: 0, [{ _ in }, { $0.spacingBefore = 10 }, { $0.spacingBefore = 20 }]), [0, 60, 150])
        XCTAssertEqual(stack(spacing: 10, [{ _ in }, { $0.spacingBefore = -10; $0.spacingAfter = -10 }, { _ in }]),
                       [0, 50, 120])
    }

    /// §3.1.9 crossOffset: end, center floored to the pixel grid (scale 2),
    /// and baseline alignment against the line's baseline.
    func testCrossOffsets() {
        let children = [Tree.node(10, 20) { $0.alignSelf = .end }, Tree.node(10, 20.2) { $0.alignSelf = .center },
                        Tree.node(10, 49.3) { $0.alignSelf = .center }]
        XCTAssertEqual(place(children, StackLayoutSpec(), range(0, 0, 300, 300), lineCross: 51).map(\.y),
                       [31, 15, 0.5], "15.4 and 0.85 floored to the half point")
        var text = Tree.content(40, 20)
        text.ascender = 16
        XCTAssertEqual(place([text], StackLayoutSpec(alignItems: .baselineFirst), range(0, 0, 300, 300),
                             baseline: 20).map(\.y), [4])
    }

    /// testAlignContentUnderflow: three lines of 50 in 300 start at these
    /// offsets for each alignContent (§3.1.9's table).
    func testAlignContentPlacesLines() {
        let expected: [AlignContent: [Double]] = [
            .start: [0, 50, 100], .center: [75, 125, 175], .end: [150, 200, 250],
            .spaceBetween: [0, 125, 250], .spaceAround: [25, 125, 225],
        ]
        for (mode, starts) in expected {
            let tree = Tree(Array(repeating: Tree.node(50, 50), count: 3))
            let ctx = tree.context(StackLayoutSpec(flexWrap: .wrap, alignContent: mode), .exact(Size(110, 300)))
            let items = tree.items(ctx)
            let lines = (0 ..< 3).map { StackLine(items: $0 ..< $0 + 1, crossSize: 50) }
            var out = tree.beginPositioning(lines, 3, stretchesBetweenLines: false, ctx)
            for line in lines { tree.positionLine(items, line, &out, ctx) }
            XCTAssertEqual(tree.positions(out.sublayouts).map(\.y), starts, "\(mode)")
        }
    }

    /// The whole algorithm on a tree in memory: testFlexWrapWithItemSpacings
    /// (230 × 300, spacing 50, lineSpacing 5, items 50 with 5 before and
    /// after): two items on the first line, one on the second.
    func testWholeStackWrapsWithItemSpacings() {
        let tree = Tree(Array(repeating: Tree.node(50, 50) { $0.spacingBefore = 5; $0.spacingAfter = 5 }, count: 3))
        let spec = StackLayoutSpec(spacing: 50, flexWrap: .wrap, lineSpacing: 5)
        let out = tree.layoutStack(0, spec, .exact(Size(230, 300)))
        XCTAssertEqual(out.size, Size(230, 300))
        XCTAssertEqual(tree.positions(out.sublayouts), [Point(5, 0), Point(115, 0), Point(5, 55)])
    }

    /// testAlignContentStretchAndOtherAlignments: lines stretched to 100;
    /// items aligned start, center and end within them.
    func testWholeStackStretchesLinesAndAlignsItems() {
        let aligns: [AlignSelf] = [.auto, .start, .auto, .center, .auto, .end]
        let tree = Tree(aligns.map { a in Tree.node(50, 50) { $0.alignSelf = a } })
        let spec = StackLayoutSpec(alignItems: .start, flexWrap: .wrap, alignContent: .stretch)
        let out = tree.layoutStack(0, spec, .exact(Size(110, 300)))
        XCTAssertEqual(tree.positions(out.sublayouts), [Point(0, 0), Point(50, 0), Point(0, 100), Point(50, 125),
                                                        Point(0, 200), Point(50, 250)])
    }

    /// §3.1.8 and §3.1.11: a vertical stack takes its ascender from its first
    /// child and its descender from its last; its size is its content
    /// clamped to its range.
    func testWholeVerticalStackTakesBaselinesFromFirstAndLastChild() {
        var a = Tree.content(40, 20), b = Tree.content(60, 30)
        (a.ascender, a.descender, b.ascender, b.descender) = (16, -4, 24, -6)
        let tree = Tree([a, b])
        let out = tree.layoutStack(0, StackLayoutSpec(direction: .vertical, alignItems: .start), range(0, 0, 300, 300))
        XCTAssertEqual(out.size, Size(60, 50))
        XCTAssertEqual(out.ascender, 16)
        XCTAssertEqual(out.descender, -6)
    }
}
