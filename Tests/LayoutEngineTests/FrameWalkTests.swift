import XCTest
@testable import LayoutEngine

/// `LayoutResult.frames()` and `text(of:)` are written in one walk of the
/// final layout, each slot once, filling the slots of elements without a
/// layout as the walk passes them (`LayoutPass.makeFrames`). The walk meets
/// elements out of document order too (a background is painted, and
/// placed, before its child): every slot must still end up right.
final class FrameWalkTests: XCTestCase {
    func tree() -> Element {
        // A ratio lays out its first child only: the second, and everything
        // in it, gets no layout.
        let ratio = Element(.ratio(RatioLayoutSpec(ratio: 0.5)), children: [
            Element.vstack([Element.text("first").debugName("t1"), box("a", 10, 10)]),
            Element.vstack([Element.text("never").debugName("t2"), box("b", 10, 10)]).debugName("unlaid"),
        ])
        let content = Element.vstack(spacing: 4, [ratio, Element.text("after").debugName("t3"), box("c", 5, 5)])
        return Element.vstack([
            box("top", 20, 20),
            Element.background(content, Element.vstack([box("bg", 1, 1), Element.text("behind").debugName("t4")])),
            box("last", 30, 30),
        ])
    }

    /// The elements of the layout tree: the ones that got a layout.
    func laidOut(_ r: LayoutResult) -> Set<Int> {
        var ids = Set<Int>()
        r.rootLayout().forEach { layout, _ in ids.insert(layout.element.rawValue) }
        return ids
    }

    func testEverySlotIsWrittenOnceInAnyOrder() {
        for keeping in [true, false] {
            let storage = keeping ? LayoutStorage() : nil
            // Twice, so that the second walk writes over a spare's old values.
            for _ in 0..<2 {
                let r = LayoutEngine.layout(tree(), in: range(200, 0, 200, inf), storage: storage)
                let frames = r.frames(), laid = laidOut(r)
                XCTAssertEqual(frames.count, r.elements.count)
                var names: [String: Int] = [:]
                for i in 0..<r.elements.documentCount {
                    if let n = r.elements.records[i].debugName { names[n] = i }
                }
                for i in 0..<frames.count {
                    XCTAssertEqual(frames[i] != nil, laid.contains(i), "element \(i)")
                }
                XCTAssertNil(frames[names["unlaid"]!])
                XCTAssertNil(frames[names["t2"]!])
                XCTAssertNil(frames[names["b"]!])
                XCTAssertNil(r.text(of: ElementID(names["t2"]!)))
                for name in ["t1", "t3", "t4"] {
                    XCTAssertNotNil(frames[names[name]!], name)
                    XCTAssertNotNil(r.text(of: ElementID(names[name]!)), name)
                }
                XCTAssertNil(r.text(of: ElementID(names["a"]!)))
                XCTAssertEqual(frames[names["top"]!], Rect(x: 0, y: 0, width: 20, height: 20))
                XCTAssertEqual(frames[names["last"]!]?.size, Size(30, 30))
                // Below the first box: the background's stack starts where its child does.
                XCTAssertEqual(frames[names["bg"]!]?.origin, Point(0, 20))
                XCTAssertEqual(frames[names["t1"]!]?.origin, Point(0, 20))
            }
        }
    }

    /// The walk asks for the records of the subtree two siblings ahead
    /// (`prefetchSubtree`): siblings of every kind it meets there (leaves,
    /// small rows, rows re-measured in place by flexing, subtrees larger
    /// than `prefetchedRecords`) must still get the frames the layout tree
    /// gives them. Sizes and positions are whole points, so rounding to the
    /// pixel grid changes none of them.
    func testFramesOfManySiblingSubtreesMatchTheLayoutTree() {
        var rows: [Element] = []
        for i in 0..<41 {
            switch i % 4 {
            case 0: rows.append(box("leaf\(i)", 10, 3))
            case 1: rows.append(Element.hstack(spacing: 2, (0...(i % 7)).map { box("b\(i).\($0)", 4, 5) }))
            case 2: rows.append(Element.hstack((0..<5).map { box("g\(i).\($0)", 0, 6).flexGrow(1) }).width(.points(200)))
            default:
                rows.append(Element.vstack((0..<12).map { j in
                    Element.hstack(spacing: 1, [box("p\(i).\(j)", 3, 2), box("q\(i).\(j)", 5, 2), Element.vstack([box("r\(i).\(j)", 1, 1)])])
                }))
            }
        }
        for _ in 0..<2 {
            let r = LayoutEngine.layout(Element.vstack(spacing: 1, alignItems: .start, rows), in: range(200, 0, 200, inf))
            var expected = [Rect?](repeating: nil, count: r.elements.count)
            func walk(_ l: Layout, _ origin: Point) {
                let at = Point(origin.x + l.position.x, origin.y + l.position.y)
                expected[l.element.rawValue] = Rect(origin: at, size: l.size)
                for s in l.sublayouts { walk(s, at) }
            }
            walk(r.rootLayout(), .zero)
            XCTAssertEqual(r.frames(), expected)
            // The flexed rows' boxes shared the row's 200 points.
            XCTAssertEqual(r.frames()[r.elements.records.firstIndex { $0.debugName == "g2.4" }!]?.size, Size(40, 6))
        }
    }

    /// `paintingOrder()` is the layout tree's pre-order (a background before
    /// its child, a button's synthetic parts after it), read without the
    /// tree, and each element's parent there is its parent in the table.
    func testPaintingOrderIsThePreorderOfTheLayoutTree() {
        let button = Element(.button(ButtonNode(title: "Go")))
        let root = Element.vstack([tree(), button, Element.background(box("fg", 4, 4), box("under", 2, 2))])
        let r = LayoutEngine.layout(root, in: SizeRange(min: .zero, max: Size(375, 800)))
        var preorder: [ElementID] = []
        var parents: [ElementID: ElementID] = [:]
        func walk(_ layout: Layout) {
            preorder.append(layout.element)
            for sub in layout.sublayouts {
                parents[sub.element] = layout.element
                walk(sub)
            }
        }
        walk(r.rootLayout())
        XCTAssertEqual(r.paintingOrder(), preorder)
        XCTAssertGreaterThan(r.elements.count, r.elements.documentCount, "the button has synthetic parts")
        for (child, parent) in parents { XCTAssertEqual(r.elements[child].parent, parent) }
        // Not document order: the background's background comes first.
        XCTAssertNotEqual(preorder.map(\.rawValue), preorder.map(\.rawValue).sorted())
    }
}
