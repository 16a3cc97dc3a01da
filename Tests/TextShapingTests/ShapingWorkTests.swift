import XCTest
import LayoutEngine
import TextShaping

/// Issue 31's speed goal, guarded by counts rather than time: a run shapes
/// each distinct text once, lays each text out once per size offered,
/// opens one line-break iterator, and makes glyph runs only for the lines
/// a picture asks for.
final class ShapingWorkTests: XCTestCase {
    func request(_ text: String, width: Double = .infinity, style: TextStyle = .plain, maxLines: Int = 0)
        -> TextRequest {
        TextRequest(text, fontSize: 15, style: style, maxSize: Size(width, .infinity), maxLines: maxLines,
                    truncation: .tail, scale: 2)
    }

    func testARepeatedTextIsShapedAndLaidOutOnce() {
        let measurer = FontMeasurer()
        let first = measurer.measure(request("The quick brown fox jumps over the lazy dog", width: 120))
        for _ in 0..<50 {
            XCTAssertEqual(measurer.measure(request("The quick brown fox jumps over the lazy dog", width: 120)), first)
        }
        XCTAssertEqual(measurer.statistics.layouts, 1)
        let shaped = measurer.statistics.shapings
        XCTAssertGreaterThan(shaped, 0)
        // Another width is another layout of the same shaping.
        _ = measurer.measure(request("The quick brown fox jumps over the lazy dog", width: 200))
        XCTAssertEqual(measurer.statistics.layouts, 2)
        XCTAssertEqual(measurer.statistics.shapings, shaped)
        // Another face shapes again.
        _ = measurer.measure(request("The quick brown fox jumps over the lazy dog", style: TextStyle(fontWeight: 700)))
        XCTAssertEqual(measurer.statistics.layouts, 3)
        XCTAssertGreaterThan(measurer.statistics.shapings, shaped)
    }

    func testOneLineBreakIteratorServesTheRun() {
        let measurer = FontMeasurer()
        for i in 0..<100 { _ = measurer.measure(request("Post number \(i) says hello", width: 60)) }
        XCTAssertEqual(measurer.statistics.lineBreakers, 1)
        XCTAssertEqual(measurer.statistics.layouts, 100)
    }

    func testGlyphRunsAreMadeOnlyForTheLinesDrawn() {
        let measurer = FontMeasurer()
        var layouts: [TextLayout] = []
        for width in [40.0, 80, 120, 400] { layouts.append(measurer.measure(request("Hello world again", width: width))) }
        XCTAssertEqual(measurer.statistics.glyphRuns, 0, "measuring makes no glyphs")
        let run = layouts[3].lines[0].glyphs
        XCTAssertEqual(measurer.statistics.glyphRuns, 1)
        // One glyph a character (Liberation Sans has no ligature among these letters).
        XCTAssertEqual(run?.glyphs.count, "Hello world again".utf8.count)
        XCTAssertEqual(run?.clusters, Array(0..<"Hello world again".utf8.count))
        XCTAssertEqual(run?.fontSize, 15)
    }
}
