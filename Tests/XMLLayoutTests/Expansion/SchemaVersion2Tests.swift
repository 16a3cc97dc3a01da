import Foundation
import XCTest
@testable import XMLLayout

/// The XSD describes version 2; its version-1 rules are what files are checked against.
final class SchemaVersion2Tests: XCTestCase {
    static let printed: CompiledSchema? = try? CompiledSchema.compile(
        LayoutSource(path: "xmllayout.xsd", text: EmbeddedSchema.text)).get()

    func testThePrintedSchemaCompilesAndDocumentsTheNewElements() throws {
        let schema = try XCTUnwrap(Self.printed, "the version-2 XSD compiles")
        for name in ["use", "include", "for", "if", "else", "slot", "const", "style", "param", "template"] {
            XCTAssertTrue(EmbeddedSchema.text.contains("<xs:element name=\"\(name)\""), name)
        }
        XCTAssertFalse(schema.vocabulary.elements.isEmpty)
    }

    func testTheVersion1RulesLeaveOutEveryVersion2Part() {
        let strict = StrictSchema.version1(of: EmbeddedSchema.text)
        XCTAssertFalse(strict.contains("name=\"use\""))
        XCTAssertFalse(strict.contains("Expression\""))
        XCTAssertTrue(strict.contains("<xs:attribute name=\"id\" type=\"xs:ID\">"))
        XCTAssertEqual(strict.split(separator: "\n", omittingEmptySubsequences: false).count,
                       EmbeddedSchema.text.split(separator: "\n", omittingEmptySubsequences: false).count,
                       "line numbers are kept")
    }

    /// What `validate` accepts, the printed XSD accepts (as xmllint would).
    func testThePrintedSchemaAcceptsVersion2Files() throws {
        let schema = try XCTUnwrap(Self.printed)
        let twins = ExpansionTwinTests.twinsDirectory
        let examples = ExpansionTwinTests.examplesDirectory
        var files = try FileManager.default.contentsOfDirectory(atPath: twins.path).map { twins.appendingPathComponent($0).path }
        files += try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".xml") }
            .map { examples.appendingPathComponent($0).path }
        files.append(contentsOf: [TemplateTests.row, DefinitionTests.stateFile].enumerated().map { i, text in
            let p = FileManager.default.temporaryDirectory.appendingPathComponent("v2-schema-\(i)-\(UUID().uuidString).xml").path
            FileManager.default.createFile(atPath: p, contents: Data(text.utf8))
            return p
        })
        for path in files where path.hasSuffix(".xml") {
            guard LayoutLoader.load(path: path).errors.isEmpty else { continue }
            let source = try LayoutSourceLoader.read(path: path).get()
            XCTAssertEqual(SchemaValidator.validate(source, against: schema).filter { $0.severity == .error }, [], path)
        }
    }

    func testValuesFromExpressionsGetTheSameMessageAsLiteralOnes() {
        let literal = expandLayout("<layout width=\"10\"><box width=\"-3\"/></layout>")
        let expression = expandLayout("<layout width=\"10\"><const name=\"w\" value=\"-3\"/><box width=\"{w}\"/></layout>")
        XCTAssertEqual(literal.errors.map(\.message), expression.errors.map(\.message))
        XCTAssertEqual(literal.errors.count, 1)
    }
}
