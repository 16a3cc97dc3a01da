import LayoutEngine
import XCTest
import XMLLayout
@testable import TextureCodegen

/// `generate swift` for node containers (issue 33): data sources over model
/// arrays, one ASCellNode subclass per kind of cell, model structs from the
/// sample data; what it does not write yet is refused at the element.
final class ContainerGenerationTests: XCTestCase {
    private func generate(_ text: String) -> SwiftGenerator.Output {
        SwiftGenerator.generate(source: LayoutSource(path: "t.xml", text: text))
    }

    func testATableOfLiteralCellsGetsAnEnumOfItsKindsAndTheSeparatorsItAskedFor() throws {
        let out = generate("""
        <layout name="List" width="320" height="480">
          <table debugName="list"><cell debugName="first" height="44"/><cell debugName="second" height="60"/></table>
        </layout>
        """)
        let code = try XCTUnwrap(out.code, "\(out.diagnostics)")
        XCTAssertTrue(code.contains("let list = ASTableNode()"), code)
        // UITableView's default is single lines: a table without separators says so on its view.
        XCTAssertTrue(code.contains("list.view.separatorStyle = .none"), code)
        XCTAssertTrue(code.contains("extension ListNode: ASTableDataSource {"), code)
        XCTAssertTrue(code.contains("final class FirstCellNode: ASCellNode {"), code)
        XCTAssertTrue(code.contains("enum ListRow {"), code)
        XCTAssertTrue(code.contains("case .second: return SecondCellNode()"), code)
    }

    func testALoopOverDataGivesAStructWithOptionalFieldsWhereAnItemLeavesAKeyOut() throws {
        let out = generate("""
        <layout name="Posts" width="320" height="480">
          <const name="posts" value='[{"title": "a", "likes": 2}, {"title": "b"}]'/>
          <collection debugName="grid" itemSize="100,40">
            <for each="post" in="posts"><cell><text>{post.title}</text></cell></for>
          </collection>
        </layout>
        """)
        let code = try XCTUnwrap(out.code, "\(out.diagnostics)")
        XCTAssertTrue(code.contains("final class PostCellNode: ASCellNode {"), code)
        XCTAssertTrue(code.contains("init(post: Post)"), code)
        XCTAssertTrue(code.contains("string: post.title"), code)
        XCTAssertTrue(code.contains("return { PostCellNode(post: post) }"), code)
        // UIKit's flow layout spaces items 10 pt apart unless told otherwise.
        XCTAssertTrue(code.contains("layout.minimumInteritemSpacing = 0"), code)
    }

    func testAGalleryIsRefusedAtItsStartTag() throws {
        let out = generate("""
        <layout width="320" height="480">
          <vstack>
            <box height="20"/>
            <collection layout="gallery" itemSize="40,40" flexGrow="1"><cell/></collection>
          </vstack>
        </layout>
        """)
        XCTAssertNil(out.code)
        let error = try XCTUnwrap(out.diagnostics.first { $0.severity == .error })
        XCTAssertEqual(error.location?.line, 4)
        XCTAssertTrue(error.message.contains("gallery"), error.message)
    }
}
