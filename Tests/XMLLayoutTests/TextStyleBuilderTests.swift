import LayoutEngine
import XCTest
@testable import XMLLayout

/// LANGUAGE.md, "Text as a device sets it": the text attributes as the
/// builder reads them, and its errors for unknown families and bad font files.
final class TextStyleBuilderTests: XCTestCase {
    func testTheTextAttributesAreRead() throws {
        let doc = try XCTUnwrap(loadLayout(layoutXML("""
          <vstack>
            <text fontFamily="Times New Roman" fontWeight="semibold" italic="true" lineSpacing="-2" kern="0.5"
                  textAlignment="center" textContainerInset="4,8">Hi</text>
            <editableText placeholder="Name" fontWeight="700"/>
            <button title="Go" fontFamily="Courier" textAlignment="right"/>
            <text>Plain</text>
          </vstack>
        """)).document)
        guard case .text(let t) = doc.root.children[0].kind, case .editableText(let e) = doc.root.children[1].kind,
              case .button(let b) = doc.root.children[2].kind, case .text(let plain) = doc.root.children[3].kind
        else { return XCTFail("kinds") }
        XCTAssertEqual(t.style, TextStyle(fontFamily: "Times New Roman", fontWeight: 600, italic: true, lineSpacing: -2,
                                          kern: 0.5, alignment: .center,
                                          containerInset: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)))
        XCTAssertEqual(e.style.fontWeight, 700)
        XCTAssertEqual(b.titleStyle.fontFamily, "Courier")
        XCTAssertEqual(b.titleStyle.alignment, .right)
        XCTAssertEqual(plain.style, .plain)
        XCTAssertEqual(doc.textMetrics, .font, "the default")
    }

    func testTextMetricsOnTheRoot() throws {
        let doc = try XCTUnwrap(loadLayout(layoutXML("<text>Hi</text>", root: "textMetrics=\"fixed\"")).document)
        XCTAssertEqual(doc.textMetrics, .fixed)
        XCTAssertNil(loadLayout(layoutXML("<text>Hi</text>", root: "textMetrics=\"mono\"")).document)
    }

    func testAnUnknownFamilyIsAnErrorWithADidYouMean() {
        let l = loadLayout(layoutXML("<text fontFamily=\"Helvetca\">Hi</text>"))
        XCTAssertNil(l.document)
        XCTAssertEqual(l.diagnostics.map(\.id), [Diagnostic.Code.unknownFontFamily])
        XCTAssertTrue(l.errorLines.first?.contains("unknown font family 'Helvetca'; did you mean 'Helvetica'?") ?? false,
                      "\(l.errorLines)")
        XCTAssertEqual(l.diagnostics.first?.location?.line, 3)
    }

    func testAWeightOutsideTheNamesAndHundredsIsAnError() {
        XCTAssertNil(loadLayout(layoutXML("<text fontWeight=\"450\">Hi</text>")).document)
        XCTAssertNil(loadLayout(layoutXML("<text fontWeight=\"extraBold\">Hi</text>")).document)
    }

    func testAFontFileIsResolvedBesideTheLayoutAndAMissingOrBogusOneIsAnError() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("fonts/bogus.ttf", "not a font")
        var font = Data([0x00, 0x01, 0x00, 0x00])
        font.append(Data(repeating: 0, count: 12))
        try font.write(to: dir.url.appendingPathComponent("fonts/ok.ttf"))
        let good = LayoutLoader.load(path: try dir.write("good.xml", layoutXML("<text fontFamily=\"fonts/ok.ttf\">Hi</text>")))
        let doc = try XCTUnwrap(good.document, "\(good.errorLines)")
        guard case .text(let t) = doc.root.kind else { return XCTFail("not a text") }
        XCTAssertEqual(t.style.fontFamily, dir.url.appendingPathComponent("fonts/ok.ttf").path)

        let bad = LayoutLoader.load(path: try dir.write("bad.xml", layoutXML("""
          <vstack><text fontFamily="fonts/bogus.ttf">a</text><text fontFamily="missing.otf">b</text></vstack>
        """)))
        XCTAssertNil(bad.document)
        XCTAssertEqual(bad.diagnostics.map(\.id), [Diagnostic.Code.fontFile, .fontFile])
        XCTAssertTrue(bad.errorLines[0].contains("'fonts/bogus.ttf': it is not a TrueType or OpenType font"), bad.errorLines[0])
        XCTAssertTrue(bad.errorLines[1].contains("'missing.otf': no such file"), bad.errorLines[1])
    }
}
