import XCTest
@testable import XMLLayout

/// Well-formedness errors: located with libxml2's line and column, message
/// trimmed, one diagnostic per position (libxml2's cascades dropped).
final class LibXMLMalformedTests: XCTestCase {
    private func parse(_ text: String) -> (root: XMLElementNode?, diagnostics: [Diagnostic]) {
        LayoutSourceLoader.parse(LayoutSource(path: "bad.xml", text: text))
    }

    func testMismatchedClosingTagIsRewordedAndLocated() {
        let text = "<layout>\n  <stack>\n</layout>"
        let (root, diagnostics) = parse(text)
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.description,
                       "bad.xml:3:3: error: <stack> (line 2) is not closed before </layout> [unclosed-tag]")
        XCTAssertEqual(
            diagnostics.first.map { DiagnosticFormatter.format($0, source: text) },
            "bad.xml:3:3: error: <stack> (line 2) is not closed before </layout> [unclosed-tag]\n</layout>\n  ^~~~~~\n"
                + "  hint: close it with </stack>, or write <stack … /> if it is empty\n"
                + "bad.xml:2:3: note: <stack> is opened here")
        XCTAssertEqual(diagnostics.first?.fixIts, [.init(range: SourceRange(
            start: SourceLocation(file: "bad.xml", line: 3, column: 1), length: 0), replacement: "</stack>")])
    }

    func testUnquotedAttributeGivesOneErrorNotACascade() {
        let (root, diagnostics) = parse("<a>\n  <b x=1/>\n</a>")
        XCTAssertNil(root)
        let range = SourceRange(start: SourceLocation(file: "bad.xml", line: 2, column: 8), length: 1)
        XCTAssertEqual(diagnostics, [.error(
            "attribute values must be quoted: x=\"1\"", id: DiagnosticID.unquotedAttribute, range: range,
            fixIts: [.init(range: range, replacement: "\"1\"")])])
    }

    func testMessagesAreTrimmed() {
        for text in ["<a>&nope;</a>", "<a/><b/>", "<a x='1' x='2'/>", "   ", "<a>", "<1a/>"] {
            let (root, diagnostics) = parse(text)
            XCTAssertNil(root, text)
            XCTAssertTrue(diagnostics.hasErrors, text)
            for diagnostic in diagnostics {
                XCTAssertEqual(diagnostic.message, diagnostic.message.trimmingCharacters(in: .whitespacesAndNewlines), text)
                XCTAssertNotNil(diagnostic.location?.column, text)
                XCTAssertEqual(diagnostic.id.map { Diagnostic.Code.wellFormedness.contains($0) }, true, text)
            }
        }
    }

    func testSpecificMessages() {
        XCTAssertEqual(parse("<a>&nope;</a>").diagnostics.map(\.description),
                       ["bad.xml:1:4: error: unknown entity '&nope;': XML defines only &amp; &lt; &gt; &quot; and &apos; [unknown-entity]"])
        XCTAssertEqual(parse("<a/>\n<b/>").diagnostics.map(\.description),
                       ["bad.xml:2:1: error: content after the end of the root element: a layout file has one root, <layout> [content-after-root]"])
        XCTAssertEqual(parse("<a x='1' x='2'/>").diagnostics.map(\.message), ["attribute 'x' is given twice in one start tag; keep one"])
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
