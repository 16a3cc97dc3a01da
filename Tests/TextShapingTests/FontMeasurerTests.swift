import XCTest
import LayoutEngine
import TextShaping

/// Numbers from Liberation Sans 2.1.5's own tables (read with fontTools):
/// unitsPerEm 2048; hhea ascent 1854, descent −434, lineGap 67; advances
/// H 1479, e 1139, l 455, o 1139, space 569, w 1479, r 682, d 1139, A 1366,
/// V 1366, T 1251, ellipsis 2048; GPOS/kern pairs A·V −152, T·o −227.
/// Liberation Serif: ascent 1825, descent −443, lineGap 87.
final class FontMeasurerTests: XCTestCase {
    let measurer = FontMeasurer()

    func measure(_ text: String, size: Double = 12, style: TextStyle = .plain, width: Double = .infinity,
                 height: Double = .infinity, maxLines: Int = 0, truncation: Truncation = .tail,
                 scale: Double = 2) -> TextLayout {
        measurer.measure(TextRequest(text, fontSize: size, style: style, maxSize: Size(width, height),
                                     maxLines: maxLines, truncation: truncation, scale: scale))
    }

    func testHelvetica12HelloIsTexturesNode() {
        // (1479 + 1139 + 455 + 455 + 1139) / 2048 × 12 = 27.35 → 27.5;
        // (1854 + 434 + 67) / 2048 × 12 = 13.80 → 14 (Texture's reference: 27.5 × 14).
        let t = measure("Hello", style: TextStyle(fontFamily: "Helvetica"))
        XCTAssertEqual(t.size, Size(27.5, 14))
        XCTAssertEqual(t.lines.map(\.text), ["Hello"])
        XCTAssertEqual(t.lines[0].width, 4667.0 / 2048 * 12, accuracy: 1e-9)
        XCTAssertEqual(t.ascender, 1854.0 / 2048 * 12, accuracy: 1e-9)
        XCTAssertEqual(t.descender, -434.0 / 2048 * 12, accuracy: 1e-9)
    }

    func testSizesRoundUpToThePixelGridOfTheScale() {
        XCTAssertEqual(measure("Hello", scale: 3).size, Size(27 + 2.0 / 3, 14)) // 82.04 px → 83
        XCTAssertEqual(measure("Hello", scale: 1).size, Size(28, 14))
    }

    func testKerningIsOn() {
        // A·V: (1366 + 1366 − 152) / 2048 × 20 = 25.20; T·o: (1251 + 1139 − 227) / 2048 × 20 = 21.12.
        XCTAssertEqual(measure("AV", size: 20).lines[0].width, 2580.0 / 2048 * 20, accuracy: 1e-9)
        XCTAssertEqual(measure("To", size: 20).lines[0].width, 2163.0 / 2048 * 20, accuracy: 1e-9)
    }

    func testKernAddsAfterEachCharacter() {
        let plain = measure("Hello").lines[0].width
        XCTAssertEqual(measure("Hello", style: TextStyle(kern: 1.5)).lines[0].width, plain + 7.5, accuracy: 1e-9)
    }

    func testLinesBreakAtSpacesAndTheWidthLeavesTrailingSpacesOut() {
        // "Hello world" at 12: Hello 27.35, space 3.33, world (1479+1139+682+455+1139)/2048×12 = 28.68.
        let t = measure("Hello world", width: 40)
        XCTAssertEqual(t.lines.map(\.text), ["Hello", "world"])
        XCTAssertEqual(t.size.width, 29) // 28.68 → 29
        XCTAssertEqual(t.size.height, 28) // 2 × 13.80 = 27.60 → 28
        XCTAssertEqual(t.lines[1].width, 4894.0 / 2048 * 12, accuracy: 1e-9)
        XCTAssertEqual(measure("Hello world", width: 59.4).lines.count, 1, "27.35 + 3.33 + 28.68 = 59.36 fits")
        XCTAssertEqual(measure("Hello world", width: 59.3).lines.count, 2)
    }

    func testHyphensAreBreakOpportunities() {
        XCTAssertEqual(measure("well-known", width: 40).lines.map(\.text), ["well-", "known"])
    }

