import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `render --format png` from the command line: -o, --output-dir, devices, --scale.
final class PNGCLITests: XCTestCase {
    private let example = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples/card.xml").path
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "png-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    /// Width and height from the PNG's IHDR.
    private func size(_ path: String) throws -> [Int] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        func be(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return [be(16), be(20)]
    }

    func testOutputFileScaleAndByteIdenticalRuns() throws {
        var r = try runXMLLayout(["render", example, "--format", "png", "-o", folder + "/a.png"])
        XCTAssertEqual(r.status, 0, r.stderr)
        r = try runXMLLayout(["render", example, "--format", "png", "-o", folder + "/b.png"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/a.png")),
                       try Data(contentsOf: URL(fileURLWithPath: folder + "/b.png")))
        let two = try size(folder + "/a.png")
        XCTAssertEqual(two[0], 750, "375 points at the file's @2x")
        r = try runXMLLayout(["render", example, "--format", "png", "--scale", "3", "-o", folder + "/c.png"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try size(folder + "/c.png")[0], 1125)
    }

    func testWidthsSideBySideAndOutputDir() throws {
        var r = try runXMLLayout(["render", example, "--format", "png", "--width", "320,375", "-o", folder + "/w.png"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(try size(folder + "/w.png")[0], (320 + 24 + 375) * 2)
        let examples = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples").path
        r = try runXMLLayout(["render", examples, "--format", "png", "--output-dir", folder + "/out"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssert(FileManager.default.fileExists(atPath: folder + "/out/card.png"))
        // A part that the batch's layouts include is drawn as part of them, not alone.
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/out/parts/stat.png"))
        XCTAssert(r.stderr.contains("included file"), r.stderr)
    }
}
