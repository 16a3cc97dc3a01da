import Foundation
import LayoutEngine
import XCTest
@testable import XMLLayoutPreview

/// watch and render draw real images, warn about undecodable ones, and take
/// the canvas colour.
final class PreviewImagesTests: XCTestCase {
    static let kitten = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Layouts/examples/images/kitten.png").path
    var dir: String!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("PreviewImagesTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: dir) }

    private func layout(image: [UInt8]) throws -> String {
        try Data(image).write(to: URL(fileURLWithPath: dir + "/photo.png"))
        let path = dir + "/layout.xml"
        try Data(#"<layout width="120"><vstack><image debugName="photo" src="photo.png"/><box height="20"/></vstack></layout>"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        return path
    }

    func testWatchDrawsTheImageOnTheCanvasColour() throws {
        let path = try layout(image: [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.kitten))))
        var configuration = WatchConfiguration(path: path, zoom: 4, colorMode: .truecolor)
        configuration.picture.canvas = Color(red: 1, green: 2, blue: 3)
        configuration.picture.labels = .none
        let s = WatchSession(configuration: configuration, columns: 60, rows: 40)
        s.reload()
        let good = try XCTUnwrap(s.good)
        XCTAssertEqual(good.warnings.count, 0)
        let first = try XCTUnwrap(good.lines.first)
        XCTAssertTrue(first.contains("▀"))
        // The first cell is the top of the kitten's sunset (255, 183, 77 at the
        // very top), box-filtered over the cell's top half.
        let match = try XCTUnwrap(first.firstMatch(of: /38;2;(\d+);(\d+);(\d+)/))
        let rgb = [Int(match.1)!, Int(match.2)!, Int(match.3)!]
        XCTAssertTrue(zip(rgb, [255, 183, 77]).allSatisfy { abs($0 - $1) <= 8 }, "\(rgb)")
        XCTAssertTrue(good.lines.joined().contains("48;2;1;2;3"), "the canvas below the picture")
    }

    func testUndecodableImageWarnsAndKeepsThePlaceholder() throws {
        var png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.kitten)))
        for i in 40..<(png.count - 12) { png[i] ^= 0x5A }
        let path = try layout(image: png)
        let s = WatchSession(configuration: WatchConfiguration(path: path, zoom: 4, colorMode: .truecolor), columns: 60, rows: 40)
        s.reload()
        let good = try XCTUnwrap(s.good)
        XCTAssertEqual(good.warnings.map(\.id), [.imageUndecodable])
        XCTAssertEqual(good.warnings.first?.location?.line, 1)
        XCTAssertFalse(good.lines.joined().contains("▀"))

        var options = PreviewOptions(format: .svg)
        options.picture.canvas = nil
        let out = PreviewPipeline.run(path: path, options: options)
        XCTAssertEqual(out.diagnostics.map(\.id), [.imageUndecodable])
        XCTAssertFalse(try XCTUnwrap(out.text).contains("class=\"canvas\""))
        XCTAssertFalse(try XCTUnwrap(out.text).contains("<image "))
    }
}
