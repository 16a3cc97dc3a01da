import Foundation
import LayoutEngine
import XCTest
@testable import XMLLayoutPreview

/// Scrolling a table and paging a pager in watch, without a terminal: the
/// keys move the inspected container's content, repaint only, and the
/// status line says which container scrolls and where.
final class WatchContainerTests: XCTestCase {
    var dir: String!
    var path: String { dir + "/containers.xml" }

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("WatchContainerTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

    static let layout = """
    <layout width="200" height="300">
      <vstack>
        <table debugName="list" height="200">
          \((0..<10).map { "<cell height=\"50\"><text>Row \($0)</text></cell>" }.joined(separator: "\n      "))
        </table>
        <pager debugName="pages" height="100">
          <cell><text>Page A</text></cell><cell><text>Page B</text></cell><cell><text>Page C</text></cell>
        </pager>
      </vstack>
    </layout>
    """

    func session(rows: Int = 60) throws -> WatchSession {
        try Data(Self.layout.utf8).write(to: URL(fileURLWithPath: path))
        var configuration = WatchConfiguration(path: path)
        configuration.textMetrics = .fixed // a word on one row of cells, as before fonts
        let s = WatchSession(configuration: configuration, columns: 140, rows: rows)
        s.reload()
        return s
    }

    func offset(_ s: WatchSession, _ id: Int) -> Point? { s.good?.result.viewports[id]?.contentOffset }

    func testScrollKeysMoveTheInspectedTableAndPageThePager() throws {
        let s = try session()
        XCTAssertNotNil(s.good, "loads")
        let calculations = s.good?.result.calculations
        s.perform(.toggleInspect)
        s.select(ElementID(1)) // the table
        s.perform(.page(1))
        XCTAssertEqual(offset(s, 1), Point(0, 200))
        s.perform(.bottom)
        XCTAssertEqual(offset(s, 1), Point(0, 300), "clamped to the content")
        XCTAssertTrue(s.screen.lines().last?.contains("scroll table \"list\" at 0,300 of 200×500") ?? false,
                      s.screen.lines().last ?? "")
        // Rows 6 to 9 are in the table's viewport; the inspect panel leaves room for 6 to 8.
        XCTAssertTrue(s.screen.lines().joined().contains("Row 8"))
        XCTAssertFalse(s.screen.lines().joined().contains("Row 0"))
        XCTAssertEqual(s.good?.result.calculations, calculations, "a scroll lays nothing out again")
        let pager = try XCTUnwrap((0..<(s.good?.result.elements.documentCount ?? 0)).first {
            s.good?.result.elements[ElementID($0)].debugName == "pages"
        })
        s.select(ElementID(pager + 1)) // a page: its pager scrolls
        s.perform(.scroll(rows: 0, columns: 4))
        XCTAssertEqual(offset(s, pager), Point(200, 0))
        XCTAssertTrue(s.screen.lines().joined().contains("Page B"))
        s.perform(.scroll(rows: 0, columns: -4))
        XCTAssertEqual(offset(s, pager), Point(0, 0))
    }

    func testAContainersOffsetIsKeptAcrossSaves() throws {
        let s = try session()
        s.perform(.toggleInspect)
        s.select(ElementID(1))
        s.perform(.page(1))
        XCTAssertEqual(offset(s, 1), Point(0, 200))
        // A save that changes a row's text: the table stays where it was scrolled.
        try Data(Self.layout.replacingOccurrences(of: "Row 5", with: "Row five").utf8).write(to: URL(fileURLWithPath: path))
        s.reload()
        XCTAssertEqual(offset(s, 1), Point(0, 200))
        XCTAssertTrue(s.screen.lines().joined().contains("Row five"))
    }

    func testTheWheelScrollsTheContainerUnderThePointer() throws {
        let s = try session()
        // Not inspecting: the wheel over the table (its first rows are at the top left) scrolls it.
        XCTAssertTrue(s.scrollContainer(under: MouseEvent(kind: .wheelDown, column: 3, row: 3)))
        XCTAssertGreaterThan(offset(s, 1)?.y ?? 0, 0)
        XCTAssertFalse(s.scrollContainer(under: MouseEvent(kind: .press(button: 0), column: 3, row: 3)), "no wheel")
    }

    func testOutsideInspectModeTheKeysScrollTheContainerOnScreenThenThePicture() throws {
        let s = try session(rows: 120) // the whole picture on screen
        let calculations = s.good?.result.calculations
        // Not inspecting: PgDn and End move the table (the first container on screen that overflows).
        s.perform(.page(1))
        XCTAssertEqual(offset(s, 1), Point(0, 200))
        s.perform(.bottom)
        XCTAssertEqual(offset(s, 1), Point(0, 300), "clamped to the content")
        XCTAssertTrue(s.screen.lines().last?.contains("scroll table \"list\" at 0,300 of 200×500") ?? false,
                      s.screen.lines().last ?? "")
        XCTAssertEqual(s.good?.result.calculations, calculations, "a scroll lays nothing out again")
        // At its end the keys go on to the picture: the table stays where it is.
        s.perform(.scroll(rows: 1, columns: 0))
        XCTAssertEqual(offset(s, 1), Point(0, 300))
        // → has nothing to scroll in the table: the pager (which overflows sideways) turns a page.
        let pager = try XCTUnwrap(s.good?.result.viewports.keys.first { $0 != 1 })
        s.perform(.scroll(rows: 0, columns: 4))
        XCTAssertEqual(offset(s, pager), Point(200, 0))
        XCTAssertTrue(s.screen.lines().joined().contains("Page B"))
        XCTAssertTrue(s.screen.lines().last?.contains("scroll pager \"pages\" at 200,0") ?? false, s.screen.lines().last ?? "")
        s.perform(.top)
        XCTAssertEqual(offset(s, pager), Point(0, 0))
    }

    func testAContainerOffScreenLeavesTheKeysToThePicture() throws {
        let s = try session() // 60 rows: the pager at the bottom of the layout is below the screen
        let pager = try XCTUnwrap(s.good?.result.viewports.keys.first { $0 != 1 })
        s.perform(.scroll(rows: 0, columns: 4))
        XCTAssertEqual(offset(s, pager), Point(0, 0))
        XCTAssertEqual(offset(s, 1), Point(0, 0))
    }
}
