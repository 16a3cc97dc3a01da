import LayoutEngine
import TextureLayout
import XCTest

/// TextureLayout sets text with the fonts `render` uses (LANGUAGE.md, "Text
/// as a device sets it"): UIKit's fonts, paragraph styles and kern map onto
/// the engine's text style, and sizes come from the bundled Liberation
/// faces. Widths are from the fonts' own tables (fontTools): Liberation Sans
/// has 2048 units an em, hhea ascent 1854, descent 434, line gap 67; "Hello"
/// advances 1479+1139+455+455+1139 = 4667 (regular) and
/// 1479+1139+569+569+1251 = 5007 (bold).
final class TextFontTests: XCTestCase {
    override func setUp() { ASTextMetrics.current = .font }

    func size(_ text: NSAttributedString, max: CGSize = CGSize(width: CGFloat.infinity, height: .infinity),
              configure: (ASTextNode) -> Void = { _ in }) -> CGSize {
        let node = ASTextNode()
        node.attributedText = text
        configure(node)
        return node.layoutThatFits(ASSizeRangeMake(.zero, max)).size
    }

    func style(_ node: ASDisplayNode) -> TextStyle? {
        switch node.layoutThatFits(ASSizeRangeUnconstrained).layoutResult.elements[ElementID(0)].kind {
        case .text(let t): return t.style
        case .editableText(let t): return t.style
        case .button(let b): return b.titleStyle
        default: return nil
        }
    }

    /// Texture's ASTextNodeSnapshotTests: an attributed string without a
    /// font is Helvetica 12, and "Hello" is a 27.5 × 14 node at scale 2
    /// (4667 / 2048 × 12 = 27.35; 2355 / 2048 × 12 = 13.8).
    func testHelvetica12HelloIsTexturesSize() {
        XCTAssertEqual(size(NSAttributedString(string: "Hello")), CGSize(width: 27.5, height: 14))
        let helvetica = try! XCTUnwrap(UIFont(name: "Helvetica", size: 12))
        XCTAssertEqual(size(NSAttributedString(string: "Hello", attributes: [.font: helvetica])), CGSize(width: 27.5, height: 14))
    }

