import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `validate --fix` writes every fix-it in place (atomically, keeping the
/// mode) and reports what remains; `--fix --dry-run` prints a unified diff
/// and writes nothing.
final class FixCommandTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    private let broken = """
        <layout width="375">
          <stack orientation="vertical" alignItems="centre">
            <label fontSize="14px" lineHeight="20">Hello</label>
            <box padding="4" width="40" height="40" backgroundColor="Gray"/>
          </stack>
        </layout>

        """

    private func write(_ name: String, _ text: String, mode: Int = 0o640) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func testDryRunPrintsADiffAndWritesNothing() throws {
        let path = try write("card.xml", broken)
        let r = try runXMLLayout(["validate", "--fix", "--dry-run", "card.xml"], currentDirectory: dir.path)
        XCTAssertEqual(try read(path), broken, "--dry-run never writes")
        XCTAssertEqual(r.stdout, """
            --- card.xml
            +++ card.xml
            @@ -1,6 +1,6 @@
             <layout width="375">
            -  <stack orientation="vertical" alignItems="centre">
            -    <label fontSize="14px" lineHeight="20">Hello</label>
            -    <box padding="4" width="40" height="40" backgroundColor="Gray"/>
            +  <stack direction="vertical" alignItems="center">
            +    <text fontSize="14" lineHeight="20">Hello</text>
            +    <inset insets="4"><box width="40" height="40" backgroundColor="gray"/></inset>
               </stack>
             </layout>

            """)
        // Two passes: the renamed <text>'s fontSize is checked once it is known.
        XCTAssertTrue(r.stderr.contains("card.xml: 6 fix-its would be applied"), r.stderr)
        // What would remain: lineHeight (a hint, no fix-it).
        XCTAssertTrue(r.stderr.contains("card.xml:3:25: error: unknown attribute 'lineHeight' on <text>"), r.stderr)
        XCTAssertTrue(r.stderr.contains("1 file checked after fixing: 1 error"), r.stderr)
        XCTAssertEqual(r.status, 1)
        // The diff applies with patch(1) when it is installed.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") {
            let p = try runCommand("/usr/bin/patch", ["-p0", "--dry-run", "-i", "-"], stdin: r.stdout, currentDirectory: dir.path)
            XCTAssertEqual(p.status, 0, p.stdout + p.stderr)
        }
    }

    func testFixWritesInPlaceKeepsTheModeAndReportsWhatRemains() throws {
        let path = try write("card.xml", broken)
        let r = try runXMLLayout(["validate", "--fix", "card.xml"], currentDirectory: dir.path)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.contains("card.xml: 6 fix-its applied"), r.stderr)
        XCTAssertTrue(try read(path).contains("<text fontSize=\"14\" lineHeight=\"20\">Hello</text>"))
        XCTAssertTrue(try read(path).contains("<inset insets=\"4\"><box width=\"40\" height=\"40\" backgroundColor=\"gray\"/></inset>"))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640, "the mode is kept")
        XCTAssertEqual(r.status, 1, "lineHeight remains")
        XCTAssertTrue(r.stderr.contains("1 file checked after fixing: 1 error"), r.stderr)
        // Nothing left to fix: the file is not touched.
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let third = try runXMLLayout(["validate", "--fix", "card.xml"], currentDirectory: dir.path)
        XCTAssertTrue(third.stderr.contains("card.xml: nothing to fix"), third.stderr)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, before)
    }

    func testFixingEverythingExitsZeroAndWellFormednessFixesToo() throws {
        let path = try write("amp.xml", "<layout width=\"10\">\n  <text fontSize=14>Fish & chips</text>\n</layout>\n")
        let first = try runXMLLayout(["validate", "--fix", "amp.xml"], currentDirectory: dir.path)
        XCTAssertTrue(first.stderr.contains("amp.xml: 2 fix-its applied"), first.stderr)
        XCTAssertEqual(try read(path), "<layout width=\"10\">\n  <text fontSize=\"14\">Fish &amp; chips</text>\n</layout>\n")
        XCTAssertEqual(first.status, 0, first.stderr)
        let check = try runXMLLayout(["validate", "amp.xml"], currentDirectory: dir.path)
        XCTAssertEqual(check.status, 0, check.stderr)
    }

    /// Two foreign names for one attribute: renaming both would write the
    /// attribute twice (malformed), so only the first is renamed.
    func testTwoNamesForOneAttributeAreNotBothRenamed() throws {
        let path = try write("t.xml", "<layout><text textSize=\"1\" font-size=\"2\">x</text></layout>\n")
        let r = try runXMLLayout(["validate", "--fix", "t.xml"], currentDirectory: dir.path)
        XCTAssertTrue(r.stderr.contains("t.xml: 1 fix-it applied"), r.stderr)
        XCTAssertEqual(try read(path), "<layout><text fontSize=\"1\" font-size=\"2\">x</text></layout>\n")
        XCTAssertTrue(r.stderr.contains("unknown attribute 'font-size' on <text>"), r.stderr)
        XCTAssertEqual(r.status, 1)
    }

    func testUsageErrors() throws {
        _ = try write("x.xml", broken)
        let dry = try runXMLLayout(["validate", "--dry-run", "x.xml"], currentDirectory: dir.path)
        XCTAssertEqual(dry.status, 64)
        XCTAssertTrue(dry.stderr.contains("--dry-run goes with --fix"), dry.stderr)
        let stdin = try runXMLLayout(["validate", "--fix", "-"], stdin: broken, currentDirectory: dir.path)
        XCTAssertEqual(stdin.status, 64)
        let preview = try runXMLLayout(["validate", "--fix", "--dry-run", "-"], stdin: broken, currentDirectory: dir.path)
        XCTAssertTrue(preview.stdout.hasPrefix("--- -\n+++ -\n"), preview.stdout)
        let missing = try runXMLLayout(["validate", "--fix", "nope.xml"], currentDirectory: dir.path)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("nope.xml: error: no such file"), missing.stderr)
    }
}
