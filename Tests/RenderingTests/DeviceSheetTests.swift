import Foundation
import LayoutEngine
@testable import Rendering
import XCTest

/// `DeviceSheet`: the composition of several devices' layouts of one file.
final class DeviceSheetTests: XCTestCase {
    private let narrow = LayoutEngine.layout(.box(width: 100, height: 40))
    private let wide = LayoutEngine.layout(.box(width: 300, height: 80))

    func testJSONAddsTheDeviceFirstToEachObjectInAnArray() throws {
        for pretty in [true, false] {
            let objects = [narrow, wide].map { JSONRenderer(prettyPrinted: pretty).render($0) }
            let text = DeviceSheet.json([("a\"b", objects[0]), ("320", objects[1])], prettyPrinted: pretty)
            let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [NSDictionary])
            XCTAssertEqual(array.map { $0["device"] as? String }, ["a\"b", "320"], "escaped and in order")
            for (item, object) in zip(array, objects) {
                let original = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: Any])
                let rest = try XCTUnwrap(item.mutableCopy() as? NSMutableDictionary)
                rest.removeObject(forKey: "device")
                XCTAssertEqual(rest, NSDictionary(dictionary: original))
            }
            XCTAssertEqual(text.contains("\n"), pretty)
        }
        XCTAssertTrue(DeviceSheet.json([("x", JSONRenderer().render(narrow))], prettyPrinted: true)
            .hasPrefix("[\n  {\n    \"device\": \"x\",\n    \"size\""))
    }

    func testPointsPerColumnFitsOneRowUnlessThatHalvesTheWidest() {
        // 100 + 300 in 80 columns less one gap of 2: 400 / 78.
        XCTAssertEqual(DeviceSheet.pointsPerColumn(widths: [100, 300], columns: 80), 400.0 / 78, accuracy: 1e-12)
        // Ten wide pages in one row would be far smaller than the widest alone: it alone fits.
        XCTAssertEqual(DeviceSheet.pointsPerColumn(widths: Array(repeating: 300, count: 10), columns: 80), 300.0 / 80)
        // Never magnified past a point per column; nonsense widths count as 0.
        XCTAssertEqual(DeviceSheet.pointsPerColumn(widths: [10, 20], columns: 80), 1)
        XCTAssertEqual(DeviceSheet.pointsPerColumn(widths: [.nan, .infinity, -5], columns: 80), 1)
    }

    func testANSIPlacesTilesSideBySideAndWraps() {
        let r = ANSIRenderer(options: .init(columns: 80, zoom: 10, colorMode: .none))
        let pages: [(label: [String], canvas: CellCanvas)] = [(["a"], r.canvas(for: narrow)), (["b", "300"], r.canvas(for: wide))]
        let one = DeviceSheet.ansi(pages, columns: 80, colorMode: .none).components(separatedBy: "\n")
        // Widths 10 and 30, two apart; two label rows, then 4 rows of pictures.
        XCTAssertEqual(one.count, 2 + 4)
        XCTAssertEqual(one[0], "a" + String(repeating: " ", count: 11) + "b")
        XCTAssertEqual(one[1], String(repeating: " ", count: 12) + "300")
        XCTAssertEqual(Array(one[2]).count, 10 + 2 + 30)
        XCTAssertEqual(Array(one[2])[12], "┌")
        let two = DeviceSheet.ansi(pages, columns: 30, colorMode: .none)
        XCTAssertEqual(two.components(separatedBy: "\n\n").count, 2, two)
        XCTAssertTrue(two.components(separatedBy: "\n\n")[1].hasPrefix("b\n300\n┌"), two)
        // Colours survive the copy.
        let coloured = ANSIRenderer(options: .init(columns: 80, zoom: 10, colorMode: .truecolor))
        XCTAssertEqual(DeviceSheet.ansi([(["a"], coloured.canvas(for: narrow))], columns: 80, colorMode: .truecolor)
            .components(separatedBy: "\n").dropFirst(), coloured.lines(narrow)[...])
    }

    func testSVGNestsEachPictureInARowUnderItsLabel() {
        let svg = DeviceSheet.svg([("a & b", narrow, .none), ("c", wide, .none)], options: .init())
        XCTAssertEqual(svg.components(separatedBy: "<?xml").count, 2, "one declaration")
        XCTAssertTrue(svg.contains(#"class="device-label">a &amp; b</text>"#), svg)
        XCTAssertTrue(svg.contains(#"<svg x="0" y="20" xmlns"#), svg)
        XCTAssertTrue(svg.contains(#"<svg x="124" y="20" xmlns"#), svg)
        XCTAssertTrue(svg.contains(#"width="424" height="100" viewBox="0 0 424 100""#), svg)
    }
}
