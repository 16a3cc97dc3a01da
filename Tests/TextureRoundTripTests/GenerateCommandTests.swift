import Foundation
import XCTest
import _TextureTestSupport
import _XMLLayoutTestSupport

/// `xmllayout generate swift` as a user runs it.
final class GenerateCommandTests: XCTestCase {
    let card = examplesDirectory.appendingPathComponent("card.xml").path
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Generated/CardNode.swift")

    func testWritesTheClassToStandardOutput() throws {
        let r = try runXMLLayout(["generate", "swift", card])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, try String(contentsOf: golden, encoding: .utf8))
    }

    func testClassNameAndOutputFile() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("gen-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try runXMLLayout(["generate", "swift", card, "--class", "ArticleCardNode", "-o", out.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "")
        let code = try String(contentsOf: out, encoding: .utf8)
        XCTAssertTrue(code.contains("final class ArticleCardNode: ASDisplayNode {"))
    }

    func testErrorsAreLocatedAndNothingIsWritten() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = dir.appendingPathComponent("bad.xml")
        try "<layout>\n  <stack flexgrow=\"1\"/>\n</layout>\n".write(to: bad, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("Out.swift")
        let r = try runXMLLayout(["generate", "swift", bad.path, "-o", out.path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("bad.xml:2:10: error: unknown attribute 'flexgrow'"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
        XCTAssertEqual(try runXMLLayout(["generate", "swift", dir.appendingPathComponent("missing.xml").path]).status, 1)
    }

    func testVersion2WithSet() throws {
        let signup = examplesDirectory.appendingPathComponent("signup.xml").path
        let plain = try runXMLLayout(["generate", "swift", signup])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Generated/SignupNode.swift")
        XCTAssertEqual(plain.stdout, try String(contentsOf: golden, encoding: .utf8))
        let set = try runXMLLayout(["generate", "swift", signup, "--set", "fieldState=age"])
        XCTAssertEqual(set.status, 0, set.stderr)
        XCTAssertTrue(set.stdout.contains("var fieldState: String = \"age\" {"), set.stdout)
        // A value the parameter cannot take is the loader's located error; nothing is written.
        let bad = try runXMLLayout(["generate", "swift", signup, "--set", "fieldState=nope"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("'nope' is not a value of parameter 'fieldState'"), bad.stderr)
        XCTAssertEqual(bad.stdout, "")
        XCTAssertEqual(try runXMLLayout(["generate", "swift", signup, "--set", "fieldState"]).status, 64)
    }

    func testUsageErrors() throws {
        XCTAssertEqual(try runXMLLayout(["generate", "swift", card, "--class", "9lives"]).status, 64)
        XCTAssertEqual(try runXMLLayout(["generate", "kotlin", card]).status, 64)
        let bare = try runXMLLayout(["generate"])
        XCTAssertEqual(bare.status, 64)
        XCTAssertTrue(bare.stderr.contains("generate swift FILE"), bare.stderr)
        let help = try runXMLLayout(["generate", "--help"])
        XCTAssertTrue(help.stdout.contains("swift"), help.stdout)
        XCTAssertTrue(try runXMLLayout(["--help"]).stdout.contains("generate"))
    }
}
