import _XMLLayoutTestSupport
import Foundation
import XCTest

/// Watch showing what a save changed, and `s` switching states, for real in
/// tmux (the helpers are WatchTmuxTests'; its setUp skips without tmux).
extension WatchTmuxTests {
    func boxes(_ order: [String]) -> String {
        let children = order.map { ##"<box id="\##($0)" debugName="\##($0)" height="40" backgroundColor="#eeeeee"/>"## }
        return "<layout width=\"200\">\n<vstack spacing=\"8\">\n" + children.joined(separator: "\n") + "\n</vstack>\n</layout>\n"
    }

    func testASaveShowsTheChangeSummaryAndHighlightsUntilAKey() throws {
        try save("card.xml", boxes(["a", "b"]))
        try startShell()
        type("'\(XMLLayoutBinary.path)' watch --text-metrics fixed card.xml; echo rc=$?")
        var screen = try waitForPane("the first render") { $0.contains("reload 0") }
        XCTAssertFalse(screen.contains("changed ·"), screen)

        // c on top, a moved down, b gone.
        try save("card.xml", boxes(["c", "a"]))
        screen = try waitForPane("the summary") { $0.contains("reload 1") && $0.contains("1 inserted · 1 removed") }
        XCTAssertNotNil(screen.range(of: #"[1-9] changed · 1 inserted · 1 removed"#, options: .regularExpression), screen)
        // After the 150 ms animation: the new layout with c and a highlighted.
        screen = try waitForPane("the highlights") { $0.contains("┏c") && $0.contains("┏a") }
        XCTAssertFalse(screen.contains("b━") || screen.contains("┌b"), "b was removed:\n\(screen)")

        // Any key ends the highlights; the summary stays.
        type("x", enter: false)
        screen = try waitForPane("the highlights to go") { !$0.contains("┏") }
        XCTAssertTrue(screen.contains("1 inserted · 1 removed"), screen)

        type("q", enter: false)
        try waitForPane("the shell after q") { $0.contains("rc=0") }
    }

    func testSSwitchesTheStateOfSignup() throws {
        let signup = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples/signup.xml").path
        try startShell()
        type("'\(XMLLayoutBinary.path)' watch --text-metrics fixed '\(signup)' --no-animate; echo rc=$?")
        var screen = try waitForPane("the first render") { $0.contains("reload 0") }
        XCTAssertTrue(screen.contains("fieldState=name"), screen)
        XCTAssertTrue(screen.contains("Your first name"), screen)

        type("s", enter: false)
        screen = try waitForPane("the age state") { $0.contains("fieldState=age") && $0.contains("reload 1") }
        XCTAssertTrue(screen.contains("Your age"), screen)
        XCTAssertFalse(screen.contains("Your first name"), screen)
        XCTAssertTrue(screen.contains("inserted ·"), screen)

        type("s", enter: false)
        screen = try waitForPane("back to the name state") { $0.contains("fieldState=name") && $0.contains("reload 2") }
        XCTAssertTrue(screen.contains("Your first name"), screen)

        type("q", enter: false)
        try waitForPane("the shell after q") { $0.contains("rc=0") }
    }

    func testAResizeScalesTheSameLayoutAndQWorksDuringAnAnimation() throws {
        try save("card.xml", "<layout>\n<vstack>\n<box id=\"a\" width=\"200\" height=\"40\"/>\n<box id=\"b\" height=\"40\"/>\n</vstack>\n</layout>\n")
        try startShell()
        type("'\(XMLLayoutBinary.path)' watch --text-metrics fixed card.xml; echo rc=$?")
        try waitForPane("the first render") { $0.contains("card.xml  200×80") && $0.contains("  2 pt/col") }
        _ = try tmux("resize-window", "-t", "watch", "-x", "80", "-y", "24")
        // 200 points in 80 columns.
        let screen = try waitForPane("the resize") { statusRow(of: $0) == 23 && $0.contains("  2.5 pt/col") }
        XCTAssertTrue(screen.contains("card.xml  200×80"), "the layout's size is the file's, whatever the terminal:\n\(screen)")
        XCTAssertFalse(screen.contains("changed"), "nothing moved:\n\(screen)")
        XCTAssertTrue(screen.contains("reload 0"), "a resize is not a reload:\n\(screen)")

        // A save and q at once: the animation never holds the key back.
        try save("card.xml", "<layout>\n<vstack>\n<box id=\"b\" height=\"40\"/>\n<box id=\"a\" height=\"40\"/>\n</vstack>\n</layout>\n")
        try waitForPane("the save") { $0.contains("reload 1") }
        type("q", enter: false)
        try waitForPane("the shell after q") { $0.contains("rc=0") }
    }
}
