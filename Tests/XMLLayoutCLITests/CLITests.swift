import Foundation
import XCTest
import _XMLLayoutTestSupport

final class CLITests: XCTestCase {
    let example = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples/post-header.xml").path

    func testHelpListsTheSubcommandsWithExamples() throws {
        let r = try runXMLLayout(["--help"])
        XCTAssertEqual(r.status, 0)
        for word in ["render", "validate", "watch", "schema", "Examples:"] {
            XCTAssertTrue(r.stdout.contains(word), "help lacks \(word):\n\(r.stdout)")
        }
        let render = try runXMLLayout(["render", "--help"])
        for word in ["--format", "--width", "--height", "--min", "--max", "--color", "--zoom", "-o, --output"] {
            XCTAssertTrue(render.stdout.contains(word), "render help lacks \(word)")
        }
    }

    func testDefaultFormatWhenPipedIsTheTree() throws {
        let r = try runXMLLayout(["render", example])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("size 375×35\n"), r.stdout)
    }

    func testWidthOverrideRelaysOut() throws {
        let r = try runXMLLayout(["render", example, "--width", "500", "--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        XCTAssertEqual((json["size"] as! [String: Double])["width"], 500)
        let minmax = try runXMLLayout(["render", example, "--min", "0x0", "--max", "200x100", "--format", "json"])
        let j2 = try JSONSerialization.jsonObject(with: Data(minmax.stdout.utf8)) as! [String: Any]
        XCTAssertLessThanOrEqual((j2["size"] as! [String: Double])["width"]!, 200)
        let bad = try runXMLLayout(["render", example, "--min", "300x0", "--max", "200x100"])
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.stderr.contains("larger than --max"), bad.stderr)
        XCTAssertNotEqual(try runXMLLayout(["render", example, "--width", "abc"]).status, 0)
    }

    func testStandardInput() throws {
        let r = try runXMLLayout(["render", "-", "--format", "tree"], stdin: "<layout width=\"50\"><box height=\"5\"/></layout>")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "size 50×5\nbox 0,0,50,5\n")
        let bad = try runXMLLayout(["render", "-"], stdin: "<layout><box></layout>")
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.hasPrefix("<stdin>:1:"), bad.stderr)
        let empty = try runXMLLayout(["validate", "-"], stdin: "")
        XCTAssertEqual(empty.status, 1)
        XCTAssertTrue(empty.stderr.contains("<stdin>: error: file is empty"), empty.stderr)
    }

    func testASCIIFormatIsTheEngineAsciiArt() throws {
        let r = try runXMLLayout(["render", example, "--format", "ascii"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.contains("ASBackgroundLayoutSpec") && r.stdout.contains("ASTextNode (user)"), r.stdout)
    }

    func testOutputFileIsWrittenWholeAndNothingOnErrors() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.svg").path
        let r = try runXMLLayout(["render", example, "--format", "svg", "-o", out])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        XCTAssertTrue(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"), svg)
        let broken = dir.appendingPathComponent("broken.xml").path
        try Data("<layout><box></layout>".utf8).write(to: URL(fileURLWithPath: broken))
        let out2 = dir.appendingPathComponent("never.svg").path
        XCTAssertEqual(try runXMLLayout(["render", broken, "--format", "svg", "-o", out2]).status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out2), "no partial output")
    }

    func testColorIsHonouredAndNoColorWins() throws {
        let always = try runXMLLayout(["render", example, "--format", "ansi", "--color", "always", "--columns", "60"])
        XCTAssertTrue(always.stdout.contains("\u{1B}["), "colour when asked")
        let never = try runXMLLayout(["render", example, "--format", "ansi", "--color", "never", "--columns", "60"])
        XCTAssertFalse(never.stdout.contains("\u{1B}["))
        XCTAssertTrue(never.stdout.contains("30m"), "text is drawn:\n\(never.stdout)")
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        let auto = try runXMLLayout(["render", example, "--format", "ansi", "--columns", "60"], environment: env)
        XCTAssertFalse(auto.stdout.contains("\u{1B}["))
    }

    func testValidateExitCodes() throws {
        let examples = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".xml") }
            .map { examples.appendingPathComponent($0).path }
        let ok = try runXMLLayout(["validate"] + files)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        XCTAssertTrue(ok.stderr.contains("\(files.count) files checked: no errors or warnings"), ok.stderr)
        let samples = XMLLayoutBinary.packageRoot.appendingPathComponent("Tests/XMLLayoutTests/SchemaSamples/invalid")
        let bad = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".xml") }.sorted()
        let r = try runXMLLayout(["validate", samples.appendingPathComponent(bad[0]).path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("error:"), r.stderr)
    }

    func testSchemaCommandPrintsTheEmbeddedSchema() throws {
        let r = try runXMLLayout(["schema"])
        XCTAssertEqual(r.status, 0)
        let onDisk = try String(contentsOf: XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/schema/xmllayout.xsd"), encoding: .utf8)
        XCTAssertEqual(r.stdout, onDisk.hasSuffix("\n") ? onDisk : onDisk + "\n")
    }

    /// The shared conformance runner against the built binary, as CI's
    /// checklist runs it.
    func testConformanceRunnerPassesAgainstTheBinary() throws {
        let shared = XMLLayoutBinary.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")
        let runner = shared.appendingPathComponent("run.py").path
        guard FileManager.default.fileExists(atPath: runner) else { throw XCTSkip("no ../shared/conformance beside the checkout") }
        guard let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("python3 is not installed")
        }
        let r = try runCommand(python, [runner, "--bin", XMLLayoutBinary.path, "--cases", shared.appendingPathComponent("visible/cases").path], timeout: 600)
        XCTAssertEqual(r.status, 0, r.stdout)
        XCTAssertTrue(r.stdout.contains(" passed, 0 failed"), r.stdout)
    }
}
