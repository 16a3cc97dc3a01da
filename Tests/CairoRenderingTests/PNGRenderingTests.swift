import Foundation
import ImageDecoding
import LayoutEngine
import Rendering
import XCTest
import XMLLayout
import XMLLayoutPreview

/// `--format png` drawn with cairo, checked as decoded pixels.
final class PNGRenderingTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "png-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    /// The PNG of `xml` (written to a file in the temporary folder), decoded.
    private func render(_ xml: String, picture: PictureOptions = PictureOptions(), scale: Double? = 2,
                        file: String = "layout.xml") throws -> (png: [UInt8], image: DecodedImage) {
        let path = folder + "/" + file
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        var options = PreviewOptions(format: .png)
        options.picture = picture
        options.screenScale = scale
        let out = PreviewPipeline.run(path: path, options: options)
        let png = try XCTUnwrap(out.png, "\(out.diagnostics.map(\.message))")
        guard case .success(let image) = ImageDecoder.decode(png) else { throw XCTSkip("undecodable") }
        return (png, image)
    }

    private func pixel(_ image: DecodedImage, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.width + x) * 4
        return (0..<4).map { Int(image.pixels[i + $0]) }
    }

    private func assertClose(_ a: [Int], _ b: [Int], within: Int = 2, _ message: String = "", line: UInt = #line) {
        XCTAssert(zip(a, b).allSatisfy { abs($0 - $1) <= within }, "\(a) is not \(b) \(message)", line: line)
    }

    func testFillsWithAlphaOverTheCanvasAtTheScale() throws {
        let xml = ##"<layout width="20" height="10"><box backgroundColor="#ff000080"/></layout>"##
        let (_, image) = try render(xml)
        XCTAssertEqual([image.width, image.height], [40, 20])
        assertClose(pixel(image, 5, 5), [255, 127, 127, 255])
        let (_, three) = try render(xml, scale: 3)
        XCTAssertEqual([three.width, three.height], [60, 30])
    }

    func testCanvasNoneIsTransparentAndTheFillKeepsItsAlpha() throws {
        let xml = ##"<layout width="20" height="10"><hstack><box width="10" backgroundColor="#0000ff80"/></hstack></layout>"##
        let (_, image) = try render(xml, picture: PictureOptions(canvas: nil))
        assertClose(pixel(image, 5, 5), [0, 0, 255, 128])
        XCTAssertEqual(pixel(image, 35, 5)[3], 0, "nothing painted there")
    }

    func testByteIdenticalFromRunToRun() throws {
        let xml = ##"<layout width="120" height="60"><overlay><box backgroundColor="#336699" cornerRadius="8" borderWidth="2" borderColor="red"/><text fontSize="14">Hello, pictures</text></overlay></layout>"##
        let first = try render(xml).png, second = try render(xml).png
        XCTAssertEqual(first, second)
        XCTAssertEqual(Array(first.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    func testBorderIsInsideTheFrameAndCornersAreRounded() throws {
        let xml = ##"<layout width="40" height="40"><box backgroundColor="white" borderWidth="4" borderColor="#00ff00" cornerRadius="10"/></layout>"##
        let (_, image) = try render(xml, picture: PictureOptions(canvas: nil))
        assertClose(pixel(image, 40, 2), [0, 255, 0, 255], "top edge, in the border")
        assertClose(pixel(image, 40, 40), [255, 255, 255, 255], "the middle")
        XCTAssertEqual(pixel(image, 0, 0)[3], 0, "the rounded corner leaves the canvas")
    }

    func testDeviceLookClipsToTheRootAndDebugLookShowsOverflow() throws {
        let xml = ##"<layout width="40" height="40"><corner location="topRight" offset="10,-10"><box backgroundColor="#000000"/><box width="20" height="20" backgroundColor="#ff0000"/></corner></layout>"##
        let (_, device) = try render(xml)
        XCTAssertEqual([device.width, device.height], [80, 80])
        let (_, debug) = try render(xml, picture: PictureOptions(look: .debug))
        XCTAssertGreaterThan(debug.width, 80, "the badge outside the root widens the debug picture")
        XCTAssertGreaterThan(debug.height, 80)
    }

    func testDrawsImagesAspectFilled() throws {
        // 2 × 1 pixels: red | blue, into a square node: aspect fill shows the middle.
        let png = Pictures.png(rgba: [255, 0, 0, 255, 0, 0, 255, 255], width: 2, height: 1)
        try Data(png).write(to: URL(fileURLWithPath: folder + "/two.png"))
        let xml = ##"<layout width="20" height="20"><image src="two.png"/></layout>"##
        let (_, image) = try render(xml)
        assertClose(pixel(image, 2, 20), [255, 0, 0, 255], within: 40)
        assertClose(pixel(image, 37, 20), [0, 0, 255, 255], within: 40)
    }

    func testDrawsTextWithTheBundledFont() throws {
        let xml = ##"<layout width="100" height="30"><text fontSize="20" color="black">HHHH</text></layout>"##
        let (_, image) = try render(xml)
        var dark = 0
        for y in 0..<image.height { for x in 0..<image.width where pixel(image, x, y)[0] < 64 { dark += 1 } }
        XCTAssertGreaterThan(dark, 200, "the text is drawn")
        XCTAssertLessThan(dark, image.width * image.height / 2)
    }

    /// Text measured with the bundled fonts is drawn as its measured glyphs:
    /// bold in the bold file, centred by `textAlignment` as the SVG places it.
    func testBoldCentredTextIsDrawnInBoldInTheMiddle() throws {
        func ink(_ attributes: String) throws -> (minX: Int, maxX: Int, total: Int, width: Int) {
            let xml = ##"<layout width="200" height="40"><text fontSize="20" color="black" "## + attributes + ##">Hello</text></layout>"##
            let (_, image) = try render(xml)
            var minX = image.width, maxX = -1, total = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let darkness = 255 - pixel(image, x, y)[0]
                    guard darkness > 0 else { continue }
                    total += darkness
                    if darkness > 128 { minX = Swift.min(minX, x); maxX = Swift.max(maxX, x) }
                }
            }
            return (minX, maxX, total, image.width)
        }
        let plain = try ink(""), styled = try ink(##"fontWeight="bold" textAlignment="center""##)
        XCTAssertLessThan(plain.minX, 8, "left: the H starts at the frame's left edge")
        XCTAssertLessThan(plain.maxX, plain.width / 2, "left: 'Hello' ends before the middle")
        let middle = Double(styled.minX + styled.maxX) / 2
        XCTAssertEqual(middle, Double(styled.width) / 2, accuracy: 4, "centred: \(styled.minX)–\(styled.maxX)")
        XCTAssertGreaterThan(styled.maxX - styled.minX, plain.maxX - plain.minX, "bold is wider")
        XCTAssertGreaterThan(styled.total, plain.total * 11 / 10, "bold is heavier")
    }

    func testDevicesSideBySideInOnePNG() throws {
        let path = folder + "/w.xml"
        try ##"<layout height="20"><box backgroundColor="#ff0000"/></layout>"##.write(toFile: path, atomically: true, encoding: .utf8)
        let out = DevicePreview.run(path: path, devices: [DeviceSize(name: "100", width: 100), DeviceSize(name: "150", width: 150)],
                                    options: PreviewOptions(format: .png))
        guard let png = out.png, case .success(let image) = ImageDecoder.decode(png) else { return XCTFail("no sheet") }
        // 100 + 24 + 150 points wide, 20 of labels above 20 of picture, at the file's @2x.
        XCTAssertEqual([image.width, image.height], [548, 80])
        assertClose(pixel(image, 10, 60), [255, 0, 0, 255])
        assertClose(pixel(image, 300, 60), [255, 0, 0, 255])
    }
}
