import Foundation
import ImageDecoding
import LayoutEngine
import XCTest
import XMLLayout
@testable import XMLLayoutPreview

/// Decoded pixels are bounded across a render, not only per image (20
/// distinct 7000 × 7000 pictures took 3.9 GB).
final class ImageBudgetTests: XCTestCase {
    var dir: String!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("ImageBudgetTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

    func testImagesPastTheTotalPixelBudgetArePlaceholdersWithAWarning() throws {
        let kitten = try Data(contentsOf: URL(fileURLWithPath: PreviewImagesTests.kitten))
        for name in ["a", "b", "c"] { try kitten.write(to: URL(fileURLWithPath: dir + "/\(name).png")) }
        let path = dir + "/layout.xml"
        try Data("""
        <layout width="120">
          <vstack>
            <image src="a.png"/>
            <image src="b.png"/>
            <image src="c.png"/>
          </vstack>
        </layout>

        """.utf8).write(to: URL(fileURLWithPath: path))
        let loaded = LayoutLoader.load(path: path)
        let document = try XCTUnwrap(loaded.document, "\(loaded.diagnostics)")
        let result = LayoutEngine.layout(document.root, in: document.rootRange)
        guard case .success(let decoded) = ImageDecoder.decodeFile(atPath: dir + "/a.png") else { return XCTFail("kitten") }
        let pixels = decoded.width * decoded.height

        // Room for all three: no warning.
        let roomy = PreviewImages.load(for: result, document: document, file: path,
                                       limits: ImageLimits(maximumTotalPixels: 3 * pixels))
        XCTAssertEqual(roomy.warnings, [])

        // Room for two: the third is refused before it is decoded, at its element.
        let tight = PreviewImages.load(for: result, document: document, file: path,
                                       limits: ImageLimits(maximumTotalPixels: 2 * pixels + 1))
        XCTAssertEqual(tight.warnings.count, 1, "\(tight.warnings)")
        XCTAssertEqual(tight.warnings.first?.location?.line, 5)
        XCTAssertEqual(tight.warnings.first?.message.contains("the images of this layout together may have at most "
                                                               + "\(2 * pixels + 1) (\(2 * pixels) are decoded already)"), true,
                       "\(tight.warnings)")
    }
}
