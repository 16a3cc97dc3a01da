import Foundation
import XCTest
import _XMLLayoutTestSupport

/// render's picture options and images end to end, through the built binary.
final class PictureCLITests: XCTestCase {
    static let images = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples/images").path
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    private func write(_ name: String, _ data: Data) throws -> String {
        let url = dir.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    private func layout(src: String) throws -> String {
        try write("layout.xml", Data("""
            <layout width="100"><image debugName="photo" src="\(src)" preferredSize="100,50"/></layout>
            """.utf8))
    }

    func testRealImagesAreEmbeddedAndDrawn() throws {
        let file = try layout(src: Self.images + "/coast.jpg")
        // The repository's pictures lie outside the temporary layout's project.
        let svg = try runXMLLayout(["render", file, "--format", "svg", "--root", Self.images])
        XCTAssertEqual(svg.status, 0, svg.stderr)
        XCTAssertEqual(svg.stderr, "")
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: Self.images + "/coast.jpg")).base64EncodedString()
        XCTAssertTrue(svg.stdout.contains("xlink:href=\"data:image/jpeg;base64,\(jpeg)\""))
        let ansi = try runXMLLayout(["render", file, "--format", "ansi", "--color", "always", "--columns", "20", "--root", Self.images],
                                    environment: ["COLORTERM": "truecolor", "PATH": "/usr/bin:/bin"])
        XCTAssertEqual(ansi.status, 0, ansi.stderr)
        XCTAssertTrue(ansi.stdout.contains("▀"), ansi.stdout)
    }

    func testCorruptAndHugeImagesWarnAndKeepThePlaceholder() throws {
        // A PNG whose header is fine (the layout reads its size) but whose data is not.
        var png = try Data(contentsOf: URL(fileURLWithPath: Self.images + "/kitten.png"))
        for i in 40..<(png.count - 12) { png[i] ^= 0x5A }
        let corrupt = try write("corrupt.png", png)
        // 20 MB and a byte: a valid header, then zeros.
        var big = try Data(contentsOf: URL(fileURLWithPath: Self.images + "/kitten.png")).prefix(33)
        big.append(Data(count: 20 * 1024 * 1024 + 1 - big.count))
        let huge = try write("huge.png", big)
        for (path, why) in [(corrupt, "PNG data is corrupt"), (huge, "more than the limit")] {
            let file = try layout(src: path)
            for format in ["svg", "ansi"] {
                var r = try runXMLLayout(["render", file, "--format", format, "--color", "always"])
                XCTAssertEqual(r.status, 0, r.stderr)
                // --color always colours the diagnostics too: read them plain.
                r.stderr = r.stderr.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
                XCTAssertTrue(r.stderr.contains("warning: image '\(URL(fileURLWithPath: path).lastPathComponent)' is drawn as a placeholder"),
                              r.stderr)
                XCTAssertTrue(r.stderr.contains(why), r.stderr)
                XCTAssertTrue(r.stderr.contains("[image-undecodable]"), r.stderr)
                if format == "svg" { XCTAssertTrue(r.stdout.contains("<path d=\"M0 0L100 50"), "the placeholder cross") }
                else { XCTAssertFalse(r.stdout.contains("▀")) }
            }
            // The tree does not decode pictures: no warning.
            XCTAssertEqual(try runXMLLayout(["render", file, "--format", "tree"]).stderr, "")
        }
    }

    func testCanvasLabelsAndSpecsOptions() throws {
        let file = try write("l.xml", Data("""
            <layout width="200"><inset insets="10"><box debugName="box" height="40"/></inset></layout>
            """.utf8))
        func svg(_ extra: [String]) throws -> String {
            let r = try runXMLLayout(["render", file, "--format", "svg"] + extra)
            XCTAssertEqual(r.status, 0, r.stderr)
            return r.stdout
        }
        XCTAssertTrue(try svg([]).contains(##"class="canvas" fill="#ffffff""##))
        XCTAssertTrue(try svg(["--canvas", "#1e1e1e"]).contains(##"class="canvas" fill="#1e1e1e""##))
        XCTAssertTrue(try svg(["--canvas", "rebeccapurple"]).contains(##"class="canvas" fill="#663399""##))
        XCTAssertFalse(try svg(["--canvas", "none"]).contains("class=\"canvas\""))
        XCTAssertTrue(try svg([]).contains(">box</text>"))
        XCTAssertFalse(try svg(["--labels", "none"]).contains(">box</text>"))
        XCTAssertTrue(try svg(["--specs"]).contains(">inset</text>"))
        XCTAssertFalse(try svg([]).contains(">inset</text>"))
        for bad in [["--canvas", "blurple"], ["--labels", "some"]] {
            let r = try runXMLLayout(["render", file] + bad)
            XCTAssertEqual(r.status, 64, "\(bad): \(r.stderr)")
        }
    }

    func testPicturesFallBackTo256ColoursWithoutCOLORTERM() throws {
        let file = try layout(src: Self.images + "/coast.jpg")
        let args = ["render", file, "--format", "ansi", "--color", "always", "--columns", "20", "--labels", "none",
                    "--root", Self.images]
        for (colorterm, truecolor) in [("truecolor", true), ("24bit", true), ("", false)] {
            var env = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"]
            if !colorterm.isEmpty { env["COLORTERM"] = colorterm }
            let r = try runXMLLayout(args, environment: env)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertTrue(r.stdout.contains("▀"), "the picture in half blocks")
            XCTAssertEqual(r.stdout.contains("38;2;"), truecolor, "COLORTERM=\(colorterm)")
            XCTAssertEqual(r.stdout.contains("38;5;"), !truecolor, "COLORTERM=\(colorterm)")
        }
    }

    /// Every example, rendered as SVG with its pictures embedded, is
    /// well-formed XML by libxml2's own checker.
    func testExampleSVGsWithEmbeddedImagesAreWellFormed() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else { throw XCTSkip("xmllint is not installed") }
        let examples = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".xml") }.sorted()
        var embedded = 0
        for f in files {
            let out = dir.appendingPathComponent(f + ".svg").path
            let r = try runXMLLayout(["render", examples.appendingPathComponent(f).path, "--format", "svg", "--specs", "-o", out])
            XCTAssertEqual(r.status, 0, "\(f): \(r.stderr)")
            let lint = try runCommand("/usr/bin/xmllint", ["--noout", out])
            XCTAssertEqual(lint.status, 0, "\(f): \(lint.stderr)")
            embedded += try String(contentsOfFile: out, encoding: .utf8).components(separatedBy: "href=\"data:image/").count - 1
        }
        XCTAssertGreaterThanOrEqual(embedded, 15, "the examples' photos are embedded")
    }

    func testTinyAndHugeZoomFinish() throws {
        let card = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples/card.xml").path
        let tiny = try runXMLLayout(["render", card, "--format", "ansi", "--color", "never", "--zoom", "1e-6"], timeout: 30)
        XCTAssertEqual(tiny.status, 0, tiny.stderr)
        XCTAssertEqual(tiny.stdout.split(separator: "\n", omittingEmptySubsequences: false).count, 2000 + 1, "the row limit")
        let huge = try runXMLLayout(["render", card, "--format", "ansi", "--color", "never", "--zoom", "1e6"], timeout: 30)
        XCTAssertEqual(huge.status, 0, huge.stderr)
        XCTAssertEqual(huge.stdout.trimmingCharacters(in: .newlines).count, 1)
    }
}
