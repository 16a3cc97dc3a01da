import LayoutEngine
import TextureLayout
import XCTest

/// Each layout spec with Texture's initialisers and properties against the
/// engine's spec.
final class SpecTests: XCTestCase {
    // Sizes below are the fixed text model's (0.6 × fontSize a character, 1.2 × a line).
    override func setUp() { ASTextMetrics.current = .fixed }
    override func tearDown() { ASTextMetrics.current = .font }

    func testStackInitialiserAndDefaults() {
        let s = ASStackLayoutSpec(direction: .vertical, spacing: 6, justifyContent: .spaceBetween, alignItems: .center,
                                  children: [sized(10, 20), sized(30, 10)])
        let e = Element.stack(StackLayoutSpec(direction: .vertical, spacing: 6, justifyContent: .spaceBetween,
                                              alignItems: .center), [sizedElement(10, 20), sizedElement(30, 10)])
        assertSameAsEngine(s, e)
        let h = ASStackLayoutSpec.horizontal(), v = ASStackLayoutSpec.vertical()
        XCTAssertEqual(h.direction, .horizontal)
        XCTAssertEqual(v.direction, .vertical)
        XCTAssertEqual(ASStackLayoutSpec().alignItems, .stretch)
        XCTAssertEqual(ASStackLayoutSpec().justifyContent, .start)
    }