    /// Bold: 5007 / 2048 × 12 = 29.34, up to 29.5.
    func testBoldFacesFromEveryWayUIKitNamesThem() throws {
        let fonts: [UIFont] = [
            UIFont.boldSystemFont(ofSize: 12), UIFont.systemFont(ofSize: 12, weight: .semibold),
            try XCTUnwrap(UIFont(name: "Helvetica-Bold", size: 12)), try XCTUnwrap(UIFont(name: "Arial-BoldMT", size: 12)),
            UIFont(descriptor: UIFont.systemFont(ofSize: 12).fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0),
        ]
        for font in fonts {
            XCTAssertEqual(size(NSAttributedString(string: "Hello", attributes: [.font: font])), CGSize(width: 29.5, height: 14),
                           font.fontName)
        }
        XCTAssertEqual(size(NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 12, weight: .medium)])),
                       CGSize(width: 27.5, height: 14), "medium is the regular face")
    }

    func testUIKitFontsMapOntoTheLanguagesFamilies() throws {
        func face(_ font: UIFont) -> (String, Int, Bool)? {
            let node = ASTextNode()
            node.attributedText = NSAttributedString(string: "x", attributes: [.font: font])
            return style(node).map { ($0.fontFamily, $0.fontWeight, $0.italic) }
        }
        XCTAssert(face(.systemFont(ofSize: 10, weight: .heavy))! == ("system", 800, false))
        XCTAssert(face(.italicSystemFont(ofSize: 10))! == ("system", 400, true))
        XCTAssert(face(.monospacedSystemFont(ofSize: 10, weight: .light))! == ("monospace", 300, false))
        XCTAssert(face(try XCTUnwrap(UIFont(name: "TimesNewRomanPS-BoldItalicMT", size: 10)))! == ("Times New Roman", 700, true))
        XCTAssert(face(try XCTUnwrap(UIFont(name: "Courier", size: 10)))! == ("Courier", 400, false))
        XCTAssert(face(try XCTUnwrap(UIFont(name: "Helvetica Neue", size: 10)))! == ("Helvetica Neue", 400, false))
        let italicBold = UIFont.systemFont(ofSize: 10, weight: .bold).fontDescriptor.withSymbolicTraits(.traitItalic)!
        XCTAssert(face(UIFont(descriptor: italicBold, size: 10))! == ("system", 700, true))
        XCTAssertNil(UIFont(name: "NoSuchFont-Regular", size: 10), "UIKit gives nil for a font it does not have")
    }

    /// A name UIKit would find among the app's registered fonts is a font
    /// file where `UIImage(named:)` looks. Liberation Mono: 1229 units a
    /// character, 5 × 1229 / 2048 × 12 = 36.006 → 36.5; hhea 1705 + 615 + 0 → 13.6 → 14.
    func testAnyOtherNameIsAFontFileFoundWhereImagesAre() throws {
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/BundledFonts/Fonts").path
        let saved = UIImage.searchDirectories
        defer { UIImage.searchDirectories = saved }
        UIImage.searchDirectories = ["/nonexistent", fonts]
        let mono = try XCTUnwrap(UIFont(name: "LiberationMono-Regular", size: 12))
        XCTAssertEqual(mono.familyName, fonts + "/LiberationMono-Regular.ttf")
        XCTAssertEqual(size(NSAttributedString(string: "Hello", attributes: [.font: mono])), CGSize(width: 36.5, height: 14))
    }

    /// lineSpacing goes between lines, not after the last: "Hello Hello"
    /// in 30 pt is two lines, 2 × 13.8 + 4 = 31.6, up to 32.
    func testParagraphStyleKernAndInset() throws {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        paragraph.alignment = .center
        let font = try XCTUnwrap(UIFont(name: "Helvetica", size: 12))
        let text = NSAttributedString(string: "Hello Hello", attributes: [.font: font, .paragraphStyle: paragraph])
        XCTAssertEqual(size(text, max: CGSize(width: 30, height: 100)), CGSize(width: 27.5, height: 32))
        // kern 1 after each of the 5 characters: 27.35 + 5 = 32.35, up to 32.5.
        XCTAssertEqual(size(NSAttributedString(string: "Hello", attributes: [.font: font, .kern: 1.0])),
                       CGSize(width: 32.5, height: 14))
        // The inset is added around the text.
        XCTAssertEqual(size(NSAttributedString(string: "Hello", attributes: [.font: font])) {
            $0.textContainerInset = UIEdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        }, CGSize(width: 35.5, height: 20))
        let node = ASTextNode()
        node.attributedText = text
        XCTAssertEqual(style(node)?.alignment, .center)
        XCTAssertEqual(style(node)?.lineSpacing, 4)
    }

    func testTheFixedModelIsOneSettingAway() {
        ASTextMetrics.current = .fixed
        defer { ASTextMetrics.current = .font }
        // 0.6 × 12 a character, 1.2 × 12 a line (LANGUAGE.md's fixed model), on the pixel grid.
        XCTAssertEqual(size(NSAttributedString(string: "Hello")), CGSize(width: 36, height: 14.5))
    }

    func testAButtonTitleAndAnEditableTextCarryTheirStyle() {
        let button = ASButtonNode()
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .right
        button.setAttributedTitle(NSAttributedString(string: "Go", attributes: [
            .font: UIFont.systemFont(ofSize: 15, weight: .bold), .kern: 0.5, .paragraphStyle: paragraph]), for: .normal)
        button.titleNode.textContainerInset = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        XCTAssertEqual(style(button), TextStyle(fontWeight: 700, kern: 0.5, alignment: .right,
                                                containerInset: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)))
        let field = ASEditableTextNode()
        field.attributedPlaceholderText = NSAttributedString(string: "Search", attributes: [.font: UIFont(name: "Arial", size: 15)!])
        field.textContainerInset = UIEdgeInsets(top: 6, left: 8, bottom: 6, right: 8)
        XCTAssertEqual(style(field), TextStyle(fontFamily: "Arial", containerInset: EdgeInsets(top: 6, left: 8, bottom: 6, right: 8)))
    }
}
