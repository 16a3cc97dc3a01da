import XCTest
@testable import LayoutEngine

/// SEMANTICS-SUMMARY.md §5, every worked example, built from Swift without XML.
final class WorkedExamplesTests: XCTestCase {
    func test01_fractionAndMaxOnANode() {
        let b = box("b").width(.fraction(0.5)).maxWidth(.points(120)).height(.points(40))
        assertFrames(b, in: range(0, 0, 320, inf), ["b": "0,0,120,40"])
        assertFrames(b, in: range(320, 0, 320, inf), ["b": "0,0,320,40"])
    }

    func test02_constraintWinsStretchLetsExplicitSizeThrough() {
        let s = Element.vstack([
            box("a", 400, 10),
            box("b").minWidth(.points(200)).maxWidth(.points(100)).height(.points(10)).alignSelf(.start),
        ]).debugName("s")
        assertFrames(s, in: range(300, 0, 300, inf), ["s": "0,0,300,20", "a": "0,0,400,10", "b": "0,10,200,10"])
    }

    func test03_bareBoxFillsKnownMax() {
        assertFrames(Element.center(box("box")).debugName("c"), in: range(200, 100, 200, 100),
                     ["c": "0,0,200,100", "box": "0,0,200,100"])
    }

    func test04_verticalStackDefaultStretch() {
        let s = Element.stack(StackLayoutSpec(direction: .vertical), [
            Element.text("Hello").debugName("t"),
            box("b", nil, 20),
            box("c", 50, 20),
            Element.text("Hi").debugName("d").alignSelf(.start),
        ]).debugName("s")
        assertFrames(s, in: range(200, 0, 200, inf), [
            "s": "0,0,200,81", "t": "0,0,200,20.5", "b": "0,20.5,200,20", "c": "0,40.5,50,20", "d": "0,60.5,20.5,20.5",
        ])
    }

    func test05_flexGrowFlooringRemainderToFirstGrower() {
        let s = Element.hstack([
            Element.spacer().debugName("s1"), Element.spacer().debugName("s2"), Element.spacer().debugName("s3"),
        ])
        assertFrames(s, in: range(100, 20, 100, 20), ["s1": "0,0,34,20", "s2": "34,0,33,20", "s3": "67,0,33,20"])
    }

    func test06_flexShrinkWeightedBySize() {
        let s = Element.hstack(alignItems: .start, [
            box("a", 300, 50).flexShrink(1), box("b", 100, 50), box("c", 200, 50).flexShrink(1),
        ]).debugName("s")
        assertFrames(s, in: range(400, 0, 400, inf),
                     ["a": "0,0,180,50", "b": "180,0,100,50", "c": "280,0,120,50", "s": "0,0,400,50"])
    }

    func test07_shrinkWithPixelRounding() {
        let s = Element.vstack(alignItems: .start, [
            box("a", 50, 300).flexShrink(2), box("b", 50, 100).flexShrink(1), box("c", 50, 200).flexShrink(2),
        ]).debugName("s")
        assertFrames(s, in: range(0, 400, inf, 400),
                     ["s": "0,0,50,400", "a": "0,0,50,191", "b": "0,191,50,82", "c": "0,273,50,127.5"])
    }

    func test08_singleFlexibleChildOptimisation() {
        let s = Element.hstack(alignItems: .start, [
            box("a", 100, 20).flexGrow(1).flexShrink(1), box("b", 50, 20).flexGrow(1),
        ])
        assertFrames(s, in: range(300, 0, 300, inf), ["a": "0,0,125,20", "b": "125,0,175,20"])
    }

    func test09_spaceBetweenNoFlooring() {
        let s = Element.hstack(justifyContent: .spaceBetween, [box("a", 50, 50), box("b", 50, 50), box("c", 50, 50)])
        assertFrames(s, in: range(301, 0, 301, inf), ["a": "0,0,50,50", "b": "125.5,0,50,50", "c": "251,0,50,50"])
    }

    func test10_spaceAroundAndFinalPositionRounding() {
        let s = Element.hstack(justifyContent: .spaceAround, [box("a", 50, 50), box("b", 50, 50), box("c", 50, 50)])
        assertFrames(s, in: range(305, 0, 305, inf), ["a": "26,0,50,50", "b": "127.5,0,50,50", "c": "229.5,0,50,50"])
    }

    func test11_justifyContentNeedsExactMainSize() {
        let s = Element.hstack(justifyContent: .center, [box("a", 50, 50), box("b", 50, 50)]).debugName("s")
        assertFrames(s, in: range(0, 0, 300, inf), ["s": "0,0,100,50", "a": "0,0,50,50", "b": "50,0,50,50"])
    }

    func test12_crossCentringFloorsToPixelGrid() {
        let s = Element.hstack(alignItems: .center, [Element.text("Hi").debugName("t"), box("b", 10, 25)])
            .height(.points(50)).debugName("s")
        assertFrames(s, in: range(200, 0, 200, inf), ["s": "0,0,200,50", "t": "0,14.5,20.5,20.5", "b": "20.5,12.5,10,25"])
    }

