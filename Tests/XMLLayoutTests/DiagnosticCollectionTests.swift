import XCTest
@testable import XMLLayout

final class DiagnosticCollectionTests: XCTestCase {
    func testSourceLocationDescription() {
        XCTAssertEqual(SourceLocation(file: "a.xml", line: 3, column: 7).description, "a.xml:3:7")
        XCTAssertEqual(SourceLocation(file: "a.xml", line: 3).description, "a.xml:3")
    }

    func testSourceLocationOrder() {
        let a = SourceLocation(file: "a.xml", line: 3)
        let b = SourceLocation(file: "a.xml", line: 3, column: 1)
        let c = SourceLocation(file: "a.xml", line: 3, column: 2)
        let d = SourceLocation(file: "a.xml", line: 10, column: 1)
        let e = SourceLocation(file: "b.xml", line: 1, column: 1)
        XCTAssertEqual([e, d, c, b, a].sorted(), [a, b, c, d, e])
    }

    func testHasErrorsAndCounts() {
        let warnings: [Diagnostic] = [.warning("w"), .note("n")]
        XCTAssertFalse(warnings.hasErrors)
        let mixed = warnings + [.error("e"), .error("f")]
        XCTAssertTrue(mixed.hasErrors)
        XCTAssertEqual(mixed.errorCount, 2)
        XCTAssertEqual(mixed.warningCount, 1)
        XCTAssertEqual(mixed.count(of: .note), 1)
    }

    func testSortedByLocationIsStableAndPutsFileLevelFirst() {
        let at = { (line: Int, column: Int?) in SourceLocation(file: "a.xml", line: line, column: column) }
        let diagnostics: [Diagnostic] = [
            .error("third", at: at(5, 2)),
            .note("fourth, note of third", at: at(5, 2)),
            .error("second", at: at(5, nil)),
            .error("first, file level", file: "a.xml"),
            .warning("fifth", at: at(9, 1)),
            .error("second bis", at: at(2, 8)),
        ]
        XCTAssertEqual(diagnostics.sortedByLocation().map(\.message), [
            "first, file level", "second bis", "second", "third", "fourth, note of third", "fifth",
        ])
    }

    func testDiagnosticsAreValuesAndErrors() {
        let one = Diagnostic.error("x", id: .invalidValue, at: SourceLocation(file: "f", line: 1, column: 1), hint: "h")
        XCTAssertEqual(one, Diagnostic(severity: .error, id: .invalidValue, message: "x", location: SourceLocation(file: "f", line: 1, column: 1), hint: "h"))
        XCTAssertEqual(Set([one, one]).count, 1)
        let asError: Error = one
        XCTAssertEqual(asError as? Diagnostic, one)
    }
}
