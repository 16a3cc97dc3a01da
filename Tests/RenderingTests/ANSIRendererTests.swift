import LayoutEngine
@testable import Rendering
import XCTest
import _XMLLayoutTestSupport

final class ANSIRendererTests: XCTestCase {
    static let esc = "\u{1B}"
    let plain = ANSIRenderer(columns: 60, colorMode: .none)
    let truecolor = ANSIRenderer(columns: 60, colorMode: .truecolor)
    let ansi256 = ANSIRenderer(columns: 60, colorMode: .ansi256)

    static var allFixtures: [(String, LayoutResult)] {
        [("card", Fixtures.layout(Fixtures.card, width: 240)),
         ("boxes", Fixtures.layout(Fixtures.colouredBoxes, width: 260)),
         ("wide", Fixtures.layout(Fixtures.wideText, width: 200)),
         ("button", Fixtures.layout(Fixtures.button, width: 200)),
         ("clipped", Fixtures.layout(Fixtures.clippedText, width: 200)),
         ("zero", Fixtures.layout(Fixtures.zeroSize, width: 120))]
    }

    // MARK: Goldens

    func testCardPlain() { assertSnapshot(plain.render(Fixtures.layout(Fixtures.card, width: 240))) }
    func testCardTruecolor() {
        assertSnapshot(truecolor.render(Fixtures.layout(Fixtures.card, width: 240)), pathExtension: "ansi")
    }
    func testColouredBoxesPlain() { assertSnapshot(plain.render(Fixtures.layout(Fixtures.colouredBoxes, width: 260))) }
    func testColouredBoxesAnsi256() {
        assertSnapshot(ansi256.render(Fixtures.layout(Fixtures.colouredBoxes, width: 260)), pathExtension: "ansi")
    }
    func testWideTextPlain() { assertSnapshot(plain.render(Fixtures.layout(Fixtures.wideText, width: 200))) }
    func testButtonPlain() { assertSnapshot(plain.render(Fixtures.layout(Fixtures.button, width: 200))) }
    func testButtonTruecolor() {
        assertSnapshot(truecolor.render(Fixtures.layout(Fixtures.button, width: 200)), pathExtension: "ansi")
    }
    func testClippedTextPlain() { assertSnapshot(plain.render(Fixtures.layout(Fixtures.clippedText, width: 200))) }
    func testZeroSizePlain() { assertSnapshot(plain.render(Fixtures.layout(Fixtures.zeroSize, width: 120))) }

    // MARK: Colour

    func testNoColourMeansNoEscapeAndNoTrailingSpaces() {
        for (name, result) in Self.allFixtures {
            let out = plain.render(result)
            XCTAssertFalse(out.contains(Self.esc), name)
            for line in out.split(separator: "\n", omittingEmptySubsequences: false) {
                XCTAssertFalse(line.hasSuffix(" "), "\(name): trailing space in \(line)")
            }
            XCTAssertEqual(out, plain.plainText(result), name)
        }
    }

    func testTruecolorHasTheExactBackgroundAndResetsEveryLine() {
        let out = truecolor.render(Fixtures.layout(Fixtures.colouredBoxes, width: 260))
        XCTAssertTrue(out.contains("48;2;255;0;0"), "red background")
        XCTAssertTrue(out.contains("48;2;0;200;80"), "green background")
        XCTAssertTrue(out.contains("48;2;127;127;255"), "half-transparent blue blended over the white canvas")
        let noCanvas = ANSIRenderer(options: .init(columns: 60, colorMode: .truecolor, canvas: nil))
            .render(Fixtures.layout(Fixtures.colouredBoxes, width: 260))
        XCTAssertTrue(noCanvas.contains("48;2;0;0;255"), "a translucent colour over the terminal's background is painted opaque")
        XCTAssertTrue(out.contains("38;2;0;0;0"), "the green box's black border colour")
        XCTAssertFalse(out.contains("48;5;"))
        for line in out.split(separator: "\n", omittingEmptySubsequences: false) {
            XCTAssertTrue(line.hasSuffix("\(Self.esc)[0m"), "line without reset: \(line)")
        }
        let card = truecolor.render(Fixtures.layout(Fixtures.card, width: 240))
        XCTAssertTrue(card.contains("48;2;250;250;245"))
        XCTAssertTrue(card.contains("38;2;120;120;120"), "the time's text colour")
    }

