import Foundation
import XCTest
import _XMLLayoutTestSupport

/// Text as a device sets it, end to end (LANGUAGE.md version 3): the binary
/// measures with the bundled fonts by default, lists each text's lines in
/// the JSON, draws the glyphs in the SVG, and keeps the fixed model's
/// numbers with `--text-metrics fixed` or `textMetrics="fixed"`.
final class TextCLITests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("text-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    private func write(_ name: String, _ body: String, root: String = "") throws -> String {
        let path = dir.appendingPathComponent(name).path
        try "<layout\(root)>\n\(body)\n</layout>\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func json(_ args: [String]) throws -> [String: Any] {
        let r = try runXMLLayout(args + ["--format", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout)
    }

    private func size(_ j: [String: Any]) -> [Double] {
        let s = j["size"] as? [String: Double] ?? [:]
        return [s["width"] ?? -1, s["height"] ?? -1]
    }

    func testHelvetica12HelloIsTexturesSizeAndListsItsLine() throws {
        // Liberation Sans: (1479 + 1139 + 455 + 455 + 1139) / 2048 × 12 = 27.35 → 27.5; 2355 / 2048 × 12 = 13.8 → 14.
        let file = try write("hello.xml", #"<text fontFamily="Helvetica" fontSize="12">Hello</text>"#)
        let j = try json(["render", file, "--text-metrics", "font"])
        XCTAssertEqual(size(j), [27.5, 14])
        let lines = (j["root"] as? [String: Any])?["lines"] as? [[String: Any]]
        XCTAssertEqual(lines?.first?["text"] as? String, "Hello")
        XCTAssertEqual(lines?.first?["x"] as? Double, 0)
        XCTAssertEqual(lines?.first?["width"] as? Double, 27.3457)
    }

    func testFontIsTheDefaultAndFixedKeepsTheOldNumbers() throws {
        let file = try write("t.xml", "<text>Hello</text>")
        let r = try runCommand(XMLLayoutBinary.path, ["render", file, "--format", "tree"])
        XCTAssertEqual(r.stdout.split(separator: "\n").first, "size 39×20", r.stderr) // Liberation Sans 17: 38.74 × 19.55
        XCTAssertEqual(size(try json(["render", file, "--text-metrics", "fixed"])), [51, 20.5]) // 5 × 0.6 × 17, 1.2 × 17
        let inFile = try write("f.xml", "<text>Hello</text>", root: #" textMetrics="fixed""#)
        XCTAssertEqual(size(try json(["render", inFile, "--text-metrics", "fixed"])), [51, 20.5])
        let fixed = try runCommand(XMLLayoutBinary.path, ["render", inFile, "--format", "json"])
        XCTAssertFalse(fixed.stdout.contains("\"lines\""), "the fixed model's JSON is as it was")
        XCTAssertEqual(size(try json(["render", inFile, "--text-metrics", "font"])), [39, 20], "the option wins")
    }

    func testAlignmentPlacesTheLinesInTheJSON() throws {
        let file = try write("a.xml", #"<text width="100" fontSize="12" textAlignment="right">Hello</text>"#)
        let lines = (try json(["render", file, "--text-metrics", "font"])["root"] as? [String: Any])?["lines"] as? [[String: Any]]
        XCTAssertEqual(lines?.first?["x"] as? Double, 72.6543) // 100 − 27.3457
    }

    func testTheSVGDrawsTheGlyphsAndKeepsTheText() throws {
        let file = try write("s.xml", #"<text fontSize="12">Hello</text>"#)
        let r = try runXMLLayout(["render", file, "--format", "svg", "--text-metrics", "font"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.components(separatedBy: "<use ").count - 1, 5, "one glyph each")
        XCTAssertEqual(r.stdout.components(separatedBy: "<path id=\"g-LiberationSans-Regular-").count - 1, 4,
                       "each outline defined once (l twice)")
        XCTAssertTrue(r.stdout.contains("fill-opacity=\"0\">Hello</text>"), "the text kept for search and copy")
    }

    func testValidateReportsAnUnknownFamily() throws {
        let file = try write("v.xml", #"<text fontFamily="Arail">Hi</text>"#)
        let r = try runXMLLayout(["validate", file])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("unknown font family 'Arail'; did you mean 'Arial'?"), r.stderr)
    }
}
