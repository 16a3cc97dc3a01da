import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `--timings` (render, validate, expand): a table of every phase and the
/// element count on stderr, standard output untouched.
final class TimingsCLITests: XCTestCase {
    let examples = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples")
    static let phases = ["read", "parse", "validate", "expand", "build", "layout", "render", "write"]

    /// The table's rows by phase name: [ms, percent] as printed.
    func rows(_ stderr: String) -> [String: [String]] {
        var rows: [String: [String]] = [:]
        for line in stderr.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            if let name = fields.first { rows[name] = Array(fields.dropFirst()) }
        }
        return rows
    }

    func assertTable(_ stderr: String, ran: [String], elements: Int?, file: StaticString = #filePath, line: UInt = #line) {
        let rows = rows(stderr)
        XCTAssertEqual(rows["phase"], ["ms", "%"], stderr, file: file, line: line)
        for phase in Self.phases {
            guard let row = rows[phase] else { return XCTFail("no row for \(phase):\n\(stderr)", file: file, line: line) }
            if ran.contains(phase) {
                XCTAssertNotNil(Double(row[0]), "\(phase): \(row)", file: file, line: line)
                XCTAssertNotNil(Double(row[1]), "\(phase): \(row)", file: file, line: line)
            } else {
                XCTAssertEqual(row, ["-", "-"], "\(phase) did not run:\n\(stderr)", file: file, line: line)
            }
        }
        XCTAssertEqual(rows["total"]?.last, "100.0", stderr, file: file, line: line)
        XCTAssertEqual(rows["elements"], [elements.map(String.init) ?? "-"], stderr, file: file, line: line)
    }

    func testRenderPrintsEveryPhaseAndLeavesStdoutAlone() throws {
        let file = examples.appendingPathComponent("post-header.xml").path
        let json = try runXMLLayout(["render", file, "--format", "json"]).stdout
        let count = json.components(separatedBy: "\"type\": ").count - 1
        XCTAssertGreaterThan(count, 3)
        for format in ["json", "tree", "svg"] {
            let plain = try runXMLLayout(["render", file, "--format", format])
            let timed = try runXMLLayout(["render", file, "--format", format, "--timings"])
            XCTAssertEqual(timed.status, 0, timed.stderr)
            XCTAssertEqual(timed.stdout, plain.stdout, format)
            XCTAssertEqual(plain.stderr, "")
            assertTable(timed.stderr, ran: ["read", "parse", "validate", "build", "layout", "render", "write"], elements: count)
        }
    }

    func testAVersion2FileShowsItsExpansion() throws {
        let file = examples.appendingPathComponent("settings.xml").path
        let plain = try runXMLLayout(["render", file, "--format", "json"])
        let timed = try runXMLLayout(["render", file, "--format", "json", "--timings"])
        XCTAssertEqual(timed.status, 0, timed.stderr)
        XCTAssertEqual(timed.stdout, plain.stdout)
        let count = plain.stdout.components(separatedBy: "\"type\": ").count - 1
        assertTable(timed.stderr, ran: Self.phases, elements: count)
    }

    func testValidateSumsItsFiles() throws {
        let a = examples.appendingPathComponent("post-header.xml").path
        let json = try runXMLLayout(["render", a, "--format", "json"]).stdout
        let count = json.components(separatedBy: "\"type\": ").count - 1
        let plain = try runXMLLayout(["validate", a, a])
        let timed = try runXMLLayout(["validate", a, a, "--timings"])
        XCTAssertEqual(timed.status, 0, timed.stderr)
        XCTAssertEqual(timed.stdout, plain.stdout)
        XCTAssertTrue(timed.stderr.hasPrefix(plain.stderr), timed.stderr)
        // No output is written for text diagnostics: write ran (and wrote nothing).
        assertTable(timed.stderr, ran: ["read", "parse", "validate", "build", "layout", "write"], elements: 2 * count)
    }

    func testExpandCountsTheExpandedTree() throws {
        let file = examples.appendingPathComponent("settings.xml").path
        let plain = try runXMLLayout(["expand", file])
        let timed = try runXMLLayout(["expand", file, "--timings"])
        XCTAssertEqual(timed.status, 0, timed.stderr)
        XCTAssertEqual(timed.stdout, plain.stdout)
        // Every element of the printed tree but <layout> (and the XML declaration).
        let count = plain.stdout.components(separatedBy: "<").count - 1
            - plain.stdout.components(separatedBy: "</").count + 1 - 2
        assertTable(timed.stderr, ran: Self.phases.filter { $0 != "layout" }, elements: count)
    }

    func testATableAlsoWhenTheFileHasErrors() throws {
        let timed = try runXMLLayout(["render", "/nonexistent/x.xml", "--format", "json", "--timings"])
        XCTAssertEqual(timed.status, 1)
        XCTAssertEqual(timed.stdout, "")
        assertTable(timed.stderr, ran: ["read"], elements: nil)
    }
}
