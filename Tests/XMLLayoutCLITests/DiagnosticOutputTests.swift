import Foundation
import XCTest
import _XMLLayoutTestSupport

/// What reaches stderr: --quiet, --warnings-as-errors, colour, and the
/// diagnostics that only appear once a layout is built or laid out.
final class DiagnosticOutputTests: XCTestCase {
    var dir: String!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-diag-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        // One warning (unused-attribute) and nothing else.
        try write("warn.xml", "<layout width=\"10\">\n  <image scale=\"2\" preferredSize=\"1,1\"/>\n</layout>\n")
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
    }

    let warning = "warn.xml:2:10: warning: 'scale' has no effect without 'src' [unused-attribute]"

    func testWarningsAsErrorsSaysWhatWasCounted() throws {
        let plain = try runXMLLayout(["validate", "warn.xml"], currentDirectory: dir)
        XCTAssertEqual(plain.status, 0)
        XCTAssertTrue(plain.stderr.hasPrefix(warning), plain.stderr)
        XCTAssertTrue(plain.stderr.hasSuffix("1 file checked: 1 warning\n"), plain.stderr)
        let strict = try runXMLLayout(["validate", "--warnings-as-errors", "warn.xml"], currentDirectory: dir)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.hasSuffix("1 file checked: 1 warning treated as error\n"), strict.stderr)
        try write("both.xml", "<layout minWidth=\"50\" maxWidth=\"10\">\n  <image scale=\"2\" preferredSize=\"1,1\"/>\n</layout>\n")
        let mixed = try runXMLLayout(["validate", "--warnings-as-errors", "warn.xml", "both.xml"], currentDirectory: dir)
        XCTAssertEqual(mixed.status, 1)
        XCTAssertTrue(mixed.stderr.hasSuffix("2 files checked: 1 error, 2 warnings treated as errors\n"), mixed.stderr)
    }

    func testQuietHidesWarningsButNotErrors() throws {
        let render = try runXMLLayout(["render", "warn.xml", "--format", "tree", "--quiet"], currentDirectory: dir)
        XCTAssertEqual(render.status, 0)
        XCTAssertEqual(render.stderr, "")
        XCTAssertTrue(render.stdout.hasPrefix("size 10×"), render.stdout)
        let loud = try runXMLLayout(["render", "warn.xml", "--format", "tree"], currentDirectory: dir)
        XCTAssertTrue(loud.stderr.contains(warning), loud.stderr)
        let validate = try runXMLLayout(["validate", "-q", "warn.xml"], currentDirectory: dir)
        XCTAssertFalse(validate.stderr.contains("warning:"), validate.stderr)
        try write("bad.xml", "<layout minWidth=\"50\" maxWidth=\"10\"><box/></layout>\n")
        let errors = try runXMLLayout(["render", "bad.xml", "-q"], currentDirectory: dir)
        XCTAssertEqual(errors.status, 1)
        XCTAssertTrue(errors.stderr.contains("bad.xml:1:19: error: minWidth (50) is larger than maxWidth (10) [invalid-range]"), errors.stderr)
    }

    func testLayoutDiagnosticsReachTheCLIWithTheirIDs() throws {
        try write("nf.xml", "<layout>\n  <hstack><box width=\"6000000\" height=\"1\"/><box width=\"6000000\" height=\"1\"/></hstack>\n</layout>\n")
        let r = try runXMLLayout(["validate", "nf.xml"], currentDirectory: dir)
        XCTAssertTrue(r.stderr.contains("nf.xml:2:3: warning: <hstack>: the computed size is not finite, so the element is laid out as 0×0 [non-finite-size]"), r.stderr)
        let unused = try runXMLLayout(["validate", "warn.xml"], currentDirectory: dir)
        XCTAssertTrue(unused.stderr.contains(warning), unused.stderr)
    }

    /// --color always/never, and auto: only on a terminal (run under
    /// `script` for a pty) and only when NO_COLOR is unset or empty
    /// (no-color.org: an empty NO_COLOR does not disable colour).
    func testStderrColouring() throws {
        let always = try runXMLLayout(["validate", "--color", "always", "warn.xml"], currentDirectory: dir)
        XCTAssertTrue(always.stderr.contains("\u{1B}[33mwarning:"), always.stderr)
        let renderAlways = try runXMLLayout(["render", "warn.xml", "--format", "tree", "--color", "always"], currentDirectory: dir)
        XCTAssertTrue(renderAlways.stderr.contains("\u{1B}[33mwarning:"), renderAlways.stderr)
        XCTAssertFalse(renderAlways.stdout.contains("\u{1B}"), "the tree format has no colour")
        let never = try runXMLLayout(["validate", "--color", "never", "warn.xml"], currentDirectory: dir)
        XCTAssertFalse(never.stderr.contains("\u{1B}"), never.stderr)
        let auto = try runXMLLayout(["validate", "warn.xml"], currentDirectory: dir)
        XCTAssertFalse(auto.stderr.contains("\u{1B}"), "not a terminal")

        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            throw XCTSkip("util-linux script(1) is not installed: auto on a terminal is not tested")
        }
        func onTerminal(_ noColor: String?, _ extra: String = "") throws -> String {
            var env = ProcessInfo.processInfo.environment
            env["NO_COLOR"] = noColor
            env["TERM"] = "xterm-256color"
            let command = "'\(XMLLayoutBinary.path)' validate \(extra) warn.xml"
            let r = try runCommand("/usr/bin/script", ["-qec", command, "/dev/null"], environment: env, currentDirectory: dir)
            return r.stdout
        }
        XCTAssertTrue(try onTerminal(nil).contains("\u{1B}[33mwarning:"), "auto colours a terminal")
        XCTAssertTrue(try onTerminal("").contains("\u{1B}[33mwarning:"), "an empty NO_COLOR is not set")
        let disabled = try onTerminal("1")
        XCTAssertTrue(disabled.contains("warning:") && !disabled.contains("\u{1B}[33m"), disabled)
        XCTAssertFalse(try onTerminal(nil, "--color never").contains("\u{1B}[33m"))
        XCTAssertTrue(try onTerminal("1", "--color always").contains("\u{1B}[33mwarning:"), "always beats NO_COLOR")
    }
}
