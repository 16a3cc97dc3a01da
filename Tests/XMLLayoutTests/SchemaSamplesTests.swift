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

    func testInvalidSamplesAreRejectedWithLocatedErrors() {
        let files = Self.xmlFiles(in: Self.here.appendingPathComponent("SchemaSamples/invalid"))
        XCTAssertGreaterThan(files.count, 20)
        for f in files {
            let l = LayoutLoader.load(path: f.path)
            XCTAssertNil(l.document, f.lastPathComponent)
            let errors = l.diagnostics.filter { $0.severity == .error }
            XCTAssertFalse(errors.isEmpty, f.lastPathComponent)
            XCTAssertTrue(errors.allSatisfy { $0.location?.line ?? 0 > 0 }, "\(f.lastPathComponent): \(errors)")
        }
    }

    func testXmllintAgreesOnEveryLayoutFile() throws {
        let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let xmllint else { throw XCTSkip("xmllint is not installed (apt-get install libxml2-utils)") }
        // xmllint with the version-1 rules must agree exactly; with the
        // printed (version-2) XSD it must accept every file xmllayout accepts.
        let printed = Self.root.appendingPathComponent("Layouts/schema/xmllayout.xsd").path
        let schema = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-v1-\(UUID().uuidString).xsd").path
        try StrictSchema.version1(of: String(contentsOfFile: printed, encoding: .utf8)).write(toFile: schema, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: schema) }
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
            if !LayoutLoader.load(path: f.path).hasErrors {
                let q = Process()
                q.executableURL = URL(fileURLWithPath: xmllint)
                q.arguments = ["--noout", "--nonet", "--schema", printed, f.path]
                q.standardOutput = FileHandle.nullDevice
                q.standardError = FileHandle.nullDevice
                try q.run()
                q.waitUntilExit()
                XCTAssertEqual(q.terminationStatus, 0, "\(f.lastPathComponent): the printed XSD rejects a file xmllayout accepts")
            }
        }
    }
}