    func test13_fractionFlexBasis() {
        let s = Element.hstack(alignItems: .start, [
            box("a", 50, 50).flexBasis(.fraction(0.5)).flexGrow(1), box("b", 50, 50).flexGrow(1), box("c", 50, 50).flexGrow(1),
        ])
        assertFrames(s, in: range(200, 0, 200, inf), ["a": "0,0,100,50", "b": "100,0,50,50", "c": "150,0,50,50"])
    }

    func test14_negativeSpacingBeforeAfter() {
        let s = Element.vstack(spacing: 10, alignItems: .start, [
            box("a", 50, 50), box("b", 100, 70).spacingBefore(-10).spacingAfter(-10), box("c", 150, 90).spacingBefore(5),
        ]).debugName("s")
        assertFrames(s, in: .unconstrained, ["s": "0,0,150,215", "a": "0,0,50,50", "b": "0,50,100,70", "c": "0,125,150,90"])
    }

    func test15_flexWrapCountsSpacingBeforeAfter() {
        var spec = StackLayoutSpec(direction: .horizontal, spacing: 50, alignItems: .start, flexWrap: .wrap)
        spec.lineSpacing = 5
        let kid = { (n: String) in box(n, 50, 50).spacingBefore(5).spacingAfter(5) }
        let s = Element.stack(spec, [kid("a"), kid("b"), kid("c")]).debugName("s")
        assertFrames(s, in: range(230, 300, 230, 300), ["a": "5,0,50,50", "b": "115,0,50,50", "c": "5,55,50,50", "s": "0,0,230,300"])
    }

    func test16_alignContentStretchWithAlignSelf() {
        let spec = StackLayoutSpec(direction: .horizontal, alignItems: .start, flexWrap: .wrap, alignContent: .stretch)
        let s = Element.stack(spec, [
            box("a", 50, 50), box("b", 50, 50), box("c", 50, 50), box("d", 50, 50).alignSelf(.center),
            box("e", 50, 50), box("f", 50, 50).alignSelf(.end),
        ])
        assertFrames(s, in: range(110, 300, 110, 300), [
            "a": "0,0,50,50", "b": "50,0,50,50", "c": "0,100,50,50", "d": "50,125,50,50", "e": "0,200,50,50", "f": "50,250,50,50",
        ])
    }

    func test17_shrunkenTextRewraps() {
        let s = Element.hstack(alignItems: .start, [
            Element.text("hello world again", fontSize: 10).debugName("t").flexShrink(1), box("b", 40, 10),
        ]).debugName("s")
        assertFrames(s, in: range(100, 0, 100, inf), ["s": "0,0,100,36", "t": "0,0,60,36", "b": "60,0,40,10"])
    }

    func test18_infiniteInsetVariableRange() {
        let i = Element.inset(EdgeInsets(top: 10, left: inf, bottom: 10, right: 10), box("a", 10, 10)).debugName("i")
        assertFrames(i, in: range(0, 0, 300, 300), ["i": "0,0,300,30", "a": "280,10,10,10"])
        assertFrames(i, in: range(300, 300, 300, 300), ["i": "0,0,300,300", "a": "280,10,10,280"])
    }

    func test19_backgroundAndInsetTag() {
        let b = Element.background(
            Element.inset(EdgeInsets(top: 8, left: 12, bottom: 8, right: 12), Element.text("Tag", fontSize: 10).debugName("t")).debugName("in"),
            box("bg")).debugName("back")
        assertFrames(b, in: .unconstrained, ["back": "0,0,42,28", "bg": "0,0,42,28", "in": "0,0,42,28", "t": "12,8,18,12"])
    }

    func test20_centerAndRelativeOptions() {
        let r = range(100, 120, 320, 160)
        assertFrames(Element.center(box("a", 70, 100), centering: .none).debugName("c"), in: r, ["a": "0,0,100,120", "c": "0,0,320,160"])
        assertFrames(Element.center(box("a", 70, 100), sizing: .minimumX).debugName("c"), in: r,
                     ["c": "0,0,100,160", "a": "15,30,70,100"])
        assertFrames(Element.relative(horizontal: .end, vertical: .center, box("a", 70, 100)).debugName("r"), in: r,
                     ["r": "0,0,320,160", "a": "250,30,70,100"])
    }