    func testAWordWiderThanALineBreaksBetweenCharacters() {
        // H 10.4 + e 8.0 = 18.4 ≤ 20 < + l 3.2 = 21.6 at 14 pt.
        let t = measure("Hello", size: 14, width: 20)
        XCTAssertEqual(t.lines.map(\.text), ["He", "llo"])
        XCTAssertEqual(measure("Hello", size: 14, width: 1).lines.map(\.text), ["H", "e", "l", "l", "o"])
    }

    func testLineSpacingGoesBetweenLinesOnly() {
        let style = TextStyle(lineSpacing: 5)
        XCTAssertEqual(measure("Hello", style: style).size.height, 14)
        let two = measure("Hello world", style: style, width: 40)
        XCTAssertEqual(two.size.height, 33) // 27.60 + 5 = 32.60 → 33
        XCTAssertEqual(two.lineHeight, 2355.0 / 2048 * 12 + 5, accuracy: 1e-9)
    }

    func testFamiliesMapOntoTheBundledFaces() {
        // Times: (1825 + 443 + 87) / 2048 × 12 = 13.80 as well, but narrower advances.
        let serif = measure("Hello", style: TextStyle(fontFamily: "Times New Roman"))
        XCTAssertLessThan(serif.lines[0].width, 27)
        // Courier: every advance 1229 → 5 × 1229 / 2048 × 12 = 36.00; line (1705 + 615) / 2048 × 12 = 13.59.
        let mono = measure("Hello", style: TextStyle(fontFamily: "Courier"))
        XCTAssertEqual(mono.lines[0].width, 5 * 1229.0 / 2048 * 12, accuracy: 1e-9)
        XCTAssertEqual(mono.size.height, 14)
        let bold = measure("Hello", style: TextStyle(fontWeight: 600))
        XCTAssertGreaterThan(bold.lines[0].width, 27.35 + 0.5)
        XCTAssertEqual(measure("Hello", style: TextStyle(fontWeight: 500)).lines[0].width, 4667.0 / 2048 * 12,
                       accuracy: 1e-9, "500 is the regular face")
    }

    func testMaxLinesTruncatesTheLastLineWithAnEllipsisThatFits() {
        let t = measure("Hello world again and again", width: 45, maxLines: 1)
        XCTAssertTrue(t.truncated)
        XCTAssertEqual(t.lines.count, 1)
        XCTAssertTrue(t.lines[0].text.hasSuffix("…"))
        XCTAssertLessThanOrEqual(t.lines[0].width, 45)
        XCTAssertEqual(t.size.height, 14)
        let head = measure("Hello world again", width: 45, maxLines: 1, truncation: .head)
        XCTAssertTrue(head.lines[0].text.hasPrefix("…"))
        XCTAssertTrue(head.lines[0].text.hasSuffix("again"))
        let middle = measure("Hello world again", width: 45, maxLines: 1, truncation: .middle)
        XCTAssertTrue(middle.lines[0].text.hasPrefix("He"))
        XCTAssertTrue(middle.lines[0].text.hasSuffix("in"))
        XCTAssertTrue(middle.lines[0].text.contains("…"))
        let clip = measure("Hello world again", width: 45, maxLines: 1, truncation: .clip)
        XCTAssertFalse(clip.lines[0].text.contains("…"))
    }

    func testLinesBelowTheHeightOfferedAreDropped() {
        let t = measure("Hello world again", width: 40, height: 30)
        XCTAssertEqual(t.lines.count, 2) // 2 × 13.80 = 27.60 ≤ 30 < 41.40
        XCTAssertTrue(t.truncated)
    }

    func testEmptyTextHasNoLines() {
        XCTAssertEqual(measure("").size, .zero)
        XCTAssertEqual(measure("").lines, [])
    }

    func testTheLinesCarryTheirGlyphs() {
        let run = measure("Hello").lines[0].glyphs
        XCTAssertEqual(run?.glyphs.count, 5)
        XCTAssertEqual(run?.clusters, [0, 1, 2, 3, 4])
        XCTAssertEqual(run?.positions[1].x ?? 0, 1479.0 / 2048 * 12, accuracy: 1e-9)
        XCTAssertTrue(run?.fontPath.hasSuffix("LiberationSans-Regular.ttf") ?? false)
    }
}
