import Foundation
import XCTest
import _XMLLayoutTestSupport

/// The README's captures of the terminal preview are the built binary's
/// output, so they cannot drift from what users see: the plain-text block
/// and docs/preview-card.svg (the coloured cells, drawn by
/// Tools/ansi-to-svg.py; `Tools/capture-preview.sh` or RECORD_SNAPSHOTS=1
/// regenerates it).
final class PreviewCaptureTests: XCTestCase {
    static let root = XMLLayoutBinary.packageRoot
    static let arguments = ["render", "Layouts/examples/card.xml", "--format", "ansi", "--columns", "64"]

    func testTheREADMEShowsTheBinarysPlainPreview() throws {
        let r = try runXMLLayout(Self.arguments + ["--color", "never"], currentDirectory: Self.root.path)
        XCTAssertEqual(r.status, 0, r.stderr)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = "```text\n" + r.stdout.trimmingCharacters(in: .newlines) + "\n```"
        XCTAssertTrue(readme.contains(block), "README.md's capture is out of date; run Tools/capture-preview.sh:\n\(r.stdout)")
        XCTAssertTrue(readme.contains("(docs/preview-card.svg)"), "the README shows the coloured capture")
    }

    func testTheColouredCaptureIsTheBinarysPreview() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else {
            throw XCTSkip("python3 is not installed")
        }
        let r = try runXMLLayout(Self.arguments + ["--color", "always"], environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"],
                                 currentDirectory: Self.root.path)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("▀"), "the cover photo in half blocks")
        let svg = try runCommand("/usr/bin/python3", [Self.root.appendingPathComponent("Tools/ansi-to-svg.py").path], stdin: r.stdout)
        XCTAssertEqual(svg.status, 0, svg.stderr)
        let url = Self.root.appendingPathComponent("docs/preview-card.svg")
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"].map({ $0 != "" && $0 != "0" }) ?? false {
            try svg.stdout.write(to: url, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(committed, svg.stdout, "docs/preview-card.svg is out of date; run Tools/capture-preview.sh")
        // The capture is a picture: crimson likes, royal-blue shares, the photo's sky.
        XCTAssertTrue(committed.contains(##"fill="#dc143c">1</text>"##))
        XCTAssertTrue(committed.contains(##"fill="#4169e1">1</text>"##))
    }
}
