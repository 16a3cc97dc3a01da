import Foundation
import LayoutEngine
import XCTest
@testable import XMLLayoutPreview

/// Scrolling, zoom, panels and inspect mode on real files, without a terminal.
final class WatchViewTests: XCTestCase {
    var dir: String!
    var path: String { dir + "/tall.xml" }

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("WatchViewTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    func save(_ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + ".tmp"))
        XCTAssertEqual(rename(path + ".tmp", path), 0)
    }

    /// 375 × 561.5 points: at 100 columns (3.75 pt a column, 7.5 a row) 75 rows.
    static let tall = """
    <layout width="375">
      <vstack>
        <text id="first">First line</text>
        <box id="upper" height="200"/>
        <text debugName="middle">Middle text</text>
        <box height="300" minWidth="10%"/>
        <text id="last">The very bottom</text>
      </vstack>
    </layout>
    """

    func session(columns: Int = 100, rows: Int = 30) throws -> WatchSession {
        try save(Self.tall)
        var configuration = WatchConfiguration(path: path)
        configuration.textMetrics = .fixed // the sizes below were written for the fixed model
        let s = WatchSession(configuration: configuration, columns: columns, rows: rows)
        s.reload()
        return s
    }

    func lines(_ s: WatchSession) -> [String] { s.screen.lines() }
    func status(_ s: WatchSession) -> String { lines(s).last ?? "" }

    func testScrollingATallLayout() throws {
        let s = try session()
        XCTAssertEqual(s.good?.pictureRows, 75)
        XCTAssertEqual(s.good?.lines.count, 30, "a load draws what shows, not all of it")
        XCTAssertTrue(status(s).contains("rows 1–29 of 75"), status(s))
        XCTAssertTrue(status(s).contains("3.8 pt/col"), status(s))
        XCTAssertTrue(lines(s)[28].hasSuffix("↓ more"), lines(s)[28])
        XCTAssertFalse(lines(s).joined().contains("The very bottom"))

        s.perform(.scroll(rows: 1, columns: 0))
        XCTAssertEqual(s.good?.lines.count, 61, "a scroll draws a screen ahead")
        XCTAssertTrue(status(s).contains("rows 2–30 of 75"), status(s))
        XCTAssertTrue(lines(s)[0].hasSuffix("↑ more"), lines(s)[0])
        s.perform(.page(1))
        XCTAssertTrue(status(s).contains("rows 30–58 of 75"), status(s))
        s.perform(.bottom)
        XCTAssertEqual(s.good?.lines.count, 75, "the rest is drawn when the view gets there")
        XCTAssertTrue(status(s).contains("rows 47–75 of 75"), status(s))
        XCTAssertTrue(lines(s).joined().contains("The very bottom"))
        XCTAssertFalse(lines(s)[28].contains("more"), "nothing below")
        s.perform(.page(-1))
        XCTAssertTrue(status(s).contains("rows 19–47 of 75"), status(s))
        s.perform(.top)
        XCTAssertTrue(status(s).contains("rows 1–29 of 75"), status(s))
        XCTAssertEqual(lines(s).count, 30)
    }

    func testFitAndZoomKeepTheLayoutAndThePlace() throws {
        let s = try session()
        let size = s.good?.result.size
        s.perform(.fit)
        XCTAssertTrue(status(s).contains("fit 9.7 pt/col"), status(s))
        XCTAssertFalse(status(s).contains("rows"), "it all shows: \(status(s))")
        XCTAssertLessThanOrEqual(s.good?.lines.count ?? 99, 29)
        XCTAssertTrue(lines(s).joined().contains("The very bottom"))
        XCTAssertEqual(s.good?.result.size, size, "a zoom never lays out again")

        s.perform(.fitWidth)
        s.perform(.bottom)
        s.perform(.zoomOut)
        XCTAssertTrue(status(s).contains("zoom 4.7 pt/col"), status(s))
        XCTAssertTrue(lines(s).joined().contains("The very bottom"), "zooming out at the bottom stays at the bottom")
        s.perform(.zoomIn)
        s.perform(.zoomIn)
        XCTAssertTrue(status(s).contains("zoom 3 pt/col"), status(s))
        XCTAssertGreaterThan(s.good?.pictureColumns ?? 0, 100, "zoomed in: wider than the screen")
        XCTAssertNotNil(status(s).range(of: "cols [0-9]+–100 of 125", options: .regularExpression), status(s))
        s.perform(.scroll(rows: 0, columns: 4))
        XCTAssertTrue(status(s).contains("cols 5–104 of 125"), status(s))
        XCTAssertEqual(s.good?.result.size, size)
    }

