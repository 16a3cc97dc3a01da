import LayoutEngine
import XCTest
import XMLLayout
@testable import TextureCodegen

/// Node containers are not generated yet: `generate swift` refuses them with
/// a located error rather than writing a plain ASDisplayNode that would lay
/// out unlike `render`.
final class ContainerGenerationTests: XCTestCase {
    func testAContainerIsRefusedAtItsStartTag() throws {
        let text = """
        <layout width="320" height="480">
          <vstack>
            <box height="20"/>
            <table flexGrow="1"><cell height="44"/></table>
          </vstack>
        </layout>
        """
        let out = SwiftGenerator.generate(source: LayoutSource(path: "t.xml", text: text))
        XCTAssertNil(out.code)
        let error = try XCTUnwrap(out.diagnostics.first { $0.severity == .error })
        XCTAssertEqual(error.location?.line, 4)
        XCTAssertTrue(error.message.contains("ASTableNode"), error.message)
    }
}
