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

    /// Sizes and points of two plain decimals are read in place; every
    /// string gives what splitting at the commas and reading each part gives.
    func testPairsReadInPlaceAsTheGeneralRouteReadsThem() {
        func reference(_ s: String, _ part: (String) -> V.Parsed<Double>) -> (Double, Double)? {
            let p = V.parts(s)
            guard p.count == 2, case .success(let a) = part(p[0]), case .success(let b) = part(p[1]) else { return nil }
            return (a, b)
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("0123456789.,- ")
        var strings = ["44,44", "0,0", "-0,3", "1.5,2.25", "9999999,1", "10000000,1", ",", "1,", ",1", "1,,2", "1,2,3",
                       ".5,1", "5.,1", "1.2.3,4", "12345678901234567,1", " 1,2", "1,2 "]
        for _ in 0..<20_000 {
            strings.append(String((0..<Int.random(in: 1...9, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)! }))
        }
        for s in strings {
            let size = try? V.size(s).get(), point = try? V.point(s).get()
            let sizeRef = reference(s, V.nonNegative).flatMap { $0.0 < 10_000_000 && $0.1 < 10_000_000 ? $0 : nil }
            XCTAssertEqual(size.map { [$0.width, $0.height] }, sizeRef.map { [$0.0, $0.1] }, s)
            XCTAssertEqual(size?.width.sign, sizeRef?.0.sign, s)
            XCTAssertEqual(point.map { [$0.x, $0.y] }, reference(s, V.number).map { [$0.0, $0.1] }, s)
            if size == nil { XCTAssertThrowsError(try V.size(s).get(), s) }
        }
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
