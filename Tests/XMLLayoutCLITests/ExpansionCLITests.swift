import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `expand`, `--set`/`--data` and version-2 bad input, end to end.
final class ExpansionCLITests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-v2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("parts"), withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: dir.appendingPathComponent(name))
    }

    func run(_ args: [String], timeout: TimeInterval = 60) throws -> CommandResult {
        try runXMLLayout(args, currentDirectory: dir.path, timeout: timeout)
    }

    static let feed = """
    <layout name="Feed" width="320" data="feed.json">
      <const name="gutter" value="8"/>
      <param name="compact" default="false"/>
      <template name="Cell">
        <param name="post"/>
        <inset insets="{gutter}">
          <vstack>
            <text debugName="author">{post.author}</text>
            <text maxLines="{compact ? 1 : 0}">{post.body}</text>
            <slot/>
          </vstack>
        </inset>
      </template>
      <vstack>
        <include src="parts/header.xml" title="Home"/>
        <for each="post" in="posts">
          <use template="Cell" post="{post}" id="post-{post.id}">
            <if test="post.photo != null and not compact"><box height="40" debugName="photo"/></if>
          </use>
        </for>
      </vstack>
    </layout>
    """

    func writeFeed() throws {
        try write("feed.xml", Self.feed)
        try write("feed.json", #"{"posts": [{"id": 1, "author": "ann", "body": "hi", "photo": "a.png"}, {"id": 2, "author": "bob", "body": "yo"}]}"#)
        try write("parts/header.xml", "<layout width=\"999\">\n  <param name=\"title\"/>\n  <text debugName=\"title\">{title}</text>\n</layout>\n")
    }

    func testExpandPrintsAFlatLayoutThatRenderAccepts() throws {
        try writeFeed()
        let e = try run(["expand", "feed.xml"])
        XCTAssertEqual(e.status, 0, e.stderr)
        for construct in ["<use", "<for", "<if", "<include", "<const", "<template", "data="] {
            XCTAssertFalse(e.stdout.contains(construct), "\(construct) left in:\n\(e.stdout)")
        }
        XCTAssertTrue(e.stdout.contains("id=\"post-1\"") && e.stdout.contains("debugName=\"photo\""), e.stdout)
        try write("flat.xml", e.stdout)
        let flat = try run(["render", "flat.xml", "--format", "tree"])
        let v2 = try run(["render", "feed.xml", "--format", "tree"])
        XCTAssertEqual(flat.status, 0, flat.stderr)
        XCTAssertEqual(flat.stdout, v2.stdout)
        XCTAssertTrue(v2.stdout.contains("inset#post-1"), v2.stdout)
    }

    func testJSONCarriesFileAndIdAndSourceLines() throws {
        try writeFeed()
        let r = try run(["render", "feed.xml", "--format", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let root = try XCTUnwrap(json["root"] as? [String: Any])
        let kids = try XCTUnwrap(root["children"] as? [[String: Any]])
        XCTAssertEqual(kids[0]["file"] as? String, "parts/header.xml")
        XCTAssertEqual(kids[0]["line"] as? Int, 3)
        XCTAssertNil(root["file"], "no file for the main file")
        XCTAssertEqual(kids[1]["id"] as? String, "post-1")
        XCTAssertEqual(kids[1]["line"] as? Int, 6, "the template body's line")
        XCTAssertNil(kids[0]["id"])
    }

    func testSetAndDataOptions() throws {
        try writeFeed()
        try write("one.json", #"{"posts": [{"id": 9, "author": "cy", "body": "b"}]}"#)
        let compact = try run(["render", "feed.xml", "--format", "tree", "--set", "compact=true"])
        XCTAssertEqual(compact.status, 0, compact.stderr)
        XCTAssertFalse(compact.stdout.contains("\"photo\""))
        let other = try run(["render", "feed.xml", "--format", "tree", "--data", "one.json"])
        XCTAssertTrue(other.stdout.contains("post-9") && !other.stdout.contains("post-1"), other.stdout)
        let v = try run(["validate", "feed.xml", "--set", "compact=true", "--data", "one.json"])
        XCTAssertEqual(v.status, 0, v.stderr)
        let unknown = try run(["render", "feed.xml", "--set", "compat=true"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.stderr.contains("did you mean 'compact'?"), unknown.stderr)
        let usage = try run(["render", "feed.xml", "--set", "novalue"])
        XCTAssertEqual(usage.status, 64, usage.stderr)
    }

    func testErrorInAnIncludedFileHasANote() throws {
        try writeFeed()
        try write("parts/header.xml", "<layout>\n  <param name=\"title\"/>\n  <text fontSize=\"{title}\">x</text>\n</layout>\n")
        let r = try run(["render", "feed.xml", "--format", "json"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "")
        XCTAssertTrue(r.stderr.contains("parts/header.xml:3:19: error: invalid value 'Home' for attribute 'fontSize'"), r.stderr)
        XCTAssertTrue(r.stderr.contains("feed.xml:15:5: note: in file included from here"), r.stderr)
    }

    /// Each bad input: located error, exit 1, nothing on stdout, no hang.
    func assertFails(_ file: String, _ expected: [String], args: [String] = [], line: UInt = #line) throws {
        for command in ["render", "expand", "validate"] {
            let r = try run([command, file] + args + (command == "render" ? ["--format", "json"] : []))
            XCTAssertEqual(r.status, 1, "\(command): \(r.stderr)", line: line)
            XCTAssertEqual(r.stdout, "", command, line: line)
            for e in expected { XCTAssertTrue(r.stderr.contains(e), "\(command) stderr lacks \(e):\n\(r.stderr)", line: line) }
        }
    }

    func testRecursionAndCycles() throws {
        try write("rec.xml", "<layout width=\"10\">\n<template name=\"A\"><use template=\"A\"/></template>\n<use template=\"A\"/>\n</layout>")
        try assertFails("rec.xml", ["rec.xml:2:20: error: template 'A' uses itself: A → A", "rec.xml:3:1: note: in template 'A' used here"])
        try write("c1.xml", "<layout width=\"10\">\n<include src=\"c2.xml\"/>\n</layout>")
        try write("c2.xml", "<layout>\n<include src=\"c1.xml\"/>\n</layout>")
        try assertFails("c1.xml", ["c2.xml:2:1: error: include cycle: c1.xml → c2.xml → c1.xml", "note: in file included from here"])
    }

    func testHugeExpansionAndDeepIncludes() throws {
        try write("xs.json", "{\"xs\": [" + (0..<1000).map(String.init).joined(separator: ",") + "]}")
        try write("big.xml", "<layout width=\"10\" data=\"xs.json\">\n<vstack>\n<for each=\"a\" in=\"xs\">\n<for each=\"b\" in=\"xs\"><box/></for>\n</for>\n</vstack>\n</layout>")
        try assertFails("big.xml", ["big.xml:4:1: error: the expansion produces more than 100000 elements"])
        for i in 0..<70 {
            try write("d\(i).xml", "<layout>\n" + (i < 69 ? "<include src=\"d\(i + 1).xml\"/>" : "<box/>") + "\n</layout>")
        }
        try assertFails("d0.xml", ["d64.xml:2:1: error: templates and includes nested deeper than 64 levels"])
    }

    func testBadDataFiles() throws {
        try write("m.xml", "<layout width=\"10\" data=\"d.json\"><box height=\"{h}\"/></layout>")
        try write("d.json", "[1, 2]")
        try assertFails("m.xml", ["m.xml:1:26: error: data file 'd.json' must hold a JSON object, found an array"])
        try write("d.json", "{\"h\": 1,\n  oops}")
        try assertFails("m.xml", ["d.json:2:3: error: data file is not valid JSON"])
        try Data(count: 9 * 1024 * 1024).write(to: dir.appendingPathComponent("d.json"))
        try assertFails("m.xml", ["error: cannot read data file 'd.json': too large"])
    }

    func testExpressionsThatDivideByZeroOrOverflow() throws {
        try write("z.xml", "<layout width=\"10\">\n  <box height=\"{1 / (2 - 2)}\"/>\n</layout>")
        try assertFails("z.xml", ["z.xml:2:19: error: division by zero"])
        try write("o.xml", "<layout width=\"10\">\n  <const name=\"big\" value=\"1e308\"/>\n  <box height=\"{big * 10}\"/>\n</layout>")
        try assertFails("o.xml", ["o.xml:3:21: error:"])
    }
}
