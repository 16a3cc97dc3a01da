@testable import CairoRendering
import LayoutEngine
import Rendering
import XCTest
import XMLLayoutPreview

/// A line measured with a font is drawn as its very glyphs: where the glyph
/// positions say, in the font file the line was set in.
final class GlyphDrawingTests: XCTestCase {
    private let black = Color(red: 0, green: 0, blue: 0)

    /// The one line `text` sets to at 20 pt in `weight` (FontMeasurer, the bundled Liberation Sans).
    private func line(_ text: String, weight: Int = 400) throws -> TextLine {
        let layout = TextMeasurers.measurer(for: .font).measure(
            TextRequest(text, fontSize: 20, style: TextStyle(fontWeight: weight), maxSize: Size(width: .infinity, height: .infinity)))
        let line = try XCTUnwrap(layout.lines.first)
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertNotNil(line.glyphs, "the font measurer keeps the glyphs")
        return line
    }

    /// The alpha of a 200 × 40 picture of `line` drawn with its baseline at (`x`, 30).
    private func draw(_ line: TextLine, x: Double = 10) throws -> [UInt8] {
        var sink = try XCTUnwrap(CairoSink(width: 200, height: 40, scale: 1))
        sink.glyphs(PlacedGlyphs(try XCTUnwrap(line.glyphs), line: line, x: x, baseline: 30, stretch: 0), color: black)
        let rgba = sink.rgba()
        return stride(from: 3, to: rgba.count, by: 4).map { rgba[$0] }
    }

    func testInkWhereTheGlyphPositionsSayAndNonePastTheRunsWidth() throws {
        let line = try line("I I I")
        let run = try XCTUnwrap(line.glyphs)
        XCTAssertEqual(run.glyphs.count, 5)
        XCTAssert(run.fontPath.hasSuffix("LiberationSans-Regular.ttf"), run.fontPath)
        let alpha = try draw(line)
        func inked(_ x: Int) -> Bool { (0..<40).contains { alpha[$0 * 200 + x] > 128 } }
        // Each I is a stem a little right of its origin; spaces leave gaps.
        for i in [0, 2, 4] {
            let origin = 10 + run.positions[i].x
            XCTAssert((Int(origin)...Int(origin) + 4).contains(where: inked), "an I at \(origin)")
        }
        let gap = 10 + (run.positions[1].x + run.positions[2].x) / 2
        XCTAssertFalse(inked(Int(gap)), "no ink between the I's, at \(gap)")
        XCTAssertFalse((Int(10 + line.width + 1)..<200).contains(where: inked), "nothing past the run's width \(line.width)")
        XCTAssertFalse((0..<9).contains(where: inked), "nothing before its start")
        XCTAssertFalse((0..<200).contains { x in (31..<40).contains { alpha[$0 * 200 + x] > 128 } }, "nothing below the baseline")
        XCTAssert((0..<200).contains { x in alpha[16 * 200 + x] > 128 }, "the stems reach 14 pt above it")
    }

    func testBoldIsDrawnInTheBoldFile() throws {
        let regular = try line("Hello"), bold = try line("Hello", weight: 700)
        XCTAssert(try XCTUnwrap(bold.glyphs).fontPath.hasSuffix("LiberationSans-Bold.ttf"))
        let a = try draw(regular), b = try draw(bold)
        XCTAssertNotEqual(a, b)
        let ink = { (px: [UInt8]) in px.reduce(0) { $0 + Int($1) } }
        XCTAssertGreaterThan(ink(b), ink(a) * 11 / 10, "bold stems are heavier")
    }

    func testAFontThatCannotBeLoadedDrawsNothing() throws {
        var sink = try XCTUnwrap(CairoSink(width: 20, height: 20, scale: 1))
        sink.glyphs(PlacedGlyphs(fontPath: "/nonexistent.ttf", faceIndex: 0, fontSize: 12, glyphs: [36],
                                 origins: [Point(x: 2, y: 15)]), color: black)
        XCTAssert(sink.rgba().allSatisfy { $0 == 0 })
    }
}
