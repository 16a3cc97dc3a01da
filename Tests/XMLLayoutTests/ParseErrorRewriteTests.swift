import XCTest
@testable import XMLLayout

/// libxml2's parser errors in plain words, one per mistake, each fix-it
/// giving well-formed markup.
final class ParseErrorRewriteTests: XCTestCase {
    private func parse(_ text: String) -> [Diagnostic] {
        LayoutSourceLoader.parse(LayoutSource(path: "bad.xml", text: text)).diagnostics
    }

    /// Applies the fix-its and checks the result parses without errors.
    private func assertFixed(_ text: String, _ diagnostics: [Diagnostic], expected: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let fixed = FixItApplier.apply(diagnostics, to: text).text
        XCTAssertEqual(fixed, expected, file: file, line: line)
        XCTAssertEqual(parse(fixed), [], file: file, line: line)
    }

    func testAmpersand() {
        let text = "<layout>\n  <text>Fish & chips</text>\n</layout>"
        let d = parse(text)
        XCTAssertEqual(d.map(\.description),
                       ["bad.xml:2:14: error: '&' starts an entity reference; write '&amp;' for a literal ampersand [unescaped-ampersand]"])
        XCTAssertEqual(d.first?.range?.description, "bad.xml:2:14-15")
        assertFixed(text, d, expected: "<layout>\n  <text>Fish &amp; chips</text>\n</layout>")
        let att = "<layout><text>AT&T and B&Q</text></layout>"
        XCTAssertEqual(parse(att).map(\.message).count, 2, "each mistake once")
        assertFixed(att, parse(att), expected: "<layout><text>AT&amp;T and B&amp;Q</text></layout>")
    }

    func testUnknownEntity() {
        let text = "<layout><text>a&nbsp;b &eacute;</text></layout>"
        let d = parse(text)
        XCTAssertEqual(d.map(\.message), ["unknown entity '&nbsp;': XML defines only &amp; &lt; &gt; &quot; and &apos;",
                                          "unknown entity '&eacute;': XML defines only &amp; &lt; &gt; &quot; and &apos;"])
        XCTAssertEqual(d.first?.fixIts.map(\.replacement), ["&#160;"])
        XCTAssertEqual(d.last?.fixIts, [], "no reference known: a hint only")
        XCTAssertEqual(d.last?.hint, "write the character itself, or a character reference such as &#160;")
    }

    /// The issue's `fontSize=14`: one error, not four.
    func testUnquotedValueIsOneError() {
        let text = "<layout>\n  <stack>\n    <text fontSize=14>Hi</text>\n  </stack>\n</layout>"
        let d = parse(text)
        XCTAssertEqual(d.map(\.description), ["bad.xml:3:20: error: attribute values must be quoted: fontSize=\"14\" [unquoted-attribute]"])
        assertFixed(text, d, expected: "<layout>\n  <stack>\n    <text fontSize=\"14\">Hi</text>\n  </stack>\n</layout>")
        let selfClosing = "<layout><box width=10/></layout>"
        assertFixed(selfClosing, parse(selfClosing), expected: "<layout><box width=\"10\"/></layout>")
    }

    func testLessThanInText() {
        let text = "<layout><text>a < b</text></layout>"
        let d = parse(text)
        XCTAssertEqual(d.map(\.message), ["'<' starts a tag; write '&lt;' for a literal less-than sign"])
        assertFixed(text, d, expected: "<layout><text>a &lt; b</text></layout>")
    }

    func testDuplicateAttribute() {
        let text = "<layout><text fontSize=\"1\" fontSize=\"2\">x</text></layout>"
        let d = parse(text)
        XCTAssertEqual(d.map(\.message), ["attribute 'fontSize' is given twice in one start tag; keep one"])
        XCTAssertEqual(d.first?.range?.description, "bad.xml:1:28-36")
        XCTAssertEqual(d.first?.notes.first?.location?.description, "bad.xml:1:15")
        assertFixed(text, d, expected: "<layout><text fontSize=\"1\">x</text></layout>")
    }

    func testMissingEquals() {
        let text = "<layout><text maxLines\"2\">x</text></layout>"
        let d = parse(text)
        XCTAssertEqual(d.map(\.message), ["missing '=' between the attribute name 'maxLines' and its value"])
        XCTAssertEqual(d.first?.range?.description, "bad.xml:1:15-23", "the name")
        assertFixed(text, d, expected: "<layout><text maxLines=\"2\">x</text></layout>")
    }

    func testMismatchedEndTags() {
        let typo = "<layout>\n  <stack>\n  </stak>\n</layout>"
        let d = parse(typo)
        XCTAssertEqual(d.map(\.description), ["bad.xml:3:5: error: closing tag </stak> does not match <stack> opened on line 2 [mismatched-tag]"])
        XCTAssertEqual(d.first?.hint, "did you mean </stack>?")
        XCTAssertEqual(d.first?.notes.map { $0.location?.description }, ["bad.xml:2:3"])
        assertFixed(typo, d, expected: "<layout>\n  <stack>\n  </stack>\n</layout>")
        let unclosed = "<layout>\n  <stack>\n    <box>\n  </stack>\n</layout>"
        let u = parse(unclosed)
        XCTAssertEqual(u.map(\.message), ["<box> (line 3) is not closed before </stack>"])
        assertFixed(unclosed, u, expected: "<layout>\n  <stack>\n    <box>\n  </box></stack>\n</layout>")
    }

