import LayoutEngine
import TextureLayout
import XCTest

/// Each node class against the engine's node, and ASDisplayNode's layout
/// API (layoutSpecThatFits, layoutSpecBlock, subnodes, ASLayout).
final class NodeTests: XCTestCase {
    // Sizes below are the fixed text model's (0.6 × fontSize a character, 1.2 × a line).
    override func setUp() { ASTextMetrics.current = .fixed }
    override func tearDown() { ASTextMetrics.current = .font }

    func kind(of node: ASDisplayNode) -> Element.Kind {
        node.layoutThatFits(ASSizeRangeUnconstrained).layoutResult.elements[ElementID(0)].kind
    }

    func testTextNodeUsesTheFontSizeAnd12PointsWithoutAFont() {
        let plain = ASTextNode()
        plain.attributedText = NSAttributedString(string: "Hello")
        XCTAssertEqual(kind(of: plain), .text(TextNode("Hello", fontSize: 12, style: TextStyle(fontFamily: "Helvetica"))))
        XCTAssertEqual(plain.layoutThatFits(ASSizeRangeUnconstrained).size, CGSize(width: 36, height: 14.5))

        let styled = ASTextNode()
        let bold = TextStyle(fontWeight: 700)
        styled.attributedText = NSAttributedString(string: "Hello world again",
                                                   attributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        styled.maximumNumberOfLines = 2
        styled.truncationMode = .byTruncatingMiddle
        XCTAssertEqual(kind(of: styled), .text(TextNode("Hello world again", fontSize: 20, maxLines: 2, truncation: .middle, style: bold)))
        assertSameAsEngine(styled, Element(.text(TextNode("Hello world again", fontSize: 20, maxLines: 2, truncation: .middle, style: bold))),
                           in: ASSizeRangeMake(.zero, CGSize(width: 100, height: 400)))
        for (mode, t) in [(NSLineBreakMode.byTruncatingHead, Truncation.head), (.byClipping, .clip), (.byTruncatingTail, .tail)] {
            styled.truncationMode = mode
            XCTAssertEqual(kind(of: styled), .text(TextNode("Hello world again", fontSize: 20, maxLines: 2, truncation: t, style: bold)))
        }
        XCTAssertEqual(kind(of: ASTextNode()), .text(TextNode("", fontSize: 12)))
    }

    func testImageNodeIsItsImagesSize() {
        let node = ASImageNode()
        XCTAssertEqual(kind(of: node), .image(ImageNode(intrinsicSize: nil)))
        node.image = UIGraphicsImageRenderer(size: CGSize(width: 44, height: 30)).image { _ in }
        XCTAssertEqual(node.layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 100, height: 100))).size,
                       CGSize(width: 44, height: 30))
        assertSameAsEngine(node, .image(size: Size(44, 30)))
    }

    func testButtonNode() {
        let button = ASButtonNode()
        button.setTitle("Like", with: nil, with: nil, for: .normal)
        button.setTitle("Liked", with: nil, with: nil, for: .selected)
        XCTAssertEqual(kind(of: button), .button(ButtonNode(title: "Like", fontSize: 18)))
        button.setTitle("Like", with: UIFont.systemFont(ofSize: 13), with: .red, for: .normal)
        button.setImage(UIGraphicsImageRenderer(size: CGSize(width: 14, height: 14)).image { _ in }, for: .normal)
        button.contentSpacing = 4
        button.imageAlignment = .end
        button.laysOutHorizontally = false
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let expected = ButtonNode(title: "Like", fontSize: 13, imageSize: Size(14, 14), contentSpacing: 4,
                                  imageAlignment: .end, laysOutHorizontally: false,
                                  contentEdgeInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(kind(of: button), .button(expected))
        var e = Element.button(expected)
        e.presentation = Presentation(color: Color(red: 255, green: 0, blue: 0))
        assertSameAsEngine(button, e)
        // The button's own parts are its titleNode and imageNode in the layout.
        var found: [ASLayoutElement] = []
        func walk(_ l: ASLayout) { found.append(l.layoutElement); l.sublayouts.forEach(walk) }
        walk(button.layoutThatFits(ASSizeRangeUnconstrained))
        XCTAssertTrue(found.contains { $0 === button.titleNode })
        XCTAssertTrue(found.contains { $0 === button.imageNode })
        XCTAssertEqual(button.titleNode.attributedText?.string, "Like")
        XCTAssertEqual(button.attributedTitle(for: .selected)?.string, "Liked")
    }

    func testMediaAndEditableNodes() {
        XCTAssertEqual(kind(of: ASNetworkImageNode()), .networkImage)
        XCTAssertEqual(kind(of: ASVideoNode()), .video)
        XCTAssertEqual(kind(of: ASVideoPlayerNode()), .videoPlayer)
        let range = ASSizeRangeMake(.zero, CGSize(width: 120, height: CGFloat.infinity))
        assertSameAsEngine(ASVideoPlayerNode(), Element(.videoPlayer), in: range)
        XCTAssertEqual(ASVideoPlayerNode().layoutThatFits(range).size, CGSize(width: 120, height: 0))

        let field = ASEditableTextNode()
        field.attributedPlaceholderText = NSAttributedString(string: "Your name")
        XCTAssertEqual(kind(of: field), .editableText(EditableTextNode(text: "", placeholder: "Your name", fontSize: 17)))
        field.attributedText = NSAttributedString(string: "Ada", attributes: [.font: UIFont.systemFont(ofSize: 20)])
        XCTAssertEqual(kind(of: field), .editableText(EditableTextNode(text: "Ada", placeholder: "Your name", fontSize: 20)))
        assertSameAsEngine(field, Element(.editableText(EditableTextNode(text: "Ada", placeholder: "Your name", fontSize: 20))))
    }

    func testPlainNodeTakesTheMaxSizeWhenFinite() {
        XCTAssertEqual(ASDisplayNode().layoutThatFits(ASSizeRangeMake(.zero, CGSize(width: 80, height: 90))).size,
                       CGSize(width: 80, height: 90))
        XCTAssertEqual(ASDisplayNode().layoutThatFits(ASSizeRangeUnconstrained).size, .zero)
    }

    func testLayoutSpecThatFitsOverrideAndBlock() {
        final class Row: ASDisplayNode {
            let a = ASDisplayNodeWithBackgroundColor(.red, CGSize(width: 10, height: 10))
            let b = ASDisplayNodeWithBackgroundColor(.blue, CGSize(width: 20, height: 5))
            var seen: ASSizeRange?
            override init() {
                super.init()
                automaticallyManagesSubnodes = true
            }
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                seen = constrainedSize
                return ASStackLayoutSpec(direction: .horizontal, spacing: 5, justifyContent: .start, alignItems: .start,
                                         children: [a, b])
            }
        }
        let row = Row()
        let range = ASSizeRangeMake(CGSize(width: 0, height: 0), CGSize(width: 100, height: 50))
        let layout = row.layoutThatFits(range)
        XCTAssertEqual(row.seen, range)
        XCTAssertEqual(layout.size, CGSize(width: 35, height: 10))
        XCTAssertTrue(layout.layoutElement === row)
        let stack = layout.sublayouts[0]
        XCTAssertTrue(stack.layoutElement is ASStackLayoutSpec)
        XCTAssertEqual(stack.sublayouts.map(\.frame), [CGRect(x: 0, y: 0, width: 10, height: 10),
                                                      CGRect(x: 15, y: 0, width: 20, height: 5)])
        XCTAssertTrue(stack.sublayouts[1].layoutElement === row.b)
        XCTAssertEqual(row.subnodes?.count, 2)
        XCTAssertTrue(row.b.supernode === row)
        XCTAssertTrue(row.calculatedLayout === layout)
        XCTAssertEqual(row.calculatedSize, CGSize(width: 35, height: 10))
        XCTAssertEqual(layout.drawnFrame(of: row.b), CGRect(x: 15, y: 0, width: 20, height: 5))

        let withBlock = ASDisplayNode()
        withBlock.layoutSpecBlock = { _, _ in ASInsetLayoutSpec(insets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                                                                child: sized(10, 10)) }
        XCTAssertEqual(withBlock.layoutThatFits(ASSizeRangeUnconstrained).size, CGSize(width: 16, height: 14))
        XCTAssertEqual(withBlock.subnodes?.count, 0, "only automaticallyManagesSubnodes adds subnodes")
    }

    func testSubnodesAndLayoutIfNeeded() {
        let parent = ASDisplayNode(), child = ASDisplayNode()
        parent.addSubnode(child)
        XCTAssertTrue(parent.subnodes?.first === child)
        child.removeFromSupernode()
        XCTAssertEqual(parent.subnodes?.count, 0)

        let inner = sized(10, 10)
        let holder = ASDisplayNode()
        holder.layoutSpecBlock = { _, _ in ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: inner) }
        let root = ASDisplayNode()
        root.layoutSpecBlock = { _, _ in ASInsetLayoutSpec(insets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5), child: holder) }
        root.frame = CGRect(x: 0, y: 0, width: 101, height: 51)
        root.layoutIfNeeded()
        XCTAssertEqual(holder.frame, CGRect(x: 5, y: 5, width: 91, height: 41))
        // Centred at 40.5, 15.5 inside the holder: rounded up to the 0.5 pt grid, relative to the holder.
        XCTAssertEqual(inner.frame, CGRect(x: 40.5, y: 15.5, width: 10, height: 10))
    }

    func testANodeInsideItsOwnSpecDoesNotRecurse() {
        let node = ASDisplayNode()
        node.layoutSpecBlock = { n, _ in ASWrapperLayoutSpec(layoutElement: n) }
        XCTAssertEqual(node.layoutThatFits(ASSizeRangeMake(CGSize(width: 10, height: 10))).size, CGSize(width: 10, height: 10))
    }
}

extension NodeTests {
    func testScreenScaleIsThePixelGrid() {
        let saved = UIScreen.main.scale
        defer { UIScreen.main.scale = saved }
        let spec = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: sized(10, 10))
        let range = ASSizeRangeMake(CGSize(width: 10.6, height: 10))
        UIScreen.main.scale = 1
        XCTAssertEqual(ASScreenScale(), 1)
        assertSameAsEngine(spec, .center(sizedElement(10, 10)), in: range, scale: 1)
        XCTAssertEqual(spec.layoutThatFits(range).size.width, 11)
        UIScreen.main.scale = 3
        assertSameAsEngine(spec, .center(sizedElement(10, 10)), in: range, scale: 3)
        XCTAssertEqual(spec.layoutThatFits(range).size.width, 32.0 / 3)
    }
}