    func testZoomStopsWhereThePictureWouldPassItsLimits() throws {
        let s = try session()
        for _ in 0..<12 { s.perform(.zoomIn) } // 3.75 / 1.25¹¹ is below the floor
        let g = try XCTUnwrap(s.good)
        XCTAssertEqual(try XCTUnwrap(g.renderer.options.zoom), 375.0 / 999, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(g.pictureColumns, WatchSession.maxPictureColumns)
        s.perform(.scroll(rows: 0, columns: 10_000))
        XCTAssertTrue(status(s).contains("cols 900–999 of 999"), "the right edge can be scrolled to: \(status(s))")
        XCTAssertTrue(lines(s).contains { $0.hasSuffix("┐") }, "the boxes' right edges show:\n\(lines(s).joined(separator: "\n"))")
    }

    func testWarningsPanelListsLocationsAndScrolls() throws {
        let boxes = (1...20).map { "    <box width=\"10\" height=\"10\" minWidth=\"\($0)%\"/>" }.joined(separator: "\n")
        try save("<layout>\n  <vstack>\n\(boxes)\n  </vstack>\n</layout>\n")
        let s = WatchSession(configuration: WatchConfiguration(path: path), columns: 100, rows: 20)
        s.reload()
        let count = try XCTUnwrap(s.good?.warnings.count)
        XCTAssertGreaterThan(count, 12, "more warnings than the panel has rows")
        XCTAssertTrue(status(s).contains("\(count) warnings"), status(s))
        s.perform(.toggleWarnings)
        let screen = lines(s)
        let rule = try XCTUnwrap(screen.firstIndex { $0.hasPrefix("── \(count) warnings  (w or Esc closes) (1–") })
        XCTAssertTrue(screen[rule + 1].hasPrefix("\(path):3:"), screen[rule + 1])
        XCTAssertTrue(screen[rule + 1].contains(": warning: "), screen[rule + 1])
        XCTAssertEqual(screen.count, 20)
        s.perform(.bottom)
        let last = lines(s)
        // Each warning wrapped to the screen, its hint kept (issue 34).
        XCTAssertTrue(last.last { $0.hasPrefix(path) }?.hasPrefix("\(path):22:") == true, "the last warning is reachable: \(last)")
        XCTAssertTrue(last[last.count - 2].hasPrefix("  hint: "), "its hint is kept: \(last)")
        XCTAssertTrue(last.allSatisfy { $0.count <= 100 }, "\(last)")
        XCTAssertTrue(last.contains { $0.contains("↑↓ scroll") })
        s.perform(.closePanel)
        XCTAssertFalse(lines(s).contains { $0.contains("warning:") })
    }

    func testKeysPanel() throws {
        let s = try session()
        s.perform(.toggleHelp)
        let screen = lines(s).joined(separator: "\n")
        XCTAssertTrue(screen.contains("── keys"), screen)
        XCTAssertTrue(screen.contains("fit the whole layout on screen"), screen)
        s.perform(.toggleHelp)
        XCTAssertFalse(lines(s).joined().contains("── keys"))
    }

    func testInspectWalksSelectsAndDescribes() throws {
        let s = try session()
        s.perform(.toggleInspect)
        XCTAssertTrue(status(s).contains("inspect 1/6"), status(s))
        var screen = lines(s).joined(separator: "\n")
        XCTAssertTrue(screen.contains("vstack  \(path):2:3"), screen)
        XCTAssertTrue(screen.contains("frame (0, 0) 375 × 561.5"), screen)
        XCTAssertTrue(screen.contains("Layout Size = min {"), screen)
        s.perform(.selectPrevious)
        XCTAssertTrue(status(s).contains("inspect 6/6"), "Shift-Tab wraps around: \(status(s))")
        screen = lines(s).joined(separator: "\n")
        XCTAssertTrue(screen.contains("text  id=last  \(path):7:5"), screen)
        XCTAssertTrue(screen.contains("very bottom"), "the selection is scrolled into view:\n\(screen)")
        s.perform(.selectNext)
        s.perform(.selectNext)
        s.perform(.selectNext)
        s.perform(.selectNext)
        screen = lines(s).joined(separator: "\n")
        XCTAssertTrue(screen.contains("text \"middle\"  \(s.configuration.path):5:5"), screen)
        XCTAssertTrue(screen.contains("frame (0, 220.5) 375 × 20.5"), screen)

        // A click selects the frontmost element under it: the box, not the stack around it.
        s.perform(.top)
        s.perform(.select(column: 50, row: 10))
        screen = lines(s).joined(separator: "\n")
        XCTAssertTrue(screen.contains("box  id=upper"), screen)
        XCTAssertTrue(screen.contains("preferred {auto, 200pt}"), screen)
        let cells = try XCTUnwrap(s.screen.highlight)
        XCTAssertEqual(cells.width, 100)
        XCTAssertTrue(cells.contains(column: 50, row: 10))

        s.perform(.closePanel)
        XCTAssertNil(s.screen.highlight, "Esc leaves inspect mode")
        XCTAssertFalse(status(s).contains("inspect"))
    }

    func testTheViewSurvivesAReload() throws {
        let s = try session()
        s.perform(.zoomIn)
        s.perform(.scroll(rows: 20, columns: 0))
        s.perform(.toggleInspect)
        s.perform(.select(column: 10, row: 2))
        XCTAssertTrue(lines(s).joined().contains("box  id=upper"))
        let top = s.view.viewport.top
        let zoom = s.view.zoom

        // A line added above: the box keeps its id, so it is found by key.
        try save(Self.tall.replacingOccurrences(of: "<vstack>", with: "<vstack>\n    <text>New</text>"))
        s.reload()
        XCTAssertEqual(s.view.zoom, zoom)
        XCTAssertEqual(s.view.viewport.top, top)
        var screen = lines(s).joined(separator: "\n")
        XCTAssertTrue(screen.contains("box  id=upper  \(path):5:5"), screen)
        XCTAssertTrue(status(s).contains("inspect 4/7"), status(s))

        // Its id removed too: found at its place in the tree instead.
        let unnamed = Self.tall.replacingOccurrences(of: "<vstack>", with: "<vstack>\n    <text>New</text>")
            .replacingOccurrences(of: " id=\"upper\"", with: "")
        try save(unnamed)
        s.reload()
        screen = lines(s).joined(separator: "\n")
        XCTAssertTrue(screen.contains("box  \(path):5:5"), screen)
        XCTAssertTrue(status(s).contains("inspect 4/7"), status(s))

        // A broken save keeps everything; the fix comes back to it.
        try save("<layout><vstack></layout>")
        s.reload()
        XCTAssertEqual(s.view.viewport.top, top)
        try save(unnamed)
        s.reload()
        XCTAssertTrue(status(s).contains("inspect 4/7"), status(s))
        XCTAssertEqual(s.view.viewport.top, top)
        XCTAssertEqual(s.view.zoom, zoom)
    }
}
