import XCTest
@testable import LayoutEngine

/// The pass must stay linear in the number of elements: Texture measures
/// children several times (first pass, flex, stretch), which multiplies down
/// a deep tree without memoisation. These tests count computed layouts (not
/// seconds), so they are exact and cannot flake.
final class CostTests: XCTestCase {
    /// Each level is measured in the first pass, to grow and to stretch, with
    /// different ranges: 3^depth layouts without memoisation.
    func nestedChain(_ depth: Int) -> Element {
        var e = Element.text("leaf")
        for i in 0..<depth {
            let spec = StackLayoutSpec(direction: i % 2 == 0 ? .vertical : .horizontal, spacing: 0,
                                       justifyContent: .center, alignItems: .stretch)
            e = Element.stack(spec, [e.flexGrow(1), box("b", 0.01, 0.01).flexGrow(1)])
        }
        return e
    }

    func testNestedStackChainIsLinear() {
        let small = LayoutEngine.layout(nestedChain(200), in: range(300, 0, 300, inf)).calculations
        let large = LayoutEngine.layout(nestedChain(400), in: range(300, 0, 300, inf)).calculations
        XCTAssertLessThanOrEqual(large, small * 2 + 16, "doubling the depth at most doubles the work (\(small) → \(large))")
        XCTAssertLessThanOrEqual(small, 200 * 2 * 6, "a handful of layouts per element")
    }

    func testWideStackIsLinear() {
        func wide(_ n: Int, wrap: Bool) -> Int {
            var spec = StackLayoutSpec(direction: .horizontal, spacing: 2)
            spec.flexWrap = wrap ? .wrap : .noWrap
            spec.alignContent = .stretch
            let kids = (0..<n).map { i in box("c", 10 + Double(i % 7), 10).flexGrow(1).flexShrink(1) }
            return LayoutEngine.layout(Element.stack(spec, kids), in: range(500, 400, 500, 400)).calculations
        }
        for wrap in [false, true] {
            let a = wide(5_000, wrap: wrap), b = wide(10_000, wrap: wrap)
            XCTAssertLessThanOrEqual(b, a * 2 + 16, "wrap=\(wrap): \(a) → \(b)")
            XCTAssertLessThanOrEqual(b, 10_000 * 4, "wrap=\(wrap)")
        }
    }

    func testSurvivesNesting2000LevelsDeep() {
        var e = box("leaf", 10, 10)
        for i in 0..<2_000 {
            e = i % 3 == 0 ? Element.inset(EdgeInsets(all: 0.5), e) : Element.vstack([e])
        }
        let r = LayoutEngine.layout(e, in: range(0, 0, 2_000, inf))
        XCTAssertEqual(r.elements.count, 2_001)
        XCTAssertEqual(r.elements.maxDepth, 2_000)
        let leaf = r.frames()[2_000]!
        XCTAssertEqual(leaf.size, Size(10, 10))
        XCTAssertGreaterThan(leaf.x, 300, "667 insets of 0.5 each")
    }
}
