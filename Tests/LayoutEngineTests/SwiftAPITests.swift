import XCTest
import LayoutEngine

/// The engine used from Swift alone, as the README shows it.
final class SwiftAPITests: XCTestCase {
    func testReadmeExample() {
        let row = Element.hstack(spacing: 8, alignItems: .center, [
            .image(size: Size(44, 44)),
            Element.vstack([.text("hannahmbanana"), .text("san fran ca", fontSize: 12)]).flexGrow(1).flexShrink(1),
            .text("30m"),
        ])
        let result = LayoutEngine.layout(row, in: SizeRange(min: Size(375, 0), max: Size(375, .infinity)))
        XCTAssertEqual(result.size, Size(375, 44))
        let frames = result.documentFrames()
        XCTAssertEqual(frames.count, 6)
        XCTAssertEqual(frames[2].description, "52,4.5,284,35")   // 375 − 44 − 8 − 8 − 31: the vstack takes the rest
        XCTAssertEqual(frames[5].description, "344,11.5,31,20.5")   // "30m": 3 × 10.2 = 30.6 → 31
    }
}
