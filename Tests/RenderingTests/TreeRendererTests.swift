import LayoutEngine
@testable import Rendering
import XCTest
import _XMLLayoutTestSupport

final class TreeRendererTests: XCTestCase {
    func testCardTree() {
        assertSnapshot(TreeRenderer().render(Fixtures.layout(Fixtures.card, width: 240)))
    }

    func testButtonTreeLeavesOutSyntheticParts() {
        let out = TreeRenderer().render(Fixtures.layout(Fixtures.button, width: 200))
        assertSnapshot(out)
        XCTAssertFalse(out.contains("\"title\""), "a button's internal title node is not a document element")
        XCTAssertEqual(out.split(separator: "\n").count, 3) // size line, center, button
    }

    func testExactLinesAndDocumentOrder() {
        // A background spec paints its background first but is written child
        // first: the tree follows the document.
        let root = Element.background(
            .text("Hi").debugName("child"),
            .box().debugName("bg"))
        let result = Fixtures.layout(.vstack([root, .box(width: 10, height: 5)]), width: 100)
        assertEqualLines(TreeRenderer().render(result), """
            size 100×25.5
            stack 0,0,100,25.5
            ├─ background 0,0,100,20.5
            │  ├─ text "child" 0,0,100,20.5
            │  └─ box "bg" 0,0,100,20.5
            └─ box 0,20.5,10,5
            """)
    }

    func testDebugNamesAreQuotedOnOneLine() {
        let result = Fixtures.layout(Element.box(width: 1, height: 1).debugName("a \"b\"\nc\\"), width: 1)
        XCTAssertEqual(TreeRenderer().render(result), "size 1×1\nbox \"a \\\"b\\\"\\nc\\\\\" 0,0,1,1")
    }

    func testDeepNestingIsFoldedAndDoesNotOverflow() {
        var e = Element.box(width: 10, height: 10)
        for _ in 0..<1500 { e = .wrapper(e) } // deeper overflows ElementTable(root:) on this thread
        let out = TreeRenderer(maxIndentLevels: 8).render(LayoutEngine.layout(e))
        let lines = out.split(separator: "\n")
        XCTAssertEqual(lines.count, 1502)
        XCTAssertTrue(lines.last!.hasPrefix("⋯ "), String(lines.last!))
        XCTAssertLessThan(lines.map(\.count).max()!, 60)
        XCTAssertTrue(lines.last!.hasSuffix("└─ box 0,0,10,10"))
    }
}

final class RendererProtocolTests: XCTestCase {
    /// Every renderer is callable the same way, with defaults, and is
    /// deterministic (the property golden tests rely on).
    func testAllRenderersShareOneEntryAndAreDeterministic() {
        let renderers: [any LayoutRenderer] = [TreeRenderer(), JSONRenderer(), ANSIRenderer(), SVGRenderer()]
        for renderer in renderers {
            let a = renderer.render(Fixtures.layout(Fixtures.card, width: 240))
            let b = renderer.render(Fixtures.layout(Fixtures.card, width: 240))
            XCTAssertEqual(a, b, "\(type(of: renderer))")
            // And the same as in the process that recorded the goldens.
            if renderer is TreeRenderer { assertSnapshot(a, named: "testCardTree") }
            if renderer is SVGRenderer { assertSnapshot(a, named: "testCardSVG", pathExtension: "svg") }
            XCTAssertFalse(a.isEmpty)
            XCTAssertFalse(a.hasSuffix("\n"), "\(type(of: renderer)) adds no trailing newline")
        }
        XCTAssertEqual(ANSIRenderer().options, ANSIRenderer.Options(columns: 80, zoom: nil, colorMode: .truecolor))
    }
}
