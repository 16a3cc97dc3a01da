import XCTest
@testable import LayoutEngine

/// The transition context as data: matching by key, document order, nodes
/// only unless specs are asked for, and the animation helpers.
final class LayoutTransitionTests: XCTestCase {
    /// Keys from debug names, falling back to the element's position.
    private func keyed(_ root: Element, width: Double = 100) -> (LayoutResult, [String]) {
        let result = LayoutEngine.layout(root, in: range(width, 0, width, inf))
        let keys = (0..<result.elements.documentCount).map { result.elements.records[$0].debugName ?? "#\($0)" }
        return (result, keys)
    }

    private func transition(_ a: Element, _ b: Element, widths: (Double, Double) = (100, 100),
                            all: Bool = false) -> LayoutTransition {
        let (r1, k1) = keyed(a, width: widths.0), (r2, k2) = keyed(b, width: widths.1)
        return LayoutTransition(from: r1, keys: k1, to: r2, keys: k2, includeSpecs: all)
    }

    func testNothingChanged() {
        let tree = Element.vstack([box("a", 10, 10), box("b", 10, 20)]).debugName("s")
        let t = transition(tree, tree)
        XCTAssertTrue(t.isEmpty)
        XCTAssertEqual(t.unchanged, 2, "the two boxes; the stack is a spec and not reported")
        XCTAssertEqual(transition(tree, tree, all: true).unchanged, 3)
    }

    func testInsertedRemovedAndChangedInDocumentOrder() {
        let from = Element.vstack([box("name", 10, 44), box("next", 10, 30), box("gone", 5, 5)]).debugName("s")
        let to = Element.vstack([box("age", 10, 44), box("extra", 10, 10), box("next", 10, 30)]).debugName("s")
        let t = transition(from, to)
        XCTAssertEqual(t.inserted.map(\.key), ["age", "extra"])
        XCTAssertEqual(t.inserted.map { $0.finalFrame?.description }, ["0,0,10,44", "0,44,10,10"])
        XCTAssertTrue(t.inserted.allSatisfy { $0.initialFrame == nil })
        XCTAssertEqual(t.removed.map(\.key), ["name", "gone"])
        XCTAssertEqual(t.removed.map { $0.initialFrame?.description }, ["0,0,10,44", "0,74,5,5"])
        XCTAssertEqual(t.changed.map(\.key), ["next"])
        XCTAssertEqual(t.changed[0].initialFrame?.description, "0,44,10,30")
        XCTAssertEqual(t.changed[0].finalFrame?.description, "0,54,10,30")
        XCTAssertEqual(t.changed[0].element, ElementID(3), "an element of `to`")
        XCTAssertEqual(t.removed[1].element, ElementID(3), "an element of `from`")
        XCTAssertEqual(t.unchanged, 0)
    }

    func testEverythingChangedAtANewSize() {
        let tree = Element.hstack([box("a").flexGrow(1), box("b").flexGrow(1)]).debugName("s").height(.points(10))
        let t = transition(tree, tree, widths: (100, 200))
        XCTAssertEqual(t.changed.map(\.key), ["a", "b"])
        XCTAssertEqual(t.changed.map { $0.finalFrame?.description }, ["0,0,100,10", "100,0,100,10"])
        XCTAssertEqual(t.unchanged, 0)
        XCTAssertEqual(transition(tree, tree, widths: (100, 200), all: true).changed.map(\.key), ["s", "a", "b"])
    }

    func testAMoveAcrossParentsIsMatchedByKey() {
        let from = Element.vstack([Element.hstack([box("x", 10, 10)]).debugName("p1"),
                                   Element.hstack([box("y", 10, 10)]).debugName("p2")]).debugName("s")
        let to = Element.vstack([Element.hstack([box("y", 10, 10)]).debugName("p1"),
                                 Element.hstack([box("x", 10, 10)]).debugName("p2")]).debugName("s")
        let t = transition(from, to)
        XCTAssertEqual(t.changed.map(\.key), ["y", "x"], "document order of `to`")
        XCTAssertEqual(t.changed.map { $0.initialFrame?.y }, [10, 0])
        XCTAssertTrue(t.inserted.isEmpty && t.removed.isEmpty)
    }

    func testSyntheticButtonElementsAreNeverReported() {
        let b = Element(.button(ButtonNode(title: "Go"))).debugName("go")
        let (r, keys) = keyed(Element.vstack([b]).debugName("s"))
        XCTAssertGreaterThan(r.elements.count, r.elements.documentCount, "the button has internal elements")
        let t = LayoutTransition(from: r, keys: keys, to: r, keys: keys, includeSpecs: true)
        XCTAssertEqual(t.unchanged, keys.count)
    }

