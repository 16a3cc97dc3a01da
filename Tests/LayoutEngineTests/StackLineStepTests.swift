import XCTest
@testable import LayoutEngine

/// The stack's line steps, each run alone on items made by hand: breaking
/// lines (§3.1.5), a line's cross size and baseline (§3.1.7), stretching
/// lines and items (§3.1.8). Numbers from Texture's
/// ASStackLayoutSpecSnapshotTests (named on each test) and SEMANTICS.md.
final class StackLineStepTests: XCTestCase {
    typealias Tree = StackStepTree

    /// The lines `LineCollector` makes of `children` in a horizontal stack
    /// `width` wide.
    private func lines(_ children: [Tree.Child], width: Double, spacing: Double = 0) -> [Range<Int>] {
        let tree = Tree(children)
        let ctx = tree.context(StackLayoutSpec(spacing: spacing, flexWrap: .wrap), .exact(Size(width, 300)))
        let items = tree.items(ctx)
        var collector = LineCollector()
        for i in items.indices { _ = collector.collect(items, i, ctx) }
        return collector.finish(items.count).map(\.items)
    }

    private func spaced(_ count: Int) -> [Tree.Child] {
        Array(repeating: Tree.node(50, 50) { $0.spacingBefore = 5; $0.spacingAfter = 5 }, count: count)
    }

    /// testFlexWrapWithItemSpacings: 3 items of 50 with 5 before and after,
    /// spacing 50, 230 wide: the third would need 280, so it wraps.
    func testLineBreakCountsItemSpacings() {
        XCTAssertEqual(lines(spaced(3), width: 230, spacing: 50), [0 ..< 2, 2 ..< 3])
    }

    /// testFlexWrapWithItemSpacingsBeingResetOnNewLines: spacing 5, 190
    /// wide: three items fit each line (60 + 65 + 65), on every line.
    func testSpacingRestartsOnEachLine() {
        XCTAssertEqual(lines(spaced(9), width: 190, spacing: 5), [0 ..< 3, 3 ..< 6, 6 ..< 9])
    }

    /// testAlignContentUnderflow and testAlignContentOverflow: 50s in 110
    /// make lines of two; in 40, each item is wider than the stack and sits
    /// alone on its line.
    func testItemsWiderThanTheStackSitAlone() {
        let six = Array(repeating: Tree.node(50, 50), count: 6)
        XCTAssertEqual(lines(six, width: 110), [0 ..< 2, 2 ..< 4, 4 ..< 6])
        XCTAssertEqual(lines(six, width: 40), (0 ..< 6).map { $0 ..< $0 + 1 })
    }

    /// A line's cross size and baseline for `children` as one line of a
    /// horizontal stack in `range`, of `lineCount` lines.
    private func crossSize(_ children: [Tree.Child], _ range: SizeRange, alignItems: AlignItems = .start,
                           lineCount: Int = 1) -> StackLine {
        let tree = Tree(children)
        let ctx = tree.context(StackLayoutSpec(alignItems: alignItems), range)
        var line = StackLine(items: 0 ..< children.count)
        tree.computeLineCrossSizeAndBaseline(tree.items(ctx), &line, lineCount: lineCount, ctx)
        return line
    }

    /// §3.1.7: a line is as tall as its tallest item; a single line is
    /// clamped to the stack's cross range, and takes it when it is exact.
    func testLineCrossSizeIsTheTallestItemClampedForASingleLine() {
        let items = [Tree.node(10, 30), Tree.node(10, 70), Tree.node(10, 50)]
        let loose = SizeRange(min: Size(0, 0), max: Size(300, .infinity))
        XCTAssertEqual(crossSize(items, loose).crossSize, 70)
        XCTAssertEqual(crossSize(items, SizeRange(min: Size(0, 80), max: Size(300, 90))).crossSize, 80)
        XCTAssertEqual(crossSize(items, SizeRange(min: Size(0, 0), max: Size(300, 60))).crossSize, 60)
        XCTAssertEqual(crossSize(items, .exact(Size(300, 20))).crossSize, 20)
        XCTAssertEqual(crossSize(items, .exact(Size(300, 20)), lineCount: 2).crossSize, 70,
                       "one of several lines is not clamped")
    }

