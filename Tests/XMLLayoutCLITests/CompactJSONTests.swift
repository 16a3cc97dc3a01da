import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `render --format json --compact`: the same JSON value on one line.
final class CompactJSONTests: XCTestCase {
    let example = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples/post-header.xml").path

    func testCompactIsThePrettyJSONOnOneLine() throws {
        let pretty = try runXMLLayout(["render", example, "--format", "json"])
        let compact = try runXMLLayout(["render", example, "--format", "json", "--compact"])
        XCTAssertEqual(compact.status, 0, compact.stderr)
        XCTAssertTrue(compact.stdout.hasSuffix("}\n"))
        XCTAssertFalse(compact.stdout.dropLast().contains("\n"), compact.stdout)
        XCTAssertLessThan(compact.stdout.utf8.count, pretty.stdout.utf8.count)
        let a = try JSONSerialization.jsonObject(with: Data(pretty.stdout.utf8)) as! NSDictionary
        let b = try JSONSerialization.jsonObject(with: Data(compact.stdout.utf8)) as! NSDictionary
        XCTAssertEqual(a, b)
    }

    func testCompactWithoutJSONIsAUsageError() throws {
        for extra in [[], ["--format", "tree"]] {
            let r = try runXMLLayout(["render", example, "--compact"] + extra)
            XCTAssertEqual(r.status, 64, r.stderr)
            XCTAssertTrue(r.stderr.contains("--compact needs --format json"), r.stderr)
            XCTAssertEqual(r.stdout, "")
        }
    }
}
