import LayoutEngine
import XCTest
import XMLLayout
@testable import XMLLayoutPreview

/// The watch screen is a pure function of its inputs; these pin its lines.
final class WatchScreenTests: XCTestCase {
    let preview = ["┌────┐", "│ Hi │", "└────┘"]
    let status = WatchStatus(fileName: "card.xml", rootSize: Size(375, 35), elementCount: 12,
                             layoutSeconds: 0.0004, reloadCount: 3)

    /// The byte fast path of `ScreenText.width` agrees with the Character
    /// walk wherever it answers, and leaves wide, combined and control text to it.
    func testSimpleWidthAgreesWithTheCharacterWalk() {
        let lines = [
            "", "plain", "\u{1B}[0;2;38;2;1;2;3mdim\u{1B}[0m", "┌─item 1──┐│ é ·…↑ more ▀▄█", "\u{1B}x lone escape",
            "\u{1B}[", "tab\there", "wide 漢字", "e\u{301} combined", "flag 🇫🇷", "cr\r\nlf", "\u{1B}[0;48;5;231m   \u{1B}[0m",
        ]
        for line in lines {
            if let fast = ScreenText.simpleWidth(line) {
                XCTAssertEqual(fast, ScreenText.characterWidth(line), line.debugDescription)
            }
        }
        XCTAssertEqual(ScreenText.simpleWidth("┌─item 1──┐│ é ·…↑ more ▀▄█"), 27)
        XCTAssertEqual(ScreenText.simpleWidth("\u{1B}[0;2;38;2;1;2;3mdim\u{1B}[0m"), 3)
        for line in ["wide 漢字", "e\u{301} combined", "flag 🇫🇷", "cr\r\nlf", "tab\there"] {
            XCTAssertNil(ScreenText.simpleWidth(line), line.debugDescription)
            XCTAssertEqual(ScreenText.width(line), ScreenText.characterWidth(line))
        }
    }

    func testStatusLineText() {
        XCTAssertEqual(status.text, "card.xml  375×35  12 elements  0.4 ms  reload 3")
        var s = WatchStatus(fileName: "a.xml", rootSize: Size(320.5, 1), elementCount: 1, layoutSeconds: 0.1234,
                            reloadCount: 0, warningCount: 2)
        XCTAssertEqual(s.text, "a.xml  320.5×1  1 element  123 ms  reload 0  2 warnings")
        s = WatchStatus(fileName: "a.xml")
        XCTAssertEqual(s.text, "a.xml  no preview yet  reload 0")
    }

    func testPlainScreenWithoutErrors() {
        let screen = WatchScreen(columns: 70, rows: 6, preview: preview, status: status, styled: false)
        XCTAssertEqual(screen.lines(), [
            "┌────┐",
            "│ Hi │",
            "└────┘",
            "",
            "",
            "card.xml  375×35  12 elements  0.4 ms  reload 3         ? keys  q quit",
        ])
        // No room for the key help: the facts win.
        XCTAssertEqual(WatchScreen(columns: 60, rows: 1, preview: preview, status: status, styled: false).lines(),
                       ["card.xml  375×35  12 elements  0.4 ms  reload 3"])
    }

    func testPlainScreenWithErrorPanelOverThePreview() {
        let d = Diagnostic.error("unknown element <txt>", id: .unknownElement,
                                 at: SourceLocation(file: "card.xml", line: 2, column: 3))
        let screen = WatchScreen(columns: 40, rows: 10, preview: preview + ["x", "y", "z"], diagnostics: [d],
                                 sources: ["card.xml": "<layout>\n  <txt/>\n</layout>\n"], status: status, styled: false)
        XCTAssertEqual(screen.lines(), [
            "┌────┐",
            "│ Hi │",
            "└────┘",
            "x",
            "y                                 ↓ more",
            "── 1 error (showing the last good previe",
            "card.xml:2:3: error: unknown element <tx",
            "  <txt/>",
            "  ^",
            "card.xml  375×35  reload 3  rows 1–5 of",
        ], "the preview is cut above the panel: marked, and the status line says which rows show")
    }

    func testPanelIsCutToHalfTheScreenWithAMoreLine() {
        let ds = (1...5).map { Diagnostic.error("bad \($0)", at: SourceLocation(file: "f.xml", line: $0, column: 1)) }
        let screen = WatchScreen(columns: 30, rows: 9, preview: [], diagnostics: ds, status: WatchStatus(fileName: "f.xml"),
                                 styled: false)
        XCTAssertEqual(screen.lines(), [
            "", "", "", "", // 8 rows above the status line, half for the panel
            "── 5 errors ──────────────────",
            "f.xml:1:1: error: bad 1",
            "f.xml:2:1: error: bad 2",
            "… 3 more lines",
            "f.xml  no preview yet  reload",
        ])
    }

    func testStyledPanelAndStatusFillTheirRows() {
        let d = Diagnostic.error("no such file", file: "gone.xml")
        let lines = WatchScreen(columns: 20, rows: 4, preview: ["\u{1B}[0;31mred\u{1B}[0m"], diagnostics: [d],
                                status: WatchStatus(fileName: "gone.xml"), styled: true).lines()
        XCTAssertEqual(lines.count, 4)
        XCTAssertEqual(lines[0], "\u{1B}[0;31mred\u{1B}[0m", "preview lines are kept as rendered")
        XCTAssertEqual(lines[1], WatchScreen.ruleStyle + "── 1 error (showing " + "\u{1B}[0m")
        XCTAssertEqual(lines[2], WatchScreen.panelStyle + "gone.xml: error: no " + "\u{1B}[0m")
        XCTAssertEqual(lines[3], WatchScreen.statusStyle + "gone.xml  no preview" + "\u{1B}[0m")
        for line in lines.dropFirst() { XCTAssertEqual(ScreenText.width(line), 20, line) }
    }

    func testEveryLineFitsWhateverTheInput() {
        let wide = "\u{1B}[0;32m" + String(repeating: "中", count: 30) + "\u{1B}[0m"
        let d = Diagnostic.error("evil \u{1B}[2J\ttab", file: "f.xml")
        for columns in [1, 2, 7, 15] {
            for rows in [1, 2, 3, 10] {
                let lines = WatchScreen(columns: columns, rows: rows, preview: Array(repeating: wide, count: 20),
                                        diagnostics: [d], status: status, styled: true).lines()
                XCTAssertEqual(lines.count, rows)
                for line in lines {
                    XCTAssertLessThanOrEqual(ScreenText.width(line), columns, line)
                    XCTAssertFalse(line.contains("\u{1B}[2J"), "text from a file never reaches the terminal as escapes")
                }
            }
        }
        XCTAssertEqual(WatchScreen(columns: 10, rows: 0, preview: [], status: status, styled: false).lines(), [])
    }

    func testScreenTextClipKeepsEscapesAndDropsAStraddlingWideCharacter() {
        XCTAssertEqual(ScreenText.clip("\u{1B}[0;31mabc\u{1B}[0m", to: 2), "\u{1B}[0;31mab\u{1B}[0m")
        XCTAssertEqual(ScreenText.clip("a中b", to: 2), "a")
        XCTAssertEqual(ScreenText.width("a中\u{1B}[1;2;38;5;200mb"), 4)
        XCTAssertEqual(ScreenText.sanitize("a\tb\u{1B}c"), "a   b^[c")
    }
}
