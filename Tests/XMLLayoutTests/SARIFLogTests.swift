import Foundation
import XCTest
@testable import XMLLayout
import _XMLLayoutTestSupport

/// Ranges, notes and fix-its (which diagnostics will carry) come out as
/// SARIF regions, relatedLocations and fixes that the schema accepts.
final class SARIFLogTests: XCTestCase {
    func testNotesAndFixItsBecomeRelatedLocationsAndFixes() throws {
        let range = DiagnosticRecord.Range(startLine: 3, startColumn: 5, endLine: 3, endColumn: 13)
        let record = DiagnosticRecord(
            severity: .error, id: "duplicate-id", message: "id 'a' is used twice", hint: nil, file: "/repo/x.xml",
            range: range,
            notes: [.init(message: "first used here", file: "/repo/x.xml", range: .init(startLine: 2, startColumn: 9))],
            fixIts: [.init(file: "/repo/x.xml", range: range, replacement: "flexGrow")])
        let log = SARIFLog.render([record], tool: .init(name: "xmllayout", version: "1", informationURI: "https://example.org/x"),
                                  baseDirectory: "/repo")
        XCTAssertTrue(log.contains("\"relatedLocations\":[{\"id\":0,\"message\":{\"text\":\"first used here\"}"), log)
        XCTAssertTrue(log.contains("\"region\":{\"endColumn\":13,\"endLine\":3,\"startColumn\":5,\"startLine\":3}"), log)
        XCTAssertTrue(log.contains("\"insertedContent\":{\"text\":\"flexGrow\"}"), log)
        XCTAssertTrue(log.contains("\"uri\":\"x.xml\""), log)
        do {
            let problems = try SARIFSchemaCheck.problems(in: log)
            XCTAssertNil(problems)
        } catch let unavailable as SARIFSchemaCheck.Unavailable {
            throw XCTSkip("SARIF schema check skipped: \(unavailable)")
        }
    }

    func testURIReferences() {
        XCTAssertEqual(SARIFLog.uriReference("/repo/a b.xml", base: "/repo"), "a%20b.xml")
        XCTAssertEqual(SARIFLog.uriReference("./a.xml", base: "/repo"), "a.xml")
        XCTAssertEqual(SARIFLog.uriReference("/elsewhere/a.xml", base: "/repo"), "file:///elsewhere/a.xml")
    }
}
