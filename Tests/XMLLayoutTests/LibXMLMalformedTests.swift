import XCTest
@testable import XMLLayout

/// Well-formedness errors: located with libxml2's line and column, message
/// trimmed, one diagnostic per position (libxml2's cascades dropped).
final class LibXMLMalformedTests: XCTestCase {
    private func parse(_ text: String) -> (root: XMLElementNode?, diagnostics: [Diagnostic]) {
        LayoutSourceLoader.parse(LayoutSource(path: "bad.xml", text: text))
    }

    func testMismatchedClosingTagIsRewordedAndLocated() {
        let (root, diagnostics) = parse("<layout>\n  <stack>\n</layout>")
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.first, .error(
            "closing tag </layout> does not match <stack> opened on line 2", id: DiagnosticID.malformedXML,
            at: SourceLocation(file: "bad.xml", line: 3, column: 10)))
        XCTAssertEqual(
            diagnostics.first.map { DiagnosticFormatter.format($0, source: "<layout>\n  <stack>\n</layout>") },
            "bad.xml:3:10: error: closing tag </layout> does not match <stack> opened on line 2 [malformed-xml]\n</layout>\n         ^")
    }

    func testUnquotedAttributeGivesOneErrorNotACascade() {
        let (root, diagnostics) = parse("<a>\n  <b x=1/>\n</a>")
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics, [.error(
            "AttValue: \" or ' expected", id: DiagnosticID.malformedXML,
            at: SourceLocation(file: "bad.xml", line: 2, column: 8))])
    }

    func testMessagesAreTrimmed() {
        for text in ["<a>&nope;</a>", "<a/><b/>", "<a x='1' x='2'/>", "   ", "<a>", "<1a/>"] {
            let (root, diagnostics) = parse(text)
            XCTAssertNil(root, text)
            XCTAssertTrue(diagnostics.hasErrors, text)
            for diagnostic in diagnostics {
                XCTAssertEqual(diagnostic.message, diagnostic.message.trimmingCharacters(in: .whitespacesAndNewlines), text)
                XCTAssertNotNil(diagnostic.location?.column, text)
                XCTAssertEqual(diagnostic.id, DiagnosticID.malformedXML, text)
            }
        }
    }

    func testSpecificMessages() {
        XCTAssertEqual(parse("<a>&nope;</a>").diagnostics.map(\.description), ["bad.xml:1:10: error: Entity 'nope' not defined [malformed-xml]"])
        XCTAssertEqual(parse("<a/>\n<b/>").diagnostics.map(\.description), ["bad.xml:2:1: error: Extra content at the end of the document [malformed-xml]"])
        XCTAssertEqual(parse("<a x='1' x='2'/>").diagnostics.map(\.message), ["Attribute x redefined"])
    }

    func testWhitespaceOnlyDocument() {
        let (root, diagnostics) = parse("  \n ")
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.map(\.message), ["Start tag expected, '<' not found"])
    }

    func testDeclaredNonUTF8EncodingDoesNotReDecodeUTF8Bytes() throws {
        let (root, diagnostics) = parse("<?xml version='1.0' encoding='ISO-8859-1'?><a>é中</a>")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.text, "é中")
    }
}
