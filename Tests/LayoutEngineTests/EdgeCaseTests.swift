import Synchronization
import XCTest
@testable import LayoutEngine
import _XMLLayoutTestSupport

/// Edge cases SEMANTICS-SUMMARY.md names beyond its worked examples.
final class EdgeCaseTests: XCTestCase {
    func testStackWithoutChildrenTakesItsMin() {
        assertFrames(Element.vstack([]).debugName("s").minHeight(.points(10)), in: range(30, 0, 100, inf), ["s": "0,0,30,10"])
    }

    func testOverflowWithEveryJustifyContent() {
        let expectations: [(JustifyContent, [String])] = [
            (.start, ["0", "50", "100"]), (.center, ["-25", "25", "75"]), (.end, ["-50", "0", "50"]),
            (.spaceBetween, ["0", "50", "100"]), (.spaceAround, ["-25", "25", "75"]),
        ]
        for (j, xs) in expectations {
            let s = Element.hstack(justifyContent: j, [box("a", 50, 10), box("b", 50, 10), box("c", 50, 10)])
            let (_, f) = layoutFrames(s, range(100, 0, 100, inf))
            XCTAssertEqual(["a", "b", "c"].map { formatPoints(f[$0]!.x) }, xs, "justifyContent \(j)")
        }
    }

    func testUnderflowWithEveryJustifyContent() {
        let expectations: [(JustifyContent, [String])] = [
            (.start, ["0", "20"]), (.center, ["30", "50"]), (.end, ["60", "80"]),
            (.spaceBetween, ["0", "80"]), (.spaceAround, ["15", "65"]),
        ]
        for (j, xs) in expectations {
            let s = Element.hstack(justifyContent: j, [box("a", 20, 10), box("b", 20, 10)])
            let (_, f) = layoutFrames(s, range(100, 0, 100, inf))
            XCTAssertEqual(["a", "b"].map { formatPoints(f[$0]!.x) }, xs, "justifyContent \(j)")
        }
    }

    func testAllInfiniteInsetsCentreInTheMax() {
        let i = Element.inset(EdgeInsets(all: inf), box("a", 10, 10)).debugName("i")
        assertFrames(i, in: range(0, 0, 100, 50), ["a": "45,20,10,10", "i": "0,0,100,50"])
    }

    func testInfiniteInsetAgainstInfiniteMaxZeroesTheOrigin() {
        // The offset is not finite; Texture zeroes a non-finite origin (§3.2, §4).
        let i = Element.inset(EdgeInsets(top: 0, left: inf, bottom: 0, right: 0), box("a", 10, 10)).debugName("i")
        let (r, f) = layoutFrames(i, .unconstrained)
        XCTAssertEqual(f["a"]?.x, 0)
        XCTAssertEqual(r.size.width, 0, "width ∞ falls back to C.maxW = ∞ and sanitises to 0×0")
    }

    func testInsetPassesZeroNotNaNForAnUndefinedParent() {
        // §1.4: the same 50% child resolves to 0 inside an inset but to auto directly in the stack.
        let inInset = Element.vstack([Element.inset(.zero, box("a").height(.fraction(0.5)).width(.points(10)))])
        let direct = Element.vstack([box("a").height(.fraction(0.5)).width(.points(10)).alignSelf(.start)])
        XCTAssertEqual(layoutFrames(inInset, range(100, 0, 100, inf)).1["a"]?.height, 0)
        let (r, f) = layoutFrames(direct, range(100, 0, 100, inf))
        XCTAssertEqual(f["a"]?.height, 0, "auto height of a box with unknown max is 0")
        XCTAssertEqual(r.issues.map(\.kind), [.fractionOfUnknownParent])
    }

    func testFractionAgainstInfiniteParentIsAutoWithAnIssue() {
        let (r, f) = layoutFrames(box("b", 10).height(.fraction(0.5)), range(0, 0, 100, inf))
        XCTAssertEqual(f["b"]?.height, 0)
        XCTAssertEqual(r.issues.first?.kind, .fractionOfUnknownParent)
    }

    func testVideoPlayerIsPerAxisAndBoxIsAllOrNothing() {
        assertFrames(Element(.videoPlayer).debugName("v"), in: range(0, 0, 300, inf), ["v": "0,0,300,0"])
        assertFrames(box("b"), in: range(0, 0, 300, inf), ["b": "0,0,0,0"])
        assertFrames(Element(.video).debugName("v"), in: range(0, 0, 300, 200), ["v": "0,0,300,200"])
    }

    func testEditableTextRoundsToWholePointsAndUsesPlaceholder() {
        let e = Element(.editableText(EditableTextNode(placeholder: "Hi"))).debugName("e")
        assertFrames(e, in: .unconstrained, ["e": "0,0,21,21"])
        assertFrames(Element(.editableText(EditableTextNode())).debugName("e"), in: .unconstrained, ["e": "0,0,0,0"])
    }

    func testImageIntrinsicSizeIsClampedNotLimited() {
        assertFrames(Element.image(size: Size(400, 300)).debugName("i"), in: range(0, 0, 200, 200), ["i": "0,0,200,200"])
        assertFrames(Element.image(size: nil).debugName("i"), in: range(0, 0, 200, 100), ["i": "0,0,200,100"])
    }

    func testUnmeasuredOptimisedPlaceholderGetsAZeroSubtree() {
        // a is the single flexible child; b overflows, a's weight is 0 ⇒ no flexing, a never measured.
        let a = Element.vstack([box("inner", 30, 30)]).debugName("a").flexGrow(1).flexShrink(1)
        let s = Element.hstack(alignItems: .start, [a, box("b", 150, 10)])
        let (r, f) = layoutFrames(s, range(100, 0, 100, inf))
        XCTAssertEqual(f["a"]?.size, .zero)
        XCTAssertEqual(f["inner"]?.size, .zero)
        XCTAssertTrue(r.frames().allSatisfy { $0 != nil }, "every element has a frame")
    }