    func testAnsi256UsesThePaletteCube() {
        let out = ansi256.render(Fixtures.layout(Fixtures.colouredBoxes, width: 260))
        XCTAssertTrue(out.contains("48;5;196"), "pure red is cube index 196")
        XCTAssertFalse(out.contains("48;2;"))
        XCTAssertEqual(ANSIEncoder.palette256(Color(red: 255, green: 255, blue: 255)), 231)
        XCTAssertEqual(ANSIEncoder.palette256(Color(red: 0, green: 0, blue: 0)), 16)
        XCTAssertEqual(ANSIEncoder.palette256(Color(red: 128, green: 128, blue: 128)), 244)
        XCTAssertEqual(ANSIEncoder.palette256(Color(red: 0, green: 135, blue: 255)), 33)
    }

    func testAutomaticTextColourContrastsWithTheFill() {
        let dark = Element.text("Hi").presentation(Presentation(backgroundColor: Color(red: 20, green: 20, blue: 20)))
        let light = Element.text("Hi").presentation(Presentation(backgroundColor: Color(red: 240, green: 240, blue: 240)))
        let r = ANSIRenderer(options: .init(zoom: 1, colorMode: .truecolor))
        XCTAssertTrue(r.render(Fixtures.layout(dark, width: 40)).contains("38;2;255;255;255;48;2;20;20;20mHi"))
        XCTAssertTrue(r.render(Fixtures.layout(light, width: 40)).contains("38;2;0;0;0;48;2;240;240;240mHi"))
    }

