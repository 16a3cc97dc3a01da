import _XMLLayoutTestSupport
import Foundation
import XCTest

/// The watch view driven for real (see `WatchTmuxTests` for the helpers):
/// scrolling, fit, zoom, the panels, inspect mode, and all of it across a save.
extension WatchTmuxTests {
    /// 375 × 561.5 points: at 100 columns (3.75 pt a column) 75 rows, more
    /// than the 30-row pane; one warning, on line 5.
    static let tallLayout = """
    <layout width="375">
      <vstack>
        <text id="first">First line</text>
        <box id="upper" height="200"/>
        <box height="10%" width="40"/>
        <text debugName="middle">Middle text</text>
        <box height="300"/>
        <text id="last">The very bottom</text>
      </vstack>
    </layout>
    """

    /// The status line (the last row naming the file).
    func statusLine(_ screen: String) -> String {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        return statusRow(of: screen, file: "tall.xml").map { String(rows[$0]) } ?? ""
    }

    /// Sends an SGR mouse report, as a terminal does with mouse mode 1000/1006 on.
    func mouse(_ button: Int, column: Int, row: Int) {
        _ = try? tmux("send-keys", "-t", "watch", "-l", "\u{1B}[<\(button);\(column);\(row)M")
        if button < 64 { _ = try? tmux("send-keys", "-t", "watch", "-l", "\u{1B}[<\(button);\(column);\(row)m") }
    }

    func testScrollFitZoomAndThePanels() throws {
        try save("tall.xml", Self.tallLayout)
        try startShell()
        type("'\(XMLLayoutBinary.path)' watch --text-metrics fixed tall.xml; echo rc=$?")
        var screen = try waitForPane("the first render") { $0.contains("rows 1–29 of 75") }
        XCTAssertTrue(screen.contains("First line"), screen)
        XCTAssertFalse(screen.contains("The very bottom"), screen)
        XCTAssertTrue(screen.contains("↓ more"), "the cut is marked:\n\(screen)")
        XCTAssertTrue(statusLine(screen).contains("375×561.5"), screen)
        XCTAssertEqual(try mouseModes(), "1 1", "mouse reports (1000) in SGR form (1006) are on")

        // Arrow keys (ESC [ B, parsed whole: its "B" is not `b`, a page up), j, PgDn, End, Home.
        type("Down", key: true)
        screen = try waitForPane("an arrow down") { $0.contains("rows 2–30 of 75") }
        type("j", enter: false)
        screen = try waitForPane("j") { $0.contains("rows 3–31 of 75") }
        type("PageDown", key: true)
        screen = try waitForPane("PgDn") { $0.contains("rows 31–59 of 75") }
        type("End", key: true)
        screen = try waitForPane("End") { $0.contains("rows 47–75 of 75") }
        XCTAssertTrue(screen.contains("The very bottom"), screen)
        XCTAssertFalse(screen.contains("↓ more"), screen)
        type("Home", key: true)
        screen = try waitForPane("Home") { $0.contains("rows 1–29 of 75") }

        // The mouse wheel: three rows a notch.
        mouse(65, column: 10, row: 10)
        screen = try waitForPane("the wheel down") { $0.contains("rows 4–32 of 75") }
        mouse(64, column: 10, row: 10)
        screen = try waitForPane("the wheel up") { $0.contains("rows 1–29 of 75") }

        // f: all of it on screen; + and -: zoom; the layout stays 375 × 561.5.
        type("f", enter: false)
        screen = try waitForPane("f") { $0.contains("fit 9.7 pt/col") }
        XCTAssertTrue(screen.contains("First line") && screen.contains("The very bottom"), screen)
        XCTAssertFalse(screen.contains("rows "), screen)
        type("-", enter: false)
        screen = try waitForPane("-") { $0.contains("zoom 12.1 pt/col") }
        type("0", enter: false)
        type("+", enter: false)
        screen = try waitForPane("+") { $0.contains("zoom 3 pt/col") && $0.contains("cols 1–100 of 125") }
        XCTAssertTrue(statusLine(screen).hasPrefix("tall.xml  375×561.5"), screen)

        // w: the warning, located; Esc closes the panel.
        type("w", enter: false)
        screen = try waitForPane("the warnings panel") { $0.contains("── 1 warning") }
        XCTAssertTrue(screen.contains("tall.xml:5:10: warning: 'height=\"10%\"'"), screen)
        type("Escape", key: true)
        screen = try waitForPane("the panel closed") { !$0.contains("── 1 warning") }

        // ?: every key; q closes the panel first, then quits.
        type("?", enter: false)
        screen = try waitForPane("the keys panel") { $0.contains("── keys") }
        XCTAssertTrue(screen.contains("fit the whole layout on screen"), screen)
        type("q", enter: false)
        screen = try waitForPane("the keys panel closed") { !$0.contains("── keys") }
        XCTAssertTrue(screen.contains("tall.xml  375×561.5"), "still watching:\n\(screen)")
        type("q", enter: false)
        try waitForPane("the shell after q") { $0.contains("rc=0") }
        XCTAssertEqual(try mouseModes(), "0 0", "the mouse modes are restored")
    }

