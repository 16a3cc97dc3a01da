import Foundation
import XCTest
import _XMLLayoutTestSupport

/// Every bad input gets a clear, located error on stderr and a non-zero
/// exit: never a crash, a hang, or output on stdout.
final class BadInputTests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    @discardableResult
    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let p = dir.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: p))
        return p
    }

    /// Renders `name` (in the temp dir, run from there) and checks the failure.
    func assertFails(_ name: String, stderrContains expected: [String], timeout: TimeInterval = 20,
                     file: StaticString = #filePath, line: UInt = #line) throws {
        let start = Date()
        let r = try runXMLLayout(["render", name, "--format", "json"], currentDirectory: dir.path, timeout: timeout)
        XCTAssertEqual(r.status, 1, "exit status; stderr: \(r.stderr)", file: file, line: line)
        XCTAssertEqual(r.stdout, "", "nothing half-rendered on stdout", file: file, line: line)
        for e in expected {
            XCTAssertTrue(r.stderr.contains(e), "stderr lacks \(e):\n\(r.stderr)", file: file, line: line)
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), timeout, file: file, line: line)
    }

    func testMalformedXML() throws {
        try write("m.xml", Array("<layout width=\"100\">\n  <stack>\n    <box>\n  </stack>\n</layout>\n".utf8))
        try assertFails("m.xml", stderrContains: ["m.xml:4:5: error: <box> (line 3) is not closed before </stack>"])
    }

    func testUnknownElementAndAttributeWithDidYouMean() throws {
        try write("u.xml", Array("<layout width=\"100\">\n  <stack flexgrow=\"1\">\n    <hstak/>\n  </stack>\n</layout>\n".utf8))
        try assertFails("u.xml", stderrContains: [
            "u.xml:2:10: error: unknown attribute 'flexgrow' on <stack>", "hint: did you mean 'flexGrow'?",
            "u.xml:3:5: error: unknown element <hstak>", "hint: did you mean 'hstack'?",
        ])
    }

    func testBadValues() throws {
        try write("v.xml", Array("""
        <layout width="100">
          <vstack>
            <box width="abc"/>
            <ratio ratio="-1"><box/></ratio>
            <inset insets="1,2,3"><box/></inset>
          </vstack>
        </layout>
        """.utf8))
        try assertFails("v.xml", stderrContains: [
            "v.xml:3:17: error: invalid value 'abc' for attribute 'width' on <box>",
            "v.xml:4:19: error: invalid value '-1' for attribute 'ratio'",
            "v.xml:5:20: error: invalid value '1,2,3' for attribute 'insets'",
        ])
    }

    func testRatioZeroIsRejected() throws {
        try write("r.xml", Array("<layout width=\"100\"><ratio ratio=\"0\"><box/></ratio></layout>".utf8))
        try assertFails("r.xml", stderrContains: ["r.xml:1:", "error:", "'ratio'"])
    }

    func testWrongChildCounts() throws {
        try write("c.xml", Array("<layout width=\"100\">\n  <overlay><box/></overlay>\n</layout>\n".utf8))
        try assertFails("c.xml", stderrContains: ["c.xml:2:3: error: <overlay> needs exactly 2 children, found 1"])
        try write("s.xml", Array("<layout width=\"100\">\n  <spacer><box/></spacer>\n</layout>\n".utf8))
        try assertFails("s.xml", stderrContains: ["s.xml:2:", "error:"])
    }

    func testEmptyFile() throws {
        try write("e.xml", [])
        try assertFails("e.xml", stderrContains: ["e.xml: error: file is empty"])
    }

    func testBinaryAndNonUTF8() throws {
        try write("b.xml", Array("<layout>".utf8) + [0, 0xff, 0xfe] + Array("</layout>".utf8))
        try assertFails("b.xml", stderrContains: ["b.xml:1:9: error:", "binary"])
        try write("l.xml", Array("<layout width=\"1".utf8) + [0xff] + Array("\"><box/></layout>".utf8))
        try assertFails("l.xml", stderrContains: ["l.xml:1:17: error: file is not valid UTF-8"])
    }

    func testMissingFileAndDirectory() throws {
        try assertFails("nope.xml", stderrContains: ["nope.xml: error: no such file"])
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("d.xml"), withIntermediateDirectories: true)
        try assertFails("d.xml", stderrContains: ["d.xml: error:", "directory"])
    }

    func testExternalEntityIsNeverExpanded() throws {
        let secret = dir.appendingPathComponent("secret.txt")
        try Data("TOP-SECRET-CONTENT".utf8).write(to: secret)
        try write("x.xml", Array("""
        <?xml version="1.0"?>
        <!DOCTYPE layout [<!ENTITY xxe SYSTEM "file://\(secret.path)">]>
        <layout><text>&xxe;</text></layout>
        """.utf8))
        let r = try runXMLLayout(["render", "x.xml", "--format", "tree"], currentDirectory: dir.path)
        XCTAssertEqual(r.status, 1)
        XCTAssertFalse(r.stdout.contains("TOP-SECRET") || r.stderr.contains("TOP-SECRET-CONTENT"), r.stderr)
        XCTAssertTrue(r.stderr.contains("x.xml:2:1: error: DOCTYPE declarations are not allowed"), r.stderr)
    }

    func testEntityBombIsRejectedQuickly() throws {
        var entities = "<!ENTITY l0 \"lol\">"
        for i in 1..<10 { entities += "<!ENTITY l\(i) \"" + String(repeating: "&l\(i - 1);", count: 10) + "\">" }
        try write("bomb.xml", Array("<?xml version=\"1.0\"?>\n<!DOCTYPE layout [\(entities)]>\n<layout><text>&l9;</text></layout>\n".utf8))
        try assertFails("bomb.xml", stderrContains: ["bomb.xml:2:1: error:"], timeout: 5)
    }

    func testNestingBeyondTheLimit() throws {
        let deep = "<layout>" + String(repeating: "<wrapper>", count: 299) + "<box/>" + String(repeating: "</wrapper>", count: 299) + "</layout>"
        try write("deep.xml", Array(deep.utf8))
        try assertFails("deep.xml", stderrContains: ["deep.xml:1:", "error: nesting deeper than 256 levels"])
        let ok = "<layout width=\"10\">" + String(repeating: "<wrapper>", count: 200) + "<box/>" + String(repeating: "</wrapper>", count: 200) + "</layout>"
        try write("ok.xml", Array(ok.utf8))
        XCTAssertEqual(try runXMLLayout(["render", "ok.xml", "--format", "tree"], currentDirectory: dir.path).status, 0)
    }

    func testFileBeyondTheSizeLimit() throws {
        let big = "<layout><text>" + String(repeating: "a", count: 9 * 1024 * 1024) + "</text></layout>"
        try write("big.xml", Array(big.utf8))
        try assertFails("big.xml", stderrContains: ["big.xml: error: file is too large"])
    }

    func testSemanticErrorsAreLocated() throws {
        try write("sem.xml", Array("<layout width=\"100\">\n  <box preferredSize=\"10,10\" width=\"5\"/>\n</layout>\n".utf8))
        try assertFails("sem.xml", stderrContains: ["sem.xml:2:8: error: 'preferredSize' and 'width' on <box> set the same property [conflicting-attributes]"])
    }
}
