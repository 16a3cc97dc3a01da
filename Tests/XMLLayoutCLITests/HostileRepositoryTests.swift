#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest
import _XMLLayoutTestSupport

/// Issue 30's reproductions of a hostile repository, end to end through the
/// built binary: reads that stay in the project, writes that stay in their
/// target, and nothing raw on the terminal.
final class HostileRepositoryTests: XCTestCase {
    var dir: String!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/project/.git", withIntermediateDirectories: true)
    }

    override func tearDown() {
        _ = try? runCommand("/bin/chmod", ["-R", "u+w", dir])
        try? FileManager.default.removeItem(atPath: dir)
    }

    func write(_ name: String, _ text: String) throws {
        let url = URL(fileURLWithPath: dir + "/" + name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ name: String) -> String? { try? String(contentsOfFile: dir + "/" + name, encoding: .utf8) }

    func run(_ arguments: [String], in folder: String = "project", timeout: TimeInterval = 20) throws -> CommandResult {
        try runXMLLayout(arguments, currentDirectory: dir + "/" + folder, timeout: timeout)
    }

    static let card = "<layout width=\"100\">\n  <box debugName=\"card\" height=\"20\"/>\n</layout>\n"

    // MARK: - The project boundary

    func testIncludesDataAndImagesOutsideTheProjectAreRefusedWithoutTheirContent() throws {
        try write("secret.txt", "TOPSECRET-LINE password=hunter2\n")
        try write("secret.json", "{\"key\": \"TOPSECRET-JSON\"}\n")
        try write("outside.xml", "<layout>\n  <box debugName=\"TOPSECRET-XML\"/>\n</layout>\n")
        XCTAssertEqual(symlink(dir + "/outside.xml", dir + "/project/link.xml"), 0)
        try write("project/main.xml", """
            <layout width="100" data="../secret.json">
              <include src="/etc/passwd"/>
              <include src="../secret.txt"/>
              <include src="link.xml"/>
            </layout>

            """)
        let r = try run(["render", "main.xml", "--format", "tree"])
        XCTAssertEqual(r.status, 1, r.stderr)
        for leak in ["TOPSECRET", "hunter2", "root:"] { XCTAssertFalse(r.stderr.contains(leak), r.stderr) }
        XCTAssertEqual(r.stderr.components(separatedBy: "it is outside the project").count - 1, 4, r.stderr)
        XCTAssertTrue(r.stderr.contains("main.xml:2:17: error: cannot include '/etc/passwd': it is outside the project ("), r.stderr)
        XCTAssertTrue(r.stderr.contains("main.xml:1:27: error: cannot read data file '../secret.json': it is outside the project"), r.stderr)
        XCTAssertTrue(r.stderr.contains("pass --root DIR"), r.stderr)

        // Images, in a version-1 file (the errors above stop before the build).
        try write("project/image.xml", "<layout width=\"100\">\n  <image src=\"../secret.txt\"/>\n</layout>\n")
        let image = try run(["render", "image.xml", "--format", "tree"])
        XCTAssertEqual(image.status, 1, image.stderr)
        XCTAssertTrue(image.stderr.contains("image.xml:2:15: error: cannot read image '../secret.txt': it is outside the project"), image.stderr)
        XCTAssertFalse(image.stderr.contains("TOPSECRET"), image.stderr)
    }

    func testRootWidensTheProjectAndAFileThatIsNoLayoutIsNeverQuoted() throws {
        try write("shared/header.xml", "<layout>\n  <box debugName=\"shared-header\" height=\"5\"/>\n</layout>\n")
        try write("shared/notes.txt", "TOPSECRET-NOTES\nsecond line\n")
        try write("shared/settings.xml", "<settings token=\"TOPSECRET-TOKEN\">\n</settings>\n")
        try write("project/main.xml", "<layout width=\"100\">\n  <include src=\"../shared/header.xml\"/>\n</layout>\n")
        let refused = try run(["render", "main.xml", "--format", "tree"])
        XCTAssertEqual(refused.status, 1, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("it is outside the project"), refused.stderr)
        let widened = try run(["render", "main.xml", "--format", "tree", "--root", "../shared"])
        XCTAssertEqual(widened.status, 0, widened.stderr)
        XCTAssertTrue(widened.stdout.contains("shared-header"), widened.stdout)

        try write("project/notes.xml", "<layout width=\"100\">\n  <include src=\"../shared/notes.txt\"/>\n"
                  + "  <include src=\"../shared/settings.xml\"/>\n</layout>\n")
        let notLayouts = try run(["validate", "notes.xml", "--root", "../shared"])
        XCTAssertEqual(notLayouts.status, 1, notLayouts.stderr)
        XCTAssertTrue(notLayouts.stderr.contains("cannot include '../shared/notes.txt': it is not a layout file"), notLayouts.stderr)
        XCTAssertTrue(notLayouts.stderr.contains("root element must be <layout>, found <settings>"), notLayouts.stderr)
        XCTAssertFalse(notLayouts.stderr.contains("TOPSECRET"), notLayouts.stderr)
    }

    func testALinkInAFolderToAFileOutOfTheProjectIsNotRead() throws {
        try write("outside.xml", "TOPSECRET-MAIN\n")
        try write("project/layouts/good.xml", Self.card)
        XCTAssertEqual(symlink(dir + "/outside.xml", dir + "/project/layouts/evil.xml"), 0)
        XCTAssertEqual(symlink("good.xml", dir + "/project/layouts/alias.xml"), 0)
        let r = try run(["validate", "layouts"])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("layouts/evil.xml: error: cannot read file: it is a symbolic link and it is outside the project"), r.stderr)
        XCTAssertFalse(r.stderr.contains("TOPSECRET"), r.stderr)
        XCTAssertTrue(r.stderr.contains("3 files checked: 1 error"), r.stderr)
    }

    func testTheMainFilesFolderIsTheRootWithoutGit() throws {
        try write("plain/parts/a.xml", Self.card)
        try write("plain/main.xml", "<layout width=\"100\">\n  <include src=\"parts/a.xml\"/>\n</layout>\n")
        try write("b.xml", Self.card)
        try write("plain/up.xml", "<layout width=\"100\">\n  <include src=\"../b.xml\"/>\n</layout>\n")
        XCTAssertEqual(try run(["validate", "main.xml"], in: "plain").status, 0)
        let up = try run(["validate", "up.xml"], in: "plain")
        XCTAssertEqual(up.status, 1, up.stderr)
        XCTAssertTrue(up.stderr.contains("it is outside the project"), up.stderr)
    }

    func testSpecialFilesAreRefusedAtOnce() throws {
        // /proc/kmsg polls for ever (and needs root); /proc/self/stat shows the kind is refused.
        try write("project/proc.xml", "<layout width=\"100\">\n  <include src=\"/proc/self/stat\"/>\n</layout>\n")
        try write("project/procimage.xml", "<layout width=\"100\">\n  <image src=\"/proc/self/status\"/>\n</layout>\n")
        let start = Date()
        let r = try run(["render", "proc.xml", "--format", "tree", "--root", "/"], timeout: 15)
        let image = try run(["render", "procimage.xml", "--format", "tree", "--root", "/"], timeout: 15)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("cannot include '/proc/self/stat': is a file of /proc, not a regular file"), r.stderr)
        XCTAssertEqual(image.status, 0, image.stderr)
        XCTAssertTrue(image.stderr.contains("cannot read image '/proc/self/status': it is a file of /proc, not a regular file"), image.stderr)
    }

    // MARK: - Writes that stay in their target

    func testOutputNamingAnInputIsRefused() throws {
        try write("project/a.xml", Self.card)
        XCTAssertEqual(symlink("a.xml", dir + "/project/alias.json"), 0)
        for output in ["a.xml", "./a.xml", "alias.json"] {
            let r = try run(["render", "a.xml", "--format", "json", "-o", output])
            XCTAssertEqual(r.status, 1, r.stderr)
            XCTAssertTrue(r.stderr.contains("error: cannot write '\(output)': it is the input 'a.xml'"), r.stderr)
        }
        let expand = try run(["expand", "a.xml", "-o", "a.xml"])
        XCTAssertEqual(expand.status, 1, expand.stderr)
        XCTAssertEqual(read("project/a.xml"), Self.card)
    }

    func testOutputDirNeverWritesThroughASymlink() throws {
        try write("project/in/a.xml", Self.card)
        try write("project/in/sub/b.xml", Self.card)
        try write("victim.txt", "precious\n")
        try FileManager.default.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/project/out", withIntermediateDirectories: true)
        XCTAssertEqual(symlink(dir + "/victim.txt", dir + "/project/out/a.json"), 0)
        XCTAssertEqual(symlink(dir + "/elsewhere", dir + "/project/out/sub"), 0)
        let r = try run(["render", "in", "--format", "json", "--output-dir", "out"])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("error: cannot write 'out/a.json': 'out/a.json' is a symbolic link; --output-dir never writes through one"), r.stderr)
        XCTAssertTrue(r.stderr.contains("'out/sub' is a symbolic link"), r.stderr)
        XCTAssertEqual(read("victim.txt"), "precious\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/elsewhere"), [])

        // Without the links, the same batch writes both files.
        try FileManager.default.removeItem(atPath: dir + "/project/out")
        let clean = try run(["render", "in", "--format", "json", "--output-dir", "out"])
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertNotNil(read("project/out/a.json"))
        XCTAssertNotNil(read("project/out/sub/b.json"))
    }

    func testFormatInPlaceKeepsBOMLineEndsModeAndHardLinks() throws {
        let messy = "\u{FEFF}<layout   width=\"100\">\r\n<box    debugName=\"x\"/>\r\n</layout>\r\n"
        try write("project/crlf.xml", messy)
        let r = try run(["format", "-i", "crlf.xml"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: dir + "/project/crlf.xml"))
        XCTAssertEqual(Array(bytes.prefix(3)), [0xEF, 0xBB, 0xBF])
        let text = String(decoding: bytes.dropFirst(3), as: UTF8.self)
        XCTAssertEqual(text, "<layout width=\"100\">\r\n  <box debugName=\"x\"/>\r\n</layout>\r\n")
        XCTAssertEqual(try run(["format", "--check", "crlf.xml"]).status, 0, "the kept conventions are formatted")

        try write("project/ro.xml", "<layout   width=\"100\"/>\n")
        XCTAssertEqual(chmod(dir + "/project/ro.xml", 0o444), 0)
        let readOnly = try run(["format", "-i", "ro.xml"])
        XCTAssertEqual(readOnly.status, 1, readOnly.stderr)
        XCTAssertTrue(readOnly.stderr.contains("ro.xml: error: cannot write the formatted file: it is read-only (mode 444)"), readOnly.stderr)
        XCTAssertEqual(read("project/ro.xml"), "<layout   width=\"100\"/>\n")

        try write("project/linked.xml", "<layout   width=\"100\"/>\n")
        XCTAssertEqual(link(dir + "/project/linked.xml", dir + "/project/other-name.xml"), 0)
        let linked = try run(["format", "-i", "linked.xml"])
        XCTAssertEqual(linked.status, 0, linked.stderr)
        XCTAssertEqual(read("project/other-name.xml"), "<layout width=\"100\"/>\n")
        var a = stat(), b = stat()
        XCTAssertEqual(stat(dir + "/project/linked.xml", &a), 0)
        XCTAssertEqual(stat(dir + "/project/other-name.xml", &b), 0)
        XCTAssertEqual(a.st_ino, b.st_ino)
        XCTAssertEqual(a.st_nlink, 2)
    }

    func testFixKeepsAReadOnlyFileAndAHardLink() throws {
        let broken = "<layout width=\"100\">\n  <box flexgrow=\"1\"/>\n</layout>\n"
        try write("project/fix.xml", broken)
        XCTAssertEqual(chmod(dir + "/project/fix.xml", 0o444), 0)
        let readOnly = try run(["validate", "--fix", "fix.xml"])
        XCTAssertEqual(readOnly.status, 1, readOnly.stderr)
        XCTAssertTrue(readOnly.stderr.contains("cannot write the fixed file: it is read-only"), readOnly.stderr)
        XCTAssertEqual(read("project/fix.xml"), broken)
        XCTAssertEqual(chmod(dir + "/project/fix.xml", 0o644), 0)
        XCTAssertEqual(link(dir + "/project/fix.xml", dir + "/project/fix-link.xml"), 0)
        let fixed = try run(["validate", "--fix", "fix.xml"])
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertEqual(read("project/fix-link.xml"), read("project/fix.xml"))
        XCTAssertTrue(read("project/fix-link.xml")?.contains("flexGrow") == true, read("project/fix-link.xml") ?? "")
    }

    func testFixAppliesTheFixItsShownForAnIncludedFile() throws {
        try write("project/part.xml", "<layout>\n  <box flexgrow=\"1\"/>\n</layout>\n")
        try write("project/main.xml", "<layout width=\"100\">\n  <include src=\"part.xml\"/>\n</layout>\n")
        let shown = try run(["validate", "main.xml"])
        XCTAssertEqual(shown.status, 1, shown.stderr)
        XCTAssertTrue(shown.stderr.contains("flexGrow"), shown.stderr)
        let dry = try run(["validate", "--fix", "--dry-run", "main.xml"])
        XCTAssertTrue(dry.stdout.contains("+  <box flexGrow=\"1\"/>"), dry.stdout)
        XCTAssertEqual(read("project/part.xml"), "<layout>\n  <box flexgrow=\"1\"/>\n</layout>\n")
        let fixed = try run(["validate", "--fix", "main.xml"])
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertTrue(fixed.stderr.contains("part.xml: 1 fix-it applied"), fixed.stderr)
        XCTAssertEqual(read("project/part.xml"), "<layout>\n  <box flexGrow=\"1\"/>\n</layout>\n")
        XCTAssertEqual(read("project/main.xml"), "<layout width=\"100\">\n  <include src=\"part.xml\"/>\n</layout>\n")
    }

    // MARK: - Nothing raw on a terminal

    func testControlsFromDataNeverReachTheTerminalRaw() throws {
        // An OSC 52 clipboard write, a BEL and a C1 CSI, from data.
        try write("project/d.json", #"{"t": "a\u001b]52;c;SGVsbG8=\u0007b\u009bc"}"# + "\n")
        try write("project/t.xml", """
            <layout width="200" data="d.json">
              <vstack debugName="{t}">
                <text debugName="{t}">{t}</text>
              </vstack>
            </layout>

            """)
        for format in ["ascii", "tree", "json", "svg", "ansi"] {
            let r = try run(["render", "t.xml", "--format", format])
            XCTAssertEqual(r.status, 0, "\(format): \(r.stderr)")
            assertNoRawControls(r.stdout, format)
        }
        let expand = try run(["expand", "t.xml", "-o", "flat.xml"])
        XCTAssertEqual(expand.status, 0, expand.stderr)
        let flat = try XCTUnwrap(read("project/flat.xml"))
        assertNoRawControls(flat, "expand")
        let back = try run(["render", "flat.xml", "--format", "tree"])
        XCTAssertEqual(back.status, 0, "expand's output is XML that render reads: \(back.stderr)")

        // A C1 control quoted by a diagnostic, in every diagnostics format.
        try write("project/c1.xml", "<layout width=\"1\">\n  <box debugName=\"x\" width=\"\u{9B}2J\"/>\n</layout>\n")
        for format in ["text", "json", "sarif"] {
            let r = try run(["validate", "c1.xml", "--format", format])
            XCTAssertEqual(r.status, 1, r.stderr)
            XCTAssertTrue((r.stdout + r.stderr).contains("2J"), "\(format): the value is quoted")
            assertNoRawControls(r.stdout + r.stderr, "validate --format \(format)")
        }

        try write("project/\u{1B}]0;pwned\u{07}.xml", "<layout   width=\"1\"/>\n")
        let check = try run(["format", "--check", "\u{1B}]0;pwned\u{07}.xml"])
        XCTAssertEqual(check.status, 1)
        assertNoRawControls(check.stdout + check.stderr, "format --check")
        XCTAssertTrue(check.stdout.contains("^[]0;pwned^G.xml"), check.stdout)
    }

    func assertNoRawControls(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let raw = text.unicodeScalars.filter { $0.value == 0x07 || (0x80..<0xA0).contains($0.value) }
        XCTAssertTrue(raw.isEmpty, "\(what): raw \(raw.map { String($0.value, radix: 16) })", file: file, line: line)
        // ansi's own colours are ESC [ … m; no other ESC may appear.
        let escapes = text.components(separatedBy: "\u{1B}").dropFirst()
        XCTAssertTrue(escapes.allSatisfy { $0.hasPrefix("[") && $0.prefix(20).contains("m") }, "\(what): raw ESC", file: file, line: line)
    }

    // MARK: - Minor

    func testFormatStandardInputHasTheLimitOfTheOthers() throws {
        let r = try runCommand("/bin/sh", ["-c", "{ printf '<layout><text>'; head -c 9437184 /dev/zero | tr '\\0' a; } | \"$0\" format -",
                                           XMLLayoutBinary.path], timeout: 30)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("<stdin>: error: file is too large (more than 8 MiB; the limit is 8388608 bytes)"), r.stderr)
    }

    func testANonUTF8NameInAFolderIsReported() throws {
        try write("project/layouts/good.xml", Self.card)
        let name = Array((dir + "/project/layouts/bad\u{01}.xml").utf8).map { $0 == 0x01 ? UInt8(0xFF) : $0 }
        let fd = (name + [0]).withUnsafeBufferPointer { p in
            p.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(fd, 0)
        _ = Self.card.withCString { Glibc.write(fd, $0, strlen($0)) }
        close(fd)
        let r = try run(["validate", "layouts"])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("the name is not valid UTF-8"), r.stderr)
    }

    func testParseErrorsInAnIncludedFileSayWhereItWasIncluded() throws {
        try write("project/part.xml", "<layout>\n  <box\n</layout>\n")
        try write("project/main.xml", "<layout width=\"100\">\n  <include src=\"part.xml\"/>\n</layout>\n")
        let r = try run(["validate", "main.xml"])
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("part.xml:"), r.stderr)
        XCTAssertTrue(r.stderr.contains("main.xml:2:3: note: in file included from here"), r.stderr)
    }

    func testAFlatSumOf101TermsIsNotTooDeep() throws {
        try write("project/sum.xml", "<layout width=\"{" + "1" + String(repeating: "+1", count: 100) + "}\">\n  <box/>\n</layout>\n")
        let r = try run(["render", "sum.xml", "--format", "tree"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("101"), r.stdout)
    }
}
