import BundledFonts
import Foundation
@testable import CairoRendering
import LayoutEngine
import Rendering
import XCTest

/// The painter draws with the very files `BundledFonts` ships.
final class FontFilesTests: XCTestCase {
    func testFindsTheBundledFaces() throws {
        for (style, face) in [(RasterTextStyle(size: 10), BundledFace(family: .sans)),
                              (RasterTextStyle(family: .mono, size: 10), BundledFace(family: .mono)),
                              (RasterTextStyle(size: 10, bold: true), BundledFace(family: .sans, bold: true))] {
            let found = BundledFonts.path(ofFile: BundledFontFaces.fileName(for: style))
            XCTAssertEqual(FileManager.default.contents(atPath: found), FileManager.default.contents(atPath: BundledFonts.path(of: face)))
            XCTAssertNotNil(BundledFontFaces.face(for: style))
        }
    }
}

/// A line its font draws wider than the layout measured it is narrowed to
/// the measured width, not cut.
final class TextFittingTests: XCTestCase {
    func testAWideLineIsNarrowedToItsMeasuredWidth() throws {
        var sink = try XCTUnwrap(CairoSink(width: 200, height: 40, scale: 1))
        sink.text([TextRun(text: "WWWW", origin: Point(x: 0, y: 30), width: 48)], style: RasterTextStyle(size: 20),
                  color: Color(red: 0, green: 0, blue: 0))
        let rgba = sink.rgba()
        func inked(_ x: Int) -> Bool { (0..<40).contains { rgba[($0 * 200 + x) * 4 + 3] > 128 } }
        XCTAssertFalse((50..<200).contains(where: inked), "nothing past the measured width")
        XCTAssert((40..<48).contains(where: inked), "the last W is drawn up to it")
        var wide = try XCTUnwrap(CairoSink(width: 200, height: 40, scale: 1))
        wide.text([TextRun(text: "WWWW", origin: Point(x: 0, y: 30), width: 0)], style: RasterTextStyle(size: 20),
                  color: Color(red: 0, green: 0, blue: 0))
        let natural = wide.rgba()
        XCTAssert((0..<40).contains { natural[($0 * 200 + 60) * 4 + 3] > 128 }, "unmeasured, it keeps its own width")
    }
}
