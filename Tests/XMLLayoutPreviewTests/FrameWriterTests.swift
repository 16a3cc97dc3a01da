import XCTest
@testable import XMLLayoutPreview

/// Repaints send only the rows that changed, without clearing the screen.
final class FrameWriterTests: XCTestCase {
    func testFirstFrameSendsEveryRowThenOnlyChanges() {
        var writer = FrameWriter()
        let first = writer.update(to: ["ab", "cd"], columns: 10)
        XCTAssertEqual(first, "\u{1B}[1;1Hab\u{1B}[0m\u{1B}[K\u{1B}[2;1Hcd\u{1B}[0m\u{1B}[K")
        XCTAssertEqual(writer.update(to: ["ab", "cd"], columns: 10), "", "nothing changed, nothing sent")
        XCTAssertEqual(writer.update(to: ["ab", "xy"], columns: 10), "\u{1B}[2;1Hxy\u{1B}[0m\u{1B}[K")
        XCTAssertFalse(first.contains("\u{1B}[2J"))
    }

    func testFullWidthRowGetsNoEraseAndInvalidateResends() {
        var writer = FrameWriter()
        XCTAssertEqual(writer.update(to: ["abc"], columns: 3), "\u{1B}[1;1Habc\u{1B}[0m")
        writer.invalidate()
        XCTAssertEqual(writer.update(to: ["abc"], columns: 3), "\u{1B}[1;1Habc\u{1B}[0m")
        XCTAssertEqual(writer.update(to: ["abc"], columns: 4), "\u{1B}[1;1Habc\u{1B}[0m\u{1B}[K", "a new width resends")
    }
}
