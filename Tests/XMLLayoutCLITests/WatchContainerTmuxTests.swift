import _XMLLayoutTestSupport
import Foundation
import XCTest

/// Containers in a real watch (see `WatchTmuxTests` for the helpers): the
/// inspected table scrolls with PgDn and the arrows, the status line says
/// where, and a save keeps the offset.
extension WatchTmuxTests {
    static func tableLayout(_ first: String) -> String {
        """
        <layout width="200" height="200">
          <table debugName="list">
            <cell height="50"><text>\(first)</text></cell>
            \((1..<10).map { "<cell height=\"50\"><text>Row \($0)</text></cell>" }.joined(separator: "\n    "))
          </table>
        </layout>
        """
    }

    func testInspectedTableScrollsAndKeepsItsOffsetAcrossASave() throws {
        try save("list.xml", Self.tableLayout("Row 0"))
        try startShell()
        type("'\(XMLLayoutBinary.path)' watch --text-metrics fixed list.xml; echo rc=$?")
        var screen = try waitForPane("the first render") { $0.contains("list.xml") && $0.contains("Row 0") }
        XCTAssertFalse(screen.contains("Row 9"), screen)
        type("i", enter: false)
        screen = try waitForPane("inspecting the table") { $0.contains("scroll table \"list\" at 0,0") }
        type("PageDown", key: true)
        screen = try waitForPane("PgDn") { $0.contains("\"list\" at 0,200") }
        XCTAssertTrue(screen.contains("Row 4") && !screen.contains("Row 0"), screen)
        type("End", key: true)
        screen = try waitForPane("End") { $0.contains("\"list\" at 0,300") && $0.contains("Row 6") }
        try save("list.xml", Self.tableLayout("Row zero"))
        screen = try waitForPane("the save") { $0.contains("reload 1") || $0.contains("Row zero") || $0.contains("1 change") }
        screen = try waitForPane("the offset kept") { $0.contains("\"list\" at 0,300") && $0.contains("Row 6") }
        type("Escape", key: true) // leaves inspect mode
        try waitForPane("inspect mode left") { !$0.contains("inspect 1/") }
        type("q", enter: false)
        try waitForPane("the exit") { $0.contains("rc=0") }
    }

    func testOutsideInspectModePageDownScrollsTheTableOnScreen() throws {
        try save("list.xml", Self.tableLayout("Row 0"))
        try startShell()
        type("'\(XMLLayoutBinary.path)' watch --text-metrics fixed list.xml; echo rc=$?")
        var screen = try waitForPane("the first render") { $0.contains("list.xml") && $0.contains("Row 0") }
        type("PageDown", key: true)
        screen = try waitForPane("PgDn") { $0.contains("scroll table \"list\" at 0,200") }
        XCTAssertTrue(screen.contains("Row 4") && !screen.contains("Row 0"), screen)
        XCTAssertFalse(screen.contains("inspect 1/"), screen)
        type("Up", key: true)
        screen = try waitForPane("↑") { $0.contains("\"list\" at 0,") && !$0.contains("\"list\" at 0,200 ") }
        type("q", enter: false)
        try waitForPane("the exit") { $0.contains("rc=0") }
    }
}
