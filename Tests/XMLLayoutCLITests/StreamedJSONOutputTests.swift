import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `render --format json` writes its JSON as it is made, in pieces, to
/// standard output, `-o FILE` and `--output-dir`: the same bytes everywhere,
/// and a file is still never left partial when a write fails midway.
final class StreamedJSONOutputTests: XCTestCase {
    var dir: String!
    var fm: FileManager { .default }

    override func setUpWithError() throws {
        dir = fm.temporaryDirectory.appendingPathComponent("xmllayout-stream-\(UUID().uuidString)").path
        try fm.createDirectory(atPath: dir + "/in", withIntermediateDirectories: true)
        // 2,000 texts: about 600 KB of pretty JSON, many of the writer's 64 KB pieces.
        let rows = (0..<2_000).map { "    <text debugName=\"row\($0)\">Row \($0)</text>" }.joined(separator: "\n")
        try "<layout width=\"375\">\n  <stack direction=\"vertical\" spacing=\"2\">\n\(rows)\n  </stack>\n</layout>\n"
            .write(toFile: dir + "/in/list.xml", atomically: true, encoding: .utf8)
    }

    override func tearDown() { try? fm.removeItem(atPath: dir) }

    var input: String { dir + "/in/list.xml" }

    func testStandardOutputFileAndOutputDirGetTheSameBytes() throws {
        for compact in [false, true] {
            let flags = ["--format", "json"] + (compact ? ["--compact"] : [])
            let stdout = try runXMLLayout(["render", input] + flags, timeout: 60)
            XCTAssertEqual(stdout.status, 0, stdout.stderr)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(stdout.stdout.utf8)) as? [String: Any])
            let root = try XCTUnwrap(object["root"] as? [String: Any])
            XCTAssertEqual((root["children"] as? [Any])?.count, 2_000)
            XCTAssertGreaterThan(stdout.stdout.utf8.count, compact ? 1 << 16 : 4 << 16, "several pieces")
            XCTAssertTrue(stdout.stdout.hasSuffix("}\n"))

            let file = dir + "/out-\(compact).json"
            let toFile = try runXMLLayout(["render", input, "-o", file] + flags, timeout: 60)
            XCTAssertEqual(toFile.status, 0, toFile.stderr)
            XCTAssertEqual(toFile.stdout, "")
            XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), stdout.stdout)

            let folder = dir + "/dir-\(compact)"
            let batch = try runXMLLayout(["render", dir + "/in", "--output-dir", folder] + flags, timeout: 60)
            XCTAssertEqual(batch.status, 0, batch.stderr)
            XCTAssertEqual(try String(contentsOfFile: folder + "/list.json", encoding: .utf8), stdout.stdout)
        }
    }

    /// A file size limit (`ulimit -f`, SIGXFSZ ignored so the write fails
    /// with EFBIG instead of killing the process) stops the JSON after its
    /// first pieces: the old file stays as it was and no temporary is left.
    func testAWriteFailingMidwayLeavesTheOldFileWhole() throws {
        // `ulimit -f` limits every file the process writes, ThreadSanitizer's
        // own mappings too: its runtime dies of SIGBUS before the tool runs.
        if Sanitizers.threadSanitizerIsOn {
            throw XCTSkip("ulimit -f breaks ThreadSanitizer's runtime; AddressSanitizer and plain runs check this")
        }
        for target in [["-o", dir + "/out.json"], ["--output-dir", dir + "/results"]] {
            let old = target[0] == "-o" ? dir + "/out.json" : dir + "/results/list.json"
            try fm.createDirectory(atPath: (old as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try "old".write(toFile: old, atomically: false, encoding: .utf8)
            let input = target[0] == "-o" ? input : dir + "/in"
            let r = try runCommand("/bin/sh", ["-c", "trap '' XFSZ; ulimit -f 128; exec \"$0\" render \"$1\" --format json \"$2\" \"$3\"",
                                               XMLLayoutBinary.path, input, target[0], target[1]], timeout: 60)
            XCTAssertEqual(r.status, 1, r.stderr)
            XCTAssertTrue(r.stderr.contains("error: cannot write '\(old)': file too large"), r.stderr)
            XCTAssertEqual(try String(contentsOfFile: old, encoding: .utf8), "old", "old file untouched")
            let folder = (old as NSString).deletingLastPathComponent
            XCTAssertEqual(try fm.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }, [], "no temporary left")
        }
    }
}
