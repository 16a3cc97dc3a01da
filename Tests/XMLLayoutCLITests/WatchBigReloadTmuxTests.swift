import _XMLLayoutTestSupport
import Foundation
import XCTest

/// Watch while a large file reloads, for real in tmux (the helpers are
/// WatchTmuxTests'; its setUp skips without tmux): keys are answered while
/// the load runs on its thread, and saves made during a load cancel it
/// rather than being queued behind it.
extension WatchTmuxTests {
    /// A vertical stack of `rows` rows (3 elements each) under a title:
    /// big enough that loading it takes seconds in a debug build.
    func bigLayout(title: String, rows: Int) -> String {
        var text = "<layout name=\"Big\">\n<vstack>\n<text>\(title)</text>\n"
        for row in 0..<rows {
            text += "<hstack spacing=\"8\"><text flexShrink=\"1\">item \(row)</text><box width=\"20\" height=\"12\"/></hstack>\n"
        }
        return text + "</vstack>\n</layout>\n"
    }

    func testKeysAreAnsweredWhileABigFileLoadsAndSavesDuringItCancelIt() throws {
        try save("big.xml", bigLayout(title: "small start", rows: 1))
        let trace = dir + "/trace.log"
        func traced() -> String { (try? String(contentsOfFile: trace, encoding: .utf8)) ?? "" }
        try startShell()
        type("XMLLAYOUT_WATCH_TRACE='\(trace)' '\(XMLLayoutBinary.path)' watch --text-metrics fixed big.xml; echo rc=$?")
        try waitForPane("the first render") { $0.contains("small start") && $0.contains("reload 0") }

        // 60,000 elements: a load of seconds, on the load thread.
        try save("big.xml", bigLayout(title: "big one", rows: 20_000))
        let deadline = Date().addingTimeInterval(timeout)
        while !traced().contains("change reload=1") && Date() < deadline { usleep(10_000) }
        XCTAssertTrue(traced().contains("change reload=1"), "the save was noticed:\n\(traced())")
        type("?", enter: false)
        var screen = try waitForPane("the keys panel") { $0.contains("keys  (? or Esc closes)") }
        XCTAssertFalse(traced().contains("repaint reload=1"),
                       "the key was answered before the big file's preview:\n\(traced())\n\(screen)")
        XCTAssertTrue(screen.contains("small start"), "the old preview still shows:\n\(screen)")
        type("?", enter: false)
        try waitForPane("the panel to close") { !$0.contains("keys  (? or Esc closes)") }

        // Two more saves while it loads: the first load is cancelled, so is
        // the second; only the last save is ever shown (reload 1, not 2 or 3).
        XCTAssertFalse(traced().contains("repaint reload=1"), "still loading:\n\(traced())")
        try save("big.xml", bigLayout(title: "big two", rows: 20_000))
        usleep(100_000)
        try save("big.xml", bigLayout(title: "last save", rows: 1))
        screen = try waitForPane("the last save", patience: 60) { $0.contains("last save") }
        XCTAssertTrue(screen.contains("reload 1 "), "the big loads were dropped, not shown:\n\(screen)")
        XCTAssertFalse(traced().contains("reload=2"), traced())

        type("q", enter: false)
        try waitForPane("the shell after q") { $0.contains("rc=0") }
    }

    /// A file of some size is laid out and drawn while libxml2 still
    /// validates it (`LayoutLoader.loadAhead`): a save that only the schema
    /// refuses (an attribute the builder ignores) must still show its error
    /// and keep the last good preview, never the refused one.
    func testASaveOnlyTheSchemaRefusesKeepsTheLastGoodPreview() throws {
        try save("big.xml", bigLayout(title: "first title", rows: 150))
        try startShell()
        type("'\(XMLLayoutBinary.path)' watch --text-metrics fixed big.xml; echo rc=$?")
        try waitForPane("the first render") { $0.contains("first title") && $0.contains("reload 0") }

        let refused = bigLayout(title: "refused title", rows: 150)
            .replacingOccurrences(of: "<box width=\"20\"", with: "<box bogus=\"1\" width=\"20\"")
        try save("big.xml", refused)
        var screen = try waitForPane("the schema's error") { $0.contains("error:") && $0.contains("reload 1") }
        XCTAssertTrue(screen.contains("first title"), "the last good preview stays:\n\(screen)")
        XCTAssertFalse(screen.contains("refused title"), "the refused file is never drawn:\n\(screen)")
        XCTAssertTrue(screen.contains("bogus"), "the error names the attribute:\n\(screen)")

        try save("big.xml", bigLayout(title: "fixed title", rows: 150))
        screen = try waitForPane("the fix") { $0.contains("fixed title") && $0.contains("reload 2") }
        XCTAssertFalse(screen.contains("error:"), screen)
        type("q", enter: false)
        try waitForPane("the shell after q") { $0.contains("rc=0") }
    }
}
