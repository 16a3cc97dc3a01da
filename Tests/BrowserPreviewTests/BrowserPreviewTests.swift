import BrowserPreview
import Foundation
import XCTest
import XMLLayout

/// The server without a browser: pictures per selection, the last good one
/// kept with the errors of a broken save, the events a page listens to.
final class BrowserPreviewTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    static func layout(width: Int, state: Bool = false) -> String {
        let param = state ? #"<param name="mode" values="compact roomy" default="compact"/>"# : ""
        let box = state ? ##"<box width="{mode == 'roomy' ? 200 : 100}" height="40" backgroundColor="#ff0000"/>"##
            : ##"<box width="\##(width)" height="40" backgroundColor="#ff0000"/>"##
        return """
        <layout>\(param)
          <stack direction="vertical">\(box)</stack>
        </layout>
        """
    }

    func write(_ text: String, to name: String = "screen.xml") throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: false, encoding: .utf8)
        return url.path
    }

    func testABrokenSaveKeepsTheLastGoodPictureAndSaysWhereTheErrorIs() throws {
        let path = try write(Self.layout(width: 120))
        let session = BrowserSession(configuration: .init(path: path))
        let good = session.picture(for: BrowserSelection())
        XCTAssertFalse(good.hasErrors)
        let svg = try XCTUnwrap(good.svg)
        XCTAssertTrue(svg.contains(#"width="120""#), svg)

        _ = try write("<layout><stack><box width=\"oops\"/></stack></layout>")
        session.fileChanged()
        let broken = session.picture(for: BrowserSelection())
        XCTAssertTrue(broken.hasErrors)
        XCTAssertEqual(broken.version, 1)
        XCTAssertEqual(broken.svg, svg, "the last good picture stays")
        let problem = try XCTUnwrap(broken.problems.first)
        XCTAssertTrue(problem.hasPrefix(path + ":1:"), problem)
        XCTAssertTrue(problem.contains("oops"), problem)

        _ = try write(Self.layout(width: 150))
        session.fileChanged()
        let fixed = session.picture(for: BrowserSelection())
        XCTAssertFalse(fixed.hasErrors)
        XCTAssertEqual(fixed.problems, [])
        XCTAssertTrue(try XCTUnwrap(fixed.svg).contains(#"width="150""#))
    }

    func testTheDeviceStateAndLookOfTheSelectionAreDrawn() throws {
        let path = try write(Self.layout(width: 0, state: true))
        let session = BrowserSession(configuration: .init(path: path))
        let compact = try XCTUnwrap(session.picture(for: BrowserSelection()).svg)
        XCTAssertEqual(session.parameters.map(\.name), ["mode"])
        XCTAssertEqual(session.parameters.first?.states, ["compact", "roomy"])
        let roomy = try XCTUnwrap(session.picture(for: BrowserSelection(state: .init(name: "mode", value: "roomy"))).svg)
        XCTAssertTrue(compact.contains(#"width="100" height="40""#), compact)
        XCTAssertTrue(roomy.contains(#"width="200" height="40""#), roomy)

        let phone = try XCTUnwrap(session.picture(for: BrowserSelection(device: "iphone-se")).svg)
        XCTAssertTrue(phone.contains(#"width="320""#), "the root takes the device's width")
        let debug = try XCTUnwrap(session.picture(for: BrowserSelection(look: .debug)).svg)
        XCTAssertNotEqual(debug, compact, "the debug look draws more than the device look")
    }

    func testTheSelectionIsReadFromTheQuery() {
        let s = BrowserSelection(query: [("device", "ipad"), ("state", "mode=roomy"), ("look", "debug"), ("x", "y")])
        XCTAssertEqual(s, BrowserSelection(device: "ipad", state: .init(name: "mode", value: "roomy"), look: .debug))
        XCTAssertEqual(BrowserSelection(query: [("look", "nonsense"), ("device", "")]), BrowserSelection())
    }

    func testThePageHashIsFNV1aOverUTF16() {
        // FNV-1a 32-bit of "a" is 0xe40c292c; the page's script computes the same over UTF-16 units.
        XCTAssertEqual(BrowserServer.pageHash("a"), "e40c292c")
        XCTAssertEqual(BrowserServer.pageHash(""), "811c9dc5")
    }
}
