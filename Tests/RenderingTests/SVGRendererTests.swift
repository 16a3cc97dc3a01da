import Foundation
import LayoutEngine
@testable import Rendering
import XCTest
import _XMLLayoutTestSupport

final class SVGRendererTests: XCTestCase {
    // MARK: Goldens

    func testCardSVG() { assertSnapshot(SVGRenderer().render(Fixtures.layout(Fixtures.card, width: 240)), pathExtension: "svg") }

    func testColouredBoxesWithSpecOutlinesSVG() {
        let svg = SVGRenderer(options: .init(specOutlines: true)).render(Fixtures.layout(Fixtures.colouredBoxes, width: 260))
        assertSnapshot(svg, pathExtension: "svg")
    }

    func testWideTextSVG() { assertSnapshot(SVGRenderer().render(Fixtures.layout(Fixtures.wideText, width: 200)), pathExtension: "svg") }
    func testButtonSVG() { assertSnapshot(SVGRenderer().render(Fixtures.layout(Fixtures.button, width: 200)), pathExtension: "svg") }
    func testClippedTextSVG() {
        assertSnapshot(SVGRenderer().render(Fixtures.layout(Fixtures.clippedText, width: 200)), pathExtension: "svg")
    }
    func testZeroSizeSVG() { assertSnapshot(SVGRenderer().render(Fixtures.layout(Fixtures.zeroSize, width: 120)), pathExtension: "svg") }

    // MARK: Well-formedness

    func testEveryFixtureIsWellFormedForXmllint() throws {
        var cases = ANSIRendererTests.allFixtures.map { ($0.0, SVGRenderer().render($0.1)) }
        cases.append(("specs", SVGRenderer(options: .init(specOutlines: true)).render(Fixtures.layout(Fixtures.card, width: 240))))
        let nasty = Element.vstack([
            .text("a < b && c > \"d\" 'e' \u{01}").debugName("<&\"'>\u{02}\n"),
            .box(width: 10, height: 10).debugName("]]> <!-- -->"),
        ])
        cases.append(("escaping", SVGRenderer().render(Fixtures.layout(nasty, width: 300))))
        cases.append(("image", SVGRenderer(images: ImageProvider(["/pictures/a.png": PictureTests.redOverBlue]))
            .render(PictureTests.pictureLayout())))
        cases.append(("overflow", SVGRenderer(options: .init(specOutlines: true, labels: .all)).render(PictureTests.badge)))
        for (name, svg) in cases { try assertXmllintAccepts(svg, name: name) }
    }

    func testEscapesTextAndNames() {
        let root = Element.text("a < b & c").debugName("\"x\" & <y>")
        let svg = SVGRenderer().render(Fixtures.layout(root, width: 300))
        XCTAssertTrue(svg.contains(">a &lt; b &amp; c</text>"), svg)
        XCTAssertTrue(svg.contains("<title>&quot;x&quot; &amp; &lt;y&gt;</title>"), svg)
    }

    // MARK: Content

    func testRootSizeAndRectsAtTheirFrames() {
        let result = Fixtures.layout(Fixtures.colouredBoxes, width: 260)
        let svg = SVGRenderer().render(result)
        XCTAssertTrue(svg.contains(##"width="260" height="40" viewBox="0 0 260 40""##), svg)
        XCTAssertTrue(svg.contains(##"<rect x="0" y="0" width="80" height="40" fill="#ff0000"/>"##), svg)
        XCTAssertTrue(svg.contains(##"<rect x="90" y="0" width="80" height="40" fill="#00c850"/>"##), svg)
        XCTAssertTrue(svg.contains(##"<rect x="180" y="0" width="80" height="40" fill="#0000ff" fill-opacity="0.502"/>"##), svg)
        // The green box's 2pt border sits inside its frame, like CALayer's.
        XCTAssertTrue(svg.contains(##"<rect x="91" y="1" width="78" height="38" fill="none" stroke="#000000" stroke-width="2"/>"##), svg)
        XCTAssertFalse(svg.contains("stroke-dasharray"), "specs are not drawn by default")
        XCTAssertTrue(SVGRenderer(options: .init(specOutlines: true)).render(result).contains("stroke-dasharray"))
    }

    func testTextLinesAreTheEnginesLinesAtTheirBaselines() {
        let root = Element.inset(EdgeInsets(top: 5, left: 10, bottom: 0, right: 0),
                                 .text("one two three", fontSize: 10).preferredSize(Size(50, 30))
                                    .presentation(Presentation(color: Color(red: 1, green: 2, blue: 3))))
        let svg = SVGRenderer().render(Fixtures.layout(root, width: 60))
        // Width 50 holds 8 characters of 6 pt: "one two" / "three".
        XCTAssertTrue(svg.contains(##"font-family="monospace" font-size="10" fill="#010203">"##), svg)
        XCTAssertTrue(svg.contains(##"<text x="10" y="14" textLength="42" lengthAdjust="spacingAndGlyphs">one two</text>"##), svg)
        XCTAssertTrue(svg.contains(##"<text x="10" y="26" textLength="30" lengthAdjust="spacingAndGlyphs">three</text>"##), svg)
        XCTAssertTrue(svg.contains(##"<clipPath id="clip-e1"><rect x="10" y="5" width="50" height="30"/></clipPath>"##), svg)
    }

    func testDebugNameIsATitleAndALabelOnlyWithoutText() {
        let svg = SVGRenderer(options: .init(labels: .all)).render(Fixtures.layout(Fixtures.card, width: 240))
        XCTAssertTrue(svg.contains("<title>avatar</title>"))
        // On the red avatar: white, cut at the avatar's frame.
        XCTAssertTrue(svg.contains("fill=\"#ffffff\" fill-opacity=\"0.6\" clip-path=\"url(#label-e6)\">avatar</text>"), svg)
        XCTAssertTrue(svg.contains("<title>title</title>"))
        XCTAssertFalse(svg.contains(">title</text>"), "a text node shows its text, not its name")
    }

    // MARK: Helpers

    private func assertXmllintAccepts(_ svg: String, name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        // Wherever it is installed (Homebrew, /usr/local, a venv): $PATH, as a shell finds it.
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let xmllint = path.split(separator: ":").map({ "\($0)/xmllint" })
            .first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw XCTSkip("xmllint is not on PATH (\(path)); cannot check well-formedness (apt-get install libxml2-utils)")
        }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("rendering-\(name)-\(ProcessInfo.processInfo.processIdentifier).svg")
        try svg.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint)
        process.arguments = ["--noout", url.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "xmllint rejects \(name):\n\(message)", file: file, line: line)
    }
}