    /// §3.1.7: baseline items add their largest ascent and largest descent.
    /// baselineFirst: the ascender; baselineLast: cross size + descender.
    func testBaselineItemsContributeAscentPlusDescent() {
        var a = Tree.content(40, 20), b = Tree.content(40, 30)
        (a.ascender, a.descender) = (18, -2)
        (b.ascender, b.descender) = (10, -20)
        let loose = SizeRange(min: .zero, max: Size(300, .infinity))
        let first = crossSize([a, b, Tree.node(10, 35) { $0.alignSelf = .start }], loose, alignItems: .baselineFirst)
        XCTAssertEqual(first.baseline, 18)
        XCTAssertEqual(first.crossSize, 18 + 20, "ascent 18 + descent max(20 − 18, 30 − 10), over the 35 of the other")
        let last = crossSize([a, b], loose, alignItems: .baselineLast)
        XCTAssertEqual(last.baseline, 18, "max(20 − 2, 30 − 20)")
        XCTAssertEqual(last.crossSize, 18 + 20, "descent max(20 − 18, 30 − 10)")
    }

    /// §3.1.8, testAlignContentUnderflow "alignContentStretch": three lines
    /// of 50 in 300 grow by 50 each; with lineSpacing 10 in 320
    /// (testAlignContentAndLineSpacingUnderflow) too. One line, or another
    /// alignContent, is left alone.
    func testAlignContentStretchSharesTheFreeCrossSpace() {
        func stretched(_ count: Int, _ alignContent: AlignContent, lineSpacing: Double = 0, cross: Double) -> [Double] {
            let tree = Tree([])
            let ctx = tree.context(StackLayoutSpec(flexWrap: .wrap, alignContent: alignContent, lineSpacing: lineSpacing),
                                   .exact(Size(110, cross)))
            var lines = (0 ..< count).map { StackLine(items: $0 ..< $0 + 1, crossSize: 50) }
            tree.stretchLinesAlongCrossAxis(&lines, ctx)
            return lines.map(\.crossSize)
        }
        XCTAssertEqual(stretched(3, .stretch, cross: 300), [100, 100, 100])
        XCTAssertEqual(stretched(3, .stretch, lineSpacing: 10, cross: 320), [100, 100, 100])
        XCTAssertEqual(stretched(1, .stretch, cross: 300), [50])
        XCTAssertEqual(stretched(3, .center, cross: 300), [50, 50, 50])
    }

    /// §3.1.8: a stretched item more than 0.01 smaller than its line is
    /// measured again at the line's cross size and its own main size; an
    /// explicit cross size still wins; other alignments are not touched.
    func testStretchedItemsAreMeasuredAgainAtTheLineCrossSize() {
        let tree = Tree([Tree.content(30, 40), Tree.node(30, 40), Tree.content(30, 40) { $0.alignSelf = .start },
                         Tree.content(30, 99.995)])
        let ctx = tree.context(StackLayoutSpec(alignItems: .stretch), SizeRange(min: .zero, max: Size(300, .infinity)))
        var items = tree.items(ctx)
        tree.stretchItemsAlongCrossAxis(&items, StackLine(items: 0 ..< 4, crossSize: 100), ctx)
        XCTAssertEqual(tree.log.map(\.child), [1, 2])
        XCTAssertEqual(tree.log[0].range, .exact(Size(30, 100)))
        XCTAssertEqual(tree.log[1].range, .exact(Size(30, 40)), "its own height wins (§3.1.2)")
        XCTAssertEqual(tree.sizes(items), [Size(30, 100), Size(30, 40), Size(30, 40), Size(30, 99.995)])
    }
}
