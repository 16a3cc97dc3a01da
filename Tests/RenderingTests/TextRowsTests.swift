import LayoutEngine
@testable import Rendering
import XCTest
import _XMLLayoutTestSupport

/// Text in the terminal at its laid-out lines (issue 13): every line the
/// engine measured on the row where it falls, evenly spaced at every zoom,
/// never on a border, cut with "…" when its cells are too few.
final class TextRowsTests: XCTestCase {
    static let ipsum = "Kitty ipsum dolor sit amet, purr sleep on your face lay down in your way biting, sniff "
        + "tincidunt a etiam fluffy fur judging you stuck in a tree kittens."

    /// Texture's Kittens cell: a 120 × 80 picture and 12 pt text (14.4 pt a
    /// line, 1.54 rows at the 375-point fit) side by side.
    static var kittens: Element {
        .inset(EdgeInsets(top: 16, left: 16, bottom: 16, right: 16),
               .hstack(spacing: 10, alignItems: .start, [
                   .image(size: Size(120, 80)).debugName("kitten"),
                   .text(ipsum, fontSize: 12).debugName("ipsum").flexShrink(1),
               ]))
    }

    static let zooms = [1.5, 2.5, 3.3, 4.6875, 6, 7.2, 9, 12, 30]

    private func ipsumRows(zoom: Double?, width: Double = 375, columns: Int = 80) throws
        -> (canvas: CellCanvas, rows: [Int], text: TextLayout, cells: CellRect) {
        let result = Fixtures.layout(Self.kittens, width: width)
        let renderer = ANSIRenderer(options: .init(columns: columns, zoom: zoom, colorMode: .none, labels: .none))
        let canvas = renderer.canvas(for: result)
        let item = try XCTUnwrap(PaintOrder.items(of: result).first { $0.record.debugName == "ipsum" })
        let text = try XCTUnwrap(item.text)
        let cells = renderer.scale(for: result.size).cells(for: item.frame)
        // Rows holding text: those with a letter right of the picture.
        let lines = canvas.plainLines
        let rows = lines.indices.filter { row in
            let chars = Array(lines[row])
            return chars.indices.contains { $0 >= cells.column && $0 < chars.count && chars[$0].isLetter }
        }
        return (canvas, rows, text, cells)
    }

    func testLinesAreEvenlySpacedInsideTheirFrameAtEveryZoom() throws {
        for zoom in Self.zooms {
            let (canvas, rows, text, cells) = try ipsumRows(zoom: zoom)
            let out = canvas.plainText
            XCTAssertEqual(text.lines.count, 6, "the engine's lines at 375 pt")
            XCTAssertFalse(rows.isEmpty, "zoom \(zoom):\n\(out)")
            let gaps = Set(zip(rows.dropFirst(), rows).map { $0 - $1 })
            XCTAssertLessThanOrEqual(gaps.count, 1, "uneven gaps \(rows) at zoom \(zoom):\n\(out)")
            XCTAssertTrue(rows.allSatisfy { $0 >= cells.row && $0 < cells.maxRow }, "zoom \(zoom): \(rows) outside \(cells)")
            // Every line shows while the frame has a row for each; else the
            // rows are full and the last one says that more follows.
            XCTAssertEqual(rows.count, Swift.min(6, cells.height), "zoom \(zoom):\n\(out)")
            let lines = canvas.plainLines
            for (i, row) in rows.enumerated() {
                let shown = String(lines[row].dropFirst(cells.column))
                let line = text.lines[i].text
                if shown.hasSuffix("…") {
                    XCTAssertTrue(line.count > cells.width || (i == rows.count - 1 && rows.count < 6),
                                  "zoom \(zoom): '\(shown)' cut though it fits")
                    XCTAssertTrue(line.hasPrefix(String(shown.dropLast())), "zoom \(zoom): '\(shown)' vs '\(line)'")
                } else {
                    XCTAssertTrue(shown.hasPrefix(line), "zoom \(zoom), line \(i): '\(shown)' vs '\(line)'")
                }
            }
            if cells.height >= 6 * 2, zoom <= 2.5 {
                XCTAssertEqual(gaps.first, Int((14.4 / (2 * zoom)).rounded()), "the stride is a line's height in rows")
            }
        }
    }

