import Foundation
import LayoutEngine
@testable import Rendering
import XCTest
import _XMLLayoutTestSupport

final class JSONRendererTests: XCTestCase {
    func testCardJSON() {
        let result = Fixtures.layout(Fixtures.card, width: 240)
        let lines = (0..<result.elements.count).map { $0 + 3 } // element i on line i+3
        assertSnapshot(JSONRenderer(lines: lines).render(result), pathExtension: "json")
    }

    func testExactFormat() {
        // The root is exactly 20 wide, so the box stretches to 19.5; the
        // 0.25 insets place it at 0.5 (origins are ceiled to the @2x grid).
        let result = Fixtures.layout(.inset(EdgeInsets(all: 0.25), .box(width: 10, height: 5).debugName("b")), width: 20)
        assertEqualLines(JSONRenderer(lines: [3]).render(result), """
            {
              "size": {
                "width": 20,
                "height": 5.5
              },
              "root": {
                "type": "inset",
                "line": 3,
                "debugName": null,
                "frame": {
                  "x": 0,
                  "y": 0,
                  "width": 20,
                  "height": 5.5
                },
                "children": [
                  {
                    "type": "box",
                    "line": null,
                    "debugName": "b",
                    "frame": {
                      "x": 0.5,
                      "y": 0.5,
                      "width": 19.5,
                      "height": 5
                    },
                    "children": []
                  }
                ]
              }
            }
            """)
    }

    func testParsesWithFoundationAndHasTheFrames() throws {
        let result = Fixtures.layout(Fixtures.card, width: 240)
        let json = JSONRenderer { id in id.rawValue == 0 ? 7 : nil }.render(result)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let size = try XCTUnwrap(object["size"] as? [String: Any])
        XCTAssertEqual(size["width"] as? Double, result.size.width)
        XCTAssertEqual(size["height"] as? Double, result.size.height)

        // Walk the JSON in document order next to documentFrames().
        var flat: [[String: Any]] = []
        var pending = [try XCTUnwrap(object["root"] as? [String: Any])]
        while let node = pending.popLast() {
            flat.append(node)
            pending += ((node["children"] as? [[String: Any]]) ?? []).reversed()
        }
        let frames = result.documentFrames()
        XCTAssertEqual(flat.count, result.elements.documentCount)
        XCTAssertEqual(flat.count, frames.count)
        for (i, node) in flat.enumerated() {
            let f = try XCTUnwrap(node["frame"] as? [String: Double], "element \(i)")
            XCTAssertEqual(f["x"], frames[i].x, "x of element \(i)")
            XCTAssertEqual(f["y"], frames[i].y, "y of element \(i)")
            XCTAssertEqual(f["width"], frames[i].width, "width of element \(i)")
            XCTAssertEqual(f["height"], frames[i].height, "height of element \(i)")
            XCTAssertEqual(node["type"] as? String, result.elements[ElementID(i)].typeName)
            if i == 0 { XCTAssertEqual(node["line"] as? Int, 7) } else { XCTAssertTrue(node["line"] is NSNull) }
            if let name = result.elements[ElementID(i)].debugName {
                XCTAssertEqual(node["debugName"] as? String, name)
            } else {
                XCTAssertTrue(node["debugName"] is NSNull)
            }
        }
        XCTAssertEqual(flat.compactMap { $0["debugName"] as? String },
                       ["content", "title", "body", "row", "avatar", "card"])
    }

    func testKeyOrderIsStable() {
        let json = JSONRenderer().render(Fixtures.layout(Fixtures.colouredBoxes, width: 300))
        let keys = ["\"type\"", "\"line\"", "\"debugName\"", "\"frame\"", "\"children\""]
        let positions = keys.map { json.range(of: $0)!.lowerBound }
        XCTAssertEqual(positions, positions.sorted())
        XCTAssertLessThan(json.range(of: "\"size\"")!.lowerBound, json.range(of: "\"root\"")!.lowerBound)
        XCTAssertFalse(json.hasSuffix("\n"))
    }

    func testStringEscapingRoundTrips() throws {
        let nasty = "quote \" backslash \\ newline \n tab \t bell \u{07} del \u{7F} ls \u{2028} 日本 🙂 </script>"
        let result = Fixtures.layout(Element.box(width: 1, height: 1).debugName(nasty), width: 1)
        let json = JSONRenderer().render(result)
        XCTAssertFalse(json.contains("\u{07}"))
        XCTAssertTrue(json.contains("\\u0007"))
        XCTAssertTrue(json.contains("\\n"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let root = try XCTUnwrap(object["root"] as? [String: Any])
        XCTAssertEqual(root["debugName"] as? String, nasty)
    }

    func testNumberFormat() {
        XCTAssertEqual(NumberFormat.string(375), "375")
        XCTAssertEqual(NumberFormat.string(20.5), "20.5")
        XCTAssertEqual(NumberFormat.string(1.0 / 3), "0.3333")
        XCTAssertEqual(NumberFormat.string(2.0 / 3), "0.6667")
        XCTAssertEqual(NumberFormat.string(0.1 + 0.2), "0.3")
        XCTAssertEqual(NumberFormat.string(0.00004), "0")
        XCTAssertEqual(NumberFormat.string(0.00005), "0.0001")
        XCTAssertEqual(NumberFormat.string(-0.0), "0")
        XCTAssertEqual(NumberFormat.string(-12.25), "-12.25")
        XCTAssertEqual(NumberFormat.string(-0.05), "-0.05")
        XCTAssertEqual(NumberFormat.string(1.0005), "1.0005")
        XCTAssertEqual(NumberFormat.string(9_999_999.5), "9999999.5")
        XCTAssertEqual(NumberFormat.string(.nan), "0")
        XCTAssertEqual(NumberFormat.string(.infinity), "0")
        XCTAssertEqual(NumberFormat.string(-.infinity), "0")
        XCTAssertEqual(NumberFormat.string(1e20), "1e+20") // still a valid JSON and SVG number
        XCTAssertEqual(NumberFormat.string(1e13), "10000000000000")
    }

    func testCompactAndDeepOutputStayValid() throws {
        func chain(_ depth: Int) -> LayoutResult {
            var e = Element.box(width: 4, height: 4)
            for _ in 0..<depth { e = .wrapper(e) }
            return LayoutEngine.layout(e)
        }
        let deep = chain(1500)
        let pretty = JSONRenderer().render(deep)
        let compact = JSONRenderer(prettyPrinted: false).render(deep)
        XCTAssertFalse(compact.contains("\n"))
        // Indentation is capped, so the size stays linear in the depth.
        XCTAssertLessThan(pretty.utf8.count, 1501 * 20 * 420)
        for text in [pretty, compact] {
            XCTAssertEqual(text.filter { $0 == "{" }.count, text.filter { $0 == "}" }.count)
            XCTAssertEqual(text.filter { $0 == "[" }.count, text.filter { $0 == "]" }.count)
            XCTAssertEqual(text.components(separatedBy: "\"type\"").count - 1, 1501)
        }
        for pretty in [true, false] {
            let json = JSONRenderer(prettyPrinted: pretty, maxIndentLevels: 3).render(chain(60))
            XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(json.utf8)))
        }
    }
}
