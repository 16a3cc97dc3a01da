import BundledFonts
import Foundation
@testable import CairoRendering
import Rendering
import XCTest

/// The painter finds the very files `BundledFonts` ships, without importing it.
final class FontFilesTests: XCTestCase {
    func testFindsTheBundledFaces() throws {
        for (style, face) in [(TextStyle(size: 10), BundledFace(family: .sans)),
                              (TextStyle(family: .mono, size: 10), BundledFace(family: .mono)),
                              (TextStyle(size: 10, bold: true), BundledFace(family: .sans, bold: true))] {
            let found = try XCTUnwrap(FontFiles.path(of: BundledFontFaces.fileName(for: style)))
            XCTAssertEqual(FileManager.default.contents(atPath: found), FileManager.default.contents(atPath: BundledFonts.path(of: face)))
            XCTAssertNotNil(BundledFontFaces.face(for: style))
        }
    }
}
