import LayoutEngine
@testable import Rendering
import XCTest

/// Canvas, colours, alpha, pictures, overflow, labels and specs (issue 13),
/// and work bounded by the canvas whatever the zoom (issue 7).
final class PictureTests: XCTestCase {
    let white = Color(red: 255, green: 255, blue: 255)

    // MARK: Zoom

    func testPaintingWorkIsBoundedByTheCanvasNotTheZoom() {
        let card = Fixtures.layout(Fixtures.card, width: 240)
        // At 0.001 points per column the card is 240,000 columns wide; the
        // outlines used to be walked over all of them (--zoom 1e-6 hung).
        let tiny = ANSIRenderer(options: .init(zoom: 0.001, colorMode: .none, maxColumns: 40, maxRows: 20)).canvas(for: card)
        XCTAssertEqual([tiny.width, tiny.height], [40, 20])
        XCTAssertEqual(tiny[0, 0].character, "╭", "the card's rounded corner")
        XCTAssertLessThan(tiny.writeAttempts, 4 * 40 * 20 + 200, "writes beyond the canvas were attempted")
        let huge = ANSIRenderer(options: .init(zoom: 1e12, colorMode: .none)).canvas(for: card)
        XCTAssertEqual([huge.width, huge.height], [1, 1])
        // The real case, full size: it returns, with the hard limits.
        let real = ANSIRenderer(options: .init(zoom: 1e-6, colorMode: .none)).canvas(for: card)
        XCTAssertEqual([real.width, real.height], [1000, 2000])
    }

    // MARK: Canvas and colours