    func testLinesAreEvenlySpacedAtEveryWidthAndTerminalSize() throws {
        for width in [320.0, 375, 414, 768] {
            for columns in [40, 60, 80, 120, 200] {
                let (canvas, rows, text, cells) = try ipsumRows(zoom: nil, width: width, columns: columns)
                let out = canvas.plainText
                XCTAssertFalse(rows.isEmpty, "\(width) pt in \(columns) columns:\n\(out)")
                XCTAssertLessThanOrEqual(Set(zip(rows.dropFirst(), rows).map { $0 - $1 }).count, 1,
                                         "uneven rows \(rows), \(width) pt in \(columns) columns:\n\(out)")
                XCTAssertTrue(rows.allSatisfy { $0 >= cells.row && $0 < cells.maxRow }, "\(width)/\(columns):\n\(out)")
                XCTAssertEqual(rows.count, Swift.min(text.lines.count, cells.height), "\(width)/\(columns):\n\(out)")
            }
        }
    }

    func testTextAtSeveralZoomsPlain() {
        let result = Fixtures.layout(Self.kittens, width: 375)
        let pictures = [4.6875, 7.2, 12, 30].map { zoom in
            "zoom \(NumberFormat.string(zoom)):\n"
                + ANSIRenderer(options: .init(zoom: zoom, colorMode: .none)).plainText(result)
        }
        assertSnapshot(pictures.joined(separator: "\n\n"))
    }

    func testPlacementKeepsOneStrideAndMarksHiddenLines() {
        let scale = CellScale(pointsPerColumn: 4.6875)  // rows of 9.375 pt
        // Six 14.4 pt lines (1.54 rows each) in a 9-row area: one row apart,
        // the block where the lines fall on average.
        let frame = Rect(x: 0, y: 16.5, width: 213, height: 86.4)
        let area = scale.cells(for: frame)
        let p = TextRows.place(lineCount: 6, lineHeight: 14.4, frame: frame, area: area, scale: scale)
        XCTAssertEqual(area.row, 2)
        XCTAssertEqual(area.height, 9)
        XCTAssertEqual(p, .init(rows: [3, 4, 5, 6, 7, 8], hidden: false))
        // Two 16.8 pt lines (1.79 rows): two rows apart, as they fall.
        let two = Rect(x: 0, y: 0, width: 100, height: 33.6)
        XCTAssertEqual(TextRows.place(lineCount: 2, lineHeight: 16.8, frame: two, area: scale.cells(for: two), scale: scale),
                       .init(rows: [0, 2], hidden: false))
        // Three lines in two rows: two show, the second marks the rest.
        XCTAssertEqual(TextRows.place(lineCount: 3, lineHeight: 6, frame: Rect(x: 0, y: 0, width: 10, height: 18),
                                      area: CellRect(column: 0, row: 0, width: 5, height: 2), scale: scale),
                       .init(rows: [0, 1], hidden: true))
        // Lines below a frame cut short of its text are not drawn, nor marked.
        XCTAssertEqual(TextRows.place(lineCount: 5, lineHeight: 20, frame: Rect(x: 0, y: 0, width: 10, height: 20),
                                      area: CellRect(column: 0, row: 0, width: 5, height: 3), scale: CellScale(pointsPerColumn: 5)),
                       .init(rows: [1], hidden: false))
    }

    func testALineTooWideForItsCellsEndsWithAnEllipsis() {
        XCTAssertEqual(TextRows.fit("hello world", columns: 20), "hello world")
        XCTAssertEqual(TextRows.fit("hello world", columns: 11), "hello world")
        XCTAssertEqual(TextRows.fit("hello world", columns: 10), "hello wor…")
        XCTAssertEqual(TextRows.fit("hello world", columns: 7), "hello…", "no space before the ellipsis")
        XCTAssertEqual(TextRows.fit("日本語", columns: 4), "日…", "a wide character is never split")
        XCTAssertEqual(TextRows.fit("abc", columns: 1), "…")
        XCTAssertEqual(TextRows.fit("abc", columns: 0), "")
        XCTAssertEqual(TextRows.fit("abc", columns: 3, marksMore: true), "ab…")
        XCTAssertEqual(TextRows.fit("ab", columns: 5, marksMore: true), "ab…")

        // In a picture: 12 pt per column leaves 17 columns for the text.
        let out = ANSIRenderer(options: .init(zoom: 12, colorMode: .none)).plainText(Fixtures.layout(Self.kittens, width: 375))
        XCTAssertTrue(out.contains("Kitty ipsum dolor…"), out)
        XCTAssertFalse(out.contains("Kitty ipsum dolor "), out)
    }

