import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `render FILE… [--format F] [-o PATH] [--output-dir DIR] [--jobs N]
/// [--compact] [--quiet] [--huge] [--timings]` is read without swift-argument-parser (start-up); any other
/// line goes through it. Each line here is run as is and again with
/// `--labels auto` (the default, which the short route does not know, so it
/// sends the line through ArgumentParser): the two must not differ in
/// anything a user sees.
final class FastArgumentsTests: RouteAgreementTestCase {
    override var subcommand: String { "render" }
    override var parsedRouteWords: [String] { ["--labels", "auto"] }

    func testEveryFormatAndSpelling() throws {
        for format in ["json", "tree", "svg", "ascii", "ansi"] {
            let r = try assertBothRoutesAgree([example, "--format", format])
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertFalse(r.stdout.isEmpty)
        }
        try assertBothRoutesAgree(["-f", "tree", example])
        try assertBothRoutesAgree(["--format=json", example, "--compact"])
        // Without --format, piped output is a tree.
        let tree = try assertBothRoutesAgree([example])
        XCTAssertTrue(tree.stdout.hasPrefix("size "), tree.stdout)
    }

    func testDiagnosticsQuietAndErrors() throws {
        let warned = try write("warned.xml", "<layout width=\"100\"><stack><box/><box width=\"10\" height=\"10\"/></stack></layout>\n")
        let loud = try assertBothRoutesAgree([warned, "--format", "tree"])
        XCTAssertTrue(loud.stderr.contains("warning:"), loud.stderr)
        let quiet = try assertBothRoutesAgree([warned, "--format", "tree", "-q"])
        XCTAssertEqual(quiet.stderr, "")
        let broken = try write("broken.xml", "<layout width=\"100\"><box flexGrow2=\"1\"/></layout>\n")
        let failed = try assertBothRoutesAgree([broken, "--format", "json"])
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(failed.stdout, "")
        XCTAssertTrue(failed.stderr.contains("error: unknown attribute 'flexGrow2'"), failed.stderr)
        let missing = try assertBothRoutesAgree([folder.appendingPathComponent("missing.xml").path, "--format", "json"])
        XCTAssertEqual(missing.status, 1)
    }

    func testStandardInputOutputFileAndHuge() throws {
        let text = try String(contentsOfFile: example, encoding: .utf8)
        let piped = try assertBothRoutesAgree(["-", "--format", "json"], stdin: text)
        XCTAssertEqual(piped.status, 0, piped.stderr)

        let target = folder.appendingPathComponent("out.json").path
        let short = try runXMLLayout(["render", example, "-o", target, "--format", "json"])
        let first = try String(contentsOfFile: target, encoding: .utf8)
        try FileManager.default.removeItem(atPath: target)
        let parsed = try runXMLLayout(["render", example, "-o", target, "--format", "json", "--labels", "auto"])
        XCTAssertEqual(short.status, 0, short.stderr)
        XCTAssertEqual(parsed.status, 0, parsed.stderr)
        XCTAssertEqual(short.stdout, "")
        XCTAssertEqual(first, try String(contentsOfFile: target, encoding: .utf8))

        // 300 levels: refused without --huge (nesting > 256), rendered with it.
        let deep = try write("deep.xml", "<layout width=\"10\">" + String(repeating: "<wrapper>", count: 300)
            + "<box width=\"1\" height=\"1\"/>" + String(repeating: "</wrapper>", count: 300) + "</layout>\n")
        XCTAssertEqual(try assertBothRoutesAgree([deep, "--format", "json", "--compact"]).status, 1)
        XCTAssertEqual(try assertBothRoutesAgree([deep, "--huge", "--format", "json", "--compact"]).status, 0)
    }

    func testTimingsPrintTheSamePhases() throws {
        let short = try assertTimingsListTheSamePhases([example, "--format", "json"])
        XCTAssertTrue(short.stderr.contains("elements"), short.stderr)
    }

    /// Several files and folders: on standard output, and written under
    /// --output-dir (the same files with the same bytes both ways).
    func testBatchesAgree() throws {
        let inputs = folder.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: inputs.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let examples = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples")
        for name in ["card", "settings"] {
            try FileManager.default.copyItem(at: examples.appendingPathComponent("\(name).xml"),
                                             to: inputs.appendingPathComponent("sub/\(name).xml"))
        }
        _ = try write("in/broken.xml", "<layout width=\"100\"><box flexGrow2=\"1\"/></layout>\n")
        let tree = try assertBothRoutesAgree([inputs.path, example, "--format", "tree", "-j", "2"])
        XCTAssertEqual(tree.status, 1, tree.stderr)
        XCTAssertTrue(tree.stdout.contains("==> "), tree.stdout)
        for format in ["json", "svg"] {
            var written: [[String: String]] = []
            for extra in [[], ["--labels", "auto"]] {
                let out = folder.appendingPathComponent("out-\(format)-\(extra.count)").path
                let r = try runXMLLayout(["render", inputs.path, "--format", format, "--output-dir", out, "--jobs", "1"] + extra)
                XCTAssertEqual(r.status, 1, r.stderr)
                XCTAssertTrue(r.stderr.contains("2 ok, 1 failed"), r.stderr)
                var files: [String: String] = [:]
                for path in try FileManager.default.subpathsOfDirectory(atPath: out).sorted() {
                    var isFolder: ObjCBool = false
                    let full = out + "/" + path
                    if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                        files[path] = try String(contentsOfFile: full, encoding: .utf8)
                    }
                }
                written.append(files)
            }
            XCTAssertEqual(Set(written[0].keys), ["sub/card.\(format)", "sub/settings.\(format)"])
            XCTAssertEqual(written[0], written[1])
        }
        for (arguments, message) in [([inputs.path, "--output-dir", folder.path + "/o", "--jobs", "0"], "--jobs '0'"),
                                      ([inputs.path, example, "-o", folder.path + "/x.json", "--format", "json"], "-o writes one file")] {
            let r = try assertBothRoutesAgree(arguments)
            XCTAssertEqual(r.status, 64, r.stderr)
            XCTAssertTrue(r.stderr.contains(message), r.stderr)
        }
    }

    /// Lines the short route leaves to ArgumentParser, with its messages.
    func testUsageErrorsKeepArgumentParsersMessages() throws {
        let cases: [([String], String)] = [
            ([example, "--compact"], "--compact needs --format json"),
            ([example, "--format", "bogus"], "bogus"),
            ([example, "-f", "json", "-f", "tree", "--compact"], "--compact needs --format json"),
            ([example, example, "--format", "json"], "--output-dir"),
            ([example, "--output", ""], "--output needs a file name"),
        ]
        for (arguments, message) in cases {
            let r = try assertBothRoutesAgree(arguments)
            XCTAssertEqual(r.status, 64, "\(arguments): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(message), "\(arguments): \(r.stderr)")
            XCTAssertEqual(r.stdout, "")
        }
        // A folder is batch mode: ArgumentParser's route, same result.
        let tree = try assertBothRoutesAgree([folder.path, "--format", "tree"])
        XCTAssertNotEqual(tree.status, 0)
    }
}
