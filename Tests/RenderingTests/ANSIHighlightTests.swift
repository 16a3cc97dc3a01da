import LayoutEngine
@testable import Rendering
import XCTest

/// `ANSIRenderer.Options.highlighted`: what watch marks after a save.
final class ANSIHighlightTests: XCTestCase {
    func id(_ name: String, in result: LayoutResult) throws -> ElementID {
        ElementID(try XCTUnwrap((0..<result.elements.count).first { result.elements[ElementID($0)].debugName == name }))
    }

    func testHighlightedNodesGetAHeavyOutlineAndTheOthersStayAsTheyWere() throws {
        let result = Fixtures.layout(Fixtures.colouredBoxes, width: 260)
        var options = ANSIRenderer.Options(columns: 60, colorMode: .none)
        let before = ANSIRenderer(options: options).lines(result)
        XCTAssertFalse(before.joined().contains("┏"))
        options.highlighted = [try id("red", in: result)]
        let after = ANSIRenderer(options: options).lines(result)
        XCTAssertEqual(after.count, before.count)
        let heavy = after.joined(separator: "\n")
        XCTAssertEqual(heavy.filter { $0 == "┏" }.count, 1, heavy)
        XCTAssertTrue(after[0].hasPrefix("┏red"), heavy)
        // Only the red box's cells differ.
        let redCells = ANSIRenderer(options: options).scale(for: result.size).cells(for: result.frames()[try id("red", in: result).rawValue]!)
        for (row, (a, b)) in zip(before, after).enumerated() where a != b {
            XCTAssertTrue(row >= redCells.row && row < redCells.maxRow, "row \(row) changed: \(a) → \(b)")
            XCTAssertEqual(String(a.dropFirst(redCells.maxColumn)), String(b.dropFirst(redCells.maxColumn)))
        }
    }

    func testAHighlightedOutlineIsInTheHighlightColour() throws {
        let result = Fixtures.layout(Fixtures.colouredBoxes, width: 260)
        var options = ANSIRenderer.Options(columns: 60, colorMode: .truecolor)
        options.highlighted = [try id("green", in: result)]
        let out = ANSIRenderer(options: options).render(result)
        let c = CanvasPainter.highlight
        XCTAssertTrue(out.contains("38;2;\(c.red);\(c.green);\(c.blue)"), out)
    }

    func testAHighlightedTextWithoutRoomForAnOutlineIsDrawnInTheHighlightColour() throws {
        let result = Fixtures.layout(.text("Hi").debugName("t"), width: 100)
        var options = ANSIRenderer.Options(columns: 60, colorMode: .truecolor)
        options.highlighted = [try id("t", in: result)]
        let out = ANSIRenderer(options: options).render(result)
        let c = CanvasPainter.highlight
        XCTAssertTrue(out.contains("38;2;\(c.red);\(c.green);\(c.blue)"), out)
        XCTAssertTrue(out.contains("Hi"), out)
    }
}
