import LayoutEngine
import XCTest
@testable import XMLLayout

final class AttributeValuesTests: XCTestCase {
    typealias V = AttributeValues

    func testDimensions() {
        XCTAssertEqual(try V.dimension(" 50% ").get(), .fraction(0.5))
        XCTAssertEqual(try V.dimension("70pt").get(), .points(70))
        XCTAssertEqual(try V.dimension("auto").get(), .auto)
        for bad in ["abc", "-5", "150%", "NaN", "inf", "1e9"] {
            XCTAssertThrowsError(try V.dimension(bad).get(), bad)
        }
    }

    func testInsetsTakeOneTwoOrFourValues() {
        XCTAssertEqual(try V.insets("8").get(), EdgeInsets(all: 8))
        XCTAssertEqual(try V.insets("1, 2").get(), EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        XCTAssertEqual(try V.insets("1,2,3,inf").get(), EdgeInsets(top: 1, left: 2, bottom: 3, right: .infinity))
        XCTAssertThrowsError(try V.insets("1,2,3").get())
        XCTAssertThrowsError(try V.insets("a").get())
    }

    func testSizesPointsAndLayoutSizes() {
        XCTAssertEqual(try V.size("44, 44").get(), Size(44, 44))
        XCTAssertThrowsError(try V.size("44").get())
        XCTAssertThrowsError(try V.size("-1,2").get())
        XCTAssertEqual(try V.point("10,-5").get(), Point(10, -5))
        XCTAssertThrowsError(try V.point("a,b").get())
        XCTAssertEqual(try V.layoutSize("50%,auto").get(), LayoutSize(width: .fraction(0.5), height: .auto))
    }

    func testColors() {
        XCTAssertEqual(try V.color("#f00").get(), Color(red: 255, green: 0, blue: 0))
        XCTAssertEqual(try V.color("#00ff0080").get(), Color(red: 0, green: 255, blue: 0, alpha: 128))
        XCTAssertEqual(try V.color("rebeccapurple").get(), Color(red: 0x66, green: 0x33, blue: 0x99))
        XCTAssertEqual(try V.color("transparent").get().alpha, 0)
        XCTAssertThrowsError(try V.color("#12").get())
        XCTAssertThrowsError(try V.color("notacolor").get())
        XCTAssertEqual(CSSColors.named.count, 148)
    }

    /// Plain `#…` colours are read from their bytes; each must equal what the
    /// general reading gives for the same colour with white space around it.
    func testHexColoursReadFromBytesMatchTheGeneralReading() throws {
        let digits = Array("0123456789abcdefABCDEF")
        for count in [3, 6, 8] {
            for _ in 0..<500 {
                let hex = "#" + String((0..<count).map { _ in digits.randomElement()! })
                XCTAssertEqual(try V.color(hex).get(), try V.color(" \(hex)\t").get(), hex)
            }
        }
        XCTAssertEqual(try V.color("#AbC").get(), Color(red: 0xAA, green: 0xBB, blue: 0xCC))
        XCTAssertEqual(try V.color("#12345678").get(), Color(red: 0x12, green: 0x34, blue: 0x56, alpha: 0x78))
        for bad in ["#12g", "#1234", "#12345", "#1234567", "#"] {
            XCTAssertThrowsError(try V.color(bad).get(), bad)
        }
    }

    func testFlexFactorsAndBooleans() {
        XCTAssertEqual(try V.flexFactor("true").get(), 1)
        XCTAssertEqual(try V.flexFactor("false").get(), 0)
        XCTAssertEqual(try V.flexFactor("2.5").get(), 2.5)
        XCTAssertThrowsError(try V.flexFactor("-1").get())
        XCTAssertEqual(try V.bool("1").get(), true)
        XCTAssertThrowsError(try V.bool("yes").get())
    }
}
