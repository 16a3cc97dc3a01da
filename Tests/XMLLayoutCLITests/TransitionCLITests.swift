import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `xmllayout transition` as a user runs it: LANGUAGE.md's three forms, every
/// format against goldens, the SVG's animation values equal to the JSON's
/// frames, and usage errors.
final class TransitionCLITests: XCTestCase {
    private let layouts = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts").path
    private let states = ["transition", "examples/signup.xml", "--from", "fieldState=name", "--to", "fieldState=age"]

    private func run(_ args: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let r = try runXMLLayout(args, currentDirectory: layouts)
        return (r.status, r.stdout, r.stderr)
    }

    func testTwoStatesInEveryFormat() throws {
        for format in ["json", "tree", "svg", "ansi"] {
            var args = states + ["--format", format]
            if format == "ansi" { args += ["--color", "never"] }
            let r = try run(args)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(r.stderr, "")
            assertSnapshot(r.stdout, named: "transition-signup-" + format, pathExtension: format == "json" ? "json" : format == "svg" ? "svg" : "txt")
        }
    }

    func testTheJSONIsLanguageMDsShapeForTheSeedsSignup() throws {
        let r = try run(states + ["--format", "json"])
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(Set(json.keys), ["from", "to", "inserted", "removed", "changed", "unchanged"])
        let size = { (side: String) in ((json[side] as? [String: Any])?["size"] as? [String: Double]) }
        XCTAssertEqual(size("from"), ["width": 375, "height": 120])
        XCTAssertEqual(size("to"), ["width": 375, "height": 164])
        let inserted = try XCTUnwrap(json["inserted"] as? [[String: Any]])
        XCTAssertEqual(inserted.compactMap { $0["key"] as? String }.contains("ageField"), true)
        let removed = try XCTUnwrap(json["removed"] as? [[String: Any]])
        XCTAssertEqual(removed.map { $0["key"] as? String }, ["nameField"])
        XCTAssertEqual(removed.first?["type"] as? String, "editableText")
        XCTAssertNotNil(removed.first?["initialFrame"])
        XCTAssertNil(removed.first?["finalFrame"])
        let changed = try XCTUnwrap(json["changed"] as? [[String: Any]])
        XCTAssertEqual(changed.map { $0["key"] as? String }, ["signup.xml:34:7"], "the button, keyed by its location")
    }

    func testSVGAnimatesExactlyTheJSONsFrames() throws {
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(
            with: Data(try run(states + ["--format", "json"]).stdout.utf8)) as? [String: Any])
        let svg = try run(states + ["--format", "svg"]).stdout
        for entry in try XCTUnwrap(json["changed"] as? [[String: Any]]) {
            let a = try XCTUnwrap(entry["initialFrame"] as? [String: Double])
            let b = try XCTUnwrap(entry["finalFrame"] as? [String: Double])
            for axis in ["x", "y", "width", "height"] where a[axis] != b[axis] {
                func n(_ v: Double?) -> String { v.map { $0 == $0.rounded() ? String(Int($0)) : String($0) } ?? "?" }
                XCTAssertTrue(svg.contains(#"attributeName="\#(axis)" values="\#(n(a[axis]));\#(n(b[axis]));\#(n(b[axis]))""#),
                              "\(axis) of \(entry["key"] ?? "?")")
            }
        }
        XCTAssertEqual(svg.components(separatedBy: #"attributeName="opacity" values="0;1;1""#).count - 1,
                       (json["inserted"] as? [Any])?.count)
        XCTAssertEqual(svg.components(separatedBy: #"attributeName="opacity" values="1;0;0""#).count - 1,
                       (json["removed"] as? [Any])?.count)
        if let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first(where: FileManager.default.isExecutableFile) {
            let path = NSTemporaryDirectory() + "transition-\(getpid()).svg"
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let p = Process()
            p.executableURL = URL(fileURLWithPath: xmllint)
            p.arguments = ["--noout", path]
            try p.run()
            p.waitUntilExit()
            XCTAssertEqual(p.terminationStatus, 0, "well-formed")
        }
    }

    func testTwoSizesOfAnExample() throws {
        let r = try run(["transition", "examples/card.xml", "--from-size", "320x0", "--to-size", "414", "--format", "tree"])
        XCTAssertEqual(r.status, 0, r.stderr)
        assertSnapshot(r.stdout, named: "transition-card-sizes")
        XCTAssertTrue(r.stdout.hasPrefix("320 × 291 → 414 × 338\n"), r.stdout)
    }

    func testTwoFilesCountAsOne() throws {
        let dir = NSTemporaryDirectory() + "transition-files-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let old = "<layout width=\"100\">\n  <vstack>\n    <box debugName=\"a\" height=\"10\"/>\n    <box debugName=\"b\" height=\"10\"/>\n  </vstack>\n</layout>\n"
        let new = old.replacingOccurrences(of: "height=\"10\"/>\n    <box debugName=\"b\"", with: "height=\"30\"/>\n    <box debugName=\"b\"")
        try old.write(toFile: dir + "/old.xml", atomically: true, encoding: .utf8)
        try new.write(toFile: dir + "/new.xml", atomically: true, encoding: .utf8)
        let r = try runXMLLayout(["transition", dir + "/old.xml", dir + "/new.xml", "--format", "tree"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, """
            100 × 20 → 100 × 40
            ~ box "a" [old.xml:3:5] line 3: 0,0,100,10 → 0,0,100,30
            ~ box "b" [old.xml:4:5] line 4: 0,10,100,10 → 0,30,100,10
            2 changed · 0 inserted · 0 removed · 0 unchanged

            """)
    }

    func testUsageErrorsExit64AndBadFilesExit1() throws {
        for args in [["transition", "examples/card.xml"],
                     ["transition", "examples/card.xml", "--from-size", "0x10"],
                     ["transition", "examples/card.xml", "--to-size", "abc"],
                     ["transition", "examples/signup.xml", "--from", "fieldState"],
                     ["transition", "examples/card.xml", "examples/card.xml", "examples/card.xml"],
                     ["transition", "examples/card.xml", "--to-size", "320", "--duration", "0"]] {
            let r = try run(args)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertEqual(r.stdout, "")
        }
        let bad = try run(["transition", "examples/signup.xml", "--from", "fieldState=email", "--to", "fieldState=age"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.stdout, "")
        XCTAssertTrue(bad.stderr.contains("[invalid-parameter]"), bad.stderr)
    }
}
