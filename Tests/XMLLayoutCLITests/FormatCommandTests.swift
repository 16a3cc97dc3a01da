import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `xmllayout format` as a user runs it: stdout, --check for CI, -i in place.
final class FormatCommandTests: XCTestCase {
    private var directory: URL!
    private let messy = "<layout width=\"10\" name=\"M\">\n<box   height=\"2\"/>\n</layout>\n"
    private let tidy = "<layout name=\"M\" width=\"10\">\n  <box height=\"2\"/>\n</layout>\n"

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testStdoutCheckAndInPlace() throws {
        let path = try file("m.xml", messy)
        let formattedPath = try file("t.xml", tidy)
        XCTAssertEqual(try runXMLLayout(["format", path]).stdout, tidy)

        let check = try runXMLLayout(["format", "--check", path, formattedPath])
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stdout, path + "\n")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), messy, "--check must not write")

        XCTAssertEqual(chmod(path, 0o640), 0)
        let inPlace = try runXMLLayout(["format", "-i", path])
        XCTAssertEqual(inPlace.status, 0, inPlace.stderr)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), tidy)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640)
        XCTAssertEqual(try runXMLLayout(["format", "--check", path]).status, 0)
        // No temporary file left behind.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["m.xml", "t.xml"])
    }

    func testMalformedFileIsReportedAndLeftAlone() throws {
        let path = try file("bad.xml", "<layout><box></layout>\n")
        let r = try runXMLLayout(["format", "-i", path])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("bad.xml:1:"), r.stderr)
        XCTAssertTrue(r.stderr.contains("[unclosed-tag]"), r.stderr)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "<layout><box></layout>\n")
        XCTAssertEqual(try runXMLLayout(["format", "--check", "-i", path]).status, 64)
    }

    func testLayoutsExamplesPassTheCheck() throws {
        let dir = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".xml") }.sorted()
        XCTAssertGreaterThan(files.count, 5)
        let r = try runXMLLayout(["format", "--check"] + files.map { dir.appendingPathComponent($0).path })
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
    }
}
