#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `-o PATH` as a user expects of `> PATH`, but never partial: regular files
/// (through symlinks too) replaced atomically with their mode kept; devices
/// and FIFOs written through, never replaced; every failure a message
/// `error: cannot write 'PATH': reason` and exit 1.
final class OutputTargetTests: XCTestCase {
    let example = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples/post-header.xml").path
    var dir: String!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-out-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    func render(to path: String) throws -> CommandResult {
        try runXMLLayout(["render", example, "--format", "tree", "-o", path], timeout: 20)
    }

    func assertRefused(_ path: String, _ reason: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let r = try render(to: path)
        XCTAssertEqual(r.status, 1, r.stderr, file: file, line: line)
        XCTAssertEqual(r.stderr, "error: cannot write '\(path)': \(reason)\n", file: file, line: line)
        XCTAssertEqual(r.stdout, "", file: file, line: line)
    }

    func entries() throws -> Set<String> { Set(try FileManager.default.contentsOfDirectory(atPath: dir)) }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0)
        return info.st_mode
    }

    func testMissingFolderAndDirectoryAreRefusedClearly() throws {
        try assertRefused(dir + "/missing/out.txt", "the folder '\(dir!)/missing' does not exist")
        try assertRefused(dir, "it is a directory")
        XCTAssertEqual(try entries(), [], "nothing created")
    }

    func testRegularFileKeepsItsModeAndIsReplacedWhole() throws {
        let out = dir + "/out.txt"
        try Data("old".utf8).write(to: URL(fileURLWithPath: out))
        XCTAssertEqual(chmod(out, 0o640), 0)
        let r = try render(to: out)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(try String(contentsOfFile: out, encoding: .utf8).hasPrefix("size 375×35\n"))
        XCTAssertEqual(mode(out) & 0o7777, 0o640, "mode kept")
        XCTAssertEqual(try entries(), ["out.txt"], "no temporary file left")
    }

    func testSymlinkIsWrittenThroughNotReplaced() throws {
        let target = dir + "/real.txt", link = dir + "/link.txt", dangling = dir + "/dangling.txt"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        XCTAssertEqual(symlink("real.txt", link), 0) // relative: resolved against the link's folder
        XCTAssertEqual(try render(to: link).status, 0)
        XCTAssertEqual(mode(link) & S_IFMT, S_IFLNK, "still a symlink")
        XCTAssertTrue(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("size 375×35\n"))
        XCTAssertEqual(symlink(dir + "/new.txt", dangling), 0)
        XCTAssertEqual(try render(to: dangling).status, 0)
        XCTAssertEqual(mode(dangling) & S_IFMT, S_IFLNK)
        XCTAssertTrue(try String(contentsOfFile: dir + "/new.txt", encoding: .utf8).hasPrefix("size "))
    }

    func testDevicesAreWrittenThroughAndErrorsReported() throws {
        let null = device("null", minor: 3), full = device("full", minor: 7)
        let r = try render(to: null)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(mode(null) & S_IFMT, S_IFCHR, "\(null) is still a device")
        if FileManager.default.fileExists(atPath: full) {
            try assertRefused(full, "no space left on device")
            XCTAssertEqual(mode(full) & S_IFMT, S_IFCHR)
        }
    }

    /// As root, a private copy of /dev/null or /dev/full (made with mknod in
    /// the test folder): a broken build replacing the device by a file then
    /// damages the test folder, not the machine. Others cannot replace /dev
    /// entries, so they use the real ones.
    func device(_ name: String, minor: UInt32) -> String {
        guard getuid() == 0 else { return "/dev/" + name }
        let path = dir + "/" + name
        #if canImport(Glibc)
        if mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | minor)) == 0 { return path } // makedev(1, minor)
        #endif
        return "/dev/" + name
    }

    func testStandardOutputWriteErrorsAreReported() throws {
        let full = device("full", minor: 7)
        guard FileManager.default.fileExists(atPath: full) else { throw XCTSkip("no /dev/full") }
        let r = try runCommand("/bin/sh", ["-c", "exec \"$0\" render --text-metrics fixed \"$1\" --format tree > \"$2\"", XMLLayoutBinary.path, example, full])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "error: cannot write standard output: no space left on device\n")
    }

    func testFIFOIsWrittenThroughWithAReaderAndRefusedWithout() throws {
        let fifo = dir + "/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        try assertRefused(fifo, "nothing is reading from it (a FIFO or socket without a reader)")
        let r = try runCommand("/bin/sh", ["-c", "cat \"$2\" > \"$2.out\" & sleep 0.3; \"$0\" render --text-metrics fixed \"$1\" --format tree -o \"$2\"; s=$?; wait; exit $s",
                                           XMLLayoutBinary.path, example, fifo])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(mode(fifo) & S_IFMT, S_IFIFO, "still a FIFO")
        XCTAssertTrue(try String(contentsOfFile: fifo + ".out", encoding: .utf8).hasPrefix("size 375×35\n"))
    }

    func testUnwritableFolderLeavesTheOldFileAlone() throws {
        guard getuid() != 0 else {
            // root writes anywhere; a full device gives the same guarantee.
            return try testDevicesAreWrittenThroughAndErrorsReported()
        }
        let sub = dir + "/ro", out = sub + "/out.txt"
        try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: out))
        XCTAssertEqual(chmod(sub, 0o555), 0)
        defer { chmod(sub, 0o755) }
        try assertRefused(out, "permission denied")
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "old")
    }
}