    func testColorModeDetection() {
        XCTAssertEqual(ColorMode.detect(environment: ["COLORTERM": "truecolor"], isTerminal: false), .none)
        XCTAssertEqual(ColorMode.detect(environment: ["COLORTERM": "truecolor"], isTerminal: true), .truecolor)
        XCTAssertEqual(ColorMode.detect(environment: ["COLORTERM": "24bit", "TERM": "xterm"], isTerminal: true), .truecolor)
        XCTAssertEqual(ColorMode.detect(environment: ["TERM": "xterm-256color"], isTerminal: true), .ansi256)
        XCTAssertEqual(ColorMode.detect(environment: ["TERM": "dumb"], isTerminal: true), .none)
        XCTAssertEqual(ColorMode.detect(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], isTerminal: true), .none)
    }

    // MARK: Cells

    func testWideCharactersOccupyTwoCells() throws {
        let canvas = ANSIRenderer(options: .init(zoom: 2, colorMode: .none)).canvas(for: Fixtures.layout(Fixtures.wideText, width: 200))
        let row = try XCTUnwrap((0..<canvas.height).first { r in canvas.row(r).contains { $0.character == "日" } })
        let cells = Array(canvas.row(row))
        let start = try XCTUnwrap(cells.firstIndex { $0.character == "日" })
        let expected: [Character] = Array("日本語テキスト")
        for (k, ch) in expected.enumerated() {
            XCTAssertEqual(cells[start + 2 * k].character, ch)
            XCTAssertFalse(cells[start + 2 * k].isContinuation)
            XCTAssertTrue(cells[start + 2 * k + 1].isContinuation, "right half of \(ch)")
        }
        // The line reads back as the text, 14 columns wide.
        XCTAssertTrue(canvas.plainLines[row].contains("日本語テキスト"))
    }

    func testTextIsClippedToItsFrame() {
        // At 10 points a column a 30×20 frame is 3 columns by 1 row; the
        // engine breaks the text in two-character lines ("ab", "cd", …).
        let root = Element.hstack([
            .text("abcdefghij").preferredSize(Size(30, 20)),
            .box(width: 50, height: 60),
        ])
        let out = ANSIRenderer(options: .init(zoom: 10, colorMode: .none)).plainText(Fixtures.layout(root, width: 80))
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[0].hasPrefix("ab"), out)
        for letter in "cdefghij" { XCTAssertFalse(out.contains(letter), "\(letter) drawn outside its frame:\n\(out)") }
        XCTAssertTrue(lines[1].hasPrefix("   │"), "nothing below the text's single row:\n\(out)")
    }

    func testWideCharacterIsNotSplitAtTheFrameEdge() {
        // 3 columns hold 日 (2) but not half of 本.
        let root = Element.hstack([.text("日本").preferredSize(Size(30, 20)), .box(width: 30, height: 20)])
        let canvas = ANSIRenderer(options: .init(zoom: 10, colorMode: .none)).canvas(for: Fixtures.layout(root, width: 60))
        XCTAssertEqual(canvas[0, 0].character, "日")
        XCTAssertTrue(canvas[1, 0].isContinuation)
        XCTAssertEqual(canvas[2, 0].character, " ")
        XCTAssertFalse(canvas.cells.contains { $0.character == "本" })
    }

    func testLabelsAreClippedAndAllShowsThemOverText() {
        let root = Element.vstack([
            .box(width: 60, height: 40).debugName("a-very-long-debug-name"),
            .text("shown").debugName("hidden"),
        ])
        let out = ANSIRenderer(options: .init(zoom: 5, colorMode: .none, labels: .all)).plainText(Fixtures.layout(root, width: 60))
        XCTAssertTrue(out.hasPrefix("┌a-very-lon┐"), out) // 12 columns: 10 between the corners
        // `all` (issue 34): every label, a text node's too, over its text.
        XCTAssertTrue(out.contains("hidde"), out)
        let auto = ANSIRenderer(options: .init(zoom: 5, colorMode: .none, labels: .auto)).plainText(Fixtures.layout(root, width: 60))
        XCTAssertFalse(auto.contains("hidden"), auto)
        XCTAssertTrue(auto.contains("shown"), auto)
    }

    func testCollapsedNodesShowMinimalMarksAndNeverCrash() {
        let out = plain.render(Fixtures.layout(Fixtures.zeroSize, width: 120))
        XCTAssertTrue(out.contains("·"), "a 0×0 node leaves a dot:\n\(out)")
        XCTAssertTrue(out.contains("├"), "a 1-point-high box is a span:\n\(out)")
        XCTAssertTrue(out.contains("┬"), "a 2-point-wide box is an upright span:\n\(out)")
        // Degenerate roots and scales.
        for root in [Element.box(width: 0, height: 0), Element.box(), Element.text(""), Element.vstack([])] {
            for options in [ANSIRenderer.Options(), .init(columns: 0), .init(zoom: 0), .init(zoom: -1), .init(zoom: .nan),
                            .init(zoom: 1e-9, maxColumns: 50, maxRows: 10), .init(zoom: 1e12)] {
                _ = ANSIRenderer(options: options).render(LayoutEngine.layout(root))
            }
        }
        XCTAssertEqual(plain.render(LayoutEngine.layout(.box(width: 0, height: 0))), "·")
    }

    // MARK: Scale

    func testScaleFitsTheColumnBudgetAndZoomOverridesIt() {
        let card = Fixtures.layout(Fixtures.card, width: 240)
        XCTAssertEqual(ANSIRenderer(columns: 40).canvas(for: card).width, 40)
        XCTAssertEqual(ANSIRenderer(columns: 120).canvas(for: card).width, 120)
        XCTAssertEqual(ANSIRenderer(columns: 40, zoom: 2).canvas(for: card).width, 120)
        // Rows are twice the points of a column.
        let box = LayoutEngine.layout(.box(width: 100, height: 100))
        let canvas = ANSIRenderer(columns: 50).canvas(for: box)
        XCTAssertEqual(canvas.width, 50)
        XCTAssertEqual(canvas.height, 25)
        // A small layout is not magnified past one point per column.
        XCTAssertEqual(ANSIRenderer(columns: 80).canvas(for: LayoutEngine.layout(.box(width: 20, height: 20))).width, 20)
        // A rows budget shrinks the scale to fit the height as well.
        let tall = LayoutEngine.layout(.box(width: 100, height: 1000))
        let fitted = ANSIRenderer(options: .init(columns: 100, rows: 20)).canvas(for: tall)
        XCTAssertEqual(fitted.height, 20)
        XCTAssertEqual(fitted.width, 4)
        // Hard limits.
        let capped = ANSIRenderer(options: .init(zoom: 0.01, maxColumns: 30, maxRows: 7)).canvas(for: tall)
        XCTAssertEqual(capped.width, 30)
        XCTAssertEqual(capped.height, 7)
    }
}
