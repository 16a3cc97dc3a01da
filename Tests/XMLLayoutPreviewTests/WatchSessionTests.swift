import Foundation
import LayoutEngine
import XCTest
import XMLLayout
@testable import XMLLayoutPreview

/// The watch loop's state machine, on real files but without a terminal.
final class WatchSessionTests: XCTestCase {
    var dir: String!
    var path: String { dir + "/card.xml" }

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("WatchSessionTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// Saves like an editor: a new file renamed over the old one.
    func save(_ text: String, to file: String? = nil) throws {
        let target = file ?? path
        try Data(text.utf8).write(to: URL(fileURLWithPath: target + ".tmp"))
        XCTAssertEqual(rename(target + ".tmp", target), 0)
    }

    /// A GIF header is all the image reader needs.
    func saveImage(_ name: String, width: UInt8, height: UInt8) throws {
        try Data(Array("GIF89a".utf8) + [width, 0, height, 0]).write(to: URL(fileURLWithPath: dir + "/" + name))
    }

    /// Text measured with the fixed model: the sizes below were written for it.
    func session(columns: Int = 200, rows: Int = 20, zoom: Double? = nil, width: Double? = nil) -> WatchSession {
        var configuration = WatchConfiguration(path: path, overrides: .init(width: width), zoom: zoom)
        configuration.textMetrics = .fixed
        return WatchSession(configuration: configuration, columns: columns, rows: rows)
    }

    func text(_ s: WatchSession) -> String { s.screen.lines().joined(separator: "\n") }

    func testBrokenSaveKeepsTheLastGoodPreviewAndAFixReplacesBoth() throws {
        try save(#"<layout width="100"><text>Hello</text></layout>"#)
        let s = session()
        s.reload()
        XCTAssertNotNil(s.good)
        XCTAssertEqual(s.problems, [])
        XCTAssertEqual(s.reloadCount, 0, "the first load is not a reload")
        XCTAssertTrue(text(s).contains("Hello"))

        try save(#"<layout width="100"><text>World</text></layout>"#)
        s.reload()
        XCTAssertEqual(s.reloadCount, 1)
        XCTAssertTrue(text(s).contains("World"))
        XCTAssertFalse(text(s).contains("Hello"))

        try save("<layout width=\"100\">\n  <txt>oops</txt>\n</layout>\n")
        s.reload()
        XCTAssertEqual(s.reloadCount, 2)
        XCTAssertFalse(s.problems.isEmpty)
        XCTAssertEqual(s.problems.first?.location?.line, 2)
        let broken = text(s)
        XCTAssertTrue(broken.contains("World"), "the last good preview stays:\n\(broken)")
        XCTAssertTrue(broken.contains("\(path):2:"), broken)
        XCTAssertTrue(broken.contains("error:"), broken)
        XCTAssertTrue(broken.contains("reload 2"), broken)

        try save(#"<layout width="100"><text>Fixed</text></layout>"#)
        s.reload()
        XCTAssertEqual(s.problems, [])
        XCTAssertEqual(s.reloadCount, 3)
        let fixed = text(s)
        XCTAssertTrue(fixed.contains("Fixed"))
        XCTAssertFalse(fixed.contains("error"), fixed)
        XCTAssertFalse(fixed.contains("World"))
    }

    func testMissingFileWaitsAndADeletedFileKeepsThePreview() throws {
        let s = session()
        s.reload()
        XCTAssertNil(s.good)
        XCTAssertEqual(s.problems.map(\.message), ["no such file; waiting for it to be created"])
        XCTAssertEqual(s.dependencies, [path], "a missing file is still watched")

        try save(#"<layout width="100"><text>Hello</text></layout>"#)
        s.reload()
        XCTAssertEqual(s.problems, [])
        XCTAssertTrue(text(s).contains("Hello"))

        try FileManager.default.removeItem(atPath: path)
        s.reload()
        XCTAssertEqual(s.problems.map(\.message), ["file deleted; waiting for it to come back"])
        XCTAssertTrue(text(s).contains("Hello"))
        XCTAssertTrue(text(s).contains("file deleted"))

        try save(#"<layout width="100"><text>Back</text></layout>"#)
        s.reload()
        XCTAssertEqual(s.problems, [])
        XCTAssertTrue(text(s).contains("Back"))
    }

    /// The one root-size rule (`RootSize`): watch lays a file out at the
    /// size `render` does; the terminal only changes the scale.
    func testWatchLaysOutAtRendersSizeAndTheTerminalOnlyScalesIt() throws {
        try save(#"<layout><vstack><text>Hello</text><box height="300"/></vstack></layout>"#)
        var ansi = PreviewOptions(format: .ansi, columns: 40)
        ansi.textMetrics = .fixed // as `session` measures
        let rendered = try XCTUnwrap(PreviewPipeline.run(path: path, options: ansi).result)
        let s = session(columns: 40)
        s.reload()
        XCTAssertEqual(s.good?.result.size, rendered.size, "the file's size (no width: its content's), as render")
        XCTAssertEqual(s.good?.result.size.width, 51)
        s.resize(columns: 20, rows: 20)
        XCTAssertEqual(s.good?.result.size, rendered.size, "a resize does not lay out again")
        XCTAssertEqual(s.reloadCount, 0, "a resize is not a reload")
        XCTAssertTrue(s.screen.status.text.contains("51×320.5"), s.screen.status.text)
        XCTAssertEqual(s.good?.renderer.options.zoom, 51.0 / 20, "the picture's width fits the new width")
        XCTAssertEqual(s.good?.lines.map(ScreenText.width).max(), 20, s.good?.lines.joined(separator: "\n") ?? "")

        let zoomed = session(columns: 40, zoom: 2)
        zoomed.reload()
        XCTAssertEqual(zoomed.good?.result.size, rendered.size, "--zoom scales, it does not lay out")
        XCTAssertEqual(zoomed.good?.renderer.options.zoom, 2)

        for width in [300.0, 51] {
            let given = session(columns: 40, width: width)
            given.reload()
            var options = PreviewOptions(overrides: .init(width: width))
            options.textMetrics = .fixed
            let byRender = PreviewPipeline.run(path: path, options: options)
            XCTAssertEqual(given.good?.result.size.width, width, "--width wins")
            XCTAssertEqual(given.good?.result.size, byRender.result?.size)
        }

        try save(#"<layout width="375" minHeight="500"><text>Hello</text></layout>"#)
        s.reload()
        XCTAssertEqual(s.good?.result.size, Size(375, 500), "the file's own size wins")
        XCTAssertEqual(s.good?.result.size,
                       PreviewPipeline.run(path: path, options: PreviewOptions()).result?.size)
    }

    func testResizeWhileBrokenRedrawsTheLastGoodPreview() throws {
        try save(#"<layout><text>Hello</text></layout>"#)
        let s = session(columns: 40)
        s.reload()
        try save("<layout><text>Hello</layout>")
        s.reload()
        s.resize(columns: 30, rows: 10)
        XCTAssertEqual(s.good?.result.size.width, 51)
        XCTAssertFalse(s.problems.isEmpty, "the errors stay until the next good save")
        XCTAssertEqual(s.screen.lines().count, 10)
        XCTAssertTrue(text(s).contains("Hello"), text(s))
    }

    func testDependenciesFollowImageReferences() throws {
        try save(#"<layout width="100"><text>Hello</text></layout>"#)
        let s = session()
        XCTAssertFalse(s.reload())
        XCTAssertEqual(s.dependencies, [path])

        try saveImage("pic.gif", width: 20, height: 10)
        try save(#"<layout width="100"><stack><text>Hello</text><image src="pic.gif"/></stack></layout>"#)
        XCTAssertTrue(s.reload(), "an image reference was added")
        XCTAssertEqual(s.dependencies, [path, dir + "/pic.gif"])
        XCTAssertFalse(s.reload(), "unchanged")

        // A reference to an image not saved yet: a warning and a placeholder,
        // and the image is watched, so saving it draws it; the old one is dropped.
        try save(#"<layout width="100"><stack><text>Hello</text><image src="new.gif"/></stack></layout>"#)
        XCTAssertTrue(s.reload())
        XCTAssertEqual(s.problems, [])
        XCTAssertEqual(s.good?.warnings.contains { $0.id == Diagnostic.Code.imageUnreadable }, true)
        XCTAssertEqual(s.dependencies, [path, dir + "/new.gif"])
        try saveImage("new.gif", width: 30, height: 10)
        XCTAssertFalse(s.reload(), "the same dependencies")
        XCTAssertEqual(s.good?.warnings.contains { $0.id == Diagnostic.Code.imageUnreadable }, false)
        XCTAssertEqual(s.good?.result.documentFrames().last?.size.width, 30, "the image is laid out at its size now")
    }

    func testImageReferenceScan() {
        XCTAssertEqual(ImageReferences.paths(in: #"<image src="a.png"/> <x dataSrc="no"/> <image  src = 'b/c.gif' />"#,
                                             layoutPath: "/d/f.xml"), ["/d/a.png", "/d/b/c.gif"])
        XCTAssertEqual(ImageReferences.paths(in: #"<image src="/abs.png"/>"#, layoutPath: "f.xml"), ["/abs.png"])
        XCTAssertEqual(ImageReferences.paths(in: #"<image src="x.png"/>"#, layoutPath: "f.xml"), ["x.png"])
    }
}
