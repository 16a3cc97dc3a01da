import LayoutEngine
import XCTest
@testable import XMLLayout

/// Lint warnings on expanded elements point at their source, with notes.
final class OriginTests: XCTestCase {
    func testLintWarningInATemplatePointsAtTheTemplateWithANote() throws {
        let l = expandLayout("""
        <layout width="100">
          <template name="Empty">
            <vstack alignItems="start"><box/></vstack>
          </template>
          <vstack>
            <use template="Empty"/>
          </vstack>
        </layout>
        """)
        XCTAssertEqual(l.errors, [])
        let doc = try XCTUnwrap(l.document)
        let result = try XCTUnwrap(l.laidOut)
        let warnings = doc.diagnostics(for: result, file: "t.xml").filter { $0.id == .noIntrinsicSize }
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(warnings.first?.location, SourceLocation(file: "t.xml", line: 3, column: 32))
        XCTAssertEqual(warnings.first?.notes.first?.location, SourceLocation(file: "t.xml", line: 6, column: 5))
    }

    func testVersion1DocumentsKeepIdsAndNoOrigins() throws {
        let l = expandLayout("<layout width=\"10\"><vstack id=\"top\"><box id=\"b\" height=\"1\"/></vstack></layout>")
        let map = try XCTUnwrap(l.document?.sourceMap)
        XCTAssertEqual(map.ids, ["top", "b"])
        XCTAssertEqual(map.origins, [], "a version-1 file is not expanded")
    }
}
