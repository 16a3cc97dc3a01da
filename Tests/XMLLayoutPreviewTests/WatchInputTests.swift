import XCTest
@testable import XMLLayoutPreview

/// The pure parts of the watch's input: bytes to keys, keys to commands,
/// and the scroll model.
final class WatchInputTests: XCTestCase {
    func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    func testArrowsAndEditingKeysAreParsedWhole() {
        XCTAssertEqual(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"), [.up, .down, .right, .left])
        XCTAssertEqual(decode("\u{1B}OA\u{1B}OB\u{1B}OH\u{1B}OF"), [.up, .down, .home, .end], "application mode (SS3)")
        XCTAssertEqual(decode("\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}[H\u{1B}[F"),
                       [.pageUp, .pageDown, .home, .end, .home, .end, .home, .end])
        XCTAssertEqual(decode("\u{1B}[Z\t"), [.backTab, .tab])
        XCTAssertEqual(decode("\u{1B}[1;5A"), [.up], "a modifier does not make it another key")
        XCTAssertEqual(decode("\u{1B}[15~q"), [.unknown, .character("q")],
                       "an unused sequence (F5) is consumed whole; only the q after it is a key")
        XCTAssertEqual(decode("\u{1B}[Aq"), [.up, .character("q")], "no letter of a sequence is a key")
    }

    func testControlBytesEscapeAndText() {
        XCTAssertEqual(decode("\u{03}\u{04}\u{0C}"), [.control(3), .control(4), .control(12)])
        XCTAssertEqual(decode("\u{1B}"), [.escape], "a lone ESC at the end of a read is the Escape key")
        XCTAssertEqual(decode("\u{1B}\u{1B}"), [.escape, .escape])
        XCTAssertEqual(decode("\u{1B}q"), [.escape, .character("q")], "Alt+q: Escape, then q")
        XCTAssertEqual(decode("j +?é"), [.character("j"), .character(" "), .character("+"), .character("?"), .character("é")])
        XCTAssertEqual(decode("\r\u{7F}"), [.enter, .backspace])
    }

    func testSGRMouseReports() {
        XCTAssertEqual(decode("\u{1B}[<0;12;5M\u{1B}[<0;12;5m"), [
            .mouse(MouseEvent(kind: .press(button: 0), column: 11, row: 4)),
            .mouse(MouseEvent(kind: .release(button: 0), column: 11, row: 4)),
        ])
        XCTAssertEqual(decode("\u{1B}[<64;1;1M\u{1B}[<65;1;1M\u{1B}[<2;3;4M\u{1B}[<32;3;4M"), [
            .mouse(MouseEvent(kind: .wheelUp, column: 0, row: 0)),
            .mouse(MouseEvent(kind: .wheelDown, column: 0, row: 0)),
            .mouse(MouseEvent(kind: .press(button: 2), column: 2, row: 3)),
            .mouse(MouseEvent(kind: .drag, column: 2, row: 3)),
        ])
        XCTAssertEqual(decode("\u{1B}[<1;2M"), [.unknown], "a malformed report is dropped whole")
        // X10 form (no SGR support): three raw bytes, offset by 32 (and the 1-based cell by 1).
        XCTAssertEqual(decode("\u{1B}[M\u{20}\u{2A}\u{25}"), [.mouse(MouseEvent(kind: .press(button: 0), column: 9, row: 4))])
    }

    func testASequenceSplitAcrossReadsWaitsForItsEnd() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.decode(Array("j\u{1B}[".utf8)), [.character("j")])
        XCTAssertEqual(decoder.decode(Array("<65;10".utf8)), [])
        XCTAssertEqual(decoder.decode(Array(";3Mk".utf8)), [.mouse(MouseEvent(kind: .wheelDown, column: 9, row: 2)), .character("k")])
        XCTAssertEqual(decoder.decode([0xC3]), [], "half a UTF-8 character")
        XCTAssertEqual(decoder.decode([0xA9]), [.character("é")])
        XCTAssertEqual(decoder.decode(Array("\u{1B}O".utf8)), [])
        XCTAssertEqual(decoder.decode(Array("B".utf8)), [.down])
        // Garbage that never ends is dropped, not kept for ever.
        XCTAssertEqual(decoder.decode(Array(("\u{1B}[" + String(repeating: "1;", count: 40)).utf8)), [])
        XCTAssertEqual(decoder.decode(Array("q".utf8)), [.character("q")])
    }

    func testKeysMapToCommandsDependingOnPanelsAndInspectMode() {
        func command(_ key: Key, panel: Bool = false, inspecting: Bool = false) -> WatchCommand {
            WatchKeys.command(for: key, panelOpen: panel, inspecting: inspecting)
        }
        XCTAssertEqual(command(.character("q")), .quit(status: 0))
        XCTAssertEqual(command(.character("q"), panel: true), .closePanel, "q closes a panel before it quits")
        XCTAssertEqual(command(.control(3), panel: true), .quit(status: 130))
        XCTAssertEqual(command(.escape), .none)
        XCTAssertEqual(command(.escape, panel: true), .closePanel)
        XCTAssertEqual(command(.escape, inspecting: true), .closePanel)
        for key in [Key.down, .character("j")] { XCTAssertEqual(command(key), .scroll(rows: 1, columns: 0)) }
        for key in [Key.up, .character("k")] { XCTAssertEqual(command(key), .scroll(rows: -1, columns: 0)) }
        for key in [Key.pageDown, .character(" ")] { XCTAssertEqual(command(key), .page(1)) }
        for key in [Key.pageUp, .character("b")] { XCTAssertEqual(command(key), .page(-1)) }
        for key in [Key.home, .character("g")] { XCTAssertEqual(command(key), .top) }
        for key in [Key.end, .character("G")] { XCTAssertEqual(command(key), .bottom) }
        XCTAssertEqual(command(.mouse(MouseEvent(kind: .wheelDown, column: 0, row: 0))), .scroll(rows: 3, columns: 0))
        XCTAssertEqual(command(.mouse(MouseEvent(kind: .press(button: 0), column: 4, row: 2))), .select(column: 4, row: 2))
        XCTAssertEqual(command(.mouse(MouseEvent(kind: .release(button: 0), column: 4, row: 2))), .none)
        XCTAssertEqual(command(.tab), .none, "Tab walks the elements only in inspect mode")
        XCTAssertEqual(command(.tab, inspecting: true), .selectNext)
        XCTAssertEqual(command(.backTab, inspecting: true), .selectPrevious)
        XCTAssertEqual(command(.character("f")), .fit)
        XCTAssertEqual(command(.character("+")), .zoomIn)
        XCTAssertEqual(command(.character("-")), .zoomOut)
        XCTAssertEqual(command(.character("w")), .toggleWarnings)
        XCTAssertEqual(command(.character("?")), .toggleHelp)
        XCTAssertEqual(command(.character("i")), .toggleInspect)
        XCTAssertEqual(command(.unknown), .none)
    }

    func testTheHelpNamesEveryKeyTheMapKnows() {
        let help = WatchKeys.help.joined(separator: "\n")
        for key in ["j k", "PgUp PgDn", "Home End", "g G", "b Space", "mouse wheel", "f ", "+ -", "w ", "i ", "Tab",
                    "Shift-Tab", "click", "s ", "r ", "Ctrl-L", "Esc, q", "?", "Ctrl-C"] {
            XCTAssertTrue(help.contains(key), "the help does not mention \(key)")
        }
    }

    func testViewportClampsPagesAndReveals() {
        var v = Viewport(contentRows: 100, contentColumns: 50, rows: 20, columns: 40)
        XCTAssertEqual(v.rowSummary, "rows 1–20 of 100")
        XCTAssertEqual(v.columnSummary, "cols 1–40 of 50")
        XCTAssertFalse(v.isCutAbove)
        XCTAssertTrue(v.isCutBelow)
        v.scroll(rows: -5)
        XCTAssertEqual(v.top, 0, "never above the top")
        v.page(1)
        XCTAssertEqual(v.top, 19, "a page keeps one row of the last in view")
        v.end()
        XCTAssertEqual(v.top, 80)
        XCTAssertEqual(v.rowSummary, "rows 81–100 of 100")
        XCTAssertFalse(v.isCutBelow)
        v.scroll(rows: 10, columns: 100)
        XCTAssertEqual([v.top, v.left], [80, 10], "never beyond the bottom or the right edge")
        v.home()
        XCTAssertEqual([v.top, v.left], [0, 0])
        v.reveal(row: 50, column: 0, height: 5, width: 10)
        XCTAssertEqual(v.top, 35, "scrolled just enough to show the rows")
        v.reveal(row: 40, column: 0, height: 2, width: 1)
        XCTAssertEqual(v.top, 35, "already in view: nothing moves")
        v.reveal(row: 10, column: 0, height: 50, width: 1)
        XCTAssertEqual(v.top, 35, "partly in view already: nothing moves")
        v.reveal(row: 60, column: 0, height: 30, width: 1)
        XCTAssertEqual(v.top, 60, "out of view and larger than it: its top")
        v.reveal(row: 10, column: 0, height: 2, width: 1)
        XCTAssertEqual(v.top, 10, "above the view: at the top")
        v.move(top: 10, left: 0)
        v.resize(contentRows: 30, contentColumns: 30, rows: 20, columns: 40)
        XCTAssertEqual(v.top, 10, "kept where it still fits")
        v.resize(contentRows: 15, contentColumns: 30, rows: 20, columns: 40)
        XCTAssertEqual(v.top, 0)
        XCTAssertNil(v.rowSummary, "it all shows")
        XCTAssertNil(v.columnSummary)
    }

    func testScreenTextSliceAndOverlayKeepColours() {
        let red = "\u{1B}[0;31m", blue = "\u{1B}[0;34m", reset = "\u{1B}[0m"
        let line = red + "abc" + blue + "def" + reset
        XCTAssertEqual(ScreenText.slice(line, from: 2, width: 3), red + "c" + blue + "de" + reset)
        XCTAssertEqual(ScreenText.slice("a界b", from: 2, width: 2), " b", "a wide character cut by the edge becomes a space")
        XCTAssertEqual(ScreenText.slice("abc", from: 5, width: 2), "")
        let over = ScreenText.overlay(line, at: 1, "XY", style: "\u{1B}[0;7m")
        XCTAssertEqual(ScreenText.plainSlice(over, from: 0, width: 10), "aXYdef")
        XCTAssertTrue(over.hasPrefix(red + "a"), over.debugDescription)
        XCTAssertTrue(over.contains("\u{1B}[0;7mXY" + reset + red + blue + "d"),
                      "after the overlay the colour of the line there is back: \(over.debugDescription)")
        XCTAssertEqual(ScreenText.overlay("ab", at: 4, "X", style: nil), "ab  X", "beyond the end: padded")
    }
}
