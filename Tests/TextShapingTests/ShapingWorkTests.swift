import XCTest
import LayoutEngine
@testable import TextShaping
import BundledFonts

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
        for width in [40.0, 80, 120, 400] {
            layouts.append(measurer.measure(request("Hello world again", width: width)))
        }
        XCTAssertEqual(measurer.statistics.glyphRuns, 0, "measuring makes no glyphs")
        let run = layouts[3].lines[0].glyphs
        XCTAssertEqual(measurer.statistics.glyphRuns, 1)
        // One glyph a character (Liberation Sans has no ligature among these letters).
        XCTAssertEqual(run?.glyphs.count, "Hello world again".utf8.count)
        XCTAssertEqual(run?.clusters, Array(0..<"Hello world again".utf8.count))
        XCTAssertEqual(run?.fontSize, 15)
    }
}

/// Shaping ASCII text a word at a time (`WordShaper`) gives the glyphs
/// shaping it whole does, in every bundled face: Liberation Sans and Serif
/// kern the space with A, T, Y, L, P and ’ (GPOS pairs), which the words'
/// own spaces carry.
final class WordShapingTests: XCTestCase {
    func testShapingByWordsEqualsShapingWhole() {
        let printable = (0x21...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }
        // Every printable pair either side of a space, runs of spaces, and spaces at both ends.
        var texts = printable.map { a in printable.map { b in "\(a) \(b)" }.joined(separator: " ") }
        texts += [" AV To  ", "  A  T  Y  ", "Ta fi fl ffi 12 34.5 L' P A", "x", " ", "   ", "A", " A", "A ", "12 - 3",
                  "The quick brown fox jumps over the lazy dog. Yes! (Aye) \"Two\" 'AT' L.A. P.T.A."]
        for family in BundledFamily.allCases {
            for bold in [false, true] {
                for italic in [false, true] {
                    guard let face = FontLibrary.face(BundledFace(family: family, bold: bold, italic: italic)) else {
                        return XCTFail("the bundled \(family) face (bold \(bold), italic \(italic)) cannot be read")
                    }
                    XCTAssertTrue(face.shapesByWords, "\(face.path)")
                    let byWords = ShapingCache(), whole = ShapingCache(byWords: false)
                    for text in texts {
                        XCTAssertEqual(byWords.glyphs(text, face), whole.glyphs(text, face),
                                       "\(face.path): \(text.prefix(40))")
                    }
                }
            }
        }
    }

    func testEachDistinctWordIsShapedOnce() {
        let measurer = FontMeasurer()
        for i in 0..<200 {
            _ = measurer.measure(TextRequest("the lazy dog \(["naps", "runs", "eats"][i % 3]) again \(i % 7)",
                                             fontSize: 15, maxSize: Size(100, .infinity)))
        }
        // 200 texts, 21 distinct; 7 distinct words followed by a space, the digits 0–6 last.
        XCTAssertEqual(measurer.statistics.layouts, 21)
        XCTAssertEqual(measurer.statistics.shapings, 7 + 7)
    }
}
