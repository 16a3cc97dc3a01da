import XCTest
@testable import LayoutEngine

/// §3.1.6, flexing a line (`flexItemsAlongMainAxis`), run alone on items
/// made by hand: each child's first-pass size is its own size. The cases
/// and numbers are Texture's (ASStackLayoutSpecSnapshotTests, named on each
/// test; the violation is what its comments give) and SEMANTICS.md's worked
/// examples.
final class StackFlexStepTests: XCTestCase {
    typealias Tree = StackStepTree

    /// Flexes the one line of `children` in a stack of exact main size
    /// `main` (cross 0…∞); returns the items' main sizes and the tree.
    private func flex(_ children: [Tree.Child], _ direction: StackDirection, main: Double,
                      placeholder: Int? = nil) -> ([Double], Tree) {
        let tree = Tree(children)
        let range = direction.range(mainMin: main, mainMax: main, crossMin: 0, crossMax: .infinity)
        let ctx = tree.context(StackLayoutSpec(direction: direction, alignItems: .start), range)
        var items = tree.items(ctx)
        if let placeholder {
            items[placeholder].isPlaceholder = true
            items[placeholder].size = .zero
        }
        tree.flexItemsAlongMainAxis(&items, 0 ..< items.count, ctx)
        return (items.map { direction.main($0.size) }, tree)
    }

    private func square(_ side: Double, grow: Double = 0, shrink: Double = 0) -> Tree.Child {
        Tree.node(side, side) { $0.flexGrow = grow; $0.flexShrink = shrink }
    }

    /// testPositiveViolationIsDistributedEqually: 350 wide, three 50s, the
    /// first and third grow 1: the violation of 200 gives 100 each.
    func testGrowthIsSharedByFlexGrow() {
        let (sizes, tree) = flex([square(50, grow: 1), square(50), square(50, grow: 1)], .horizontal, main: 350)
        XCTAssertEqual(sizes, [150, 50, 150])
        XCTAssertEqual(tree.log.map(\.child), [1, 3], "only the growers are measured again")
        XCTAssertEqual(tree.log[0].range.min.width, 150)
        XCTAssertEqual(tree.log[0].range.max.width, 150)
    }

    /// testPositiveViolationIsDistributedProportionally (vertical; 1, 2, 1:
    /// +50, +100, +50) and its ArbitraryFloats twin (0.25, 0.5, 0.25).
    func testGrowthIsProportionalToFlexGrow() {
        XCTAssertEqual(flex([square(50, grow: 1), square(50, grow: 2), square(50, grow: 1)], .vertical, main: 350).0,
                       [100, 150, 100])
        XCTAssertEqual(flex([square(50, grow: 0.25), square(50, grow: 0.5), square(50, grow: 0.25)], .vertical,
                            main: 350).0, [100, 150, 100])
    }

    /// testPositiveViolationIsDistributedEquallyAmongMixedChildren: a
    /// shrinker does not grow.
    func testShrinkFactorsDoNotGrow() {
        let (sizes, _) = flex([square(50, shrink: 1), square(50, grow: 1), square(50), square(50, grow: 1)],
                              .horizontal, main: 400)
        XCTAssertEqual(sizes, [50, 150, 50, 150])
    }

    /// testRemainingViolationIsAppliedProperlyToFirstFlexibleChild: 175 over
    /// two growers floors to 87 each; the remainder (1) goes to the first.
    func testFlooredRemainderGoesToTheFirstGrower() {
        let (sizes, _) = flex([Tree.node(50, 25), Tree.node(50, 0) { $0.flexGrow = 1 },
                               Tree.node(50, 100) { $0.flexGrow = 1 }], .vertical, main: 300)
        XCTAssertEqual(sizes, [25, 88, 187])
    }

    /// Worked example 5: 100 over three growers: 34, 33, 33.
    func testThreeGrowersOfAHundred() {
        let spacer = Tree.content(0, 20) { $0.flexGrow = 1 }
        XCTAssertEqual(flex([spacer, spacer, spacer], .horizontal, main: 100).0, [34, 33, 33])
    }

    /// §3.1.6 step 4: a violation of 0.9 over two growers floors to 0 + 0
    /// and is not distributed; one under 0.01 is not flexing at all.
    func testViolationThatFloorsToNothingIsNotDistributed() {
        let (sizes, tree) = flex([square(50, grow: 1), square(50, grow: 1)], .horizontal, main: 100.9)
        XCTAssertEqual(sizes, [50, 50])
        XCTAssertTrue(tree.log.isEmpty)
        XCTAssertTrue(flex([square(50, grow: 1)], .horizontal, main: 50.005).1.log.isEmpty)
    }

