import Foundation
import LayoutEngine
import XCTest
@testable import Rendering

/// The transition formats: LANGUAGE.md's JSON exactly, the readable list,
/// and an SVG whose animations carry the JSON's frames.
final class TransitionRendererTests: XCTestCase {
    /// The seeds' signup form: a name field that becomes an age field, the
    /// "next" button moving down under a hint that appears.
    private func signup(age: Bool) -> (LayoutResult, [String], [Int]) {
        let field = Element(.box).height(.points(44)).debugName(age ? "age" : "name")
        var rows: [Element] = [field]
        if age { rows.append(Element(.box).height(.points(20)).debugName("hint")) }
        rows.append(Element(.box).height(.points(44)).debugName("next"))
        let tree = Element.vstack(rows)
        let result = LayoutEngine.layout(tree, in: SizeRange(min: Size(375, 0), max: Size(375, .infinity)))
        let keys = ["signup.xml:2:3"] + (age ? ["ageField", "signup.xml:8:5", "signup.xml:11:5"]
                                              : ["nameField", "signup.xml:11:5"])
        let lines = [2] + (age ? [9, 8, 11] : [7, 11])
        return (result, keys, lines)
    }

    private func sides() -> TransitionSides {
        let (a, ka, la) = signup(age: false), (b, kb, lb) = signup(age: true)
        let t = LayoutTransition(from: a, keys: ka, to: b, keys: kb)
        func side(_ r: LayoutResult, _ lines: [Int]) -> TransitionSides.Side {
            TransitionSides.Side(result: r, type: { $0.rawValue == 0 ? "vstack" : "box" },
                                 line: { $0.rawValue < lines.count ? lines[$0.rawValue] : nil })
        }
        return TransitionSides(from: side(a, la), to: side(b, lb), transition: t)
    }

    func testJSONIsLanguageMDsShape() throws {
        let json = TransitionJSONRenderer().render(sides())
        XCTAssertEqual(json, """
        {
          "from": {
            "size": {
              "width": 375,
              "height": 88
            }
          },
          "to": {
            "size": {
              "width": 375,
              "height": 108
            }
          },
          "inserted": [
            {
              "key": "ageField",
              "type": "box",
              "line": 9,
              "debugName": "age",
              "finalFrame": {
                "x": 0,
                "y": 0,
                "width": 375,
                "height": 44
              }
            },
            {
              "key": "signup.xml:8:5",
              "type": "box",
              "line": 8,
              "debugName": "hint",
              "finalFrame": {
                "x": 0,
                "y": 44,
                "width": 375,
                "height": 20
              }
            }
          ],
          "removed": [
            {
              "key": "nameField",
              "type": "box",
              "line": 7,
              "debugName": "name",
              "initialFrame": {
                "x": 0,
                "y": 0,
                "width": 375,
                "height": 44
              }
            }
          ],
          "changed": [
            {
              "key": "signup.xml:11:5",
              "type": "box",
              "line": 11,
              "debugName": "next",
              "initialFrame": {
                "x": 0,
                "y": 44,
                "width": 375,
                "height": 44
              },
              "finalFrame": {
                "x": 0,
                "y": 64,
                "width": 375,
                "height": 44
              }
            }
          ],
          "unchanged": 0
        }
        """)
        // And it is JSON.
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        XCTAssertEqual(object?["unchanged"] as? Int, 0)
        XCTAssertEqual(TransitionJSONRenderer(prettyPrinted: false).render(sides()).contains("\n"), false)
    }

    func testTreeIsAReadableList() {
        XCTAssertEqual(TransitionTreeRenderer().render(sides()), """
        375 × 88 → 375 × 108
        + box "age" [ageField] line 9: 0,0,375,44
        + box "hint" [signup.xml:8:5] line 8: 0,44,375,20
        - box "name" [nameField] line 7: 0,0,375,44
        ~ box "next" [signup.xml:11:5] line 11: 0,44,375,44 → 0,64,375,44
        1 changed · 2 inserted · 1 removed · 0 unchanged
        """)
    }

    func testSVGAnimatesTheJSONsFramesAndIsWellFormed() throws {
        let svg = TransitionSVGRenderer(durationMilliseconds: 300, holdMilliseconds: 1200).render(sides())
        // The changed button moves on y only, 44 → 64, eased, held, looping.
        XCTAssertTrue(svg.contains(#"<animate attributeName="y" values="44;64;64" keyTimes="0;0.2;1" calcMode="spline" keySplines="0.42 0 0.58 1;0 0 1 1" dur="1500ms" repeatCount="indefinite"/>"#), svg)
        XCTAssertFalse(svg.contains(#"attributeName="x""#), "x does not change")
        // Inserted fade in, removed fade out, at their JSON frames.
        XCTAssertEqual(svg.components(separatedBy: #"attributeName="opacity" values="0;1;1""#).count - 1, 2)
        XCTAssertEqual(svg.components(separatedBy: #"attributeName="opacity" values="1;0;0""#).count - 1, 1)
        XCTAssertTrue(svg.contains(##"<rect x="0" y="0" width="375" height="44" fill="none" stroke="#8c959f" stroke-width="0.5">"## + "\n    <title>name</title>"))
        XCTAssertTrue(svg.contains(#"viewBox="0 0 375 108""#))
        try assertWellFormedXML(svg)
    }

    private func assertWellFormedXML(_ text: String) throws {
        let path = NSTemporaryDirectory() + "transition-\(getpid()).svg"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map { "\($0)/xmllint" }
        guard let xmllint = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("xmllint is not installed (apt-get install libxml2-utils)")
        }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: xmllint)
        p.arguments = ["--noout", path]
        try p.run()
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, "xmllint rejects the SVG")
    }
}
