import Foundation
import XCTest
import _XMLLayoutTestSupport

/// The bundled fonts end to end: a run whose fonts cannot be read says where
/// it looked and how to fix it (and never crashes), and the terminal preview
/// of font-set text reads as the text, where the font put it.
final class FontTextCLITests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("font-text-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    private func write(_ name: String, _ text: String) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private var emptyFonts: [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["XMLLAYOUT_FONTS"] = dir.appendingPathComponent("empty").path
        return env
    }

    func testMissingFontsAreAnErrorThatSaysWhereAndHow() throws {
        let file = try write("t.xml", "<layout width=\"200\"><text>Hello</text></layout>\n")
        for format in ["json", "svg", "ansi", "png"] {
            let r = try runXMLLayout(["render", file, "--format", format, "--text-metrics", "font"], environment: emptyFonts)
            XCTAssertEqual(r.status, 1, "\(format): \(r.stderr)")
            XCTAssertTrue(r.stdout.isEmpty, "\(format): no picture measured with the wrong model")
            XCTAssertTrue(r.stderr.contains("[fonts-missing]"), r.stderr)
            XCTAssertTrue(r.stderr.contains("LiberationSans-Regular.ttf"), r.stderr)
            XCTAssertTrue(r.stderr.contains("XMLLAYOUT_FONTS=" + dir.appendingPathComponent("empty").path), r.stderr)
            XCTAssertTrue(r.stderr.contains("--text-metrics fixed"), r.stderr)
            XCTAssertFalse(r.stderr.contains("Fatal error"), r.stderr)
        }
        let validate = try runXMLLayout(["validate", file, "--text-metrics", "font"], environment: emptyFonts)
        XCTAssertEqual(validate.status, 1, validate.stderr)
        XCTAssertTrue(validate.stderr.contains("[fonts-missing]"), validate.stderr)
        // The fixed model needs no fonts, but for its PNG's glyphs; a layout without text needs none either.
        XCTAssertEqual(try runXMLLayout(["render", file, "--format", "json", "--text-metrics", "fixed"],
                                        environment: emptyFonts).status, 0)
        let png = try runXMLLayout(["render", file, "--format", "png", "--text-metrics", "fixed", "-o", dir.appendingPathComponent("t.png").path],
                                   environment: emptyFonts)
        XCTAssertEqual(png.status, 1, png.stderr)
        XCTAssertTrue(png.stderr.contains("[fonts-missing]"), png.stderr)
        let boxes = try write("b.xml", "<layout width=\"200\"><box height=\"10\"/></layout>\n")
        let r = try runXMLLayout(["render", boxes, "--format", "json", "--text-metrics", "font"], environment: emptyFonts)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
    }

    /// Files with the fonts' names that are not fonts: the same error, saying so.
    func testBundledFilesThatAreNotFontsAreAnErrorToo() throws {
        let junk = dir.appendingPathComponent("junk")
        try FileManager.default.createDirectory(at: junk, withIntermediateDirectories: true)
        for family in ["Sans", "Serif", "Mono"] {
            for style in ["Regular", "Bold", "Italic", "BoldItalic"] {
                try "not a font".write(to: junk.appendingPathComponent("Liberation\(family)-\(style).ttf"), atomically: true,
                                       encoding: .utf8)
            }
        }
        var env = ProcessInfo.processInfo.environment
        env["XMLLAYOUT_FONTS"] = junk.path
        let file = try write("t.xml", "<layout width=\"200\"><text>Hello</text></layout>\n")
        let r = try runXMLLayout(["render", file, "--format", "json", "--text-metrics", "font"], environment: env)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("LiberationSans-Regular.ttf in \(junk.path) cannot be read as fonts [fonts-missing]"),
                      r.stderr)
    }

    /// At 6.25 pt a column (375 pt in 60), two glyphs of a 20 pt bold line
    /// often start in one cell and others span three: every letter still
    /// shows, in order, and a centred or right-aligned line sits where its
    /// glyphs are (the JSON's x and width).
    func testANSIWritesEveryLetterWhereTheLineIs() throws {
        let file = try write("a.xml", """
            <layout width="375">
              <vstack>
                <text fontSize="20" fontWeight="bold" textAlignment="center">Hiking the Lost Coast</text>
                <text fontSize="11">Three days, twenty-five miles of black sand beaches</text>
                <text fontSize="15" textAlignment="right">Right-aligned caption</text>
              </vstack>
            </layout>

            """)
        let r = try runXMLLayout(["render", file, "--format", "ansi", "--color", "never", "--columns", "60",
                                  "--text-metrics", "font"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let rows = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func column(of text: String) throws -> Int {
            let row = try XCTUnwrap(rows.first { $0.contains(text) }, "\(text) in\n\(r.stdout)")
            return row.distance(from: row.startIndex, to: row.range(of: text)!.lowerBound)
        }
        // Centred: its glyphs cover 84.7…290.3 pt, cells 13…46; 21 characters centred on them start in cell 19.
        XCTAssertEqual(try column(of: "Hiking the Lost Coast"), 19)
        XCTAssertEqual(try column(of: "Three days, twenty-five miles of black sand beaches"), 0)
        // Right: its last glyph ends at 375 pt, in the last cell (59).
        XCTAssertEqual(try column(of: "Right-aligned caption") + 21, 60)
    }
}