    // MARK: Borders

    func testAButtonsTitleIsNeverDrawnOnItsBorder() throws {
        let crimson = Color(red: 220, green: 20, blue: 60)
        let button = Element.button(ButtonNode(title: "128", fontSize: 13, imageSize: Size(14, 14), contentSpacing: 4))
            .debugName("likes").presentation(Presentation(color: crimson))
        let root = Element.hstack([button, .spacer()])
        let result = Fixtures.layout(root, width: 375)
        for zoom in [4.6875, 2, 1, 0.5] {
            let renderer = ANSIRenderer(options: .init(zoom: zoom, colorMode: .truecolor))
            let canvas = renderer.canvas(for: result)
            let frame = try XCTUnwrap(PaintOrder.items(of: result).first { $0.record.debugName == "likes" }?.frame)
            let cells = renderer.scale(for: result.size).cells(for: frame)
            let text = canvas.plainText
            XCTAssertTrue(text.contains("128"), "zoom \(zoom):\n\(text)")
            let titleRow = try XCTUnwrap(canvas.plainLines.firstIndex { $0.contains("128") })
            let borderChars: Set<Character> = ["─", "│", "├", "┤", "┌", "┐", "└", "┘", "╭", "╮", "╰", "╯"]
            let aroundTitle = canvas.row(titleRow).filter { $0.style.foreground == crimson }
            XCTAssertEqual(String(aroundTitle.map(\.character)), "128", "zoom \(zoom): the title alone, in crimson")
            if cells.height >= 3 {
                // Room for a border: drawn, with the title strictly inside it.
                XCTAssertTrue(borderChars.contains(canvas[cells.maxColumn - 1, cells.row].character), "zoom \(zoom):\n\(text)")
                XCTAssertTrue(titleRow > cells.row && titleRow < cells.maxRow - 1, "zoom \(zoom):\n\(text)")
            } else {
                // No room: the title wins and the button draws no border.
                XCTAssertFalse(borderChars.contains(canvas[cells.maxColumn - 1, titleRow].character), "zoom \(zoom):\n\(text)")
            }
        }
    }

    func testATextInsideAnOutlinedNodeKeepsOffItsBorder() {
        // The box is exactly the text's size: the text moves inside the
        // border where there is room, and the border goes where there is not.
        let framed = Element.background(.text("hello there"), .box().presentation(Presentation(borderColor: .init(red: 0, green: 0, blue: 0), borderWidth: 1)))
        let result = Fixtures.layout(.hstack([framed, .spacer()]), width: 200)
        let roomy = ANSIRenderer(options: .init(zoom: 2, colorMode: .none, labels: .none)).plainText(result)
        XCTAssertEqual(roomy.split(separator: "\n").first.map(String.init)?.first, "┌", roomy)
        XCTAssertTrue(roomy.contains("│hello there"), roomy)
        let tight = ANSIRenderer(options: .init(zoom: 10, colorMode: .none, labels: .none)).plainText(result)
        XCTAssertEqual(tight, "hello there", "one row: the text alone")
    }

    // MARK: Fills over pictures

    func testFillsCoverPictureCellsAsAWhole() {
        let red = Color(red: 255, green: 0, blue: 0)
        let picture = RasterImage(width: 2, height: 2, pixels: Array([UInt8]([255, 0, 0, 255]).repeated(4)))
        func canvas(over cover: Color) -> CellCanvas {
            let image = Element(.image(ImageNode(intrinsicSize: Size(40, 40), source: "red.png")))
            let root = Element.overlay(image, .box().presentation(Presentation(backgroundColor: cover)))
            return ANSIRenderer(options: .init(zoom: 4, colorMode: .truecolor, labels: .none),
                                images: ImageProvider(["red.png": picture])).canvas(for: Fixtures.layout(root, width: 40))
        }
        let opaque = canvas(over: Color(red: 0, green: 0, blue: 255))
        XCTAssertFalse(opaque.cells.contains { $0.character == "▀" }, "an opaque box hides the picture:\n\(opaque.plainText)")
        let tinted = canvas(over: Color(red: 0, green: 0, blue: 0, alpha: 128))
        let half = tinted.cells.filter { $0.character == "▀" }
        XCTAssertFalse(half.isEmpty)
        let dimmed = Color(red: 127, green: 0, blue: 0)
        XCTAssertTrue(half.allSatisfy { $0.style.foreground == dimmed && $0.style.background == dimmed },
                      "both halves tinted, as in the SVG: \(half.first.map { "\($0.style)" } ?? "")")
        XCTAssertNotEqual(red, dimmed)
    }