    func testCanvasIsWhiteByDefaultAndCanBeNone() {
        let boxes = Fixtures.layout(.box(width: 100, height: 40), width: 100)
        let canvas = ANSIRenderer(options: .init(columns: 60)).canvas(for: boxes)
        XCTAssertTrue(canvas.cells.allSatisfy { $0.style.background != nil }, "every cell is painted")
        XCTAssertEqual(canvas[canvas.width - 1, canvas.height - 1].style.background, white)
        let bare = ANSIRenderer(options: .init(columns: 60, canvas: nil)).canvas(for: boxes)
        XCTAssertNil(bare[bare.width - 1, bare.height - 1].style.background)
        let black = ANSIRenderer(options: .init(columns: 60, canvas: Color(red: 0, green: 0, blue: 0))).canvas(for: boxes)
        XCTAssertEqual(black[black.width - 1, black.height - 1].style.background, Color(red: 0, green: 0, blue: 0))

        XCTAssertTrue(SVGRenderer().render(boxes).contains(##"<rect x="0" y="0" width="100" height="40" class="canvas" fill="#ffffff"/>"##))
        XCTAssertFalse(SVGRenderer(options: .init(canvas: nil)).render(boxes).contains("class=\"canvas\""))
    }

    func testButtonTitleIsDrawnInTheButtonsColour() {
        let crimson = Color(red: 220, green: 20, blue: 60)
        let root = Element.button(ButtonNode(title: "128", fontSize: 13)).presentation(Presentation(color: crimson))
        let result = Fixtures.layout(root, width: 60)
        let canvas = ANSIRenderer(options: .init(zoom: 1)).canvas(for: result)
        let title = canvas.cells.first { $0.character == "1" }
        XCTAssertEqual(title?.style.foreground, crimson)
        XCTAssertTrue(SVGRenderer().render(result).contains(##"font-size="13" fill="#dc143c">"##))
    }

    func testUncolouredTextContrastsWithWhatLiesBeneath() {
        let dark = Element.background(.text("hi"), .box().presentation(Presentation(backgroundColor: Color(red: 20, green: 20, blue: 40))))
        let svg = SVGRenderer().render(Fixtures.layout(dark, width: 60))
        XCTAssertTrue(svg.contains(##"font-size="17" fill="#ffffff">"##), svg)
        let light = SVGRenderer().render(Fixtures.layout(.text("hi"), width: 60))
        XCTAssertTrue(light.contains(##"font-size="17" fill="#000000">"##), light)
        let out = ANSIRenderer(options: .init(zoom: 1)).render(Fixtures.layout(dark, width: 60))
        XCTAssertTrue(out.contains("38;2;255;255;255;48;2;20;20;40mhi"), out)
    }

    func testTranslucentTextIsBlendedOverWhatLiesBeneath() {
        let root = Element.text("hi").presentation(Presentation(color: Color(red: 0, green: 0, blue: 0, alpha: 0x99)))
        let result = Fixtures.layout(root, width: 60)
        // 0x99 = 60 %: black at 60 % over white is 102.
        XCTAssertTrue(ANSIRenderer(options: .init(zoom: 1)).render(result).contains("38;2;102;102;102;48;2;255;255;255mhi"))
        XCTAssertTrue(SVGRenderer().render(result).contains(##"fill="#000000" fill-opacity="0.6""##))
    }

    // MARK: Pictures

    /// 1 × 2 pixels: red over blue, from a made-up file.
    static let redOverBlue = RasterImage(width: 1, height: 2, pixels: [255, 0, 0, 255, 0, 0, 255, 255],
                                         fileBytes: [1, 2, 3, 4, 5], mimeType: "image/png")

    static func pictureLayout(size: Size = Size(10, 20)) -> LayoutResult {
        Fixtures.layout(Element(.image(ImageNode(intrinsicSize: size, source: "/pictures/a.png"))).debugName("photo"),
                        width: size.width)
    }

    func testANSIDrawsPicturesWithHalfBlocks() {
        let images = ImageProvider(["/pictures/a.png": Self.redOverBlue])
        let canvas = ANSIRenderer(options: .init(zoom: 10), images: images).canvas(for: Self.pictureLayout())
        XCTAssertEqual([canvas.width, canvas.height], [1, 1])
        XCTAssertEqual(canvas[0, 0].character, "▀")
        XCTAssertEqual(canvas[0, 0].style.foreground, Color(red: 255, green: 0, blue: 0))
        XCTAssertEqual(canvas[0, 0].style.background, Color(red: 0, green: 0, blue: 255))
        // 256 colours: the same cells through the palette.
        let out = ANSIRenderer(options: .init(zoom: 10, colorMode: .ansi256), images: images).render(Self.pictureLayout())
        XCTAssertTrue(out.contains("38;5;196;48;5;21m▀"), out)
        // Without colour, or without the picture: the placeholder outline.
        let plain = ANSIRenderer(options: .init(zoom: 5, colorMode: .none), images: images).plainText(Self.pictureLayout())
        XCTAssertFalse(plain.contains("▀"))
        XCTAssertTrue(plain.hasPrefix("┌"), plain)
        XCTAssertFalse(ANSIRenderer(options: .init(zoom: 10)).render(Self.pictureLayout()).contains("▀"))
    }

    func testPicturesAreAspectFilledAndClipped() {
        // A 2 × 1 picture (red | blue) in a square frame: aspect fill scales it
        // to twice the frame's width, centred, so only the middle shows.
        let picture = RasterImage(width: 2, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        let images = ImageProvider(["/pictures/a.png": picture])
        let canvas = ANSIRenderer(options: .init(zoom: 5), images: images).canvas(for: Self.pictureLayout(size: Size(20, 20)))
        XCTAssertEqual([canvas.width, canvas.height], [4, 2])
        XCTAssertEqual(canvas[0, 0].style.foreground, Color(red: 255, green: 0, blue: 0))
        XCTAssertEqual(canvas[3, 1].style.background, Color(red: 0, green: 0, blue: 255))
    }

    func testRoundedCornersClipThePicture() {
        let white4 = RasterImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 16).enumerated().map { $0.offset % 4 == 3 ? 255 : 0 })
        let images = ImageProvider(["/pictures/a.png": white4])
        let round = Fixtures.layout(Element(.image(ImageNode(intrinsicSize: Size(40, 40), source: "/pictures/a.png")))
            .presentation(Presentation(cornerRadius: 20)), width: 40)
        let canvas = ANSIRenderer(options: .init(zoom: 5, labels: .none), images: images).canvas(for: round)
        XCTAssertEqual([canvas.width, canvas.height], [8, 4])
        let black = Color(red: 0, green: 0, blue: 0)
        XCTAssertNotEqual(canvas[0, 0].style.foreground, black, "the corner shows the canvas")
        XCTAssertEqual(canvas[0, 0].style.background, white, "the corner shows the canvas")
        XCTAssertEqual(canvas[4, 2].style.foreground, black, "the middle shows the picture")
        XCTAssertEqual(canvas[4, 2].style.background, black)
    }

    func testSVGEmbedsTheOriginalFile() {
        let images = ImageProvider(["/pictures/a.png": Self.redOverBlue])
        let svg = SVGRenderer(images: images).render(Self.pictureLayout())
        XCTAssertTrue(svg.contains(##"<image x="0" y="0" width="10" height="20" preserveAspectRatio="xMidYMid slice" clip-path="url(#clip-e0)" xlink:href="data:image/png;base64,AQIDBAU="/>"##), svg)
        XCTAssertTrue(svg.contains(##"xmlns:xlink="http://www.w3.org/1999/xlink""##))
        XCTAssertFalse(svg.contains("<path"), "no placeholder cross")
        XCTAssertTrue(SVGRenderer().render(Self.pictureLayout()).contains("<path"), "placeholder without the picture")
    }

    func testBase64() {
        XCTAssertEqual(Base64.encode(Array("Man".utf8)), "TWFu")
        XCTAssertEqual(Base64.encode(Array("Ma".utf8)), "TWE=")
        XCTAssertEqual(Base64.encode(Array("M".utf8)), "TQ==")
        XCTAssertEqual(Base64.encode([]), "")
        XCTAssertEqual(Base64.encode([0xFB, 0xFF]), "+/8=")
    }

    // MARK: Nothing clipped

    /// A 30 × 30 badge centred on the top-right corner of a 100 × 60 root: it
    /// reaches 15 points above and right of the root.
    static var badge: LayoutResult {
        LayoutEngine.layout(.corner(.topRight, .inset(EdgeInsets(all: 10), .box(width: 80, height: 40).debugName("photo")),
                                    .box(width: 30, height: 30).debugName("badge")
                                        .presentation(Presentation(backgroundColor: Color(red: 255, green: 0, blue: 0)))),
                            in: SizeRange(min: .zero, max: Size(100, .infinity)))
    }

    func testSVGViewBoxIncludesEveryFrameAndDrawsTheRootsBounds() {
        let svg = SVGRenderer().render(Self.badge)
        XCTAssertTrue(svg.contains(##"width="115" height="75" viewBox="0 -15 115 75""##), svg)
        XCTAssertTrue(svg.contains(##"<rect x="0" y="0" width="100" height="60" class="root-bounds""##), svg)
        XCTAssertFalse(SVGRenderer().render(Fixtures.layout(Fixtures.card, width: 240)).contains("root-bounds"))
    }

    func testANSICanvasGrowsToEveryFrame() {
        let canvas = ANSIRenderer(options: .init(zoom: 5, colorMode: .none)).canvas(for: Self.badge)
        // 115 × 75 points at 5 × 10 points per cell (y −15…60: rows −1…6).
        XCTAssertEqual([canvas.width, canvas.height], [23, 7])
        let red = Color(red: 255, green: 0, blue: 0)
        XCTAssertEqual(canvas[22, 0].style.background, red, "the badge's top-right cell is drawn")
        XCTAssertTrue(canvas.plainText.contains("┆"), "the root's bounds, dashed:\n\(canvas.plainText)")
    }

    // MARK: Labels and specs

    func testAutoLabelsOnlyWhereTheyFitOnAChip() {
        let root = Element.vstack([
            .box(width: 60, height: 40).debugName("a-very-long-debug-name"),
            .box(width: 60, height: 40).debugName("short"),
        ])
        let result = Fixtures.layout(root, width: 60)
        let canvas = ANSIRenderer(options: .init(zoom: 5)).canvas(for: result)
        XCTAssertFalse(canvas.plainText.contains("a-very"))
        XCTAssertTrue(canvas.plainText.contains("┌short"), canvas.plainText)
        let s = canvas.cells.first { $0.character == "s" }
        XCTAssertEqual(s?.style.background, Palette.darkChip, "a dark chip on the white canvas")
        XCTAssertEqual(s?.style.foreground, Palette.white)
        XCTAssertFalse(ANSIRenderer(options: .init(zoom: 5, labels: .none)).canvas(for: result).plainText.contains("short"))

        let svg = SVGRenderer().render(result)
        XCTAssertFalse(svg.contains(">a-very-long-debug-name</text>"))
        XCTAssertTrue(svg.contains(">short</text>"))
        XCTAssertTrue(svg.contains(##"fill="#57606a" fill-opacity="0.85""##), "the chip")
        XCTAssertFalse(SVGRenderer(options: .init(labels: .none)).render(result).contains(">short</text>"))
    }

    func testSpecsAreDashedOutlinesWithTheirType() {
        let root = Element.inset(EdgeInsets(all: 10), .box(width: 80, height: 40))
        let result = Fixtures.layout(root, width: 100)
        let out = ANSIRenderer(options: .init(zoom: 2, colorMode: .none, specs: true)).plainText(result)
        XCTAssertTrue(out.hasPrefix("┌┄┄┄"), out)
        XCTAssertTrue(out.split(separator: "\n")[0].hasSuffix("┄inset┐"), out)
        XCTAssertFalse(ANSIRenderer(options: .init(zoom: 2, colorMode: .none)).plainText(result).contains("inset"))
        // The dashes never fill the gaps between a text's words.
        let words = Fixtures.layout(.inset(EdgeInsets(all: 0), .text("one two three", fontSize: 10)), width: 100)
        let dashed = ANSIRenderer(options: .init(zoom: 1, colorMode: .none, specs: true)).plainText(words)
        XCTAssertTrue(dashed.contains("one two three"), dashed)
        let svg = SVGRenderer(options: .init(specOutlines: true)).render(result)
        XCTAssertTrue(svg.contains(##"stroke-dasharray="4 2""##))
        XCTAssertTrue(svg.contains(">inset</text>"), svg)
    }
}