    /// testNegativeViolationIsDistributedBasedOnSize: 300, 100, 200 in 400,
    /// the first and third shrink 1: −120 and −80 (by size, not floored).
    func testShrinkingIsWeightedBySize() {
        let children = [Tree.node(300, 50) { $0.flexShrink = 1 }, Tree.node(100, 50),
                        Tree.node(200, 50) { $0.flexShrink = 1 }]
        XCTAssertEqual(flex(children, .horizontal, main: 400).0, [180, 100, 120])
    }

    /// testNegativeViolationIsDistributedBasedOnSizeAndFlexFactor: 300, 100,
    /// 200 shrinking 2, 1, 2 in 400: −109.09, −18.18, −72.73 (Texture's
    /// comment truncates them), which add up to the violation, −200.
    func testShrinkingIsWeightedBySizeAndFlexShrink() {
        let children = [Tree.node(50, 300) { $0.flexShrink = 2 }, Tree.node(50, 100) { $0.flexShrink = 1 },
                        Tree.node(50, 200) { $0.flexShrink = 2 }]
        let sizes = flex(children, .vertical, main: 400).0
        let shares: [Double] = [120, 20, 80], firstPass: [Double] = [300, 100, 200]
        let expected = zip(firstPass, shares).map { $0 - 200 * $1 / 220 }
        for (got, want) in zip(sizes, expected) { XCTAssertEqual(got, want, accuracy: 1e-9) }
        XCTAssertEqual(sizes.reduce(0, +), 400, accuracy: 1e-9)
    }

    /// testNegativeViolationIsDistributedBasedOnSizeAmongMixedChildren: four
    /// 150s in 400, two shrink 1: −100 each; the growers do not shrink.
    func testGrowFactorsDoNotShrink() {
        let (sizes, _) = flex([Tree.node(150, 50) { $0.flexGrow = 1 }, Tree.node(150, 50) { $0.flexShrink = 1 },
                               Tree.node(150, 50), Tree.node(150, 50) { $0.flexShrink = 1 }], .horizontal, main: 400)
        XCTAssertEqual(sizes, [150, 50, 150, 50])
    }

    /// testNegativeViolationIsDistributedBasedOnSizeAndFlexFactorDoesNotShrinkToZero:
    /// 300, 100, 200 shrinking 1, 2, 1: the second shrinks by 57.14 to 42.86.
    func testSmallItemShrinksLessThanItsFactorAlone() {
        let children = [Tree.node(300, 50) { $0.flexShrink = 1 }, Tree.node(100, 50) { $0.flexShrink = 2 },
                        Tree.node(200, 50) { $0.flexShrink = 1 }]
        let sizes = flex(children, .horizontal, main: 400).0
        XCTAssertEqual(sizes[1], 100 - 200 * 50 / 175.0, accuracy: 1e-9)
        XCTAssertEqual(sizes[1], 42.86, accuracy: 0.01)
    }

    /// testOverflowBehaviorsWhenAllFlexShrinkChildrenHaveBeenClampedToZeroButViolationStillExists:
    /// three 50s in 75, only the middle one shrinks: its target (−25) is
    /// clamped to 0 and the rest of the violation stays (overflow).
    func testShrinkTargetIsNeverNegative() {
        let (sizes, tree) = flex([square(50), square(50, shrink: 1), square(50)], .horizontal, main: 75)
        XCTAssertEqual(sizes, [50, 0, 50])
        XCTAssertEqual(tree.log.map(\.range.max.width), [0])
    }

    /// §3.1.6 step 2 and worked example 8: a line that needs no flexing
    /// measures the placeholder at main [0, 0]; one that flexes grows it
    /// from 0 (its own size is never seen): 300 − 50 = 250, +125 each.
    func testPlaceholderIsMeasuredAtZeroOrFlexedFromZero() {
        let a = Tree.node(100, 20) { $0.flexGrow = 1; $0.flexShrink = 1 }
        let (unflexed, tree) = flex([a, Tree.node(50, 20)], .horizontal, main: 50, placeholder: 0)
        XCTAssertEqual(unflexed, [0, 50])
        XCTAssertEqual(tree.log.map(\.child), [1])
        XCTAssertEqual(tree.log[0].range.max.width, 0)
        XCTAssertEqual(flex([a, Tree.node(50, 20) { $0.flexGrow = 1 }], .horizontal, main: 300, placeholder: 0).0,
                       [125, 175])
    }
}