    func testStackWrapAlignContentLineSpacing() {
        let kids = (0..<7).map { _ in sized(50, 20) }
        let s = ASStackLayoutSpec(direction: .horizontal, spacing: 5, justifyContent: .center, alignItems: .start,
                                  flexWrap: .wrap, alignContent: .spaceBetween, lineSpacing: 3, children: kids)
        let e = Element.stack(StackLayoutSpec(direction: .horizontal, spacing: 5, justifyContent: .center, alignItems: .start,
                                              flexWrap: .wrap, alignContent: .spaceBetween, lineSpacing: 3),
                              (0..<7).map { _ in sizedElement(50, 20) })
        assertSameAsEngine(s, e, in: ASSizeRangeMake(CGSize(width: 170, height: 200)))
        let s2 = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                                   flexWrap: .wrap, alignContent: .stretch, children: [sized(10, 150), sized(10, 150)])
        let e2 = Element.stack(StackLayoutSpec(direction: .vertical, flexWrap: .wrap, alignContent: .stretch),
                               [sizedElement(10, 150), sizedElement(10, 150)])
        assertSameAsEngine(s2, e2, in: ASSizeRangeMake(CGSize(width: 100, height: 200)))
    }

    func testStackAlignmentConveniences() {
        let s = ASStackLayoutSpec.vertical()
        s.horizontalAlignment = .right
        s.verticalAlignment = .bottom
        s.children = [sized(10, 10)]
        var spec = StackLayoutSpec(direction: .vertical)
        spec.apply(horizontalAlignment: .right, verticalAlignment: .bottom)
        XCTAssertEqual(spec.alignItems, .end)
        assertSameAsEngine(s, .stack(spec, [sizedElement(10, 10)]), in: ASSizeRangeMake(CGSize(width: 100, height: 100)))
    }

    func testStackBaselines() {
        let a = ASTextNode(), b = ASTextNode()
        a.attributedText = NSAttributedString(string: "Big", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        b.attributedText = NSAttributedString(string: "small", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        let s = ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .baselineLast,
                                  children: [a, b])
        assertSameAsEngine(s, .hstack(spacing: 4, alignItems: .baselineLast, [.text("Big", fontSize: 30), .text("small", fontSize: 10)]))
        let layout = s.layoutThatFits(ASSizeRangeUnconstrained)
        // The last baselines line up: 36 − 9 for the big text, 12 − 3 for the small one.
        XCTAssertEqual(layout.sublayouts[1].position.y, 27 - 9)
    }

    func testInsetIncludingInfinity() {
        let s = ASInsetLayoutSpec(insets: UIEdgeInsets(top: .infinity, left: 12, bottom: 12, right: 12), child: sized(40, 20))
        assertSameAsEngine(ASOverlayLayoutSpec(child: sized(200, 200), overlay: s),
                           .overlay(sizedElement(200, 200),
                                    .inset(EdgeInsets(top: .infinity, left: 12, bottom: 12, right: 12), sizedElement(40, 20))))
        let frames = ASOverlayLayoutSpec(child: sized(200, 200), overlay: s).layoutThatFits(ASSizeRangeUnconstrained)
        // The overlay is stretched to 200 × 200, so the inset gives its child an exact width of 176.
        XCTAssertEqual(frames.sublayouts[1].sublayouts[0].frame, CGRect(x: 12, y: 168, width: 176, height: 20))
    }

    func testOverlayAndBackground() {
        assertSameAsEngine(ASBackgroundLayoutSpec(child: sized(50, 60), background: ASDisplayNode()),
                           .background(sizedElement(50, 60), Element(.box)))
        let layout = ASBackgroundLayoutSpec(child: sized(50, 60), background: ASDisplayNode()).layoutThatFits(ASSizeRangeUnconstrained)
        XCTAssertEqual(layout.size, CGSize(width: 50, height: 60))
        XCTAssertEqual(layout.sublayouts.map(\.size), [CGSize(width: 50, height: 60), CGSize(width: 50, height: 60)])
    }

    func testCenterEveryOption() {
        let centerings: [(ASCenterLayoutSpecCenteringOptions, CenteringOptions)] = [([], .none), (.X, .x), (.Y, .y), (.XY, .xy)]
        let sizings: [(ASCenterLayoutSpecSizingOptions, CenterSizingOptions)] =
            [([], .default), (.minimumX, .minimumX), (.minimumY, .minimumY), (.minimumXY, .minimumXY)]
        for (c, ec) in centerings {
            for (s, es) in sizings {
                assertSameAsEngine(ASCenterLayoutSpec(centeringOptions: c, sizingOptions: s, child: sized(30, 40)),
                                   .center(sizedElement(30, 40), centering: ec, sizing: es))
            }
        }
        let l = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: sized(30, 40))
            .layoutThatFits(ASSizeRangeMake(CGSize(width: 100, height: 100)))
        XCTAssertEqual(l.sublayouts[0].position, CGPoint(x: 35, y: 30))
    }

    func testRatio() {
        assertSameAsEngine(ASRatioLayoutSpec(ratio: 0.5, child: ASDisplayNode()), .ratio(0.5, Element(.box)),
                           in: ASSizeRangeMake(CGSize(width: 200, height: 0), CGSize(width: 200, height: CGFloat.infinity)))
        let l = ASRatioLayoutSpec(ratio: 0.5, child: ASDisplayNode())
            .layoutThatFits(ASSizeRangeMake(CGSize(width: 200, height: 0), CGSize(width: 200, height: CGFloat.infinity)))
        XCTAssertEqual(l.size, CGSize(width: 200, height: 100))
    }

    func testRelativeEveryOption() {
        let positions: [(ASRelativeLayoutSpecPosition, RelativePosition)] = [(.none, .none), (.start, .start), (.center, .center), (.end, .end)]
        let sizings: [(ASRelativeLayoutSpecSizingOption, RelativeSizingOption)] =
            [([], .default), (.minimumWidth, .minimumWidth), (.minimumHeight, .minimumHeight), (.minimumSize, .minimumSize)]
        for (h, eh) in positions {
            for (v, ev) in positions {
                for (s, es) in sizings {
                    assertSameAsEngine(ASRelativeLayoutSpec(horizontalPosition: h, verticalPosition: v, sizingOption: s,
                                                            child: sized(20, 10)),
                                       .relative(horizontal: eh, vertical: ev, sizing: es, sizedElement(20, 10)))
                }
            }
        }
        let l = ASRelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .center, sizingOption: [], child: sized(20, 10))
            .layoutThatFits(ASSizeRangeMake(CGSize(width: 100, height: 50)))
        XCTAssertEqual(l.sublayouts[0].position, CGPoint(x: 80, y: 20))
    }

    func testAbsolute() {
        let a = sized(10, 10), b = sized(20, 20)
        a.style.layoutPosition = CGPoint(x: 5, y: 7)
        b.style.layoutPosition = CGPoint(x: 50, y: 3)
        let ea = sizedElement(10, 10).layoutPosition(Point(5, 7)), eb = sizedElement(20, 20).layoutPosition(Point(50, 3))
        assertSameAsEngine(ASAbsoluteLayoutSpec(children: [a, b]), .absolute([ea, eb]))
        assertSameAsEngine(ASAbsoluteLayoutSpec(sizing: .sizeToFit, children: [a, b]), .absolute(sizing: .sizeToFit, [ea, eb]))
        XCTAssertEqual(ASAbsoluteLayoutSpec(sizing: .sizeToFit, children: [a, b]).layoutThatFits(ASSizeRangeUnconstrained).size,
                       CGSize(width: 70, height: 23))
        XCTAssertEqual(ASAbsoluteLayoutSpec(children: [a, b]).sizing, .default)
    }

    func testCorner() {
        let spec = ASCornerLayoutSpec(child: sized(100, 100), corner: sized(20, 20), location: .topRight)
        spec.offset = CGPoint(x: -3, y: 3)
        assertSameAsEngine(spec, .corner(.topRight, offset: Point(-3, 3), sizedElement(100, 100), sizedElement(20, 20)))
        XCTAssertEqual(spec.layoutThatFits(ASSizeRangeUnconstrained).sublayouts[1].position, CGPoint(x: 87, y: -7))
        let wrapping = ASCornerLayoutSpec(child: sized(100, 100), corner: sized(20, 20), location: .bottomLeft)
        wrapping.wrapsCorner = true
        assertSameAsEngine(wrapping, .corner(.bottomLeft, wrapsCorner: true, sizedElement(100, 100), sizedElement(20, 20)))
        XCTAssertEqual(wrapping.cornerLocation, .bottomLeft)
    }

    func testWrapperAndSpacer() {
        assertSameAsEngine(ASWrapperLayoutSpec(layoutElement: sized(10, 20)), .wrapper(sizedElement(10, 20)))
        assertSameAsEngine(ASWrapperLayoutSpec(layoutElements: [sized(10, 20), sized(30, 5)]),
                           Element(.wrapper, children: [sizedElement(10, 20), sizedElement(30, 5)]))
        let spacer = ASLayoutSpec()
        spacer.style.flexGrow = 1
        let row = ASStackLayoutSpec.horizontal()
        row.children = [sized(10, 10), spacer, sized(10, 10)]
        assertSameAsEngine(row, .hstack([sizedElement(10, 10), .spacer(), sizedElement(10, 10)]))
        XCTAssertEqual(row.layoutThatFits(ASSizeRangeMake(CGSize(width: 100, height: 10))).sublayouts[2].position.x, 90)
    }

    func testAsciiArtIsTheEngines() {
        let n = ASTextNode()
        n.debugName = "title"
        let spec = ASInsetLayoutSpec(insets: .zero, child: ASStackLayoutSpec(direction: .horizontal, spacing: 0,
                                                                             justifyContent: .start, alignItems: .stretch,
                                                                             children: [n, ASDisplayNode()]))
        let e = Element.inset(.zero, .hstack([Element.text("", fontSize: 12).debugName("title"), .box()]))
        XCTAssertEqual(spec.asciiArtString(), e.asciiArtString)
        XCTAssertTrue(spec.asciiArtString().contains("ASTextNode (title)"))
    }
}
