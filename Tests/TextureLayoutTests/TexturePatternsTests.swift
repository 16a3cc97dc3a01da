import LayoutEngine
import TextureLayout
import XCTest

/// Patterns from Texture's docs and samples compile and lay out as the
/// engine does: drawing hooks that are kept but never run, images drawn in
/// an image context, style set through `[ASLayoutElement]`, the docs' helper.
final class TexturePatternsTests: XCTestCase {
    // Sizes below are the fixed text model's (0.6 × fontSize a character, 1.2 × a line).
    override func setUp() { ASTextMetrics.current = .fixed }
    override func tearDown() { ASTextMetrics.current = .font }

    func drawnCircle(_ size: CGSize) -> UIImage {
        UIGraphicsBeginImageContext(size)
        let path = UIBezierPath(ovalIn: CGRect(origin: .zero, size: size))
        path.addClip()
        UIColor.red.setFill()
        path.fill()
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return image!
    }

    func testProfileWithCornerBadgeAndTruncation() {
        let avatar = ASImageNode(), badge = ASImageNode()
        avatar.image = drawnCircle(CGSize(width: 44, height: 44))
        badge.image = drawnCircle(CGSize(width: 15, height: 15))
        avatar.willDisplayNodeContentWithRenderingContext = { context, _ in
            UIBezierPath(roundedRect: context.boundingBoxOfClipPath, cornerRadius: 10).addClip()
        }
        avatar.imageModificationBlock = { image, _ in image }
        let name = ASTextNode(), subtitle = ASTextNode()
        name.attributedText = NSAttributedString(string: "Hello world", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        name.maximumNumberOfLines = 1
        subtitle.attributedText = NSMutableAttributedString(string: "This is a long long subtitle, with a long long appended string.",
                                                            attributes: [.font: UIFont.systemFont(ofSize: 14)])
        subtitle.maximumNumberOfLines = 1

        let avatarBox = ASCornerLayoutSpec(child: avatar, corner: badge, location: .bottomRight)
        avatarBox.offset = CGPoint(x: -6, y: -6)
        let textBox = ASStackLayoutSpec.vertical()
        textBox.justifyContent = .spaceAround
        textBox.children = [name, subtitle]
        let profileBox = ASStackLayoutSpec.horizontal()
        profileBox.spacing = 10
        profileBox.children = [avatarBox, textBox]
        let elements: [ASLayoutElement] = [name, subtitle, textBox, profileBox]
        for element in elements { element.style.flexShrink = 1 }
        let inset = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 120, left: 20, bottom: CGFloat.infinity, right: 20),
                                      child: profileBox)

        let engine = Element.inset(
            EdgeInsets(top: 120, left: 20, bottom: .infinity, right: 20),
            Element.hstack(spacing: 10, [
                .corner(.bottomRight, offset: Point(-6, -6), .image(size: Size(44, 44)), .image(size: Size(15, 15))),
                Element.vstack(justifyContent: .spaceAround, [
                    Element.text("Hello world", fontSize: 17, maxLines: 1).flexShrink(1),
                    Element.text("This is a long long subtitle, with a long long appended string.", fontSize: 14, maxLines: 1)
                        .flexShrink(1),
                ]).flexShrink(1),
            ]).flexShrink(1))
        let range = ASSizeRangeMake(CGSize(width: 320, height: 480))
        assertSameAsEngine(inset, engine, in: range)
        let layout = inset.layoutThatFits(range)
        XCTAssertEqual(layout.drawnFrame(of: badge), CGRect(x: 20 + 44 - 6 - 7.5, y: 120 + 44 - 6 - 7.5, width: 15, height: 15))
        XCTAssertLessThanOrEqual(layout.drawnFrame(of: subtitle)!.maxX, 300)
    }

    func testDocsSpecExamplesWithTheTestHelper() {
        let background = ASDisplayNodeWithBackgroundColor(UIColor.blue)
        let foreground = ASDisplayNodeWithBackgroundColor(UIColor.red, CGSize(width: 70, height: 100))
        let relative = ASRelativeLayoutSpec(horizontalPosition: .start, verticalPosition: .start, sizingOption: [],
                                            child: foreground)
        let spec = ASBackgroundLayoutSpec(child: relative, background: background)
        let blue = Presentation(backgroundColor: Color(red: 0, green: 0, blue: 255))
        let red = Presentation(backgroundColor: Color(red: 255, green: 0, blue: 0))
        let engine = Element.background(
            .relative(horizontal: .start, vertical: .start,
                      Element(.box).width(.points(70)).height(.points(100)).presentation(red)),
            Element(.box).width(.points(0)).height(.points(0)).presentation(blue))
        assertSameAsEngine(spec, engine, in: ASSizeRangeMake(.zero, CGSize(width: 200, height: 200)))
        XCTAssertTrue(background.isLayerBacked)
    }
}

/// A cell as Texture's samples write one: a base class with a required
/// init, a subclass that overrides it and lays out in layoutSpecThatFits.
class ExampleCellBase: ASCellNode {
    override required init() {
        super.init()
        automaticallyManagesSubnodes = true
        backgroundColor = .white
    }

    class func title() -> String { "" }
}

final class KittenCell: ExampleCellBase {
    let imageNode = ASImageNode()
    let textNode = ASTextNode()

    required init() {
        super.init()
        imageNode.image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 80)).image { _ in }
        textNode.attributedText = NSAttributedString(string: "Kitty ipsum", attributes: [.font: UIFont.systemFont(ofSize: 12)])
    }

    override class func title() -> String { "Kittens" }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        textNode.style.flexShrink = 1.0
        let stack = ASStackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start, alignItems: .start,
                                      children: [imageNode, textNode])
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: stack)
    }
}

extension TexturePatternsTests {
    func testCellSubclassesWithRequiredInit() {
        let cell = KittenCell()
        let layout = cell.layoutThatFits(ASSizeRangeMake(CGSize(width: 320, height: 0), CGSize(width: 320, height: CGFloat.infinity)))
        XCTAssertEqual(layout.size, CGSize(width: 320, height: 112))
        // 11 characters × 0.6 × 12 pt = 79.2, rounded up to 79.5; one line of 14.4, rounded up to 14.5.
        XCTAssertEqual(layout.drawnFrame(of: cell.textNode), CGRect(x: 106, y: 16, width: 79.5, height: 14.5))
        XCTAssertEqual(KittenCell.title(), "Kittens")
        XCTAssertEqual(cell.subnodes?.count, 2)
        XCTAssertTrue(ASButtonNode() is ASControlNode)
    }
}
