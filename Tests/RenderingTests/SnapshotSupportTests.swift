@testable import _XMLLayoutTestSupport
import XCTest

final class SnapshotSupportTests: XCTestCase {
    func testLineDiffShowsChangedLinesWithContext() {
        let expected = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "line 5", with: "line five")
        XCTAssertEqual(lineDiff(expected: expected, actual: actual, context: 1), """
            @@ expected line 4, actual line 4 @@
              line 4
            - line 5
            + line five
              line 6
            """)
        XCTAssertEqual(lineDiff(expected: expected, actual: expected), "")
    }

    func testLineDiffMakesInvisibleCharactersVisible() {
        let diff = lineDiff(expected: "a", actual: "\u{1B}[0ma  ")
        XCTAssertTrue(diff.contains("+ ␛[0ma··"), diff)
    }

    func testSnapshotNamesAndLocation() {
        XCTAssertEqual(snapshotName("testCard()"), "testCard")
        XCTAssertEqual(snapshotName("test a/b"), "test_a_b")
        let url = snapshotURL(named: "x", pathExtension: "svg")
        XCTAssertEqual(url.deletingLastPathComponent().lastPathComponent, "Snapshots")
        XCTAssertEqual(url.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent, "RenderingTests")
        XCTAssertEqual(url.lastPathComponent, "x.svg")
    }
}
