import LayoutEngine
@testable import XMLLayout
import XCTest

final class OutsideRootLintTests: XCTestCase {
    private func warnings(_ body: String) -> [Diagnostic] {
        let loaded = loadLayout(layoutXML(body))
        guard let doc = loaded.document else { XCTFail("\(loaded.errorLines)"); return [] }
        let result = LayoutEngine.layout(doc.root, in: doc.rootRange(overriding: RootRangeOverride()))
        return doc.diagnostics(for: result, file: "test.xml").filter { $0.id == .outsideRoot }
    }

    func testACornerBadgeAboveTheRootIsNamedWithHowFarOut() {
        // A 30 × 30 badge whose centre is the top of a 200-wide root (the corner
        // child is laid out 200 wide, so its top-left badge sits at x = 100).
        let found = warnings("""
            <corner location="topRight">
              <box height="100"/>
              <vstack><box debugName="badge" width="30" height="30"><box debugName="dot" width="4" height="4"/></box></vstack>
            </corner>
            """)
        XCTAssertEqual(found.count, 1, "the badge once; its dot is inside a reported node: \(found)")
        XCTAssertEqual(found.first?.message.hasPrefix("<box> 'badge' lies outside its root (15 pt above)"), true,
                       found.first?.message ?? "")
        XCTAssertEqual(found.first?.location?.line, 5)
        let right = warnings(#"<absolute><box debugName="far" width="10" height="10" layoutPosition="250,-3"/></absolute>"#)
        XCTAssertEqual(right.first?.message.hasPrefix("<box> 'far' lies outside its root (3 pt above, "), true,
                       right.first?.message ?? "no warning")
    }

    func testNothingOutsideNoWarning() {
        XCTAssertEqual(warnings(#"<inset insets="10"><box height="20" debugName="inside"/></inset>"#).count, 0)
    }
}
