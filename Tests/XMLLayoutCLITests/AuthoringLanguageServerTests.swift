import Foundation
import XCTest
import _XMLLayoutTestSupport

/// Issue 34, problem 6 and the completion of item 1: `xmllayout lsp` driven
/// as an editor drives it.
final class AuthoringLanguageServerTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-authoring-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    private func position(of marker: String, in text: String) -> [String: Any] {
        let range = text.range(of: marker)!
        let before = text[..<range.upperBound]
        let line = before.filter { $0 == "\n" }.count
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return ["line": line, "character": text[lineStart..<range.upperBound].utf16.count]
    }

    /// A server with `text` open as `name` (written to disk too, beside its data).
    private func session(_ name: String, _ text: String) throws -> (LSPTestClient, String) {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        let client = try LSPTestClient()
        _ = try client.request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:] as [String: Any]])
        try client.notify("initialized", [:])
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": url.absoluteString, "languageId": "xml", "version": 1, "text": text]])
        return (client, url.absoluteString)
    }

    private func labels(_ response: [String: Any]) -> [String] {
        let result = response["result"]
        let list = (result as? [[String: Any]]) ?? ((result as? [String: Any])?["items"] as? [[String: Any]]) ?? []
        return list.compactMap { $0["label"] as? String }
    }

    private func hover(_ client: LSPTestClient, _ uri: String, at marker: String, in text: String) throws -> String {
        let r = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": position(of: marker, in: text)])
        return ((r["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
    }

    static let feed = """
        <layout name="Feed" width="375" data="feed.json">
          <const name="gutter" value="12"/>
          <style name="caption" fontSize="12"/>
          <param name="compact" default="false"/>
          <template name="PostCell">
            <param name="post"/>
            <text style="caption">{post.author}</text>
          </template>
          <vstack id="list" spacing="{gutter}">
            <for each="post" in="posts">
              <text>{post.}</text>
            </for>
          </vstack>
        </layout>

        """

    func testTheOutlineNamesDefinitionsWithTheirKinds() throws {
        try Data(#"{"posts": [{"author": "Anna"}]}"#.utf8).write(to: directory.appendingPathComponent("feed.json"))
        let (client, uri) = try session("feed.xml", Self.feed)
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        let root = try XCTUnwrap((symbols["result"] as? [[String: Any]])?.first)
        XCTAssertEqual(root["name"] as? String, "layout Feed")
        let children = try XCTUnwrap(root["children"] as? [[String: Any]])
        let pairs = children.map { "\($0["name"] as? String ?? "?"):\($0["kind"] as? Int ?? 0)" }
        // Constant 14, Struct 23, Variable 13, Function 12, Field 8 (an id).
        XCTAssertEqual(pairs, ["const gutter:14", "style caption:23", "param compact:13", "template PostCell:12", "vstack list:8"])
        let templateParameter = (children[3]["children"] as? [[String: Any]])?.first
        XCTAssertEqual(templateParameter?["name"] as? String, "param post")
    }

    func testDataPathsAndLoopSourcesCompleteFromTheSampleData() throws {
        try Data(#"{"posts": [{"author": "Anna", "body": "Hi"}, {"author": "Ben", "photo": "b.png"}], "title": "x"}"#.utf8)
            .write(to: directory.appendingPathComponent("feed.json"))
        let (client, uri) = try session("feed.xml", Self.feed)
        let members = try client.request("textDocument/completion", ["textDocument": ["uri": uri],
                                                                      "position": position(of: "<text>{post.", in: Self.feed)])
        XCTAssertEqual(labels(members), ["author", "body", "photo"])
        let sources = try client.request("textDocument/completion", ["textDocument": ["uri": uri],
                                                                      "position": position(of: "in=\"", in: Self.feed)])
        XCTAssertEqual(labels(sources), ["posts"])
        // In a template body: what its uses give the parameter.
        let text = Self.feed.replacingOccurrences(of: "<text>{post.}</text>", with: "<use template=\"PostCell\" post=\"{post}\"/>")
            .replacingOccurrences(of: "{post.author}", with: "{post.a}")
        try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": text]]])
        let inTemplate = try client.request("textDocument/completion", ["textDocument": ["uri": uri],
                                                                         "position": position(of: "{post.a", in: text)])
        XCTAssertEqual(labels(inTemplate), ["author"])
    }

    func testHoverGivesTheFrameInEveryState() throws {
        let text = """
            <layout width="200">
              <param name="editing" default="false"/>
              <vstack>
                <box id="field" width="{editing ? 120 : 80}" height="20"/>
                <box id="same" width="50" height="10"/>
                <if test="editing">
                  <box id="done" width="30" height="30"/>
                </if>
              </vstack>
            </layout>

            """
        let (client, uri) = try session("profile.xml", text)
        let field = try hover(client, uri, at: "<box id=\"fi", in: text)
        XCTAssertTrue(field.contains("Frame: x 0, y 0, 80 × 20 pt\n\nFrame with `editing=true`: x 0, y 0, 120 × 20 pt"), field)
        let same = try hover(client, uri, at: "<box id=\"sa", in: text)
        XCTAssertTrue(same.contains("Frame: x 0, y 20, 50 × 10 pt"), same)
        XCTAssertFalse(same.contains("editing=true"), "the same frame in both states is said once: " + same)
        let done = try hover(client, uri, at: "<box id=\"do", in: text)
        XCTAssertTrue(done.contains("Not in the default state.\n\nFrame with `editing=true` (only there): x 0, y 30, 30 × 30 pt"), done)
    }
}
