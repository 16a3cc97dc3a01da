import XCTest
import LayoutEngine

/// Every character 10 pt wide whatever the font size, lines 20 pt apart,
/// breaking only between characters: nothing like the fixed model, so a
/// result that matches it can only come from this measurer.
struct TenPointMeasurer: TextMeasurer {
    func measure(_ request: TextRequest) -> TextLayout {
        let (text, maxWidth, maxLines) = (request.text, request.maxSize.width, request.maxLines)
        let perLine = maxWidth.isFinite ? max(1, Int(maxWidth / 10)) : Int.max
        var lines: [TextLine] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            let line = rest.prefix(perLine)
            lines.append(TextLine(text: String(line), width: Double(line.count * 10)))
            rest = rest.dropFirst(line.count)
        }
        let truncated = maxLines > 0 && lines.count > maxLines
        if truncated { lines.removeLast(lines.count - maxLines) }
        let width = lines.map(\.width).max() ?? 0
        return TextLayout(lines: lines, size: Size(width, Double(lines.count) * 20), truncated: truncated,
                          lineHeight: 20, ascender: 15, descender: -5)
    }
}

final class TextMeasurerTests: XCTestCase {
    func testTheEngineSizesTextWithTheMeasurerItIsGiven() {
        let root = Element.vstack([Element.text("abcdefg", fontSize: 17).debugName("t")])
        let fixed = LayoutEngine.layout(root)
        let custom = LayoutEngine.layout(root, measurer: TenPointMeasurer())
        XCTAssertEqual(fixed.size, Size(71.5, 20.5), "0.6·17 per character, 1.2·17 per line")
        XCTAssertEqual(custom.size, Size(70, 20))
        XCTAssertEqual(custom.text(of: ElementID(1))?.lines.map(\.text), ["abcdefg"])
    }

    func testWrappingAndMaxLinesAreTheMeasurers() {
        let root = Element.vstack([Element.text("abcdefghij", maxLines: 2)]).width(.points(40))
        let r = LayoutEngine.layout(root, measurer: TenPointMeasurer())
        let text = r.text(of: ElementID(1))
        XCTAssertEqual(text?.lines.map(\.text), ["abcd", "efgh"])
        XCTAssertEqual(text?.truncated, true)
        XCTAssertEqual(r.frames()[1]?.size, Size(40, 40))
    }

    func testBaselineAlignmentReadsTheMeasurersAscender() {
        // Baseline-aligned: the text's first baseline (its ascender, 15)
        // lines up with the box's (0, as a box has none).
        let row = Element.hstack(alignItems: .baselineFirst, [
            Element.box(width: 30, height: 30).debugName("box"),
            Element.text("ab").debugName("t"),
        ])
        let r = LayoutEngine.layout(row, measurer: TenPointMeasurer())
        XCTAssertEqual(r.rootLayout().sublayouts[1].ascender, 15)
        XCTAssertEqual(r.rootLayout().sublayouts[1].descender, -5)
    }

    func testEditableTextAndButtonTitlesAreMeasuredToo() {
        let root = Element.vstack([
            Element(.editableText(EditableTextNode(text: "", placeholder: "abc"))),
            Element.button(ButtonNode(title: "xyz")),
        ])
        let r = LayoutEngine.layout(root, measurer: TenPointMeasurer())
        XCTAssertEqual(r.frames()[1]?.size, Size(30, 20))
        XCTAssertEqual(r.text(of: ElementID(1))?.lines.map(\.text), ["abc"])
        XCTAssertEqual(r.frames()[2]?.size, Size(30, 20), "the button is its title's size")
        let title = (r.elements.documentCount..<r.elements.count).first { r.elements[ElementID($0)].debugName == "title" }
        XCTAssertEqual(title.flatMap { r.text(of: ElementID($0))?.lines.map(\.text) }, ["xyz"])
    }

    func testTheResultKeepsTheLinesOfTheFinalLayoutNotOfAnEarlierMeasurement() {
        // A stack measures a shrinking child twice: first at ∞, then at the
        // width it gets. The lines kept are the second's.
        let root = Element.hstack([Element.text("aaaa bbbb cccc").with { $0.flexShrink = 1 }]).width(.points(100))
        let r = LayoutEngine.layout(root, in: SizeRange(min: Size(100, 0), max: Size(100, .infinity)))
        XCTAssertEqual(r.text(of: ElementID(1))?.lines.map(\.text), ["aaaa bbbb", "cccc"])
        XCTAssertNil(r.text(of: ElementID(0)), "a stack has no text")
    }
}
