import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `render` and `validate` of several files and folders, end to end: results
/// at their relative paths under `--output-dir`, nothing for a failed file,
/// diagnostics whole and in input order whatever `--jobs` is, one summary,
/// exit status 1 when any file failed, usage errors 64.
final class BatchCLITests: XCTestCase {
    var dir: String!
    var fm: FileManager { .default }

    override func setUpWithError() throws {
        dir = fm.temporaryDirectory.appendingPathComponent("xmllayout-batch-\(UUID().uuidString)").path
        try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? fm.removeItem(atPath: dir) }

    func write(_ relative: String, _ text: String) throws {
        let path = dir + "/" + relative
        try fm.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func valid(_ n: Int) -> String {
        """
        <layout width="\(100 + n)">
          <stack direction="vertical" spacing="\(n % 7)">
            <text debugName="title\(n)">Title \(n)</text>
            <box width="\(10 + n)" height="10" backgroundColor="#336699"/>
          </stack>
        </layout>

        """
    }

    let unknownAttribute = "<layout width=\"100\">\n  <stack flexgrow=\"1\"/>\n</layout>\n"
    let malformed = "<layout width=\"100\">\n  <stack>\n</layout>\n"
    let withWarning = "<layout width=\"100\">\n  <center><box width=\"5\" height=\"5\" flexGrow=\"1\"/></center>\n</layout>\n"

    /// in/: three valid files (one with a warning), two failing, and files
    /// the walk must skip (hidden folder, `.build`, not *.xml).
    func makeTree() throws {
        try write("in/a.xml", valid(1))
        try write("in/broken.xml", malformed)
        try write("in/sub/b.xml", withWarning)
        try write("in/sub/bad.xml", unknownAttribute)
        try write("in/sub/deeper/c.xml", valid(3))
        try write("in/.hidden/h.xml", valid(4))
        try write("in/.build/x.xml", valid(5))
        try write("in/notes.txt", "not a layout")
        try write("in/sub/readme.md", "# not a layout")
    }

    /// Every regular file below `folder`, as relative paths.
    func files(under folder: String) -> Set<String> {
        var found = Set<String>()
        let enumerator = fm.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: folder + "/" + path, isDirectory: &isDir), !isDir.boolValue { found.insert(path) }
        }
        return found
    }

    func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func testAFolderTreeRendersEachFileAtItsRelativePathAndNothingForTheFailedOnes() throws {
        try makeTree()
        let r = try runXMLLayout(["render", dir + "/in", "--format", "json", "--output-dir", dir + "/out"])
        XCTAssertEqual(r.status, 1, "a file failed: \(r.stderr)")
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(files(under: dir + "/out"), ["a.json", "sub/b.json", "sub/deeper/c.json"],
                       "the valid files, at their paths below in/; no temporary files, nothing for the failed ones")
        // Each result is byte for byte what rendering that file alone prints.
        for (input, output) in [("in/a.xml", "out/a.json"), ("in/sub/b.xml", "out/sub/b.json"),
                                ("in/sub/deeper/c.xml", "out/sub/deeper/c.json")] {
            let single = try runXMLLayout(["render", dir + "/" + input, "--format", "json"])
            XCTAssertEqual(single.status, 0, single.stderr)
            XCTAssertEqual(try contents(dir + "/" + output), single.stdout, output)
        }
        // Diagnostics of each file, whole, in the walk's (sorted) order, then one summary; no progress line off a terminal.
        let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.last, "")
        XCTAssertEqual(lines.dropLast().last, "5 files: 3 ok, 2 failed, 1 warning")
        let broken = try XCTUnwrap(r.stderr.range(of: dir + "/in/broken.xml:")).lowerBound
        let warning = try XCTUnwrap(r.stderr.range(of: dir + "/in/sub/b.xml:2:")).lowerBound
        let bad = try XCTUnwrap(r.stderr.range(of: dir + "/in/sub/bad.xml:2:10: error: unknown attribute 'flexgrow'")).lowerBound
        XCTAssertLessThan(broken, warning)
        XCTAssertLessThan(warning, bad)
        XCTAssertFalse(r.stderr.contains("\r"), "no progress line when stderr is not a terminal")
        XCTAssertFalse(r.stderr.contains("h.xml") || r.stderr.contains("x.xml"), "hidden folders and .build are skipped")
    }

    func testJobsOneAndTheDefaultWriteTheSameBytes() throws {
        // Enough files of different sizes that workers finish out of order.
        for n in 0..<40 {
            let text = n % 9 == 4 ? unknownAttribute : n % 17 == 16 ? malformed : n % 11 == 7 ? withWarning : valid(n * 13)
            try write("in/g\(n % 3)/f\(n).xml", text)
        }
        var runs: [(CommandResult, [String: String])] = []
        for jobs in [["--jobs", "1"], [], ["--jobs", "3"]] {
            let out = dir + "/out\(runs.count)"
            let r = try runXMLLayout(["render", dir + "/in", "--format", "svg", "--output-dir", out] + jobs)
            var written: [String: String] = [:]
            for path in files(under: out) { written[path] = try contents(out + "/" + path) }
            runs.append((r, written))
        }
        let (first, firstFiles) = runs[0]
        XCTAssertEqual(first.status, 1)
        XCTAssertEqual(firstFiles.count, 40 - 6, "34 valid files written, .svg each")
        XCTAssertTrue(firstFiles.keys.allSatisfy { $0.hasSuffix(".svg") && $0.hasPrefix("g") })
        XCTAssertTrue(first.stderr.hasSuffix("40 files: 34 ok, 6 failed, 3 warnings\n"), first.stderr)
        for (r, written) in runs.dropFirst() {
            XCTAssertEqual(r.status, first.status)
            XCTAssertEqual(r.stderr, first.stderr, "diagnostics in the same order")
            XCTAssertEqual(written, firstFiles, "the same files, byte for byte")
        }
    }

    func testAFailedFileLeavesItsOldOutputAloneAndAnUnwritableOneFailsAlone() throws {
        try write("in/a.xml", valid(1))
        try write("in/bad.xml", unknownAttribute)
        try write("in/c.xml", valid(2))
        try write("out/bad.txt", "old result\n")
        try fm.createDirectory(atPath: dir + "/out/c.txt", withIntermediateDirectories: true) // cannot be replaced
        let r = try runXMLLayout(["render", dir + "/in", "--format", "tree", "--output-dir", dir + "/out"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(try contents(dir + "/out/bad.txt"), "old result\n", "a failed file writes nothing")
        XCTAssertTrue(r.stderr.contains("error: cannot write '\(dir!)/out/c.txt': it is a directory\n"), r.stderr)
        XCTAssertTrue(try contents(dir + "/out/a.txt").hasPrefix("size 101×"))
        XCTAssertTrue(r.stderr.hasSuffix("3 files: 1 ok, 2 failed, 0 warnings\n"), r.stderr)
        XCTAssertEqual(files(under: dir + "/out"), ["a.txt", "bad.txt"], "no temporary file left behind")
    }

    func testFilesNamedDirectlyGoToTheTopOfTheOutputFolderWithTheFormatsExtension() throws {
        try write("x/one.xml", valid(1))
        try write("y/two.xml", valid(2))
        for (format, ext) in [("tree", "txt"), ("ascii", "txt"), ("svg", "svg"), ("json", "json")] {
            let out = dir + "/out-" + format
            let r = try runXMLLayout(["render", dir + "/x/one.xml", dir + "/y/two.xml", "--format", format, "--output-dir", out])
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(r.stderr, "2 files: 2 ok, 0 failed, 0 warnings\n")
            XCTAssertEqual(files(under: out), ["one.\(ext)", "two.\(ext)"])
        }
        // A file named twice is rendered once.
        let twice = try runXMLLayout(["render", dir + "/x", dir + "/x/one.xml", "--output-dir", dir + "/out-twice"])
        XCTAssertEqual(twice.status, 0, twice.stderr)
        XCTAssertEqual(twice.stderr, "1 file: 1 ok, 0 failed, 0 warnings\n")
        XCTAssertEqual(files(under: dir + "/out-twice"), ["one.txt"])
        // One file with --output-dir: the same, and the folder is made.
        let r = try runXMLLayout(["render", dir + "/x/one.xml", "--format", "json", "--output-dir", dir + "/new/deep"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(files(under: dir + "/new"), ["deep/one.json"])
    }

    /// Only the name's last extension is replaced: not a dot in a folder's
    /// name, nor a leading one; names outside ASCII come through whole.
    func testOutputNamesReplaceOnlyTheLastExtensionOfTheName() throws {
        try write("in/v1.2.card.xml", valid(1))
        try write("in/set.d/plain.xml", valid(2))
        try write("in/écran/ünï.xml", valid(3))
        try write("named/.xml", valid(4))
        let r = try runXMLLayout(["render", dir + "/in", dir + "/named/.xml", "--format", "json", "--output-dir", dir + "/out"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(files(under: dir + "/out"), [".xml.json", "set.d/plain.json", "v1.2.card.json", "écran/ünï.json"])
    }

    func testSeveralFilesInATextFormatPrintOneAfterAnotherUnderHeaders() throws {
        try write("a.xml", unknownAttribute)
        try write("b.xml", valid(1))
        try write("c.xml", valid(2))
        let r = try runXMLLayout(["render", dir + "/a.xml", dir + "/b.xml", dir + "/c.xml", "--format", "tree"])
        XCTAssertEqual(r.status, 1)
        let b = try runXMLLayout(["render", dir + "/b.xml", "--format", "tree"]).stdout
        let c = try runXMLLayout(["render", dir + "/c.xml", "--format", "tree"]).stdout
        XCTAssertEqual(r.stdout, "==> \(dir!)/b.xml <==\n" + b + "\n==> \(dir!)/c.xml <==\n" + c)
        XCTAssertTrue(r.stderr.hasPrefix("\(dir!)/a.xml:2:10: error: unknown attribute"), r.stderr)
        XCTAssertTrue(r.stderr.hasSuffix("3 files: 2 ok, 1 failed, 0 warnings\n"), r.stderr)
    }

    func testALoneFolderIsShownInATextFormatAndRefusedAsBeforeInJSON() throws {
        try write("in/a.xml", valid(1))
        try write("in/sub/b.xml", valid(2))
        let tree = try runXMLLayout(["render", dir + "/in", "--format", "ascii"])
        XCTAssertEqual(tree.status, 0, tree.stderr)
        XCTAssertTrue(tree.stdout.hasPrefix("==> \(dir!)/in/a.xml <==\n"), tree.stdout)
        XCTAssertTrue(tree.stdout.contains("\n\n==> \(dir!)/in/sub/b.xml <==\n"), tree.stdout)
        XCTAssertEqual(tree.stderr, "2 files: 2 ok, 0 failed, 0 warnings\n")
        // JSON of a folder on stdout would be two documents run together: the
        // folder is not a layout file, as a lone argument always was.
        let json = try runXMLLayout(["render", dir + "/in", "--format", "json"])
        XCTAssertEqual(json.status, 1)
        XCTAssertEqual(json.stdout, "")
        XCTAssertEqual(json.stderr, "\(dir!)/in: error: is a directory, not a layout file [file-unreadable]\n1 error\n"
            + "hint: --output-dir DIR renders every *.xml file in a folder, one json file each\n")
    }

    func testValidateChecksEveryFileOfSeveralFoldersInOrder() throws {
        try makeTree()
        try write("more/d.xml", valid(9))
        let serial = try runXMLLayout(["validate", dir + "/in", dir + "/more/d.xml", "--jobs", "1"])
        XCTAssertEqual(serial.status, 1)
        XCTAssertTrue(serial.stderr.hasSuffix("6 files checked: 2 errors, 1 warning\n"), serial.stderr)
        XCTAssertTrue(serial.stderr.contains(dir + "/in/broken.xml:"))
        XCTAssertTrue(serial.stderr.contains(dir + "/in/sub/bad.xml:2:10: error: unknown attribute"))
        XCTAssertFalse(serial.stderr.contains("h.xml"))
        let parallel = try runXMLLayout(["validate", dir + "/in", dir + "/more/d.xml"])
        XCTAssertEqual(parallel.status, serial.status)
        XCTAssertEqual(parallel.stderr, serial.stderr)
        let good = try runXMLLayout(["validate", dir + "/in/a.xml", dir + "/in/sub/deeper", dir + "/more"])
        XCTAssertEqual(good.status, 0, good.stderr)
        XCTAssertEqual(good.stderr, "3 files checked: no errors or warnings\n")
    }

    func testUsageErrorsAndEmptyFolders() throws {
        try write("a.xml", valid(1))
        try write("b/a.xml", valid(2))
        let a = dir + "/a.xml", b = dir + "/b"
        let cases: [(arguments: [String], message: String)] = [
            (["render", a, b, "--format", "json"], "several files in --format json need --output-dir DIR"),
            (["render", a, b, "--format", "svg"], "several files in --format svg need --output-dir DIR"),
            (["render", b, "-o", dir + "/x.txt"], "-o writes one file; for several files use --output-dir DIR"),
            (["render", a, "-o", dir + "/x.txt", "--output-dir", dir + "/o"], "-o and --output-dir cannot be combined"),
            (["render", a, "-", "--output-dir", dir + "/o"], "standard input (-) can only be rendered alone"),
            (["render", "-", "--output-dir", dir + "/o"], "standard input (-) can only be rendered alone"),
            (["render", a, "--output-dir", ""], "--output-dir needs a folder name"),
            (["render", a, b, "--jobs", "0"], "--jobs '0' must be between 1 and 1024"),
            (["validate", a, b, "--jobs", "2000"], "--jobs '2000' must be between 1 and 1024"),
            (["render", a, b, "--output-dir", dir + "/o"], "'\(a)' and '\(b)/a.xml' would both be written to '\(dir!)/o/a.txt'"),
        ]
        for (arguments, message) in cases {
            let r = try runXMLLayout(arguments)
            XCTAssertEqual(r.status, 64, "\(arguments): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("Error: " + message), "\(arguments): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("Usage: xmllayout \(arguments[0])"), r.stderr)
            XCTAssertEqual(r.stdout, "")
        }
        XCTAssertFalse(fm.fileExists(atPath: dir + "/o"), "nothing written after a usage error")
        try fm.createDirectory(atPath: dir + "/empty/.hidden", withIntermediateDirectories: true)
        try write("empty/.hidden/skipped.xml", valid(1))
        for command in ["render", "validate"] {
            let r = try runXMLLayout([command, dir + "/empty"])
            XCTAssertEqual(r.status, 1)
            XCTAssertEqual(r.stderr, "error: no *.xml files in '\(dir!)/empty'\n")
        }
    }
}
