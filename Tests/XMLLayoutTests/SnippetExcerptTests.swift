import XCTest
@testable import XMLLayout

/// A long source line is shown as a window of `maximumSnippetWidth` scalars
/// around the column, with "…" where it was cut, and the column moved to
/// match: the same window whether the line is ASCII (cut by bytes) or not
/// (cut by scalars).
final class SnippetExcerptTests: XCTestCase {
    /// The window cut scalar by scalar: what `excerpt` must give.
    private func reference(_ line: String, _ column: Int?) -> (String, Int?) {
        let width = DiagnosticFormatter.maximumSnippetWidth
        let scalars = Array(line.unicodeScalars)
        guard scalars.count > width else { return (line, column) }
        let target = min(max(0, (column ?? 1) - 1), scalars.count)
        var start = max(0, target - width / 2)
        let end = min(scalars.count, start + width)
        start = max(0, end - width)
        var text = start > 0 ? "…" : ""
        text.unicodeScalars.append(contentsOf: scalars[start..<end])
        if end < scalars.count { text += "…" }
        return (text, column.map { $0 - start + (start > 0 ? 1 : 0) })
    }

    func testWindowsAreCutByScalarsWhateverTheLine() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", " ", "<box width=\"1\"/>", "é", "e\u{301}", "😀", "\t", "ß", "中"]
        for _ in 0..<2_000 {
            let line = (0..<Int.random(in: 0...90, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)! }.joined()
            let count = line.unicodeScalars.count
            for column in [nil, 0, 1, Int.random(in: 1...max(1, count + 5), using: &generator), count, count + 40] {
                let (text, moved) = DiagnosticFormatter.excerpt(of: line, around: column)
                let (expected, expectedColumn) = reference(line, column)
                XCTAssertEqual(text, expected, "\(line.debugDescription) at \(String(describing: column))")
                XCTAssertEqual(moved, expectedColumn)
            }
        }
    }

    func testALongASCIILineIsCutAroundTheColumn() {
        let line = String(repeating: " ", count: 200) + "<box width=\"12\"/>"
        let (text, column) = DiagnosticFormatter.excerpt(of: line, around: 201)
        XCTAssertTrue(text.hasPrefix("…"))
        XCTAssertEqual(text.unicodeScalars.count, DiagnosticFormatter.maximumSnippetWidth + 1)
        XCTAssertEqual(Array(text.unicodeScalars)[column! - 1], "<")
    }
}
