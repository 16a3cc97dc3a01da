import XCTest
@testable import XMLLayout

/// `padding` and `margin` (UIKit's, Android's, CSS's spellings): the fix-it
/// wraps the element in `<inset>` with the value converted, moves the
/// attributes that place it in its parent, and the result validates.
final class InsetWrapFixItTests: XCTestCase {
    private func validate(_ text: String) -> [Diagnostic] {
        LayoutLoader.load(source: LayoutSource(path: "t.xml", text: text)).diagnostics
    }

    /// Applies every fix-it (passes until none is left) and returns the text.
    private func fixed(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        var text = text
        for _ in 0..<4 {
            let outcome = FixItApplier.apply(validate(text), to: text)
            XCTAssertEqual(outcome.skipped, [], file: file, line: line)
            if outcome.applied.isEmpty { break }
            text = outcome.text
        }
        XCTAssertEqual(validate(text).filter { $0.severity == .error }.map(\.description), [], text, file: file, line: line)
        return text
    }

    private func wrapped(_ element: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let text = fixed("<layout width=\"100\"><vstack>\(element)</vstack></layout>", file: file, line: line)
        let prefix = "<layout width=\"100\"><vstack>", suffix = "</vstack></layout>"
        guard text.hasPrefix(prefix), text.hasSuffix(suffix) else { XCTFail(text, file: file, line: line); return text }
        return String(text.dropFirst(prefix.count).dropLast(suffix.count))
    }

    func testPaddingWrapsTheElementInAnInset() throws {
        let text = "<layout width=\"100\"><vstack><text padding=\"8\">Hi</text></vstack></layout>"
        let d = try XCTUnwrap(validate(text).first { $0.id == .unknownAttribute })
        XCTAssertEqual(d.hint, "there is no padding attribute: wrap the element in <inset insets=\"8\">")
        XCTAssertEqual(d.fixIts.map(\.replacement), ["<inset insets=\"8\">", "", "</inset>"])
        XCTAssertEqual(d.fixIts.first?.range.isEmpty, true, "an insertion before the element")
        XCTAssertEqual(d.fixIts.last?.range.start.column, 56, "an insertion after </text>")
        XCTAssertEqual(wrapped("<text padding=\"8\">Hi</text>"), "<inset insets=\"8\"><text>Hi</text></inset>")
    }

    func testValuesAreConverted() {
        XCTAssertEqual(wrapped("<box padding=\"8px\" width=\"4\" height=\"4\"/>"),
                       "<inset insets=\"8\"><box width=\"4\" height=\"4\"/></inset>")
        // CSS: vertical horizontal; top right bottom left.
        XCTAssertEqual(wrapped("<box padding=\"8 16\" width=\"4\" height=\"4\"/>"),
                       "<inset insets=\"8,16\"><box width=\"4\" height=\"4\"/></inset>")
        XCTAssertEqual(wrapped("<box padding=\"1 2 3 4\" width=\"4\" height=\"4\"/>"),
                       "<inset insets=\"1,4,3,2\"><box width=\"4\" height=\"4\"/></inset>")
        // UIKit's UIEdgeInsets: top, left, bottom, right.
        XCTAssertEqual(wrapped("<box contentInset=\"1, 2, 3, 4\" width=\"4\" height=\"4\"/>"),
                       "<inset insets=\"1,2,3,4\"><box width=\"4\" height=\"4\"/></inset>")
        // One side: the inset's own attribute; start/end read as left/right.
        XCTAssertEqual(wrapped("<box paddingStart=\"6dp\" width=\"4\" height=\"4\"/>"),
                       "<inset left=\"6\"><box width=\"4\" height=\"4\"/></inset>")
        XCTAssertEqual(wrapped("<box layout_marginHorizontal=\"5\" width=\"4\" height=\"4\"/>"),
                       "<inset insets=\"0,5\"><box width=\"4\" height=\"4\"/></inset>")
    }

    /// Several padding attributes on one element make one inset; the
    /// stack-child attributes move to it, as it takes the element's place.
    func testOneInsetPerElementAndPlacementMoves() {
        XCTAssertEqual(wrapped("<text paddingTop=\"2\" flexGrow=\"1\" paddingLeft=\"4\" fontSize=\"9\">x</text>"),
                       "<inset insets=\"2,4,0,0\" flexGrow=\"1\"><text fontSize=\"9\">x</text></inset>")
        let text = "<layout><vstack><text paddingTop=\"2\" paddingLeft=\"4\">x</text></vstack></layout>"
        let diagnostics = validate(text).filter { $0.id == .unknownAttribute }
        XCTAssertEqual(diagnostics.map { $0.fixIts.isEmpty }, [false, true], "the first carries the edit")
    }

    func testNestedElementsAndNoFixItWhereNoneFits() {
        XCTAssertEqual(wrapped("<vstack margin=\"3\"><vstack><text>a</text></vstack></vstack>"),
                       "<inset insets=\"3\"><vstack><vstack><text>a</text></vstack></vstack></inset>")
        // Not a length: a hint only.
        let notALength = validate("<layout><vstack><text padding=\"wide\">x</text></vstack></layout>")
        XCTAssertEqual(notALength.first { $0.id == .unknownAttribute }?.fixIts, [])
        // <layout> cannot be wrapped.
        let root = validate("<layout padding=\"4\"><box/></layout>")
        XCTAssertEqual(root.first { $0.id == .unknownAttribute }?.fixIts, [])
    }

    /// The text output lists the edits, clang style.
    func testTheFixItsArePrinted() throws {
        let text = "<layout width=\"100\"><vstack><text padding=\"8\">Hi</text></vstack></layout>"
        let d = try XCTUnwrap(validate(text).first { $0.id == .unknownAttribute })
        let printed = DiagnosticFormatter.format(d, source: text, fixIts: true)
        XCTAssertTrue(printed.hasSuffix("""
              fix-it: 1:29: insert '<inset insets="8">'
              fix-it: 1:34: remove ' padding="8"'
              fix-it: 1:56: insert '</inset>'
            """), printed)
        XCTAssertFalse(DiagnosticFormatter.format(d, source: text).contains("fix-it"), "only when asked")
        let rename = try XCTUnwrap(validate("<layout><vstack><text textSize=\"9\">x</text></vstack></layout>").first)
        XCTAssertTrue(DiagnosticFormatter.format(rename, source: nil, fixIts: true)
            .hasSuffix("  fix-it: replace 1:23-1:31 with 'fontSize'"))
        XCTAssertTrue(DiagnosticFormatter.format(rename, source: "<layout><vstack><text textSize=\"9\">x</text></vstack></layout>",
                                                 fixIts: true).hasSuffix("  fix-it: replace 'textSize' with 'fontSize'"))
    }
}
