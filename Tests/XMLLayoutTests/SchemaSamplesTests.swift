import Foundation
import XCTest
@testable import XMLLayout

/// The valid/invalid samples beside this file exercise every element of the
/// schema; the front end must accept the valid ones and reject the invalid
/// ones. `xmllint` (when installed) must agree with `xmllayout` on every file
/// of `Layouts/` and of the samples.
final class SchemaSamplesTests: XCTestCase {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = here.deletingLastPathComponent().deletingLastPathComponent()

    static func xmlFiles(in dir: URL) -> [URL] {
        let e = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)
        return (e?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "xml" }.sorted { $0.path < $1.path }
    }

    func testValidSamplesLoad() {
        let files = Self.xmlFiles(in: Self.here.appendingPathComponent("SchemaSamples/valid"))
        XCTAssertGreaterThan(files.count, 20)
        for f in files {
            let l = LayoutLoader.load(path: f.path)
            XCTAssertNotNil(l.document, "\(f.lastPathComponent): \(l.errorLines)")
        }
    }

    /// Each invalid sample has exactly one problem, declared in its last line
    /// as `<!-- expect: CODE LINE:COLUMN -->`: the file gives exactly that
    /// one error, there, and no document.
    func testInvalidSamplesGiveExactlyTheDeclaredError() throws {
        let files = Self.xmlFiles(in: Self.here.appendingPathComponent("SchemaSamples/invalid"))
        XCTAssertGreaterThan(files.count, 20)
        for f in files {
            let name = f.lastPathComponent
            let text = try String(contentsOf: f, encoding: .utf8)
            let expectation = try XCTUnwrap(Self.expectation(in: text), "\(name) declares no <!-- expect: CODE LINE:COLUMN -->")
            let l = LayoutLoader.load(path: f.path)
            XCTAssertNil(l.document, name)
            let errors = l.diagnostics.filter { $0.severity == .error }
            XCTAssertEqual(errors.count, 1, "\(name): \(l.errorLines)")
            XCTAssertEqual(errors.first?.id, expectation.code, name)
            XCTAssertEqual(errors.first?.location, SourceLocation(file: f.path, line: expectation.line, column: expectation.column),
                           name)
            XCTAssertTrue(name.hasPrefix(Self.filePrefix(for: expectation.code)), "\(name) is named after its problem")
        }
    }

    /// `<!-- expect: invalid-value 4:21 -->` → (.invalidValue, 4, 21).
    static func expectation(in text: String) -> (code: Diagnostic.Code, line: Int, column: Int)? {
        guard let start = text.range(of: "<!-- expect: ", options: .backwards),
              let end = text.range(of: " -->", range: start.upperBound..<text.endIndex) else { return nil }
        let parts = text[start.upperBound..<end.lowerBound].split(whereSeparator: { $0 == " " || $0 == ":" })
        guard parts.count == 3, let code = Diagnostic.Code(rawValue: String(parts[0])),
              let line = Int(parts[1]), let column = Int(parts[2]) else { return nil }
        return (code, line, column)
    }

    /// The README's naming scheme: a sample's name starts with its problem.
    static func filePrefix(for code: Diagnostic.Code) -> String {
        switch code {
        case .invalidValue: return "bad-"
        case .duplicateID: return "bad-value-duplicate-id"
        case .missingAttribute: return "missing-required-"
        case .invalidRoot: return "wrong-root-"
        case .unexpectedText: return "text-content-in-"
        default: return code.rawValue + "-"
        }
    }

    func testXmllintAgreesOnEveryLayoutFile() throws {
        let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let xmllint else { throw XCTSkip("xmllint is not installed (apt-get install libxml2-utils)") }
        let schema = Self.root.appendingPathComponent("Layouts/schema/xmllayout.xsd").path
        let files = Self.xmlFiles(in: Self.root.appendingPathComponent("Layouts"))
            + Self.xmlFiles(in: Self.here.appendingPathComponent("SchemaSamples"))
        XCTAssertGreaterThan(files.count, 50)
        for f in files {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: xmllint)
            p.arguments = ["--noout", "--nonet", "--schema", schema, f.path]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            let xmllintValid = p.terminationStatus == 0
            let source = try XCTUnwrap(try? LayoutSourceLoader.read(path: f.path).get())
            let schemaErrors = SchemaValidator.validate(source).filter { $0.severity == .error }
            XCTAssertEqual(xmllintValid, schemaErrors.isEmpty, "\(f.lastPathComponent): xmllint \(xmllintValid ? "valid" : "invalid"), xmllayout \(schemaErrors.map(\.description))")
        }
    }
}