    func testARepeatedKeyIsPairedInOrderAndTheExtraOnesCountAsInserted() {
        let from = Element.vstack([box("x", 10, 10), box("x", 10, 20)]).debugName("s")
        let to = Element.vstack([box("x", 10, 10), box("x", 10, 30), box("x", 10, 5)]).debugName("s")
        let t = transition(from, to)
        XCTAssertEqual(t.unchanged, 1, "the first x of each")
        XCTAssertEqual(t.changed.map { $0.element.rawValue }, [2], "the second x of each: 20 high, then 30")
        XCTAssertEqual(t.inserted.map { $0.element.rawValue }, [3])
        XCTAssertTrue(t.removed.isEmpty)
    }

    func testLongRunsOfInsertionsRemovalsAndMovesStillPairByKey() {
        // 100 rows; then rows 10-59 removed, 80 new rows after row 70,
        // and row 5 moved to the end: beyond any look-ahead window.
        let rows = (0..<100).map { "r\($0)" }
        var next = rows.filter { !(10..<60).contains(Int($0.dropFirst())!) && $0 != "r5" }
        next.insert(contentsOf: (0..<80).map { "n\($0)" }, at: next.firstIndex(of: "r70")! + 1)
        next.append("r5")
        func tree(_ names: [String]) -> Element { Element.vstack(names.map { box($0, 10, 10) }).debugName("s") }
        let t = transition(tree(rows), tree(next))
        XCTAssertEqual(Set(t.inserted.map(\.key)), Set((0..<80).map { "n\($0)" }))
        XCTAssertEqual(Set(t.removed.map(\.key)), Set((10..<60).map { "r\($0)" }))
        XCTAssertTrue(t.changed.contains { $0.key == "r5" }, "the moved row is matched, not inserted and removed")
        XCTAssertEqual(t.inserted.count + t.changed.count + t.unchanged, next.count)
        XCTAssertEqual(t.removed.count + t.changed.count + t.unchanged, rows.count)
        XCTAssertEqual(t.inserted.map(\.element.rawValue), t.inserted.map(\.element.rawValue).sorted(), "document order")
        XCTAssertEqual(t.removed.map(\.element.rawValue), t.removed.map(\.element.rawValue).sorted(), "document order")
    }

    func testEasingAndInterpolation() {
        XCTAssertEqual(Easing.easeInOut(0), 0, accuracy: 1e-9)
        XCTAssertEqual(Easing.easeInOut(0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(Easing.easeInOut(1), 1, accuracy: 1e-9)
        XCTAssertLessThan(Easing.easeInOut(0.25), 0.25, "slow start")
        XCTAssertGreaterThan(Easing.easeInOut(0.75), 0.75, "slow end")
        XCTAssertEqual(Easing.easeInOut(0.25), 1 - Easing.easeInOut(0.75), accuracy: 1e-9, "symmetric")
        XCTAssertEqual(Easing.easeInOut(0.25), 0.129, accuracy: 0.001, "CSS ease-in-out at 25%")
        XCTAssertEqual(Easing.linear(-1), 0)
        XCTAssertEqual(Easing.linear(2), 1)

        let a = Rect(x: 0, y: 0, width: 10, height: 20), b = Rect(x: 10, y: 40, width: 30, height: 20)
        let entry = LayoutTransition.Entry(key: "k", element: ElementID(0), initialFrame: a, finalFrame: b)
        XCTAssertEqual(entry.frame(at: 0), a)
        XCTAssertEqual(entry.frame(at: 0.5), Rect(x: 5, y: 20, width: 20, height: 20))
        XCTAssertEqual(entry.frame(at: 1), b)
        XCTAssertEqual(entry.opacity(at: 0.3), 1)
        let appearing = LayoutTransition.Entry(key: "k", element: ElementID(0), initialFrame: nil, finalFrame: b)
        XCTAssertEqual(appearing.frame(at: 0.2), b)
        XCTAssertEqual(appearing.opacity(at: 0.2), 0.2)
        let leaving = LayoutTransition.Entry(key: "k", element: ElementID(0), initialFrame: a, finalFrame: nil)
        XCTAssertEqual(leaving.opacity(at: 0.2), 0.8, accuracy: 1e-12)
    }
}
