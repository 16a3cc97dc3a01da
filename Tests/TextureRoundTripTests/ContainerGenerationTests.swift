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
        let path = RoundTripTests.ownLayouts.appendingPathComponent("v3-containers.xml").path
        let out = SwiftGenerator.generate(path: path)
        let code = try XCTUnwrap(out.code, "\(out.diagnostics)")
        // v3-containers.json: "subtitle" and "pinned" are missing from some posts.
        XCTAssertTrue(code.contains("struct Post {\n    let title: String\n    let subtitle: String?\n    let likes: CGFloat\n"
                                    + "    let pinned: Bool?\n}"), code)
        XCTAssertTrue(code.contains("Post(title: \"Noon\", subtitle: nil, likes: 3, pinned: nil),"), code)
        XCTAssertTrue(code.contains("string: post.subtitle ?? \"\","), code)
        XCTAssertTrue(code.contains("final class PostCellNode: ASCellNode {"), code)
        XCTAssertTrue(code.contains("init(post: Post)"), code)
        XCTAssertTrue(code.contains("return { PostCellNode(post: post) }"), code)
        // Literal text around a field becomes an interpolation.
        XCTAssertTrue(code.contains("string: \"#\\(tag.name)\","), code)
        // UIKit's flow layout spaces items 10 pt apart unless told otherwise.
        XCTAssertTrue(code.contains("layout.minimumInteritemSpacing = 8"), code)
    }

    func testOneDataSourceServesTwoCollectionsAskingWhichOne() throws {
        let path = RoundTripTests.ownLayouts.appendingPathComponent("v3-containers.xml").path
        let code = try XCTUnwrap(SwiftGenerator.generate(path: path).code)
        XCTAssertEqual(code.components(separatedBy: "extension ContainersDemoNode: ASCollectionDataSource {").count, 2, code)
        XCTAssertTrue(code.contains("        if collectionNode === tags {\n            return tagsItems.count\n        }\n"
                                    + "        return shortcutsItems.count\n"), code)
        // Each container's enum of kinds is named after it when the screen has several of its kind.
        XCTAssertTrue(code.contains("var shortcutsItems: [ShortcutsItem] = ["), code)
    }

    func testACollectionInsideATableCellIsRefusedAtTheCell() throws {
        let out = generate("""
        <layout width="320" height="480">
          <table>
            <cell>
              <collection height="60" scrollDirection="horizontal"><cell width="40"/></collection>
            </cell>
          </table>
        </layout>
        """)
        XCTAssertNil(out.code)
        let error = try XCTUnwrap(out.diagnostics.first { $0.severity == .error })
        XCTAssertEqual(error.location?.line, 3)
        XCTAssertTrue(error.message.contains("inside a cell"), error.message)
    }

    /// A table of rows from `rows`, each holding a collection whose loop is `inner`, with `data` beside it
    /// (in a folder of its own: the project the file may read).
    private func generateRows(inner: String, data: String) throws -> SwiftGenerator.Output {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nested-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try data.write(to: folder.appendingPathComponent("d.json"), atomically: true, encoding: .utf8)
        return SwiftGenerator.generate(source: LayoutSource(path: folder.appendingPathComponent("t.xml").path, text: """
        <layout width="320" height="480" data="d.json">
          <table>
            <for each="row" in="rows">
              <cell>
                <collection height="60" scrollDirection="horizontal">
                  \(inner)
                </collection>
              </cell>
            </for>
          </table>
        </layout>
        """))
    }

    /// A collection in a row is written only over an array of the row's item:
    /// here its loop reads the screen's data, and the row is refused.
    func testACollectionInARowOverOtherDataIsRefusedAtTheRow() throws {
        let out = try generateRows(inner: #"<for each="tag" in="tags"><cell width="40"/></for>"#,
                                   data: #"{"rows": [{"title": "a"}], "tags": [{"name": "x"}]}"#)
        XCTAssertNil(out.code)
        let error = try XCTUnwrap(out.diagnostics.first { $0.severity == .error })
        XCTAssertEqual(error.location?.line, 4)
        XCTAssertTrue(error.message.contains("inside a cell"), error.message)
    }

    /// The row owns the collection and is its data source; when every row's
    /// array is empty, nothing tells the kind of its cells, and it is refused.
    func testARowOwnsItsCollectionUnlessEveryRowsArrayIsEmpty() throws {
        let loop = #"<for each="tag" in="row.tags"><cell width="40"/></for>"#
        let code = try XCTUnwrap(generateRows(inner: loop, data: #"{"rows": [{"tags": []}, {"tags": [{"name": "x"}]}]}"#).code)
        XCTAssertTrue(code.contains("extension RowCellNode: ASCollectionDataSource {"), code)
        XCTAssertTrue(code.contains("        collectionNodeItems = row.tags\n"), code)
        XCTAssertTrue(code.contains("    let tags: [Tag]\n"), code)
        let out = try generateRows(inner: loop, data: #"{"rows": [{"tags": []}]}"#)
        XCTAssertNil(out.code)
        let error = try XCTUnwrap(out.diagnostics.first { $0.severity == .error })
        XCTAssertEqual(error.location?.line, 5)
        XCTAssertTrue(error.message.contains("leaves empty in every row"), error.message)
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