    func test21_button() {
        let b17 = Element.button(ButtonNode(title: "OK", fontSize: 17, imageSize: Size(20, 20))).debugName("btn")
        let (r1, f1) = layoutFrames(b17, .unconstrained)
        XCTAssertEqual(f1["btn"]?.description, "0,0,48.5,20.5")
        let parts1 = syntheticFrames(r1)
        XCTAssertEqual(parts1["image"]?.description, "0,0,20,20")
        XCTAssertEqual(parts1["title"]?.description, "28,0,20.5,20.5")

        let (r2, f2) = layoutFrames(Element.vstack([b17]), range(200, 0, 200, inf))
        XCTAssertEqual(f2["btn"]?.description, "0,0,200,20.5")
        XCTAssertEqual(syntheticFrames(r2)["image"]?.x, 76)
        XCTAssertEqual(syntheticFrames(r2)["title"]?.x, 104)

        let b18 = Element.button(ButtonNode(title: "OK", imageSize: Size(20, 20))).debugName("btn")
        let (r3, f3) = layoutFrames(b18, .unconstrained)
        XCTAssertEqual(f3["btn"]?.description, "0,0,50,22")
        XCTAssertEqual(syntheticFrames(r3)["image"]?.origin, Point(0, 1))
        XCTAssertEqual(syntheticFrames(r3)["title"]?.origin, Point(28, 0))
        let (r4, f4) = layoutFrames(Element.vstack([b18]), range(200, 0, 200, inf))
        XCTAssertEqual(f4["btn"]?.description, "0,0,200,22")
        XCTAssertEqual(syntheticFrames(r4)["image"]?.origin, Point(75, 1))
        XCTAssertEqual(syntheticFrames(r4)["title"]?.origin, Point(103, 0))
    }

    func test22_ratio() {
        assertFrames(Element.ratio(7, box("a", 100, 100)).debugName("r"), in: range(0, 0, 100, 100),
                     ["r": "0,0,14,100", "a": "0,0,14,100"])
        assertFrames(Element.ratio(0.5, box("a")).debugName("r"), in: range(300, 0, 300, inf), ["r": "0,0,300,150"])
    }

    func test23_absolute() {
        let a = Element.absolute([box("a", 50, 50), box("b").layoutPosition(Point(10, 60))]).debugName("abs")
        assertFrames(a, in: range(10, 10, 110, 160), ["abs": "0,0,110,160", "a": "0,0,50,50", "b": "10,60,100,100"])
        let fit = Element.absolute(sizing: .sizeToFit, [box("a", 50, 50), box("b", 100, 100).layoutPosition(Point(0, 50))]).debugName("abs")
        assertFrames(fit, in: range(0, 0, 300, 300), ["abs": "0,0,100,150"])
    }

    func test24_corner() {
        let r = range(0, 0, 120, 120)
        let wraps = Element.corner(.topRight, wrapsCorner: true, box("child", 60, 60), box("corner", 20, 20)).debugName("spec")
        assertFrames(wraps, in: r, ["spec": "0,0,70,70", "child": "0,10,60,60", "corner": "50,0,20,20"])
        let offset = Element.corner(.topRight, offset: Point(-5, 5), box("child", 60, 60), box("corner", 20, 20)).debugName("spec")
        assertFrames(offset, in: r, ["spec": "0,0,60,60", "child": "0,0,60,60", "corner": "45,-5,20,20"])
    }

    func test25_baselines() {
        let first = Element.hstack(alignItems: .baselineFirst, [
            Element.text("Big", fontSize: 20).debugName("big"), Element.text("small", fontSize: 10).debugName("small"),
        ]).debugName("s")
        assertFrames(first, in: range(0, 0, 300, inf), ["s": "0,0,66,24", "big": "0,0,36,24", "small": "36,9,30,12"])
        let last = Element.hstack(alignItems: .baselineLast, [
            Element.text("Big", fontSize: 20).debugName("big"),
            Element.text("two lines", fontSize: 10).debugName("small").width(.points(30)),
        ]).debugName("s")
        assertFrames(last, in: range(0, 0, 300, inf), ["s": "0,0,66,27", "big": "0,3,36,24", "small": "36,0,30,24"])
    }

    func test26_growViolationBelowOnePointIsNotDistributed() {
        let s = Element.hstack(alignItems: .start, [box("a", 10, 10).flexGrow(1), box("b", 10, 10).flexGrow(1)]).debugName("s")
        assertFrames(s, in: range(20.9, 0, 20.9, inf), ["s": "0,0,21,10", "a": "0,0,10,10", "b": "10,0,10,10"])
    }

    func test27_stretchBeatsMaxHeightOnRemeasure() {
        let s = Element.hstack([box("a", 50), box("b", 50, 30), box("c", 50).maxHeight(.points(10))])
        assertFrames(s, in: range(300, 0, 300, inf), ["a": "0,0,50,30", "b": "50,0,50,30", "c": "100,0,50,30"])
    }

    func test28_alignmentMapping() {
        var spec = StackLayoutSpec(direction: .vertical)
        spec.apply(horizontalAlignment: .middle, verticalAlignment: .bottom)
        XCTAssertEqual(spec.alignItems, .center)
        XCTAssertEqual(spec.justifyContent, .end)
        assertFrames(Element.stack(spec, [box("a", 50, 50), box("b", 50, 50)]), in: range(200, 200, 200, 200),
                     ["a": "75,100,50,50", "b": "75,150,50,50"])
    }
}

/// Frames of a button's internal parts by their debug names.
func syntheticFrames(_ r: LayoutResult) -> [String: Rect] {
    let frames = r.frames()
    var out: [String: Rect] = [:]
    for i in r.elements.documentCount..<r.elements.count {
        if let n = r.elements.records[i].debugName, let f = frames[i] { out[n] = f }
    }
    return out
}
