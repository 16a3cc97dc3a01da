import Foundation
import XCTest
@testable import XMLLayout

/// Layouts/README.md's id table is `Diagnostic.Code.markdownTable`: every
/// code, nothing else. `RECORD_SNAPSHOTS=1` rewrites the table in place.
final class DiagnosticCodeTableTests: XCTestCase {
    private static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Layouts/README.md")

    /// The README's lines and the range of the table that starts with `| id |`.
    private func table(in text: String) throws -> (lines: [Substring], range: Range<Int>) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("| id |") }, "no id table in Layouts/README.md")
        let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.count
        return (lines, start..<end)
    }

    func testReadmeTableIsGeneratedFromTheCodes() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        var (lines, range) = try table(in: text)
        let generated = Diagnostic.Code.markdownTable
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            lines.replaceSubrange(range, with: generated.split(separator: "\n"))
            try lines.joined(separator: "\n").write(to: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(lines[range].joined(separator: "\n"), generated,
                       "Layouts/README.md's id table is out of date; run with RECORD_SNAPSHOTS=1 to regenerate it")
    }

    func testEveryCodeIsListedOnceWithAMeaning() throws {
        let (lines, range) = try table(in: try String(contentsOf: Self.readme, encoding: .utf8))
        let ids = lines[range].dropFirst(2).map { $0.split(separator: "`")[1] }
        XCTAssertEqual(ids.map(String.init), Diagnostic.Code.allCases.map(\.rawValue))
        for code in Diagnostic.Code.allCases {
            XCTAssertFalse(code.meaning.isEmpty, code.rawValue)
            XCTAssertEqual(Diagnostic.Code(rawValue: code.description), code)
        }
        XCTAssertEqual(Set(Diagnostic.Code.allCases.map(\.rawValue)).count, Diagnostic.Code.allCases.count)
    }
}
