import Foundation
import ImageDecoding
import Rendering
import XCTest
import XMLLayoutPreview

/// Golden PNGs of an example (no text, so the fonts' rasterising does not
/// enter), compared as decoded pixels within FBSnapshotTestCase's
/// tolerances, not as bytes (other cairo or libpng versions compress
/// differently); and the SVG's two looks.
final class GoldenPNGTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let golden = packageRoot.appendingPathComponent("Tests/CairoRenderingTests/Golden")
    static let example = packageRoot.appendingPathComponent("Layouts/examples/photo-with-outset-icon.xml").path

    private func assertMatchesGolden(_ name: String, look: PictureLook?, scale: Double?, line: UInt = #line) throws {
        var options = PreviewOptions(format: .png)
        options.picture = PictureOptions(look: look)
        options.screenScale = scale
        let out = PreviewPipeline.run(path: Self.example, options: options)
        let png = try XCTUnwrap(out.png, line: line)
        guard case .success(let ours) = ImageDecoder.decode(png),
              case .success(let golden) = ImageDecoder.decodeFile(atPath: Self.golden.appendingPathComponent(name).path) else {
            return XCTFail("undecodable", line: line)
        }
        let comparison = PixelComparison(expected: (golden.width, golden.height, golden.pixels),
                                         actual: (ours.width, ours.height, ours.pixels))
        XCTAssert(comparison.matches, "\(name): \(comparison.differingPixels.map(String.init) ?? "size") differ", line: line)
        XCTAssertLessThan(comparison.differingFraction, 0.002, "\(name): nearly every pixel is the golden's", line: line)
    }

    func testDeviceLookAtTheFilesScale() throws {
        try assertMatchesGolden("photo-with-outset-icon.png", look: nil, scale: nil)
    }

    func testDebugLookAtScaleOne() throws {
        try assertMatchesGolden("photo-with-outset-icon-debug@1x.png", look: .debug, scale: 1)
    }

    func testTheComparisonSeesAChange() throws {
        let a = (2, 1, [UInt8]([0, 0, 0, 255, 0, 0, 0, 255]))
        XCTAssert(PixelComparison(expected: a, actual: (2, 1, [5, 0, 0, 255, 0, 0, 0, 255])).matches, "5 of 255 is within 2%")
        XCTAssertFalse(PixelComparison(expected: a, actual: (2, 1, [6, 0, 0, 255, 0, 0, 0, 255])).matches, "half the pixels")
        XCTAssertFalse(PixelComparison(expected: a, actual: (1, 2, a.2)).matches, "another size")
    }

    func testSVGLooks() throws {
        let debug = PreviewPipeline.run(path: Self.example, options: PreviewOptions(format: .svg)).text ?? ""
        XCTAssert(debug.contains("stroke=\"#999999\""), "outlines in the default (debug) SVG")
        XCTAssert(debug.contains("class=\"labels\""))
        var options = PreviewOptions(format: .svg)
        options.picture = PictureOptions(look: .device)
        let device = PreviewPipeline.run(path: Self.example, options: options).text ?? ""
        XCTAssertFalse(device.contains("stroke=\"#999999\""), "no outlines")
        XCTAssertFalse(device.contains("class=\"labels\""), "no labels")
        XCTAssert(device.contains("viewBox=\"0 0 375 "), "the root's bounds")
        XCTAssert(device.contains("clip-path=\"url(#screen)\""), "clipped like a screen")
    }
}
