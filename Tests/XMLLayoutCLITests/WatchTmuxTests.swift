import _XMLLayoutTestSupport
import Foundation
import XCTest

/// `xmllayout watch` driven for real: the built binary in a tmux pane, keys
/// sent with `send-keys`, the screen read back with `capture-pane`. Every
/// wait polls the pane (up to `timeout`, every 50 ms) rather than sleeping,
/// so the tests are quick when things work and patient on a loaded machine.
final class WatchTmuxTests: XCTestCase {
    let timeout: TimeInterval = 15
    var tmuxPath: String!
    var socket: String!
    var dir: String!

    override func setUpWithError() throws {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/tmux" }
            + ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        guard let tmux = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("tmux is not installed; the watch end-to-end tests need it")
        }
        tmuxPath = tmux
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: XMLLayoutBinary.path),
                      "no xmllayout binary at \(XMLLayoutBinary.path)")
        socket = "xmllayout-watch-test-\(getpid())-\(UUID().uuidString.prefix(8))"
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("WatchTmuxTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if tmuxPath != nil { _ = try? tmux("kill-server") }
        if let dir { try? FileManager.default.removeItem(atPath: dir) }
    }

    // MARK: - The scenario of the issue

    func testFirstRenderEditBrokenSaveFixResizeAndQuit() throws {
        try save("card.xml", #"<layout><stack direction="vertical"><text>Hello</text></stack></layout>"#)
        try startShell()
        type("stty -g > before.txt; echo MARKER-BEFORE; '\(XMLLayoutBinary.path)' watch --text-metrics fixed card.xml; echo rc=$?; stty -g > after.txt")

        // First render: no width in the file, so its content's size, as render lays it out.
        let rendered = try runXMLLayout(["render", dir + "/card.xml", "--format", "tree"], timeout: 30).stdout
        let size = try XCTUnwrap(rendered.split(separator: "\n").first?.replacingOccurrences(of: "size ", with: ""))
        XCTAssertEqual(size, "51×20.5")
        var screen = try waitForPane("the first render") { $0.contains("Hello") && $0.contains("reload 0") }
        XCTAssertTrue(screen.contains("card.xml  \(size)  "), screen)
        XCTAssertTrue(screen.contains("2 elements"), screen)
        XCTAssertFalse(screen.contains("MARKER-BEFORE"), "the preview is on the alternate screen")

        // An edit, saved the way editors do (a new file renamed over the old).
        try save("card.xml", #"<layout><stack direction="vertical"><text>World</text></stack></layout>"#)
        screen = try waitForPane("the edit") { $0.contains("World") && $0.contains("reload 1") }
        XCTAssertFalse(screen.contains("Hello"), screen)

        // A broken save: the last good preview stays, the error shows, located.
        try save("card.xml", "<layout>\n  <stack direction=\"vertical\">\n    <text>Oops</txt>\n  </stack>\n</layout>\n")
        screen = try waitForPane("the error panel") { $0.contains("error:") && $0.contains("reload 2") }
        let preview = screen.components(separatedBy: "── 1 error")[0]
        XCTAssertTrue(preview.contains("World"), "the last good preview stays:\n\(screen)")
        XCTAssertFalse(preview.contains("Oops"), "the broken text is only quoted in the panel:\n\(screen)")
        XCTAssertNotNil(screen.range(of: #"card\.xml:3:\d+: error: "#, options: .regularExpression), screen)
        // The panel looks different: its rule row has a red background.
        let colored = try tmux("capture-pane", "-p", "-e").stdout
        let ruleRow = colored.split(separator: "\n").first { $0.contains("1 error") } ?? ""
        XCTAssertTrue(ruleRow.contains("41m") || ruleRow.contains("41;"), "no red background: \(ruleRow.debugDescription)")

        // A fix removes the panel.
        try save("card.xml", #"<layout><stack direction="vertical"><text>Fixed</text></stack></layout>"#)
        screen = try waitForPane("the fix") { $0.contains("Fixed") && $0.contains("reload 3") }
        XCTAssertFalse(screen.contains("error"), screen)

        // A resize redraws the same layout in the new size (a narrower screen, at most 24 rows).
        _ = try tmux("resize-window", "-t", "watch", "-x", "70", "-y", "24")
        screen = try waitForPane("the resize") { statusRow(of: $0) == 23 && $0.contains("Fixed") }
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(rows.contains { $0.hasPrefix("card.xml  51×20.5") && $0.contains("reload 3") }, screen)
        XCTAssertTrue(rows.allSatisfy { $0.count <= 70 }, screen)
        XCTAssertTrue(screen.contains("Fixed"), screen)

        // q: back to the shell as it was.
        type("q", enter: false)
        screen = try waitForPane("the shell after q") { $0.contains("rc=0") }
        XCTAssertTrue(screen.contains("MARKER-BEFORE"), "the screen before watch is back:\n\(screen)")
        XCTAssertFalse(screen.contains("Fixed"), "the alternate screen is gone:\n\(screen)")
        XCTAssertFalse(screen.contains("? keys  q quit"), screen)
        try assertTerminalSettingsRestored()
    }

    // MARK: - Other exits and file states

    func testCtrlCAndSIGTERMRestoreTheTerminal() throws {
        try save("card.xml", #"<layout width="200"><text>Hello</text></layout>"#)
        try startShell()
        type("stty -g > before.txt; echo MARKER-BEFORE; '\(XMLLayoutBinary.path)' watch --text-metrics fixed card.xml; echo rc=$?; stty -g > after.txt")
        _ = try waitForPane("the first render") { $0.contains("Hello") && $0.contains("200×") }
        type("C-c", enter: false)
        var screen = try waitForPane("the shell after Ctrl-C") { $0.contains("rc=130") }
        XCTAssertTrue(screen.contains("MARKER-BEFORE"), screen)
        try assertTerminalSettingsRestored()

        // SIGTERM: the process writes its pid, then becomes xmllayout.
        try? FileManager.default.removeItem(atPath: dir + "/after.txt")
        type("clear; echo MARKER-TERM; sh -c 'echo $$ > pid.txt; exec \"$0\" watch --text-metrics fixed card.xml' '\(XMLLayoutBinary.path)'; echo rc=$?; stty -g > after.txt")
        _ = try waitForPane("the second render") { $0.contains("Hello") && !$0.contains("MARKER-TERM") }
        let pid = try XCTUnwrap(Int32(String(contentsOfFile: dir + "/pid.txt", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        XCTAssertEqual(kill(pid, SIGTERM), 0)
        screen = try waitForPane("the shell after SIGTERM") { $0.contains("rc=143") }
        XCTAssertTrue(screen.contains("MARKER-TERM"), screen)
        try assertTerminalSettingsRestored()
    }

    func testMissingFileAppearsThenIsDeletedAndRecreated() throws {
        try startShell()
        type("'\(XMLLayoutBinary.path)' watch --text-metrics fixed --poll late.xml")
        var screen = try waitForPane("the waiting panel") { $0.contains("no such file; waiting for it to be created") }
        XCTAssertTrue(screen.contains("no preview yet"), screen)

        try save("late.xml", #"<layout width="200"><text>Arrived</text></layout>"#)
        screen = try waitForPane("the created file") { $0.contains("Arrived") && !$0.contains("error") }

        try FileManager.default.removeItem(atPath: dir + "/late.xml")
        screen = try waitForPane("the deleted file") { $0.contains("file deleted") }
        XCTAssertTrue(screen.contains("Arrived"), "the last good preview stays:\n\(screen)")

        try save("late.xml", #"<layout width="200"><text>Again</text></layout>"#)
        screen = try waitForPane("the recreated file") { $0.contains("Again") && !$0.contains("file deleted") }
        type("q", enter: false)
    }

    func testWatchNeedsATerminal() throws {
        try save("card.xml", #"<layout width="200"><text>Hello</text></layout>"#)
        let r = try runXMLLayout(["watch", dir + "/card.xml"], timeout: 30)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("watch needs a terminal; use render instead"), r.stderr)
        XCTAssertEqual(r.stdout, "", "nothing reaches a pipe")
    }

    // MARK: - Helpers

    /// The row the status line (the one naming the file) is painted on.
    func statusRow(of screen: String, file: String = "card.xml") -> Int? {
        screen.split(separator: "\n", omittingEmptySubsequences: false).lastIndex { $0.hasPrefix(file + "  ") }
    }

    @discardableResult
    func tmux(_ arguments: String...) throws -> CommandResult {
        try runCommand(tmuxPath, ["-L", socket, "-f", "/dev/null"] + arguments, timeout: 30)
    }

    /// Starts the tmux server with `posix_spawn`, not `Process`: Foundation
    /// learns that a child exited when a socket the child inherited closes,
    /// and the tmux server (forked by the client) keeps it open for good.
    func startServer(_ arguments: [String]) throws -> Int32 {
        let argv = ([tmuxPath!, "-L", socket!, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var pid = pid_t()
        let rc = posix_spawn(&pid, tmuxPath, &actions, nil, argv, environ)
        guard rc == 0 else { throw XCTSkip("cannot start tmux: posix_spawn error \(rc)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    /// A 100×30 pane (no status bar) running a plain shell in `dir`, with a
    /// simple TERM and nothing of the user's environment that changes colours.
    func startShell() throws {
        let shell = "cd '\(dir!)' && exec env -u NO_COLOR -u COLORTERM TERM=xterm-256color PS1='$ ' /bin/sh"
        let status = try startServer(["new-session", "-d", "-s", "watch", "-x", "100", "-y", "30", shell,
                                      ";", "set-option", "-g", "status", "off"])
        XCTAssertEqual(status, 0, "tmux new-session failed")
        _ = try waitForPane("the shell prompt") { $0.contains("$") }
    }

    /// A key by tmux's name for it (`Down`, `PageDown`, `BTab`, `Escape`).
    func type(_ name: String, key: Bool) {
        _ = try? tmux("send-keys", "-t", "watch", name)
    }

    /// Keys for the pane; text is sent literally, `C-c` style names as keys.
    func type(_ keys: String, enter: Bool = true) {
        if keys.hasPrefix("C-") {
            _ = try? tmux("send-keys", "-t", "watch", keys)
        } else {
            _ = try? tmux("send-keys", "-t", "watch", "-l", keys)
        }
        if enter { _ = try? tmux("send-keys", "-t", "watch", "Enter") }
    }

    /// Polls the pane until `condition` holds (for `patience` seconds, else
    /// `timeout`); fails with the last capture.
    @discardableResult
    func waitForPane(_ what: String, file: StaticString = #filePath, line: UInt = #line, patience: TimeInterval? = nil,
                     _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(patience ?? timeout)
        var last = ""
        repeat {
            last = try tmux("capture-pane", "-p", "-t", "watch").stdout
            if condition(last) { return last }
            usleep(50_000)
        } while Date() < deadline
        // A thrown error is the test's one failure (not a failure and then a skip).
        throw PaneTimeout(description: "\(file):\(line): timed out waiting for \(what); the pane shows:\n\(last)")
    }

    /// `stty -g` after the watch equals `stty -g` before it.
    func assertTerminalSettingsRestored(file: StaticString = #filePath, line: UInt = #line) throws {
        let deadline = Date().addingTimeInterval(timeout)
        var after = ""
        while Date() < deadline {
            after = (try? String(contentsOfFile: dir + "/after.txt", encoding: .utf8)) ?? ""
            if !after.isEmpty { break }
            usleep(50_000)
        }
        let before = try String(contentsOfFile: dir + "/before.txt", encoding: .utf8)
        XCTAssertFalse(before.isEmpty, file: file, line: line)
        XCTAssertEqual(after, before, "the terminal settings were not restored", file: file, line: line)
    }

    /// Writes a file the way editors save: a new file renamed over the old one.
    func save(_ name: String, _ text: String) throws {
        let path = dir + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + ".tmp~"))
        XCTAssertEqual(rename(path + ".tmp~", path), 0)
    }
}

/// Thrown by `waitForPane`: XCTest records it as the test's failure.
struct PaneTimeout: Error, CustomStringConvertible {
    var description: String
}
