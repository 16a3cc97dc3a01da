import XCTest
@testable import LayoutEngine

/// A pass reuses the arrays of a result nobody holds any more, kept by the
/// `LayoutStorage` its caller holds: that must never change what any result shows, whether
/// it is the new one, one still alive, or a frames array a caller kept.
final class LayoutStorageTests: XCTestCase {
    /// Texts, nesting, a wrapping stack and issues (a fraction of an
    /// unknown parent): every array a pass fills.
    func card(_ n: Int, _ title: String) -> Element {
        var wrap = StackLayoutSpec(direction: .horizontal, spacing: 4)
        wrap.flexWrap = .wrap
        return .vstack(spacing: 8, [
            .inset(EdgeInsets(all: 12), .text(title)),
            .stack(wrap, (0..<n).map { i in i % 3 == 0 ? .text("tag \(i)") : box("b\(i)", 20 + Double(i % 5), 10) }),
            Element.box().width(.fraction(0.5)),
        ])
    }

    /// Everything a caller can read of a result, as one comparable value.
    func snapshot(_ r: LayoutResult) -> String {
        var lines: [String] = ["\(r.size) \(r.calculations) \(r.issues.map { "\($0.element.rawValue):\($0.kind)" })"]
        for (i, frame) in r.frames().enumerated() {
            lines.append("\(i) \(frame.map { "\($0)" } ?? "nil") \(r.text(of: ElementID(i))?.lines.map(\.text) ?? [])")
        }
        r.rootLayout().forEach { layout, depth in
            lines.append("\(depth) \(layout.element.rawValue) \(layout.frame) \(layout.text?.size.width ?? -1)")
        }
        return lines.joined(separator: "\n")
    }

    let width = range(300, 0, 300, inf)

    func testReusedArraysGiveTheSameResults() {
        let storage = LayoutStorage()
        let small = card(7, "A title long enough to wrap over two lines or more"), big = card(400, "B")
        let expectedSmall = snapshot(LayoutEngine.layout(small, in: width, storage: storage))
        let expectedBig = snapshot(LayoutEngine.layout(big, in: width, storage: storage))
        // Big after small after big…: spares of either size are reused.
        for _ in 0..<3 {
            XCTAssertEqual(snapshot(LayoutEngine.layout(small, in: width, storage: storage)), expectedSmall)
            XCTAssertEqual(snapshot(LayoutEngine.layout(big, in: width, storage: storage)), expectedBig)
        }
        // A result still alive keeps its arrays while others are laid out.
        let kept = LayoutEngine.layout(small, in: width, storage: storage)
        for _ in 0..<3 { _ = LayoutEngine.layout(big, in: width, storage: storage) }
        XCTAssertEqual(snapshot(kept), expectedSmall)
    }

    func testFramesKeptAfterTheirResultStayAsTheyWere() {
        let storage = LayoutStorage()
        let small = card(5, "small"), big = card(300, "big")
        let frames = LayoutEngine.layout(small, in: width, storage: storage).frames()
        let copy = Array(frames)
        // The result is gone; its frames array went back as a spare, still
        // shared with `frames`: the next pass must not write into it.
        _ = LayoutEngine.layout(big, in: width, storage: storage)
        _ = LayoutEngine.layout(small, in: width, storage: storage)
        XCTAssertEqual(frames, copy)
    }

    func testAPassReusesTheArraysOfAResultThatIsGone() {
        let storage = LayoutStorage()
        let tree = card(200, "reuse")
        func measuredAddress(_ r: LayoutResult) -> UnsafeRawPointer? {
            r.treeArena.measured.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let first = measuredAddress(LayoutEngine.layout(tree, in: width, storage: storage))
        XCTAssertEqual(measuredAddress(LayoutEngine.layout(tree, in: width, storage: storage)), first,
                       "the second pass fills the first one's records")
        XCTAssertGreaterThan(storage.results.count, 0, "a result that is gone leaves its arrays as a spare")

        // A spare far larger than a pass needs is not reused but freed:
        // after a huge tree, small ones do not keep its arrays alive.
        let huge = Element.vstack((0..<70_000).map { _ in Element.box(width: 1, height: 1) })
        let hugeAddress = measuredAddress(LayoutEngine.layout(huge, in: width, storage: storage))
        let small = LayoutEngine.layout(card(3, "small"), in: width, storage: storage)
        XCTAssertNotEqual(measuredAddress(small), hugeAddress, "a small pass does not take a huge tree's arrays")
        XCTAssertLessThan(small.treeArena.measured.capacity, 1 << 16)

        // A pass without a storage keeps nothing: what it frees goes back
        // to the system (a program that lays out once).
        let kept = (results: storage.results.count, scratch: storage.scratch.count)
        _ = LayoutEngine.layout(tree, in: width)
        XCTAssertEqual(storage.results.count, kept.results, "and gives none back to it")
        XCTAssertEqual(storage.scratch.count, kept.scratch)
    }

    /// The cache's memory is reused without being cleared: a group stamped
    /// by an earlier pass reads as empty, and after the last generation the
    /// stamps start again from cleared memory.
    func testCacheGroupsOfAnEarlierPassReadAsEmpty() {
        let key = range(0, 0, 100, inf), parent = Size(100, .nan)
        var storage = LayoutCache.Storage()
        var cache: LayoutCache? = LayoutCache(count: 4, reusing: &storage)
        XCTAssertNil(cache!.lookup(1, key, parent))
        cache!.store(1, key, parent, 7)
        cache!.store(2, key, parent, 8)
        XCTAssertEqual(cache!.lookup(1, key, parent), 7)
        XCTAssertEqual(cache!.lookup(2, key, parent), 8)
        storage = cache!.giveUpStorage()
        cache = nil

        cache = LayoutCache(count: 4, reusing: &storage)
        XCTAssertNil(cache!.lookup(1, key, parent), "an earlier pass's layout")
        cache!.store(1, key, parent, 9)
        XCTAssertEqual(cache!.lookup(1, key, parent), 9)
        XCTAssertNil(cache!.lookup(2, key, parent))
        // Four slots, replaced round-robin: a fifth key replaces the first.
        for k in 1...4 { cache!.store(1, range(Double(k), 0, 100, inf), parent, 9 + k) }
        XCTAssertNil(cache!.lookup(1, key, parent))
        XCTAssertEqual(cache!.lookup(1, range(1, 0, 100, inf), parent), 10)
        XCTAssertEqual(cache!.lookup(1, range(4, 0, 100, inf), parent), 13)
        storage = cache!.giveUpStorage()
        cache = nil

        // The first pass stamped generation 1; once the generations run
        // out, the next pass is generation 1 again, over cleared memory.
        storage.slots.generation = LayoutCache.lastGeneration
        cache = LayoutCache(count: 4, reusing: &storage)
        XCTAssertEqual(storage.slots.generation, 1)
        XCTAssertNil(cache!.lookup(2, key, parent))
        XCTAssertNil(cache!.lookup(1, key, parent))
    }
}