    /// tmux's view of the pane's mouse modes: 1000 (standard) and 1006 (SGR).
    func mouseModes() throws -> String {
        try tmux("display-message", "-p", "-t", "watch", "#{mouse_standard_flag} #{mouse_sgr_flag}").stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func testInspectModeAndTheViewSurviveASave() throws {
        try save("tall.xml", Self.tallLayout)
        try startShell()
        type("'\(XMLLayoutBinary.path)' watch --text-metrics fixed tall.xml; echo rc=$?")
        try waitForPane("the first render") { $0.contains("rows 1–29 of 75") }

        // i, then Tab walks the elements in document order; Shift-Tab (ESC [ Z) goes back.
        type("i", enter: false)
        var screen = try waitForPane("inspect mode") { $0.contains("inspect 1/7") }
        XCTAssertTrue(screen.contains("vstack  tall.xml:2:3"), screen)
        XCTAssertTrue(screen.contains("Layout Size = min {"), screen)
        type("Tab", key: true)
        type("Tab", key: true)
        screen = try waitForPane("two Tabs") { $0.contains("inspect 3/7") }
        XCTAssertTrue(screen.contains("box  id=upper  tall.xml:4:5"), screen)
        XCTAssertTrue(screen.contains("frame (0, 20.5) 375 × 200"), screen)
        XCTAssertTrue(screen.contains("preferred {auto, 200pt}"), screen)
        type("BTab", key: true)
        screen = try waitForPane("Shift-Tab") { $0.contains("inspect 2/7") }
        XCTAssertTrue(screen.contains("text  id=first"), screen)

        // A click selects the frontmost element under it, highlighted in the picture.
        mouse(0, column: 40, row: 15)
        screen = try waitForPane("the click") { $0.contains("inspect 3/7") }
        XCTAssertTrue(screen.contains("box  id=upper"), screen)
        let colored = try tmux("capture-pane", "-p", "-e", "-t", "watch").stdout
        XCTAssertNotNil(colored.range(of: #"(\[|[^5];)45m"#, options: .regularExpression),
                        "the selection is outlined on magenta: \(colored.debugDescription)")

        // Zoom and scroll, then a save that adds a line above the box.
        type("-", enter: false)
        try waitForPane("-") { $0.contains("zoom 4.7 pt/col") }
        type("j", enter: false)
        type("j", enter: false)
        let before = try waitForPane("two rows down") { $0.contains("rows 3–") }
        let rowsBefore = try XCTUnwrap(before.range(of: #"rows 3–\d+ of \d+"#, options: .regularExpression).map { String(before[$0]) })
        try save("tall.xml", Self.tallLayout.replacingOccurrences(of: "<vstack>", with: "<vstack>\n    <text>New</text>"))
        screen = try waitForPane("the save") { $0.contains("reload 1") }
        XCTAssertTrue(screen.contains("zoom 4.7 pt/col"), "the zoom survives:\n\(screen)")
        XCTAssertTrue(screen.contains("rows 3–"), "the scroll position survives (\(rowsBefore)):\n\(screen)")
        XCTAssertTrue(screen.contains("inspect 4/8"), "the box is found again by its id:\n\(screen)")
        XCTAssertTrue(screen.contains("box  id=upper  tall.xml:5:5"), screen)

        // q leaves inspect mode first (like any panel), then quits.
        type("q", enter: false)
        screen = try waitForPane("inspect mode left") { !$0.contains("inspect ") }
        XCTAssertTrue(screen.contains("tall.xml  375×582"), "still watching:\n\(screen)")
        type("q", enter: false)
        try waitForPane("the shell after q") { $0.contains("rc=0") }
    }
}
