import _XMLLayoutTestSupport
import Foundation
import XCTest

/// Issue 34, problem 7: the watch details, for real in tmux (the helpers are
/// WatchTmuxTests'; its setUp skips without tmux).
extension WatchTmuxTests {
    func testTheWarningsPanelWrapsLongLinesAndKeepsTheHint() throws {
        try save("feed.json", #"{"posts": [{"author": "Anna", "body": "Hi"}]}"#)
        try save("card.xml", """
            <layout width="200" data="feed.json">
              <vstack><for each="post" in="posts"><text>{post.autor}</text></for></vstack>
            </layout>

            """)
        try startShell()
        type("'\(XMLLayoutBinary.path)' watch card.xml; echo rc=$?")
        try waitForPane("the first render") { $0.contains("reload 0") && $0.contains("1 warning") }
        _ = try tmux("resize-window", "-t", "watch", "-x", "50", "-y", "24")
        type("w", enter: false)
        let screen = try waitForPane("the wrapped warning") { $0.contains("hint: did you mean 'author'?") }
        XCTAssertTrue(screen.contains("it reads as null") && screen.contains("[unknown-key]"), "the message's end is kept:\n\(screen)")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(rows.allSatisfy { $0.count <= 50 }, screen)
        type("Escape", key: true)
        try waitForPane("the panel closed") { !$0.contains("── 1 warning") }
        type("q", enter: false)
        try waitForPane("the shell after q") { $0.contains("rc=0") }
    }

    func testSOnAFileWithoutStatesSaysSo() throws {
        try save("card.xml", "<layout width=\"200\"><box width=\"40\" height=\"40\"/></layout>\n")
        try startShell()
        type("'\(XMLLayoutBinary.path)' watch card.xml; echo rc=$?")
        try waitForPane("the first render") { $0.contains("reload 0") }
        type("s", enter: false)
        let screen = try waitForPane("the notice") { $0.contains("this file has no states") }
        XCTAssertTrue(screen.contains("reload 0"), "nothing was reloaded:\n\(screen)")
        type("j", enter: false)
        try waitForPane("the notice to go") { !$0.contains("this file has no states") }
        type("q", enter: false)
        try waitForPane("the shell after q") { $0.contains("rc=0") }
    }

    func testTheStatusLineKeepsTheStateWhileAnErrorShows() throws {
        let signup = try String(contentsOfFile: XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples/signup.xml").path,
                                encoding: .utf8)
        try save("signup.xml", signup)
        try startShell()
        type("'\(XMLLayoutBinary.path)' watch signup.xml --no-animate; echo rc=$?")
        try waitForPane("the first render") { $0.contains("reload 0") && $0.contains("fieldState=name") }
        type("s", enter: false)
        try waitForPane("the age state") { $0.contains("fieldState=age") && $0.contains("reload 1") }
        try save("signup.xml", signup.replacingOccurrences(of: "</layout>", with: "</layot>"))
        let screen = try waitForPane("the error") { $0.contains("error:") && $0.contains("reload 2") }
        XCTAssertTrue(screen.contains("fieldState=age"), "the state stays on the status line:\n\(screen)")
        type("q", enter: false)
        try waitForPane("the shell after q") { $0.contains("rc=0") }
    }

    func testWithDevicesTheStatusLineNamesEveryDevice() throws {
        try save("card.xml", "<layout><box width=\"40\" height=\"40\"/></layout>\n")
        try startShell()
        type("'\(XMLLayoutBinary.path)' watch card.xml --device iphone-se,ipad; echo rc=$?")
        let screen = try waitForPane("the sheet") { $0.contains("reload 0") }
        XCTAssertTrue(screen.contains("card.xml  iphone-se 320 · ipad 768"), screen)
        type("q", enter: false)
        try waitForPane("the shell after q") { $0.contains("rc=0") }
    }
}
