import XCTest
@testable import LayoutEngine

final class CoreTypesTests: XCTestCase {
    func testDimensionParsing() {
        XCTAssertEqual(Dimension(parsing: "70"), .points(70))
        XCTAssertEqual(Dimension(parsing: " 70pt "), .points(70))
        XCTAssertEqual(Dimension(parsing: "50%"), .fraction(0.5))
        XCTAssertEqual(Dimension(parsing: "auto"), .auto)
        XCTAssertEqual(Dimension(parsing: "12.5"), .points(12.5))
        for bad in ["abc", "-5", "nan", "inf", "", "5px", "%", "1e999"] {
            XCTAssertNil(Dimension(parsing: bad), bad)
        }
        XCTAssertEqual(Dimension.fraction(0.2).description, "20%")
        XCTAssertEqual(Dimension.points(414).description, "414pt")
    }

    func testDimensionResolve() {
        XCTAssertEqual(Dimension.auto.resolve(parent: 100, auto: 7), 7)
        XCTAssertEqual(Dimension.points(30).resolve(parent: 100, auto: 7), 30)
        XCTAssertEqual(Dimension.fraction(0.25).resolve(parent: 100, auto: 7), 25)
        XCTAssertTrue(Dimension.fraction(0.25).resolve(parent: .nan, auto: 7).isNaN)
    }

    func testCMinMaxAreAsymmetricWithNaN() {
        XCTAssertEqual(cMax(0, .nan), 0)
        XCTAssertTrue(cMax(.nan, 0).isNaN)
        XCTAssertTrue(cMin(0, .nan).isNaN)
        XCTAssertEqual(cMin(.nan, 0), 0)
    }

    func testValidForSize() {
        XCTAssertTrue(isValidForSize(0))
        XCTAssertTrue(isValidForSize(9_999_999))
        XCTAssertFalse(isValidForSize(10_000_000))
        XCTAssertFalse(isValidForSize(-1))
        XCTAssertFalse(isValidForSize(.infinity))
        XCTAssertFalse(isValidForSize(.nan))
    }

    func testPixelGridRounding() {
        let g = PixelGrid(scale: 2)
        XCTAssertEqual(g.ceil(190.909), 191)
        XCTAssertEqual(g.ceil(81.818), 82)
        XCTAssertEqual(g.ceil(127.27), 127.5)
        XCTAssertEqual(g.ceil(20.5), 20.5)            // FLT_EPSILON keeps exact values
        XCTAssertEqual(g.ceil(20.5 + 1e-9), 20.5)
        XCTAssertEqual(g.floor(14.75), 14.5)
        XCTAssertEqual(g.floor(0.25), 0)
        XCTAssertEqual(g.round(25.833), 26)
        XCTAssertEqual(g.round(0.25), 0.5)            // half away from zero
        XCTAssertEqual(g.round(-0.25), -0.5)
        let g3 = PixelGrid(scale: 3)
        XCTAssertEqual(g3.ceil(20.5), 62.0 / 3)
    }

    func testSizeRangeIntersectExamplesFromTexture() {
        func axis(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
            let r = SizeRange(min: Size(a.0, 0), max: Size(a.1, 0)).intersect(SizeRange(min: Size(b.0, 0), max: Size(b.1, 0)))
            return (r.min.width, r.max.width)
        }
        XCTAssertTrue(axis((0, 10), (7, 15)) == (7, 10))
        XCTAssertTrue(axis((0, 5), (10, 15)) == (5, 5))
        XCTAssertTrue(axis((10, 15), (0, 5)) == (10, 10))
        XCTAssertTrue(axis((30, 10), (0, 10)) == (30, 30))   // inverted a: its min wins
    }

    func testSizeRangeClampMinWinsWhenInverted() {
        let r = SizeRange(min: Size(30, 0), max: Size(10, 100))
        XCTAssertEqual(r.clamp(Size(20, 50)), Size(30, 50))
        XCTAssertEqual(SizeRange.unconstrained.clamp(Size(5, 5)), Size(5, 5))
    }

    func testStyleDescriptionLikeTexture() {
        var s = Style()
        s.minLayoutSize = LayoutSize(width: .points(414), height: .points(414))
        s.preferredLayoutSize = LayoutSize(width: .fraction(0.2), height: .fraction(0.5))
        s.maxLayoutSize = LayoutSize(width: .points(414), height: .points(414))
        XCTAssertEqual(s.layoutSizeDescription,
                       "Layout Size = min {414pt, 414pt} <= preferred {20%, 50%} <= max {414pt, 414pt}")
    }

    func testEdgeInsetsShorthands() {
        XCTAssertEqual(EdgeInsets(vertical: 1, horizontal: 2), EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        XCTAssertTrue(EdgeInsets.zero.isZero)
    }

    func testAsciiArtDescribesTheSpecTree() {
        // A horizontal stack draws its children side by side.
        let row = Element.hstack([Element.text("a").debugName("t"), Element.box()])
        XCTAssertEqual(row.asciiArtString, """
            -----------------ASStackLayoutSpec-----------------
            |  ----ASTextNode (t)----  ----ASDisplayNode----  |
            |  |                    |  |                   |  |
            |  ----------------------  ---------------------  |
            ---------------------------------------------------
            """)
        // Everything else draws them one above the other.
        XCTAssertEqual(Element.vstack([Element.box(), Element.box()]).asciiArtString, """
            -----ASStackLayoutSpec-----
            |  ----ASDisplayNode----  |
            |  |                   |  |
            |  ---------------------  |
            |  ----ASDisplayNode----  |
            |  |                   |  |
            |  ---------------------  |
            ---------------------------
            """)
    }
}
