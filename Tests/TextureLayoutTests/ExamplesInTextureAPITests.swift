import LayoutEngine
import TextureLayout
import XCTest
import _TextureTestSupport

/// Every Layouts example written by hand with Texture's API, as a Texture
/// developer would, gives the same frames as the XML file through the XML
/// pipeline (`LayoutLoader` + `LayoutEngine.layout`).
final class ExamplesInTextureAPITests: XCTestCase {
    func text(_ s: String, _ size: CGFloat, _ color: UIColor? = nil, maxLines: UInt = 0, weight: UIFont.Weight = .regular,
              font: UIFont? = nil) -> ASTextNode {
        let node = ASTextNode()
        var attributes: [NSAttributedString.Key: Any] = [.font: font ?? UIFont.systemFont(ofSize: size, weight: weight)]
        if let color { attributes[.foregroundColor] = color }
        node.attributedText = NSAttributedString(string: s, attributes: attributes)
        node.maximumNumberOfLines = maxLines
        return node
    }

    /// A picture of Layouts/examples/images, its size read from the file's header.
    func exampleImage(_ name: String) -> UIImage? {
        UIImage(contentsOfFile: examplesDirectory.appendingPathComponent("images/" + name).path)
    }

    func blankImage(_ w: CGFloat, _ h: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: w, height: h)).image { _ in }
    }

    func box(_ color: UIColor) -> ASDisplayNode {
        let node = ASDisplayNode()
        node.backgroundColor = color
        return node
    }

    /// Lays `root` out in the XML file's root range and compares.
    func assertMatches(_ file: String, _ root: ASLayoutElement, line: UInt = #line) {
        guard let (doc, xml) = renderXML(file, line: line) else { return }
        let r = doc.rootRange
        let range = ASSizeRangeMake(CGSize(width: r.min.width, height: r.min.height),
                                    CGSize(width: r.max.width, height: r.max.height))
        let layout = root.layoutThatFits(range)
        XCTAssertEqual(Double(layout.size.width), xml.size.width, file, line: line)
        XCTAssertEqual(Double(layout.size.height), xml.size.height, file, line: line)
        assertSameFrames(xml: xml, texture: layout.layoutResult, file, line: line)
    }

    func testCard() {
        final class CardNode: ASDisplayNode {
            let card = ASDisplayNode()
            let cover = ASImageNode()
            let title = ASTextNode(), subtitle = ASTextNode(), date = ASTextNode()
            let separator = ASDisplayNode()
            let likes = ASButtonNode(), shares = ASButtonNode()
            let page = ASDisplayNode()

            init(_ t: ExamplesInTextureAPITests) {
                super.init()
                automaticallyManagesSubnodes = true
                cover.image = t.exampleImage("coast.jpg")
                title.attributedText = t.text("Hiking the Lost Coast", 20, weight: .bold).attributedText
                title.maximumNumberOfLines = 1
                subtitle.attributedText = t.text("Three days, twenty-five miles of black sand beaches and not a single road.", 14).attributedText
                subtitle.maximumNumberOfLines = 2
                separator.style.height = ASDimensionMake(1)
                date.attributedText = t.text("12 Oct 2024", 13, .gray).attributedText
                for (button, title) in [(likes, "128"), (shares, "16")] {
                    button.setTitle(title, with: UIFont.systemFont(ofSize: 13), with: .red, for: .normal)
                    button.setImage(t.blankImage(14, 14), for: .normal)
                    button.contentSpacing = 4
                }
                card.automaticallyManagesSubnodes = true
                card.layoutSpecBlock = { [unowned self] _, _ in
                    let flexibleSpace = ASLayoutSpec()
                    flexibleSpace.style.flexGrow = 1
                    let fixedSpace = ASLayoutSpec()
                    fixedSpace.style.width = ASDimensionMakeWithPoints(12)
                    let bottomBar = ASStackLayoutSpec.horizontal()
                    bottomBar.alignItems = .center
                    bottomBar.children = [self.date, flexibleSpace, self.likes, fixedSpace, self.shares]
                    let titles = ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                                   alignItems: .stretch, children: [self.title, self.subtitle])
                    let stack = ASStackLayoutSpec.vertical()
                    stack.children = [
                        ASRatioLayoutSpec(ratio: 0.5, child: self.cover),
                        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 16, bottom: 8, right: 16), child: titles),
                        self.separator,
                        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: bottomBar),
                    ]
                    return stack
                }
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let margin = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: card)
                return ASBackgroundLayoutSpec(child: margin, background: page)
            }
        }
        assertMatches("card.xml", CardNode(self))
    }

    func testFlexBasisSplit() {
        let left = box(.orange), right = box(.blue)
        left.style.flexBasis = ASDimensionMake("40%")
        right.style.flexBasis = ASDimensionMakeWithFraction(0.6)
        for (node, label) in [(left, "40%"), (right, "60%")] {
            let textNode = text(label, 20, .white)
            node.automaticallyManagesSubnodes = true
            node.layoutSpecBlock = { _, _ in ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: textNode) }
        }
        let horizontalStack = ASStackLayoutSpec.horizontal()
        horizontalStack.children = [left, right]
        assertMatches("flex-basis-split.xml", horizontalStack)
    }

    func testKittensCell() {
        final class KittenNode: ASDisplayNode {
            let divider = ASDisplayNode()
            let image = ASImageNode()
            let textNode = ASTextNode()

            init(_ t: ExamplesInTextureAPITests) {
                super.init()
                automaticallyManagesSubnodes = true
                backgroundColor = .white
                divider.style.height = ASDimensionMake("0.5pt")
                image.image = UIImage(contentsOfFile: examplesDirectory.appendingPathComponent("images/kitten.png").path)
                textNode.attributedText = t.text("Kitty ipsum dolor sit amet, purr sleep on your face lay down in your way biting, sniff tincidunt a etiam fluffy fur judging you stuck in a tree kittens.", 12, font: UIFont(name: "Times New Roman", size: 12)).attributedText
                textNode.style.flexShrink = 1
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let imageAndText = ASStackLayoutSpec(direction: .horizontal, spacing: 10, justifyContent: .start,
                                                     alignItems: .start, children: [image, textNode])
                let padding = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16),
                                                child: imageAndText)
                return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                                         children: [divider, padding])
            }
        }
        let node = KittenNode(self)
        XCTAssertEqual(node.image.image?.size, CGSize(width: 120, height: 80))
        assertMatches("kittens-cell.xml", node)
    }

    func testPhotoFeedCell() throws {
        let cell = box(.white)
        let avatar = ASImageNode()
        let gif = try XCTUnwrap(UIImage(contentsOfFile: examplesDirectory.appendingPathComponent("images/avatar.gif").path))
        avatar.image = UIImage(cgImage: try XCTUnwrap(gif.cgImage), scale: 2, orientation: .up)
        let username = text("hannahmbanana", 14, weight: .semibold)
        username.style.flexShrink = 1
        let location = text("Sunset Beach, San Francisco, CA", 14, maxLines: 1)
        location.style.flexShrink = 1
        let time = text("2h", 14)
        time.style.spacingBefore = 10
        let photo = ASImageNode()
        photo.image = exampleImage("coast.jpg")
        let likes = text("128 likes", 14, weight: .semibold)
        let description = text("hannahmbanana Golden hour at the beach with the whole crew, the fog rolled in just after we packed up the camera and headed home for dinner.", 14, maxLines: 3)

        cell.layoutSpecBlock = { _, _ in
            let userStack = ASStackLayoutSpec.vertical()
            userStack.style.flexShrink = 1
            userStack.children = [username, location]
            let spacer = ASLayoutSpec()
            spacer.style.flexGrow = 1
            let avatarInset = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 10), child: avatar)
            let header = ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .center,
                                           children: [avatarInset, userStack, spacer, time])
            let footer = ASStackLayoutSpec(direction: .vertical, spacing: 5, justifyContent: .start, alignItems: .stretch,
                                           children: [likes, description])
            let main = ASStackLayoutSpec.vertical()
            main.children = [
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10), child: header),
                ASRatioLayoutSpec(ratio: 1, child: photo),
                ASInsetLayoutSpec(insets: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10), child: footer),
            ]
            return main
        }
        assertMatches("photo-feed-cell.xml", cell)
    }

    func testPhotoWithInsetTextOverlay() {
        // The docs' layoutSpecThatFits, with the photo's size fixed.
        final class PhotoWithInsetTextOverlay: ASDisplayNode {
            let photoNode = ASImageNode()
            let titleNode = ASTextNode()
            let cell = ASDisplayNode()

            override init() {
                super.init()
                automaticallyManagesSubnodes = true
                photoNode.image = UIImage(contentsOfFile: examplesDirectory.appendingPathComponent("images/coast.jpg").path)
                titleNode.attributedText = NSAttributedString(string: "family fall hikes",
                                                              attributes: [.font: UIFont.boldSystemFont(ofSize: 16)])
                titleNode.maximumNumberOfLines = 2
                titleNode.truncationMode = .byTruncatingTail
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                photoNode.style.preferredSize = CGSize(width: 200, height: 200)
                // INFINITY is used to make the inset unbounded
                let insets = UIEdgeInsets(top: CGFloat.infinity, left: 12, bottom: 12, right: 12)
                let textInsetSpec = ASInsetLayoutSpec(insets: insets, child: titleNode)
                let overlay = ASOverlayLayoutSpec(child: photoNode, overlay: textInsetSpec)
                let center = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: overlay)
                let inset = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: center)
                return ASBackgroundLayoutSpec(child: inset, background: cell)
            }
        }
        assertMatches("photo-with-inset-text-overlay.xml", PhotoWithInsetTextOverlay())
    }

    func testPhotoWithOutsetIcon() {
        let photoNode = ASImageNode()
        photoNode.image = exampleImage("kitten.png")
        let iconNode = ASNetworkImageNode()
        iconNode.url = URL(string: "http://texturegroup.org/static/images/layout-examples-photo-with-outset-icon-overlay-icon.png")
        // The docs' layoutSpecThatFits:
        iconNode.style.preferredSize = CGSize(width: 40, height: 40)
        iconNode.style.layoutPosition = CGPoint(x: 150, y: 0)
        photoNode.style.preferredSize = CGSize(width: 150, height: 150)
        photoNode.style.layoutPosition = CGPoint(x: 40 / 2.0, y: 40 / 2.0)
        let absoluteSpec = ASAbsoluteLayoutSpec(children: [photoNode, iconNode])
        absoluteSpec.sizing = .sizeToFit

        let center = ASCenterLayoutSpec(centeringOptions: .X, sizingOptions: .minimumY, child: absoluteSpec)
        let inset = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12), child: center)
        assertMatches("photo-with-outset-icon.xml", ASBackgroundLayoutSpec(child: inset, background: box(.purple)))
    }

    func testPostHeader() {
        // The docs' HeaderWithRightAndLeftItems, with the file's fonts.
        final class HeaderWithRightAndLeftItems: ASDisplayNode {
            let userNameNode = ASTextNode()
            let postLocationNode = ASTextNode()
            let postTimeNode = ASTextNode()
            let cell = ASDisplayNode()

            init(_ t: ExamplesInTextureAPITests) {
                super.init()
                automaticallyManagesSubnodes = true
                userNameNode.attributedText = t.text("hannahmbanana", 17, weight: .semibold).attributedText
                userNameNode.maximumNumberOfLines = 1
                userNameNode.truncationMode = .byTruncatingTail
                postLocationNode.attributedText = t.text("san fran ca", 12).attributedText
                postLocationNode.maximumNumberOfLines = 1
                postTimeNode.attributedText = t.text("30m", 17).attributedText
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let nameLocationStack = ASStackLayoutSpec.vertical()
                nameLocationStack.style.flexShrink = 1.0
                nameLocationStack.style.flexGrow = 1.0
                if postLocationNode.attributedText != nil {
                    nameLocationStack.children = [userNameNode, postLocationNode]
                } else {
                    nameLocationStack.children = [userNameNode]
                }
                let headerStackSpec = ASStackLayoutSpec(direction: .horizontal, spacing: 40, justifyContent: .start,
                                                        alignItems: .center, children: [nameLocationStack, postTimeNode])
                let inset = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
                                              child: headerStackSpec)
                return ASBackgroundLayoutSpec(child: inset, background: cell)
            }
        }
        assertMatches("post-header.xml", HeaderWithRightAndLeftItems(self))
    }

    func testSimpleInsetTextCell() {
        final class SimpleInsetTextCell: ASDisplayNode {
            let _titleNode = ASTextNode()

            init(_ t: ExamplesInTextureAPITests) {
                super.init()
                automaticallyManagesSubnodes = true
                cornerRadius = 8
                _titleNode.attributedText = t.text("Kitchen ideas", 18, .white, weight: .bold).attributedText
                _titleNode.maximumNumberOfLines = 1
            }

            // The docs' code.
            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                let insets = UIEdgeInsets(top: 0, left: 12, bottom: 4, right: 4)
                let inset = ASInsetLayoutSpec(insets: insets, child: _titleNode)
                return ASCenterLayoutSpec(centeringOptions: .Y, sizingOptions: .minimumX, child: inset)
            }
        }
        assertMatches("simple-inset-text-cell.xml", SimpleInsetTextCell(self))
    }

    func testTextCenteredOverImage() {
        let image = ASImageNode()
        image.image = blankImage(375, 200)
        let caption = text("Golden Gate at dusk", 20, .white, maxLines: 1, weight: .semibold)
        let plate = box(UIColor(white: 0, alpha: 0.6))
        plate.cornerRadius = 8
        let padding = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: caption)
        let center = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [],
                                        child: ASBackgroundLayoutSpec(child: padding, background: plate))
        assertMatches("text-centered-over-image.xml", ASOverlayLayoutSpec(child: image, overlay: center))
    }

    func testTopAndBottomSeparatorLines() {
        final class FlexibleSeparatorSurroundingContent: ASDisplayNode {
            let topSeparator = ASDisplayNode()
            let bottomSeparator = ASDisplayNode()
            let textNode = ASTextNode()

            init(_ t: ExamplesInTextureAPITests) {
                super.init()
                automaticallyManagesSubnodes = true
                backgroundColor = .white
                textNode.attributedText = t.text("this is a long text node", 16, .black).attributedText
            }

            override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                for separator in [topSeparator, bottomSeparator] {
                    separator.style.height = ASDimensionMake(1)
                    separator.style.flexGrow = 1.0
                }
                let textInset = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20), child: textNode)
                let verticalStackSpec = ASStackLayoutSpec.vertical()
                verticalStackSpec.justifyContent = .center
                verticalStackSpec.children = [topSeparator, textInset, bottomSeparator]
                return verticalStackSpec
            }
        }
        assertMatches("top-and-bottom-separator-lines.xml", FlexibleSeparatorSurroundingContent(self))
    }
}
