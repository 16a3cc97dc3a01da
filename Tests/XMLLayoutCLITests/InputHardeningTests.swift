#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest
import _XMLLayoutTestSupport

/// Inputs the fuzzer over file contents never reaches: standard input that
/// cannot be read, files that are FIFOs, absurd image headers, names that
/// are not UTF-8 and files that try to drive the terminal.
final class InputHardeningTests: XCTestCase {
    var dir: String!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-in-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    /// Runs `xmllayout ARGS` under sh with `redirect` applied (e.g. `<&-`).
    func shell(_ arguments: [String], _ redirect: String, timeout: TimeInterval = 20) throws -> CommandResult {
        try runCommand("/bin/sh", ["-c", "exec \"$0\" \"$@\" \(redirect)", XMLLayoutBinary.path] + arguments,
                       currentDirectory: dir, timeout: timeout)
    }

    func testUnreadableStandardInputIsAnErrorNotACrash() throws {
        let closed = try shell(["render", "-"], "<&-")
        XCTAssertEqual(closed.status, 1, closed.stderr)
        XCTAssertTrue(closed.stderr.contains("<stdin>: error: cannot read standard input: standard input is closed [file-unreadable]"), closed.stderr)
        let directory = try shell(["render", "-"], "< .")
        XCTAssertEqual(directory.status, 1, directory.stderr)
        XCTAssertTrue(directory.stderr.contains("<stdin>: error: standard input is a directory"), directory.stderr)
        let writeOnly = try shell(["validate", "-"], "0>>log.txt")
        XCTAssertEqual(writeOnly.status, 1, writeOnly.stderr)
        XCTAssertTrue(writeOnly.stderr.contains("<stdin>: error: cannot read standard input: it is open for writing only"), writeOnly.stderr)
    }

    func testStandardInputOverTheLimitSaysMoreThanTheLimit() throws {
        // Fed by a pipeline, not runCommand's stdin: the tool stops reading at
        // the limit, and the writer then gets SIGPIPE (head, not this process).
        let r = try runCommand("/bin/sh", ["-c", "{ printf '<layout><text>'; head -c 9437184 /dev/zero | tr '\\0' a; } | \"$0\" validate -",
                                           XMLLayoutBinary.path], timeout: 30)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("<stdin>: error: file is too large (more than 8 MiB; the limit is 8388608 bytes)"), r.stderr)
        XCTAssertFalse(r.stderr.contains("8388609"), "the limit + 1 is not a size")
    }

    func testFIFOsAreRefusedWithoutBlocking() throws {
        XCTAssertEqual(mkfifo(dir + "/layout.xml", 0o600), 0)
        let layout = try runXMLLayout(["render", "layout.xml"], currentDirectory: dir, timeout: 10)
        XCTAssertEqual(layout.status, 1, layout.stderr)
        XCTAssertTrue(layout.stderr.contains("layout.xml: error: is a FIFO (named pipe), not a regular file [file-unreadable]"), layout.stderr)

        XCTAssertEqual(mkfifo(dir + "/photo.png", 0o600), 0)
        try Data("<layout width=\"10\">\n  <image src=\"photo.png\"/>\n</layout>\n".utf8).write(to: URL(fileURLWithPath: dir + "/i.xml"))
        let image = try runXMLLayout(["render", "i.xml", "--format", "tree"], currentDirectory: dir, timeout: 10)
        XCTAssertEqual(image.status, 0, image.stderr)
        XCTAssertTrue(image.stderr.contains("i.xml:2:15: warning: cannot read image 'photo.png': it is a FIFO (named pipe), not a regular file"), image.stderr)
        XCTAssertFalse(image.stderr.contains("killed after"))
    }

    func testImageHeaderBeyondTheLargestSizeIsAnError() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 8, 6, 0, 0, 0]
        try Data(png).write(to: URL(fileURLWithPath: dir + "/huge.png"))
        try Data("<layout width=\"10\">\n  <image src=\"huge.png\"/>\n</layout>\n".utf8).write(to: URL(fileURLWithPath: dir + "/h.xml"))
        let r = try runXMLLayout(["render", "h.xml", "--format", "tree"], currentDirectory: dir)
        XCTAssertEqual(r.status, 1, r.stdout)
        XCTAssertTrue(r.stderr.contains("h.xml:2:15: error: image 'huge.png' claims 4294967295×4294967295 pixels, beyond the largest valid size"), r.stderr)
        XCTAssertFalse(r.stderr.contains("not finite"), r.stderr)
    }

    func testControlCharactersInEchoedSourceAreMadeVisible() throws {
        let hostile = "<layout width=\"10\">\n  <box wdth=\"\u{1B}]2;PWNED\u{07}\"/>\n</layout>\n"
        try Data(hostile.utf8).write(to: URL(fileURLWithPath: dir + "/t.xml"))
        for command in ["render", "validate"] {
            let r = try runXMLLayout([command, "t.xml"], currentDirectory: dir)
            XCTAssertEqual(r.status, 1)
            XCTAssertFalse(r.stderr.contains("\u{1B}") || r.stderr.contains("\u{07}"), "raw control characters reached the terminal:\n\(r.stderr)")
            XCTAssertTrue(r.stderr.contains("  <box wdth=\"^[]2;PWNED^G\"/>"), r.stderr)
        }
    }

    func testFileNameThatIsNotUTF8IsReportedAsSuch() throws {
        let name = "n\\377ame.xml"
        let r = try runCommand("/bin/sh", ["-c", "printf '<layout width=\"1\"/>' > \"$(printf '\(name)')\"; exec \"$0\" render \"$(printf '\(name)')\"",
                                           XMLLayoutBinary.path], currentDirectory: dir)
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "n\\xFFame.xml: error: cannot read file: the name is not valid UTF-8 (byte 0xFF at offset 1); "
                       + "rename the file with a UTF-8 name [file-unreadable]\n1 error\n")
        XCTAssertFalse(r.stderr.contains("no such file"))
    }
}

/// Permission denied is tested as root too: the check runs in a child whose
/// privileges setpriv(1) dropped (root can otherwise read anything).
final class UnreadableFileTests: XCTestCase {
    func testPermissionDeniedIsReported() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-perm-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/secret.xml"
        try Data("<layout width=\"1\"><box/></layout>".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(chmod(path, 0), 0)
        XCTAssertEqual(chmod(dir, 0o755), 0)
        var command = [XMLLayoutBinary.path, "validate", path]
        if getuid() == 0 {
            let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first(where: FileManager.default.isExecutableFile(atPath:))
            guard let setpriv else { throw XCTSkip("running as root without setpriv(1): cannot drop privileges") }
            // The binary must be reachable by nobody: it lives under the build folder, usually world-readable.
            command = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--inh-caps=-all"] + command
        }
        let r = try runCommand(command[0], Array(command.dropFirst()))
        if r.stderr.contains("Permission denied") && !r.stderr.contains("secret.xml") {
            throw XCTSkip("the binary is not executable by an unprivileged user here: \(r.stderr)")
        }
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("secret.xml: error: cannot read file: permission denied [file-unreadable]"), r.stderr)
    }
}
