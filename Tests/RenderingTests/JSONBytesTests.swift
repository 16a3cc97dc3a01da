import Foundation
import LayoutEngine
@testable import Rendering
import XCTest

/// The byte-buffer JSON writer: the tree's nesting comes from the elements'
/// depths, so shapes where a walk back up closes several levels at once
/// are checked against the elements' own parent/child structure.
final class JSONBytesTests: XCTestCase {
    func testNestingMatchesTheTreeWhenSeveralLevelsCloseAtOnce() throws {
        let tree = Element.vstack([
            .hstack([.vstack([.box(width: 1, height: 1), .vstack([.box(width: 2, height: 2)])])]),
            .box(width: 3, height: 3),
            .inset(EdgeInsets(all: 1), .inset(EdgeInsets(all: 1), .box(width: 4, height: 4))),
        ]).debugName("root")
        let result = LayoutEngine.layout(tree, in: SizeRange(min: Size(100, 0), max: Size(100, .infinity)))
        for pretty in [true, false] {
            let bytes = JSONRenderer(prettyPrinted: pretty).renderBytes(result)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), JSONRenderer(prettyPrinted: pretty).render(result))
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
            // Rebuild each element's children from the JSON and compare with the table.
            var seen = 0
            func check(_ node: [String: Any], _ id: ElementID) throws {
                seen += 1
                XCTAssertEqual(node["type"] as? String, result.elements[id].typeName)
                let kids = try XCTUnwrap(node["children"] as? [[String: Any]])
                let expected = result.elements.children(of: id)
                XCTAssertEqual(kids.count, expected.count, "children of \(id)")
                for (k, child) in zip(kids, expected) { try check(k, child) }
            }
            try check(try XCTUnwrap(object["root"] as? [String: Any]), ElementID(0))
            XCTAssertEqual(seen, result.elements.documentCount)
        }
    }

    func testBytesMatchTheStringForms() {
        var out: [UInt8] = []
        for v in [0.0, 1, -1, 0.5, -0.0001, 123456.789, 9e15, -9e15, 1e19, 42.00004] {
            out.removeAll()
            NumberFormat.append(v, to: &out)
            XCTAssertEqual(String(decoding: out, as: UTF8.self), NumberFormat.string(v))
        }
        XCTAssertEqual(NumberFormat.string(123456.789), "123456.789")
        XCTAssertEqual(NumberFormat.string(-9e15), "-9000000000000000")
        XCTAssertEqual(NumberFormat.string(12_345_678_901_234_567), "12345678901234568")
        XCTAssertEqual(NumberFormat.string(0.0105), "0.0105")
        XCTAssertEqual(JSONText.quoted("a\u{2029}b\u{1F}"), "\"a\\u2029b\\u001f\"")
    }
}
