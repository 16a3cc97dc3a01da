import LayoutEngine
import TextureLayout
import XCTest

/// Every property of ASLayoutElementStyle (LANGUAGE.md's style table) writes
/// the engine's style field it stands for, and reads it back.
final class StyleTests: XCTestCase {
    /// The engine style a node carries into a layout.
    func engineStyle(_ configure: (ASLayoutElementStyle) -> Void) -> Style {
        let node = ASDisplayNode()
        configure(node.style)
        return node.layoutThatFits(ASSizeRangeUnconstrained).layoutResult.elements[ElementID(0)].style
    }

    func testDimensions() {
        var expected = Style()
        expected.width = .points(10); expected.height = .fraction(0.5)
        expected.minWidth = .points(1); expected.maxWidth = .fraction(0.25)
        expected.minHeight = .points(2); expected.maxHeight = .points(300)
        XCTAssertEqual(engineStyle {
            $0.width = ASDimensionMake(10)
            $0.height = ASDimensionMake("50%")
            $0.minWidth = ASDimensionMakeWithPoints(1)
            $0.maxWidth = ASDimensionMakeWithFraction(0.25)
            $0.minHeight = ASDimensionMake(.points, 2)
            $0.maxHeight = ASDimensionMake("300pt")
        }, expected)
    }

    func testSizeShorthands() {
        var expected = Style()
        expected.preferredSize = Size(30, 60)
        expected.minWidth = .points(5); expected.minHeight = .points(6)
        expected.maxWidth = .points(70); expected.maxHeight = .points(80)
        let s = engineStyle {
            $0.preferredSize = CGSize(width: 30, height: 60)
            $0.minSize = CGSize(width: 5, height: 6)
            $0.maxSize = CGSize(width: 70, height: 80)
        }
        XCTAssertEqual(s, expected)
        let style = ASLayoutElementStyle()
        style.preferredSize = CGSize(width: 30, height: 60)
        XCTAssertEqual(style.preferredSize, CGSize(width: 30, height: 60))
        XCTAssertEqual(style.width, ASDimensionMake(30))
    }

    func testLayoutSizeShorthands() {
        var expected = Style()
        expected.preferredLayoutSize = LayoutSize(width: .auto, height: .fraction(0.5))
        expected.minLayoutSize = LayoutSize(width: .points(3), height: .auto)
        expected.maxLayoutSize = LayoutSize(width: .fraction(1), height: .points(9))
        XCTAssertEqual(engineStyle {
            $0.preferredLayoutSize = ASLayoutSizeMake(ASDimensionMake(.auto, 0), ASDimensionMake("50%"))
            $0.minLayoutSize = ASLayoutSize(width: ASDimensionMake(3), height: ASDimensionAuto)
            $0.maxLayoutSize = ASLayoutSizeMake(ASDimensionMake("100%"), ASDimensionMake(9))
        }, expected)
        let style = ASLayoutElementStyle()
        style.maxLayoutSize = ASLayoutSizeMake(ASDimensionMake("100%"), ASDimensionMake(9))
        XCTAssertEqual(style.maxLayoutSize.width, ASDimension(unit: .fraction, value: 1))
    }

    func testFlexAndStackProperties() {
        var expected = Style()
        expected.spacingBefore = -4; expected.spacingAfter = 6
        expected.flexGrow = 1; expected.flexShrink = 0.5; expected.flexBasis = .fraction(0.4)
        expected.alignSelf = .center
        expected.ascender = 12; expected.descender = -4
        expected.layoutPosition = Point(7, 8)
        XCTAssertEqual(engineStyle {
            $0.spacingBefore = -4
            $0.spacingAfter = 6
            $0.flexGrow = 1
            $0.flexShrink = 0.5
            $0.flexBasis = ASDimensionMake("40%")
            $0.alignSelf = .center
            $0.ascender = 12
            $0.descender = -4
            $0.layoutPosition = CGPoint(x: 7, y: 8)
        }, expected)
        for (a, e) in [(ASStackLayoutAlignSelf.auto, AlignSelf.auto), (.start, .start), (.end, .end), (.stretch, .stretch)] {
            XCTAssertEqual(engineStyle { $0.alignSelf = a }.alignSelf, e)
        }
    }

    func testStyleChangesTheLayout() {
        // Each property through a real layout against the engine.
        let a = sized(50, 10), b = sized(50, 10)
        a.style.flexGrow = 1
        b.style.flexShrink = 1
        b.style.spacingBefore = 5
        b.style.alignSelf = .end
        let row = ASStackLayoutSpec.horizontal()
        row.children = [a, b]
        assertSameAsEngine(row, .hstack([sizedElement(50, 10).flexGrow(1),
                                         sizedElement(50, 10).flexShrink(1).spacingBefore(5).alignSelf(.end)]),
                           in: ASSizeRangeMake(CGSize(width: 200, height: 40)))
    }

    func testDimensionForms() {
        XCTAssertEqual(ASDimensionMake("auto"), ASDimensionAuto)
        XCTAssertEqual(ASDimensionMake("70pt"), ASDimension(unit: .points, value: 70))
        XCTAssertEqual(ASDimensionMake("50%"), ASDimension(unit: .fraction, value: 0.5))
        XCTAssertEqual(ASDimensionMake(70), ASDimensionMakeWithPoints(70))
        XCTAssertEqual(ASDimensionMake(.fraction, 0.5), ASDimensionMakeWithFraction(0.5))
        XCTAssertEqual(ASDimensionMake(.auto, 12), ASDimensionAuto)
        XCTAssertEqual(ASDimensionMake("junk"), ASDimensionAuto)
        XCTAssertEqual(ASSizeRangeMake(CGSize(width: 3, height: 4)), ASSizeRange(min: CGSize(width: 3, height: 4),
                                                                                 max: CGSize(width: 3, height: 4)))
        XCTAssertEqual(ASSizeRangeUnconstrained.max.width, .infinity)
    }

    func testFractionsResolveAgainstTheParentSize() {
        let node = ASDisplayNode()
        node.style.width = ASDimensionMake("50%")
        node.style.height = ASDimensionMake(20)
        let l = node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 1000, height: 1000)), parentSize: CGSize(width: 300, height: 300))
        XCTAssertEqual(l.size, CGSize(width: 150, height: 20))
        XCTAssertEqual(node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 1000, height: 1000))).size,
                       CGSize(width: 500, height: 20))
    }
}