    /// Each kind of mistake has its own id (not libxml2's one "malformed"),
    /// and the examples give one error each.
    func testEachMistakeHasItsOwnID() {
        let cases: [(String, Diagnostic.Code)] = [
            ("<layout><text>Fish & chips</text></layout>", .unescapedAmpersand),
            ("<layout><text>&nbsp;</text></layout>", .unknownEntity),
            ("<layout><text>a < b</text></layout>", .unescapedLessThan),
            ("<layout>\n  <stack>\n    <text fontSize=14>Hi</text>\n  </stack>\n</layout>", .unquotedAttribute),
            ("<layout><text maxLines\"2\">x</text></layout>", .missingEquals),
            ("<layout><box a=\"1\"b=\"2\"/></layout>", .missingSpace),
            ("<layout><text x=\"1\" x=\"2\">x</text></layout>", .duplicateAttribute),
            ("<layout>\n  <stack>\n  </stak>\n</layout>", .mismatchedTag),
            ("<layout>\n  <stack>\n    <box>\n  </stack>\n</layout>", .unclosedTag),
            ("<layout>\n  <stack>\n    <box/>\n", .unclosedTag),
            ("<layout/>\n<box/>", .contentAfterRoot),
            ("<layout><text fontSize=\"14>Hi</text></layout>", .unclosedQuote),
            ("<layout>\n  <stack\n    <box/>\n  </stack>\n</layout>", .unclosedStartTag),
        ]
        for (text, id) in cases {
            XCTAssertEqual(parse(text).map(\.id), [id], text)
            XCTAssertNotNil(id.meaning.isEmpty ? nil : id, "documented")
            XCTAssertTrue(Diagnostic.Code.wellFormedness.contains(id))
        }
    }

    /// A missing closing quote or `>`: one error (not libxml2's five), and
    /// the fix-it gives well-formed markup.
    func testUnfinishedStartTags() {
        let quote = "<layout>\n  <text fontSize=\"14>Hi</text>\n</layout>"
        let q = parse(quote)
        XCTAssertEqual(q.map(\.description), ["bad.xml:2:18: error: the value of 'fontSize' has no closing quote [unclosed-quote]"])
        assertFixed(quote, q, expected: "<layout>\n  <text fontSize=\"14\">Hi</text>\n</layout>")
        let next = "<layout><text fontSize=\"14 color=\"red\">Hi</text></layout>"
        assertFixed(next, parse(next), expected: "<layout><text fontSize=\"14\" color=\"red\">Hi</text></layout>")
        let gt = "<layout>\n  <stack\n    <box/>\n  </stack>\n</layout>"
        let g = parse(gt)
        XCTAssertEqual(g.map(\.description), ["bad.xml:2:3: error: <stack> (line 2) has no closing '>' [unclosed-start-tag]"])
        assertFixed(gt, g, expected: "<layout>\n  <stack>\n    <box/>\n  </stack>\n</layout>")
        let space = "<layout><box debugName=\"cell\"backgroundColor=\"white\"/></layout>"
        let m = parse(space)
        XCTAssertEqual(m.map(\.description), ["bad.xml:1:30: error: no space before the attribute 'backgroundColor': "
                                              + "attributes are separated by white space [missing-space]"])
        XCTAssertEqual(m.first?.range?.description, "bad.xml:1:30-45")
        assertFixed(space, m, expected: "<layout><box debugName=\"cell\" backgroundColor=\"white\"/></layout>")
        // Anything else where an attribute should start: said plainly, at the character.
        let stray = parse("<layout><box debugName=\"d\" {height=\"1\"/></layout>")
        XCTAssertEqual(stray.map(\.description), ["bad.xml:1:28: error: unexpected '{' in the start tag <box> (line 1): "
                                                  + "expected an attribute (name=\"value\"), '>' or '/>' [unclosed-start-tag]"])
        let slash = "<layout>\n  <stack>\n    <box/\n  </stack>\n</layout>"
        assertFixed(slash, parse(slash), expected: "<layout>\n  <stack>\n    <box/>\n  </stack>\n</layout>")
    }

    /// libxml2 stops at a tag's first unquoted value; each is reported.
    func testEveryUnquotedValueOfATag() {
        let text = "<layout><text fontSize=14 color=red maxLines=\"2\">Fish &amp; chips</text></layout>"
        let d = parse(text)
        XCTAssertEqual(d.map(\.message), ["attribute values must be quoted: fontSize=\"14\"",
                                          "attribute values must be quoted: color=\"red\""])
        assertFixed(text, d, expected: "<layout><text fontSize=\"14\" color=\"red\" maxLines=\"2\">Fish &amp; chips</text></layout>")
    }

    func testUnclosedAtTheEndAndContentAfterTheRoot() {
        let d = parse("<layout>\n  <stack>\n    <box/>\n")
        XCTAssertEqual(d.map(\.message), ["the file ends before <stack> (opened on line 2) is closed"])
        XCTAssertEqual(d.first?.location?.description, "bad.xml:2:3")
        XCTAssertEqual(d.first?.fixIts.map(\.replacement), ["</stack>\n"])
        let after = parse("<layout><box/></layout>\n<box/>")
        XCTAssertEqual(after.map(\.message), ["content after the end of the root element: a layout file has one root, <layout>"])
        XCTAssertEqual(after.first?.hint, "remove it, or move it inside <layout>")
    }
}
