import LayoutEngine
@testable import Rendering
import XCTest

final class CellCanvasTests: XCTestCase {
    func testWideCharacterTakesTwoCells() {
        var canvas = CellCanvas(width: 6, height: 1)
        XCTAssertEqual(canvas.write("a日b", column: 0, row: 0), 4)
        XCTAssertEqual(canvas[1, 0].character, "日")
        XCTAssertFalse(canvas[1, 0].isContinuation)
        XCTAssertTrue(canvas[2, 0].isContinuation)
        XCTAssertEqual(canvas[3, 0].character, "b")
        XCTAssertEqual(canvas.plainText, "a日b")
    }

    /// Cells keep their character's byte when it is one ASCII byte, which
    /// the encoders write directly: every other character (box glyphs,
    /// accents, combining sequences, wide ones) is written from its string,
    /// and changing a cell's character changes what it says of itself.
    func testCellsWriteTheirCharactersExactly() {
        var cell = Cell(character: "a")
        XCTAssertFalse(cell.isSpace)
        cell.character = " "
        XCTAssertTrue(cell.isSpace)
        cell.character = "\u{2500}"
        XCTAssertFalse(cell.isSpace)
        XCTAssertFalse(Cell(character: " \u{301}").isSpace)
        var canvas = CellCanvas(width: 12, height: 1)
        _ = canvas.write("a─é e\u{301}世x", column: 0, row: 0)
        XCTAssertEqual(canvas.plainLines, ["a─é e\u{301}世x"])
        let colored = ANSIEncoder.lines(of: canvas, mode: .truecolor)[0]
        XCTAssertEqual(colored, "a─é e\u{301}世x" + ANSIEncoder.reset)
    }

    func testOverwritingHalfAWideCharacterErasesIt() {
        var canvas = CellCanvas(width: 6, height: 1)
        canvas.write("日本", column: 0, row: 0)
        canvas.put("x", column: 1, row: 0) // right half of 日
        XCTAssertEqual(canvas.plainText, " x本")
        canvas.put("y", column: 2, row: 0) // left half of 本
        XCTAssertEqual(canvas.plainText, " xy")
        XCTAssertFalse(canvas.cells.contains { $0.isContinuation })
    }

    func testWideCharacterIsNeverSplitByAClipOrTheEdge() {
        var canvas = CellCanvas(width: 5, height: 1)
        let clip = CellRect(column: 0, row: 0, width: 3, height: 1)
        XCTAssertEqual(canvas.write("日本", column: 0, row: 0, clip: clip), 2)
        XCTAssertEqual(canvas.plainText, "日")
        XCTAssertEqual(canvas.put("語", column: 4, row: 0), 0) // would cross the right edge
        XCTAssertEqual(canvas.plainText, "日")
    }

    func testWritesOutsideTheCanvasAreClipped() {
        var canvas = CellCanvas(width: 4, height: 2)
        canvas.write("abcdef", column: -2, row: 0)
        canvas.write("zz", column: 0, row: 5)
        canvas.fill(CellRect(column: -10, row: -10, width: 100, height: 100), with: Color(red: 1, green: 2, blue: 3))
        XCTAssertEqual(canvas.plainLines, ["cdef", ""])
        XCTAssertTrue(canvas.cells.allSatisfy { $0.style.background == Color(red: 1, green: 2, blue: 3) })
    }

    func testControlCharactersCannotInjectEscapes() {
        var canvas = CellCanvas(width: 6, height: 1)
        canvas.write("a\u{1B}[2Jb", column: 0, row: 0)
        XCTAssertFalse(canvas.plainText.contains("\u{1B}"))
        XCTAssertEqual(canvas.plainText, "a\u{FFFD}[2Jb")
    }

    func testTranslucentFillBlendsOverWhatIsBelow() {
        var canvas = CellCanvas(width: 2, height: 1)
        canvas.fill(CellRect(column: 0, row: 0, width: 1, height: 1), with: Color(red: 255, green: 255, blue: 255))
        let half = Color(red: 0, green: 0, blue: 0, alpha: 128)
        canvas.fill(canvas.bounds, with: half)
        XCTAssertEqual(canvas[0, 0].style.background, Color(red: 127, green: 127, blue: 127))
        // Over the terminal's own background the colour is painted opaque.
        XCTAssertEqual(canvas[1, 0].style.background, Color(red: 0, green: 0, blue: 0))
        canvas.fill(canvas.bounds, with: Color(red: 9, green: 9, blue: 9, alpha: 0)) // clearColor
        XCTAssertEqual(canvas[1, 0].style.background, Color(red: 0, green: 0, blue: 0))
    }

    func testScaleMapsEdgesNotSizes() {
        let s = CellScale(pointsPerColumn: 10)
        XCTAssertEqual(s.cells(for: Rect(x: 0, y: 0, width: 14, height: 20)), CellRect(column: 0, row: 0, width: 1, height: 1))
        // Neighbours touch in cells as they touch in points.
        let a = s.cells(for: Rect(x: 0, y: 0, width: 16, height: 20))
        let b = s.cells(for: Rect(x: 16, y: 0, width: 16, height: 20))
        XCTAssertEqual(a.maxColumn, b.column)
        // A positive size below one cell still gets one; zero gets none.
        XCTAssertEqual(s.cells(for: Rect(x: 12, y: 0, width: 1, height: 1)), CellRect(column: 1, row: 0, width: 1, height: 1))
        XCTAssertTrue(s.cells(for: Rect(x: 12, y: 0, width: 0, height: 30)).isEmpty)
        // 4.6875 × 16 = 75 exactly despite float noise.
        XCTAssertEqual(CellScale(pointsPerColumn: 375.0 / 80).column(75), 16)
    }
}
