import Foundation
import XCTest
import _XMLLayoutTestSupport

/// Issue 34 ("authoring without surprises"), each numbered problem as a run
/// of the binary on files written here.
final class AuthoringCLITests: XCTestCase {
    var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-authoring-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: dir) }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func run(_ arguments: [String], stdin: String? = nil) throws -> CommandResult {
        try runXMLLayout(arguments, stdin: stdin, currentDirectory: dir.path)
    }

    static let feedData = """
        {"posts": [{"author": "Anna", "body": "Hi", "tint": "red"},
                   {"author": "Ben", "body": "Yo", "photo": "ben.png"}]}
        """

    static func feed(_ line: String) -> String {
        """
        <layout name="Feed" width="375" data="feed.json">
          <vstack>
            <for each="post" in="posts">
              \(line)
            </for>
          </vstack>
        </layout>

        """
    }

    // MARK: 1. A misspelt data key

    func testAMisspeltDataKeyIsAWarningAtTheNameWithAFixIt() throws {
        try write("feed.json", Self.feedData)
        try write("feed.xml", Self.feed("<text>{post.autor}</text>"))
        let r = try run(["validate", "feed.xml"])
        XCTAssertEqual(r.status, 0, "a warning: " + r.stderr)
        XCTAssertTrue(r.stderr.contains("feed.xml:4:19: warning: 'autor' is not a key of the data read here: it reads as null [unknown-key]"),
                      r.stderr)
        XCTAssertTrue(r.stderr.contains("hint: did you mean 'author'? (its keys: author, body, photo, tint)"), r.stderr)
        XCTAssertTrue(r.stderr.contains("fix-it: replace 'autor' with 'author'"), r.stderr)
        XCTAssertEqual(r.stderr.components(separatedBy: "[unknown-key]").count, 2, "one warning for the two posts: " + r.stderr)
        XCTAssertTrue(r.stderr.contains("1 file checked: 1 warning"), r.stderr)

        let fixed = try run(["validate", "--fix", "feed.xml"])
        XCTAssertTrue(fixed.stderr.contains("1 file checked after fixing: no errors or warnings"), fixed.stderr)
        XCTAssertTrue(try String(contentsOf: dir.appendingPathComponent("feed.xml"), encoding: .utf8).contains("{post.author}"))
    }

    func testAKeySomeItemsLackIsAnOptionalFieldAndSilent() throws {
        try write("feed.json", Self.feedData)
        try write("feed.xml", Self.feed("<text>{post.author} {post.photo} {post.tint}</text>"))
        let r = try run(["validate", "feed.xml"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("1 file checked: no errors or warnings"), r.stderr)
    }

    // MARK: 9. Differential findings

    func testANullOnTheElementLeavesTheStylesValue() throws {
        try write("style.xml", """
            <layout width="320">
              <param name="compact" default="false"/>
              <style name="wide" width="200"/>
              <box style="wide" width="{compact ? 100 : null}" height="10"/>
            </layout>

            """)
        let r = try run(["expand", "style.xml"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("<box width=\"200\" height=\"10\"/>"), r.stdout)
        let compact = try run(["expand", "style.xml", "--set", "compact=true"])
        XCTAssertTrue(compact.stdout.contains("<box width=\"100\" height=\"10\"/>"), compact.stdout)
    }

    func testAnEditableTextHasNoBaselineOfItsText() throws {
        try write("base.xml", """
            <layout width="320">
              <stack direction="horizontal" alignItems="baselineFirst">
                <text fontSize="20">Name</text>
                <editableText text="Anna" fontSize="17"/>
              </stack>
            </layout>

            """)
        let r = try run(["render", "base.xml", "--format", "tree"])
        XCTAssertEqual(r.status, 0, r.stderr)
        // The text's baseline is 18 (0.9 × 20); the editable text's ascender
        // is its style's (0), so its top sits on that baseline.
        XCTAssertTrue(r.stdout.contains("editableText 48,18,41,21"), r.stdout)
    }

    func testAnInvalidSetValueIsReportedAtTheParameter() throws {
        try write("mode.xml", """
            <layout width="320">
              <param name="mode" values="list grid"/>
              <box width="{mode == 'grid' ? 10 : 20}" height="10"/>
            </layout>

            """)
        let r = try run(["validate", "mode.xml", "--set", "mode=grd"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains(
            "mode.xml:2:30: error: --set mode=grd: 'grd' is not a value of parameter 'mode': expected one of list, grid [invalid-parameter]"),
            r.stderr)
        XCTAssertTrue(r.stderr.contains("hint: did you mean 'grid'?"), r.stderr)
    }

    // MARK: 4. Partials in a batch

    func writePartials() throws {
        try write("screens/parts/row.xml", """
            <layout width="320">
              <param name="icon"/>
              <text>{icon}</text>
            </layout>

            """)
        try write("screens/home.xml", """
            <layout width="320">
              <vstack>
                <include src="parts/row.xml" icon="star"/>
              </vstack>
            </layout>

            """)
    }

    func testAFileTheBatchIncludesIsCheckedAsPartOfItsIncluder() throws {
        try writePartials()
        let r = try run(["render", "screens", "--output-dir", "out"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stderr.contains("missing required parameter"), r.stderr)
        XCTAssertTrue(r.stderr.contains(
            "1 file: 1 ok, 0 failed, 0 warnings; 1 included file checked as part of the files that include it (screens/parts/row.xml)"),
            r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/home.txt").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/parts/row.txt").path))
        let v = try run(["validate", "screens"])
        XCTAssertEqual(v.status, 0, v.stderr)
        XCTAssertTrue(v.stderr.contains("1 file checked: no errors or warnings; 1 included file checked as part of"), v.stderr)
        // A mistake in the partial is still reported, through its includer.
        try write("screens/parts/row.xml", "<layout width=\"320\">\n  <param name=\"icon\"/>\n  <text>{icn}</text>\n</layout>\n")
        let broken = try run(["validate", "screens"])
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.stderr.contains("screens/parts/row.xml:3:10: error: unknown name 'icn'"), broken.stderr)
    }

    func testExcludeLeavesFilesOutOfABatch() throws {
        try writePartials()
        try write("screens/drafts/wip.xml", "<layout width=\"320\"><bx/></layout>\n")
        XCTAssertEqual(try run(["validate", "screens"]).status, 1)
        let v = try run(["validate", "screens", "--exclude", "drafts/*"])
        XCTAssertEqual(v.status, 0, v.stderr)
        let r = try run(["render", "screens", "--output-dir", "out", "--exclude", "wip.xml"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("out/drafts/wip.txt").path))
    }

    // MARK: 5. Safe fix-its

    func testAFixItThatWouldAddAnErrorIsNotOffered() throws {
        try write("feed.json", Self.feedData)
        let text = """
            <layout name="Feed" width="375" data="feed.json">
              <vstack>
                <for each="post" in="posts"><text>{post.body}</text></for>
                <text color="{post.tint}">x</text>
              </vstack>
            </layout>

            """
        try write("feed.xml", text)
        let r = try run(["validate", "feed.xml"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("feed.xml:4:19: error: unknown name 'post' [unknown-name]"), r.stderr)
        XCTAssertFalse(r.stderr.contains("posts'"), "no 'did you mean posts' (an array has no 'tint'): " + r.stderr)
        XCTAssertFalse(r.stderr.contains("fix-it"), r.stderr)
        let fixed = try run(["validate", "--fix", "feed.xml"])
        XCTAssertTrue(fixed.stderr.contains("feed.xml: nothing to fix"), fixed.stderr)
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("feed.xml"), encoding: .utf8), text)
    }

    func testAFixItThatWouldSwapOneErrorForAnotherIsNotOfferedNorApplied() throws {
        let text = """
            <layout width="200">
              <style name="caption" fontSize="12"/>
              <vstack>
                <box style="captoin" width="10" height="10"/>
              </vstack>
            </layout>

            """
        try write("sty.xml", text)
        let r = try run(["validate", "sty.xml"])
        XCTAssertTrue(r.stderr.contains("sty.xml:4:17: error: unknown style 'captoin' [unknown-style]"), r.stderr)
        // The name is right ('caption' exists) but a box cannot take its fontSize.
        XCTAssertTrue(r.stderr.contains("hint: did you mean 'caption'?"), r.stderr)
        XCTAssertFalse(r.stderr.contains("fix-it"), r.stderr)
        let fixed = try run(["validate", "--fix", "sty.xml"])
        XCTAssertTrue(fixed.stderr.contains("sty.xml: nothing to fix"), fixed.stderr)
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("sty.xml"), encoding: .utf8), text)
    }

    // MARK: 7. format --check --diff

    func testFormatCheckDiffShowsTheChanges() throws {
        try write("card.xml", "<layout width=\"100\">\n<box   width=\"10\" height=\"10\"/>\n</layout>\n")
        let r = try run(["format", "--check", "--diff", "card.xml"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, """
            --- card.xml
            +++ card.xml
            @@ -1,3 +1,3 @@
             <layout width="100">
            -<box   width="10" height="10"/>
            +  <box width="10" height="10"/>
             </layout>

            """)
        XCTAssertTrue(r.stderr.contains("1 of 1 file would be reformatted"), r.stderr)
        XCTAssertEqual(try run(["format", "--diff", "card.xml"]).status, 64, "--diff goes with --check")
    }

    // MARK: 7. SARIF URIs and --labels all

    func testSARIFURIsAreRelativeToTheRepositoryRoot() throws {
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("screens/card.xml", "<layout width=\"100\"><bx/></layout>\n")
        let screens = dir.appendingPathComponent("screens").path
        let r = try runXMLLayout(["validate", "--format", "sarif", "card.xml"], currentDirectory: screens)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stdout.contains(#""uri":"screens/card.xml""#) || r.stdout.contains(#""uri" : "screens/card.xml""#), r.stdout)
        let based = try runXMLLayout(["validate", "--format", "sarif", "--base-uri", ".", "card.xml"], currentDirectory: screens)
        XCTAssertTrue(based.stdout.contains(#""uri":"card.xml""#) || based.stdout.contains(#""uri" : "card.xml""#), based.stdout)
    }

    func testLabelsAllShowsTheLabelOfANodeItsTextCovers() throws {
        try write("lab.xml", """
            <layout width="160">
              <vstack>
                <text debugName="title" fontSize="12">Hello world here</text>
              </vstack>
            </layout>

            """)
        let all = try run(["render", "lab.xml", "--format", "ansi", "--labels", "all", "--color", "never", "--columns", "40"])
        XCTAssertTrue(all.stdout.contains("title"), all.stdout)
        let auto = try run(["render", "lab.xml", "--format", "ansi", "--color", "never", "--columns", "40"])
        XCTAssertFalse(auto.stdout.contains("title"), "auto keeps the text whole: " + auto.stdout)
        XCTAssertTrue(auto.stdout.contains("Hello world here"), auto.stdout)
    }
}
