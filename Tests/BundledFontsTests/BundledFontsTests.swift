import BundledFonts
import Foundation
import XCTest

final class BundledFontsTests: XCTestCase {
    /// Every face is a TrueType file (its sfnt version 0x00010000) where the locator says.
    func testEveryFaceIsATrueTypeFileBesideItsLicence() throws {
        XCTAssertEqual(BundledFace.all.count, 12)
        for face in BundledFace.all {
            let data = try XCTUnwrap(FileManager.default.contents(atPath: BundledFonts.path(of: face)), face.fileName)
            XCTAssertGreaterThan(data.count, 100_000, face.fileName)
            XCTAssertEqual(Array(data.prefix(4)), [0x00, 0x01, 0x00, 0x00], face.fileName)
        }
        let licence = try String(contentsOfFile: BundledFonts.licensePath, encoding: .utf8)
        XCTAssertTrue(licence.contains("SIL OPEN FONT LICENSE Version 1.1"))
    }

    func testFileNamesFollowTheFamilyAndStyle() {
        XCTAssertEqual(BundledFace(family: .sans).fileName, "LiberationSans-Regular.ttf")
        XCTAssertEqual(BundledFace(family: .serif, bold: true).fileName, "LiberationSerif-Bold.ttf")
        XCTAssertEqual(BundledFace(family: .mono, italic: true).fileName, "LiberationMono-Italic.ttf")
        XCTAssertEqual(BundledFace(family: .sans, bold: true, italic: true).fileName, "LiberationSans-BoldItalic.ttf")
    }
}