    func testARoundedFillLeavesItsCorners() {
        let teal = Color(red: 0, green: 128, blue: 128)
        let circle = Element.box(width: 40, height: 40).presentation(Presentation(backgroundColor: teal, cornerRadius: 20))
        let canvas = ANSIRenderer(options: .init(zoom: 2, colorMode: .truecolor, outlinesAllNodes: false, labels: .none))
            .canvas(for: Fixtures.layout(.hstack([circle, .spacer()]), width: 40))
        XCTAssertEqual([canvas.width, canvas.height], [20, 10])
        XCTAssertEqual(canvas[0, 0].style.background, Color(red: 255, green: 255, blue: 255), "the corner shows the canvas")
        XCTAssertEqual(canvas[19, 9].style.background, Color(red: 255, green: 255, blue: 255))
        XCTAssertEqual(canvas[10, 5].style.background, teal)
        XCTAssertEqual(canvas[0, 5].style.background, teal, "the middle of the left edge is inside the circle")
    }
}

private extension Array {
    func repeated(_ n: Int) -> [Element] { (0..<n).flatMap { _ in self } }
}

/// `--labels auto` leaves out a label that would cover a text (issue 13:
/// "only where they fit"), in the terminal and in the SVG.
final class LabelsOverTextTests: XCTestCase {
    func testAutoLabelsNeverCoverText() {
        let plate = Element.box().debugName("plate")
            .presentation(Presentation(backgroundColor: Color(red: 0, green: 0, blue: 0, alpha: 153)))
        let tight = Fixtures.layout(.hstack([.background(.text("Golden Gate at dusk"), plate), .spacer()]), width: 300)
        let roomy = Fixtures.layout(.hstack([.background(.inset(EdgeInsets(top: 24, left: 8, bottom: 8, right: 8),
                                                                .text("Golden Gate at dusk")), plate), .spacer()]), width: 300)
        // Unoutlined, the label would sit inside the top-left cell, on the text.
        let ansi = ANSIRenderer(options: .init(zoom: 8, colorMode: .truecolor, outlinesAllNodes: false))
        XCTAssertFalse(ansi.canvas(for: tight).plainText.contains("plate"), ansi.canvas(for: tight).plainText)
        XCTAssertTrue(ansi.canvas(for: tight).plainText.contains("Golden Gate at dusk"))
        XCTAssertTrue(ansi.canvas(for: roomy).plainText.contains("plate"), ansi.canvas(for: roomy).plainText)
        XCTAssertFalse(SVGRenderer().render(tight).contains(">plate</text>"))
        XCTAssertTrue(SVGRenderer().render(roomy).contains(">plate</text>"))
        // `all` still shows every label, cut at its node's edge.
        XCTAssertTrue(SVGRenderer(options: .init(labels: .all)).render(tight).contains(">plate</text>"))
        // Outlined, the label is on the border and the text inside it: both show.
        let outlined = ANSIRenderer(options: .init(zoom: 2, colorMode: .none)).plainText(tight)
        XCTAssertTrue(outlined.hasPrefix("┌plate─"), outlined)
        XCTAssertTrue(outlined.contains("│Golden Gate at dusk"), outlined)
    }
}

/// `--specs` in the SVG: nested specs share a top-right corner; their type
/// names stack down the right edge instead of printing over each other.
final class SpecNamesTests: XCTestCase {
    func testNestedSpecNamesNeverOverlap() throws {
        let root = Element.inset(EdgeInsets(all: 0), .inset(EdgeInsets(all: 0), .vstack([.box(width: 200, height: 120)])))
        let svg = SVGRenderer(options: .init(specOutlines: true)).render(Fixtures.layout(root, width: 200))
        let names = svg.matches(of: /<text x="([\d.]+)" y="([\d.]+)" text-anchor="end"[^>]*>(\w+)<\/text>/).map {
            (String($0.output.3), Double($0.output.2)!)
        }
        XCTAssertEqual(names.map(\.0), ["inset", "inset", "stack"], svg)
        XCTAssertEqual(Set(names.map(\.1)).count, 3, "each name on its own line: \(names)")
        XCTAssertTrue(zip(names, names.dropFirst()).allSatisfy { $1.1 - $0.1 >= 8 }, "\(names)")
    }
}
