import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `validate --format json|sarif`: machine-readable diagnostics on stdout;
/// SARIF checked against the official 2.1.0 schema.
final class ValidateFormatTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("validate-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // An error (typo'd attribute) and a warning (a box with no size).
        try """
        <layout width="375">
          <stack flexgrow="1">
            <box debugName="é"/>
          </stack>
        </layout>
        """.write(to: directory.appendingPathComponent("bad file.xml"), atomically: true, encoding: .utf8)
        try """
        <layout width="100"><vstack><box/></vstack></layout>
        """.write(to: directory.appendingPathComponent("warn.xml"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testSARIFIsValidAgainstTheSchemaAndLocatesResults() throws {
        let r = try runXMLLayout(["validate", "--format", "sarif", "bad file.xml", "warn.xml"], currentDirectory: directory.path)
        XCTAssertEqual(r.status, 1, r.stderr)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout)
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "xmllayout")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        XCTAssertTrue(ruleIDs.contains("unknown-attribute"), "\(ruleIDs)")
        XCTAssertTrue(ruleIDs.contains("no-intrinsic-size"), "\(ruleIDs)")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        let error = try XCTUnwrap(results.first { $0["ruleId"] as? String == "unknown-attribute" })
        XCTAssertEqual(error["level"] as? String, "error")
        XCTAssertEqual(rules[try XCTUnwrap(error["ruleIndex"] as? Int)]["id"] as? String, "unknown-attribute")
        let physical = try XCTUnwrap(((error["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "bad%20file.xml")
        XCTAssertEqual((physical["region"] as? [String: Any])?["startLine"] as? Int, 2)
        XCTAssertEqual((physical["region"] as? [String: Any])?["startColumn"] as? Int, 10)
        XCTAssertTrue(results.contains { $0["level"] as? String == "warning" })
        // No made-up home page: informationUri is optional and left out; each
        // rule documents itself from the id's documentation.
        XCTAssertNil(driver["informationUri"])
        let rule = try XCTUnwrap(rules.first { $0["id"] as? String == "unknown-attribute" })
        let full = try XCTUnwrap((rule["fullDescription"] as? [String: Any])?["text"] as? String)
        XCTAssertTrue(full.hasPrefix("an attribute the element does not take; the hint names ours"), full)
        XCTAssertFalse(full.contains("`"), "plain text")
        let help = try XCTUnwrap((rule["help"] as? [String: Any])?["markdown"] as? String)
        XCTAssertTrue(help.contains("(`textSize` → `fontSize`"), help)
        XCTAssertEqual((rule["shortDescription"] as? [String: Any])?["text"] as? String, "an attribute the element does not take")
        XCTAssertEqual((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String, "error")
        XCTAssertEqual(rule["name"] as? String, "UnknownAttribute")
        // The fix-it: one fix, one replacement of the attribute's name.
        let fixes = try XCTUnwrap(error["fixes"] as? [[String: Any]])
        XCTAssertEqual(fixes.count, 1)
        let replacements = (fixes[0]["artifactChanges"] as? [[String: Any]])?.first?["replacements"] as? [[String: Any]]
        XCTAssertEqual((replacements?.first?["insertedContent"] as? [String: Any])?["text"] as? String, "flexGrow")

        do {
            let problems = try SARIFSchemaCheck.problems(in: r.stdout)
            XCTAssertNil(problems)
            // The check itself can fail: a log without the required version is rejected.
            let broken = try SARIFSchemaCheck.problems(in: r.stdout.replacingOccurrences(of: "\"version\":\"2.1.0\"", with: "\"version\":\"2\""))
            XCTAssertNotNil(broken)
        } catch let unavailable as SARIFSchemaCheck.Unavailable {
            throw XCTSkip("SARIF schema check skipped: \(unavailable)")
        }
    }

    func testJSONListsEveryDiagnosticWithCounts() throws {
        let r = try runXMLLayout(["validate", "--format", "json", "bad file.xml", "warn.xml"], currentDirectory: directory.path)
        XCTAssertEqual(r.status, 1)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout)
        XCTAssertEqual(report["errors"] as? Int, 1)
        XCTAssertGreaterThanOrEqual(report["warnings"] as? Int ?? 0, 1)
        let diagnostics = try XCTUnwrap(report["diagnostics"] as? [[String: Any]])
        let first = try XCTUnwrap(diagnostics.first { $0["id"] as? String == "unknown-attribute" })
        XCTAssertEqual(first["file"] as? String, "bad file.xml")
        XCTAssertEqual(first["line"] as? Int, 2)
        XCTAssertEqual(first["column"] as? Int, 10)
        XCTAssertEqual(first["hint"] as? String, "did you mean 'flexGrow'?")
        // Nothing but the JSON on stdout; the summary stays on stderr.
        XCTAssertTrue(r.stderr.contains("2 files checked"), r.stderr)
    }

    /// Notes (related locations) and several edits in one fix validate too.
    func testSARIFWithNotesAndMultiEditFixesIsValid() throws {
        try "<layout width=\"10\">\n  <vstack>\n    <text padding=\"4\">a</text>\n    <label>b</label>\n  </vstack>\n</layout>\n"
            .write(to: directory.appendingPathComponent("wrap.xml"), atomically: true, encoding: .utf8)
        try "<layout>\n  <stack>\n  </stak>\n</layout>\n"
            .write(to: directory.appendingPathComponent("tag.xml"), atomically: true, encoding: .utf8)
        let r = try runXMLLayout(["validate", "--format", "sarif", "wrap.xml", "tag.xml"], currentDirectory: directory.path)
        XCTAssertEqual(r.status, 1, r.stderr)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout)
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertEqual(results.compactMap { $0["ruleId"] as? String }, ["unknown-attribute", "unknown-element", "mismatched-tag"])
        let mismatch = results[2]
        let related = try XCTUnwrap(mismatch["relatedLocations"] as? [[String: Any]])
        let region = (related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        XCTAssertEqual(region?["startLine"] as? Int, 2)
        for (result, edits) in [(results[0], 3), (results[1], 2)] {
            let fixes = try XCTUnwrap(result["fixes"] as? [[String: Any]])
            XCTAssertEqual(fixes.count, 1, "one fix: its edits go in together")
            let changes = try XCTUnwrap(fixes[0]["artifactChanges"] as? [[String: Any]])
            XCTAssertEqual((changes.first?["replacements"] as? [[String: Any]])?.count, edits)
        }
        do {
            XCTAssertNil(try SARIFSchemaCheck.problems(in: r.stdout))
        } catch let unavailable as SARIFSchemaCheck.Unavailable {
            throw XCTSkip("SARIF schema check skipped: \(unavailable)")
        }
    }

    /// The text format prints each fix-it under the hint, clang style.
    func testTextPrintsTheFixIts() throws {
        let r = try runXMLLayout(["validate", "bad file.xml"], currentDirectory: directory.path)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("""
              hint: did you mean 'flexGrow'?
              fix-it: replace 'flexgrow' with 'flexGrow'
            """), r.stderr)
    }

    func testAValidFileGivesAnEmptyLogAndExitZero() throws {
        let example = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples/post-header.xml").path
        let r = try runXMLLayout(["validate", "--format", "sarif", example])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("\"results\":[]"), r.stdout)
        XCTAssertNotEqual(try runXMLLayout(["validate", "--format", "yaml", example]).status, 0)
    }
}
