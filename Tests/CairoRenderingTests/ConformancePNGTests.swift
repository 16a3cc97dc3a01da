import Foundation
import ImageDecoding
import LayoutEngine
import Rendering
import XCTest
import XMLLayoutPreview

/// Every visible conformance case rendered as `render --format png --canvas
/// none` at scale 2, composited over white as Texture's reference images
/// are, matches its reference image (`../shared/conformance/visible/images`,
/// named by the case's `"image"`) within FBSnapshotTestCase's tolerances:
/// 2% per channel, 2% of the pixels. Skipped only when ../shared is absent.
final class ConformancePNGTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let visible = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance/visible")

    func testEveryVisibleCaseMatchesTexturesReferenceImage() throws {
        let cases = Self.visible.appendingPathComponent("cases")
        guard let classes = try? FileManager.default.contentsOfDirectory(atPath: cases.path) else {
            throw XCTSkip("../shared/conformance is not beside the checkout")
        }
        var checked = 0, failures: [String] = [], worst = (fraction: 0.0, name: "")
        for cls in classes.sorted() {
            let folder = cases.appendingPathComponent(cls)
            for name in (try FileManager.default.contentsOfDirectory(atPath: folder.path)).sorted() where name.hasSuffix(".xml") {
                let xml = folder.appendingPathComponent(name).path
                let expected = String(xml.dropLast(4)) + ".expected.json"
                guard let data = FileManager.default.contents(atPath: expected),
                      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let image = object["image"] as? String else { continue }
                // "Tests/ReferenceImages_64/<Class>/<test>@2x.png" → images/<Class>/<test>@2x.png
                let parts = image.split(separator: "/")
                let reference = Self.visible.appendingPathComponent("images/" + parts.suffix(2).joined(separator: "/")).path
                guard case .success(let ref) = ImageDecoder.decodeFile(atPath: reference) else {
                    failures.append("\(cls)/\(name): no reference image at \(reference)")
                    continue
                }
                var options = PreviewOptions(format: .png)
                options.picture = PictureOptions(canvas: nil)
                options.screenScale = 2
                let out = PreviewPipeline.run(path: xml, options: options)
                guard let png = out.png, case .success(let ours) = ImageDecoder.decode(png) else {
                    failures.append("\(cls)/\(name): no PNG (\(out.diagnostics.map(\.message)))")
                    continue
                }
                checked += 1
                let comparison = PixelComparison(expected: (ref.width, ref.height, Self.overWhite(ref.pixels)),
                                                 actual: (ours.width, ours.height, Self.overWhite(ours.pixels)))
                if comparison.differingFraction > worst.fraction { worst = (comparison.differingFraction, name) }
                if !comparison.matches {
                    failures.append("\(cls)/\(name): " + (comparison.sameSize
                        ? "\(comparison.differingPixels ?? 0) of \(ref.width * ref.height) pixels differ"
                        : "\(ours.width)×\(ours.height) pixels, the reference \(ref.width)×\(ref.height)"))
                }
            }
        }
        print("ConformancePNGTests: \(checked - failures.count) of \(checked) cases match Texture's reference image; "
              + "the most differing pixels: \(worst.fraction * 100)% (\(worst.name))")
        XCTAssertGreaterThan(checked, 60)
        XCTAssert(failures.isEmpty, "\(failures.count) of \(checked) cases differ:\n" + failures.joined(separator: "\n"))
    }

    /// Straight RGBA composited over opaque white.
    static func overWhite(_ pixels: [UInt8]) -> [UInt8] {
        var out = pixels
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = Int(p[i + 3])
                if a != 255 {
                    for c in 0..<3 { p[i + c] = UInt8((Int(p[i + c]) * a + 255 * (255 - a) + 127) / 255) }
                    p[i + 3] = 255
                }
                i += 4
            }
        }
        return out
    }
}