    /// The placeholder's subtree, never measured, is 0×0 everywhere it is
    /// read: frames (each at its parent's origin, rounded as usual), the
    /// `Layout` tree, painting order, text.
    func testAnUnmeasuredPlaceholdersSubtreeIsZeroInEveryView() {
        let inner = Element.inset(EdgeInsets(all: 3), Element.text("hello").debugName("t"))
        let a = Element.vstack([Element.hstack([box("x", 30, 30), inner.debugName("in")]).debugName("row"),
                                Element(.box, children: [box("y", 5, 5)]).debugName("card")])
            .debugName("a").flexGrow(1).flexShrink(1)
        let s = Element.hstack(alignItems: .start, [box("lead", 10.25, 10), a, box("b", 150, 10)])
        let (r, f) = layoutFrames(s, range(100, 0, 100, inf))
        for name in ["a", "row", "x", "in", "t", "card", "y"] {
            XCTAssertEqual(f[name]?.size, .zero, name)
            XCTAssertEqual(f[name]?.origin, f["a"]?.origin, name)
        }
        XCTAssertEqual(f["a"]?.x, 10.5, "after lead, ceiled to the pixel grid")
        XCTAssertEqual(r.paintingOrder().map(\.rawValue), Array(0 ..< r.elements.count), "document order")
        func walk(_ l: Layout, _ out: inout [Int]) {
            out.append(l.element.rawValue)
            if (2 ... 8).contains(l.element.rawValue) { // a and its subtree
                XCTAssertEqual(l.size, .zero)
                XCTAssertNil(l.text)
            }
            if (3 ... 8).contains(l.element.rawValue) { XCTAssertEqual(l.position, .zero) } // at (0,0) in a
            for s in l.sublayouts { walk(s, &out) }
        }
        var order: [Int] = []
        walk(r.rootLayout(), &order)
        XCTAssertEqual(order, Array(0 ..< r.elements.count))
        XCTAssertEqual(r.frames().compactMap { $0 }.count, r.elements.count, "every element has a frame")
        XCTAssertEqual(r.elements.debugName(of: ElementID(6)), "t")
        XCTAssertNil(r.text(of: ElementID(6)), "t is never measured")
    }

    /// A chain of stacks, each the single flexible child of its parent:
    /// every level's placeholder is one record, not a copy of the chain below
    /// (that made 45,000 records for these 300 levels).
    func testAChainOfPlaceholdersStaysLinear() {
        var e = box("leaf", 10, 10)
        for _ in 0 ..< 300 { e = Element.hstack([e.flexGrow(1).flexShrink(1)]) }
        let r = LayoutEngine.layout(e, in: range(100, 0, 100, inf))
        XCTAssertLessThan(r.treeArena.measured.count, 4 * r.elements.count)
        XCTAssertEqual(r.frames().compactMap { $0 }.count, r.elements.count)
    }

    func testNodeWithItsOwnSpecSizesFromIt() {
        let card = Element(.box, children: [Element.inset(EdgeInsets(all: 5), box("x", 10, 10))]).debugName("card")
        assertFrames(Element.hstack(alignItems: .start, [card]), in: range(0, 0, 100, 100), ["card": "0,0,20,20", "x": "5,5,10,10"])
    }

    func testNodeOriginsAreRoundedRelativeToTheNearestNode() {
        // Two nested centring stacks: positions sum inside the spec chain, then ceil once at the node.
        let inner = Element.hstack(justifyContent: .center, [box("leaf", 10.5, 10)])
        let s = Element.vstack(alignItems: .start, [inner.width(.points(20.25))])
        let (_, f) = layoutFrames(s, range(100, 0, 100, inf))
        XCTAssertEqual(f["leaf"]?.x, 5)   // (20.5 − 10.5) / 2 = 5 (width 20.25 ceils to 20.5)
    }

    func testScreenScaleChangesTheGrid() {
        let s = Element.vstack(alignItems: .start, [box("a", 50, 300).flexShrink(1), box("b", 50, 200).flexShrink(1)])
        let (_, f3) = layoutFrames(s, range(0, 400, inf, 400), scale: 3)
        XCTAssertEqual(f3["a"]!.height, (240 * 3).rounded(.up) / 3)
        let (_, f1) = layoutFrames(s, range(0, 400, inf, 400), scale: 1)
        XCTAssertEqual(f1["a"]!.height, 240)
    }

    func testLayoutsAreSendableAndDeterministicAcrossThreads() {
        let tree = Element.vstack(spacing: 4, (0..<200).map { i in
            Element.hstack([Element.text("row \(i)"), Element.spacer(), box("b\(i)", 20, 20)])
        })
        let expected = LayoutEngine.layout(tree, in: range(320, 0, 320, inf)).frames()
        // A lock-guarded box, so the compiler checks the cross-thread writes.
        let results = Mutex<[[Rect?]]>(Array(repeating: [], count: 8))
        DispatchQueue.concurrentPerform(iterations: 8) { k in
            let frames = LayoutEngine.layout(tree, in: range(320, 0, 320, inf)).frames()
            results.withLock { $0[k] = frames }
        }
        let all = results.withLock { $0 }
        for k in 0..<8 { XCTAssertEqual(all[k], expected) }
        // Threads of one process share its hash seed; the golden, recorded by
        // another process, also catches results that depend on hashing order.
        assertSnapshot(expected.enumerated().map { "\($0.offset) \($0.element.map { "\($0)" } ?? "-")" }
            .joined(separator: "\n"), named: "deterministicFrames")
    }
}
