import Foundation
import LayoutEngine
import Rendering
import XCTest
import XMLLayout
@testable import XMLLayoutPreview

/// The stages `render`, `validate` and `watch` share, one at a time.
final class PreviewStagesTests: XCTestCase {
    var dir: String!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("PreviewStagesTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    func write(_ text: String, name: String = "card.xml") throws -> String {
        let path = dir + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static let card = """
    <layout width="200">
      <vstack spacing="4">
        <text debugName="title" fontSize="10">abcdefghij klmnop</text>
        <box debugName="empty"/>
      </vstack>
    </layout>
    """

    func testEachStageHandsTheNextWhatItNeedsAndRunComposesThem() throws {
        let path = try write(Self.card)
        let loaded = LoadedLayout.load(path: path)
        XCTAssertEqual(loaded.root?.name, "layout")
        XCTAssertEqual(loaded.source?.path, path)
        let built = BuiltLayout(building: loaded)
        let document = try XCTUnwrap(built.document)
        let laidOut = LaidOutLayout(laying: document, in: document.rootRange, file: path)
        XCTAssertEqual(laidOut.result.size.width, 200)
        XCTAssertEqual(laidOut.lintDiagnostics.map(\.id), ["no-intrinsic-size"], "the empty box is 0 high")
        for format in OutputFormat.allCases {
            let options = PreviewOptions(format: format, columns: 50)
            let rendered = RenderedOutput(rendering: laidOut, as: format, options: options)
            let run = PreviewPipeline.run(path: path, options: options)
            XCTAssertEqual(rendered.text, run.text, "\(format)")
            XCTAssertEqual(run.diagnostics.map(\.id), ["no-intrinsic-size"])
        }
    }

    func testValidateStopsAfterTheLayoutAndItsLint() throws {
        let out = PreviewPipeline.run(path: try write(Self.card), options: PreviewOptions(), render: false)
        XCTAssertNil(out.text)
        XCTAssertNotNil(out.laidOut)
        XCTAssertEqual(out.diagnostics.map(\.id), ["no-intrinsic-size"])
    }

    func testAnErrorStopsTheStagesWhereItIsFound() throws {
        // Schema error: nothing is built.
        let invalid = LoadedLayout.load(path: try write("<layout><vstack><txt/></vstack></layout>", name: "bad.xml"))
        XCTAssertTrue(invalid.hasErrors)
        XCTAssertNil(invalid.root)
        XCTAssertNil(BuiltLayout(building: invalid).document)
        // Builder error (a missing image): built, but no document, no layout.
        let missing = PreviewPipeline.run(
            path: try write(#"<layout><image src="nope.png"/></layout>"#, name: "img.xml"), options: PreviewOptions())
        XCTAssertNotNil(missing.loaded.root)
        XCTAssertNil(missing.built.document)
        XCTAssertNil(missing.laidOut)
        XCTAssertNil(missing.text)
        XCTAssertTrue(missing.hasErrors)
        // Unreadable: the load says so.
        let absent = PreviewPipeline.run(path: dir + "/absent.xml", options: PreviewOptions())
        XCTAssertNil(absent.loaded.source)
        XCTAssertEqual(absent.diagnostics.map(\.id), [DiagnosticID.fileNotFound])
    }

    func testTheRegistryGivesEachFormatItsRenderer() throws {
        let built = PreviewPipeline.front(path: try write(Self.card))
        let document = try XCTUnwrap(built.document)
        let laidOut = LaidOutLayout(laying: document, in: document.rootRange, file: "card.xml")
        func text(_ format: OutputFormat, _ options: PreviewOptions = PreviewOptions(columns: 50)) -> String {
            RenderedOutput(rendering: laidOut, as: format, options: options).text
        }
        XCTAssertTrue(text(.svg).hasPrefix("<?xml"))
        XCTAssertTrue(text(.json).hasPrefix("{"))
        XCTAssertTrue(text(.json).contains("\"line\": 3"), "JSON carries the source lines:\n\(text(.json))")
        XCTAssertTrue(text(.tree).hasPrefix("size 200×16\nvstack"), text(.tree))
        XCTAssertEqual(text(.ascii), document.root.asciiArtString)
        XCTAssertEqual(text(.ansi, PreviewOptions(columns: 50, zoom: 2, colorMode: .ansi256)),
                       ANSIRenderer(columns: 50, zoom: 2, colorMode: .ansi256).render(laidOut.result))
        XCTAssertEqual(text(.ansi, PreviewOptions(columns: 50, maxColumns: 5, maxRows: 1)), "abcde",
                       "capped like a watch screen")
    }

    func testRenderersDrawTheLinesTheMeasurerGave() throws {
        // Fixed model at 10 pt: "abcdefghij klmnop" fits 200 pt on one line.
        // The ten-point measurer below breaks it every 4 characters instead.
        let path = try write(#"<layout width="40"><text fontSize="10">abcdefghij</text></layout>"#)
        let options = PreviewOptions(format: .svg, columns: 40, measurer: FourPerLineMeasurer())
        let svg = try XCTUnwrap(PreviewPipeline.run(path: path, options: options).text)
        XCTAssertTrue(svg.contains(#"textLength="40" lengthAdjust="spacingAndGlyphs">abcd</text>"#), svg)
        XCTAssertTrue(svg.contains(">efgh</text>"), svg)
        XCTAssertTrue(svg.contains(#"y="35""#), "second baseline: 1 × lineHeight 20 + ascender 15\n\(svg)")
        var ansi = options
        ansi.format = .ansi
        ansi.zoom = 1
        let rows = try XCTUnwrap(PreviewPipeline.run(path: path, options: ansi).text).split(separator: "\n")
        XCTAssertEqual(rows.filter { $0.contains("abcd") || $0.contains("efgh") || $0.contains("ij") }.count, 3,
                       rows.joined(separator: "\n"))
        let fixed = try XCTUnwrap(PreviewPipeline.run(path: path, options: PreviewOptions(format: .svg)).text)
        XCTAssertFalse(fixed.contains(">abcd</text>"), "the fixed model breaks elsewhere:\n\(fixed)")
    }

    func testTheWatchSessionLaysOutWithTheSameStages() throws {
        let path = try write(Self.card)
        let session = WatchSession(configuration: WatchConfiguration(path: path), columns: 60, rows: 30)
        session.reload()
        let run = PreviewPipeline.run(path: path, options: PreviewOptions(format: .ansi, columns: 60))
        XCTAssertEqual(session.good?.result.frames(), run.result?.frames())
        XCTAssertEqual(session.good?.warnings, run.diagnostics)
        XCTAssertEqual(session.good?.lines, run.text?.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    func testTerminalSizeIsNilOffATerminal() {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]); close(fds[1]) }
        XCTAssertNil(TerminalSize.of(descriptor: fds[1]))
    }
}

/// Four characters a line, 10 pt each, 20 pt lines, ascender 15.
struct FourPerLineMeasurer: TextMeasurer {
    func measure(_ text: String, fontSize: Double, maxWidth: Double, maxLines: Int,
                 truncation: Truncation) -> TextLayout {
        var lines: [TextLine] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            let line = rest.prefix(4)
            lines.append(TextLine(text: String(line), width: Double(line.count * 10)))
            rest = rest.dropFirst(line.count)
        }
        let width = lines.map(\.width).max() ?? 0
        return TextLayout(lines: lines, size: Size(width, Double(lines.count * 20)), truncated: false,
                          lineHeight: 20, ascender: 15, descender: -5)
    }
}
