import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `xmllayout lsp` driven over stdio exactly as an editor drives it.
final class LanguageServerProtocolTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The LSP position (0-based line, UTF-16 character) of the end of the
    /// first `marker` in `text` (or its start, with `atStart`).
    private func position(of marker: String, in text: String, atStart: Bool = false) -> [String: Any] {
        let range = text.range(of: marker)!
        let index = atStart ? range.lowerBound : range.upperBound
        let before = text[..<index]
        let line = before.filter { $0 == "\n" }.count
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        return ["line": line, "character": text[lineStart..<index].utf16.count]
    }

    private func initialize(_ client: LSPTestClient) throws -> [String: Any] {
        let response = try client.request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:] as [String: Any]])
        try client.notify("initialized", [:])
        return response
    }

    private func open(_ client: LSPTestClient, _ uri: String, _ text: String) throws {
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "xml", "version": 1, "text": text]])
    }

    private func items(_ response: [String: Any]) -> [String] {
        (((response["result"] as? [String: Any])?["items"]) as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }

    func testAnEditorSession() throws {
        let client = try LSPTestClient()
        let initialized = try initialize(client)
        let capabilities = try XCTUnwrap((initialized["result"] as? [String: Any])?["capabilities"] as? [String: Any])
        for key in ["completionProvider", "hoverProvider", "documentFormattingProvider", "documentSymbolProvider", "definitionProvider"] {
            XCTAssertNotNil(capabilities[key], key)
        }

        let uri = directory.appendingPathComponent("card.xml").absoluteString
        let valid = """
        <layout width="375">
          <stack direction="horizontal" spacing="8" debugName="row">
            <box width="44" height="44" debugName="avatar"/>
            <text flexShrink="1" debugName="name">hannah</text>
          </stack>
        </layout>

        """
        try open(client, uri, valid)
        XCTAssertEqual(try client.diagnostics(for: uri).count, 0)

        // An error after a non-BMP character: the range is in UTF-16 units.
        let broken = valid.replacingOccurrences(of: "debugName=\"name\">", with: "debugName=\"😀\" flexgrow=\"1\">")
        try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2],
                                                     "contentChanges": [["text": broken]]])
        let diagnostics = try client.diagnostics(for: uri)
        let error = try XCTUnwrap(diagnostics.first { $0["code"] as? String == "unknown-attribute" }, "\(diagnostics)")
        XCTAssertEqual(error["severity"] as? Int, 1)
        XCTAssertTrue((error["message"] as? String ?? "").contains("flexGrow"), "\(error)")
        let range = try XCTUnwrap(error["range"] as? [String: Any])
        let expectedStart = try XCTUnwrap(position(of: "flexgrow", in: broken, atStart: true) as? [String: Int])
        XCTAssertEqual(expectedStart["line"], 3)
        XCTAssertEqual(expectedStart["character"], 40) // "😀" is two UTF-16 units
        XCTAssertEqual(try XCTUnwrap(range["start"] as? [String: Int]), expectedStart)
        XCTAssertEqual(try XCTUnwrap(range["end"] as? [String: Int]), ["line": 3, "character": 48])

        // An incremental change that fixes it (replace "flexgrow" with "flexGrow").
        let start = position(of: "flexgrow", in: broken, atStart: true), end = position(of: "flexgrow", in: broken)
        try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3],
                                                     "contentChanges": [["range": ["start": start, "end": end], "text": "flexGrow"]]])
        XCTAssertEqual(try client.diagnostics(for: uri).count, 0)
        let fixed = broken.replacingOccurrences(of: "flexgrow", with: "flexGrow")

        // Hover: schema documentation, the computed frame and the style description.
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": uri],
                                                              "position": position(of: "<bo", in: fixed)])
        let contents = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
        XCTAssertTrue(contents.contains("**<box>**"), contents)
        XCTAssertTrue(contents.contains("Frame: x 0, y 0, 44 × 44 pt"), contents)
        XCTAssertTrue(contents.contains("Layout Size = min"), contents)
        let attributeHover = try client.request("textDocument/hover", ["textDocument": ["uri": uri],
                                                                       "position": position(of: "spaci", in: fixed)])
        let attributeText = ((attributeHover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
        XCTAssertTrue(attributeText.contains("**spacing** on `<stack>`"), attributeText)

        // Outline.
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
        let roots = try XCTUnwrap(symbols["result"] as? [[String: Any]])
        XCTAssertEqual(roots.first?["name"] as? String, "layout")
        let row = try XCTUnwrap((roots.first?["children"] as? [[String: Any]])?.first)
        XCTAssertEqual(row["name"] as? String, "stack row")
        XCTAssertEqual((row["children"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["box avatar", "text 😀"])

        // Formatting gives one edit with the canonical text.
        let formatting = try client.request("textDocument/formatting", ["textDocument": ["uri": uri],
                                                                         "options": ["tabSize": 2, "insertSpaces": true]])
        let edits = try XCTUnwrap(formatting["result"] as? [[String: Any]])
        XCTAssertEqual(edits.count, 1)
        let newText = edits.first?["newText"] as? String ?? ""
        XCTAssertTrue(newText.contains("<stack debugName=\"row\" direction=\"horizontal\" spacing=\"8\">"), newText)
        XCTAssertTrue(newText.contains("<box debugName=\"avatar\" width=\"44\" height=\"44\"/>"), newText)

        // Completion in a half-typed document: an unclosed tag.
        let halfURI = directory.appendingPathComponent("half.xml").absoluteString
        let half = "<layout width=\"100\">\n  <stack direction=\"\n    <te"
        try open(client, halfURI, half)
        XCTAssertFalse(try client.diagnostics(for: halfURI).isEmpty)
        let elements = items(try client.request("textDocument/completion", ["textDocument": ["uri": halfURI],
                                                                            "position": position(of: "<te", in: half)]))
        XCTAssertEqual(elements, ["text"])
        let values = items(try client.request("textDocument/completion", ["textDocument": ["uri": halfURI],
                                                                          "position": position(of: "direction=\"", in: half)]))
        XCTAssertEqual(Set(values), ["horizontal", "vertical"])
        let attributeURI = directory.appendingPathComponent("attrs.xml").absoluteString
        let attrs = "<layout width=\"100\">\n  <stack spacing=\"4\" fl"
        try open(client, attributeURI, attrs)
        let attributes = items(try client.request("textDocument/completion", ["textDocument": ["uri": attributeURI],
                                                                              "position": position(of: " fl", in: attrs)]))
        XCTAssertTrue(attributes.contains("flexGrow") && attributes.contains("flexWrap"), "\(attributes)")
        XCTAssertFalse(attributes.contains("spacing"), "\(attributes)")
        let all = items(try client.request("textDocument/completion", ["textDocument": ["uri": attributeURI],
                                                                       "position": position(of: "\"4\" ", in: attrs)]))
        XCTAssertTrue(all.contains("direction") && !all.contains("spacing"), "\(all)")

        // Definition of an image source: the file itself.
        let kittens = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples/kittens-cell.xml")
        let kittensText = try String(contentsOf: kittens, encoding: .utf8)
        try open(client, kittens.absoluteString, kittensText)
        let definition = try client.request("textDocument/definition", ["textDocument": ["uri": kittens.absoluteString],
                                                                        "position": position(of: "src=\"im", in: kittensText)])
        let target = ((definition["result"] as? [[String: Any]])?.first?["uri"] as? String) ?? ""
        XCTAssertTrue(target.hasSuffix("Layouts/examples/images/kitten.png"), "\(definition)")

        let shutdown = try client.request("shutdown")
        XCTAssertTrue(shutdown["result"] is NSNull, "\(shutdown)")
        try client.notify("exit", [:])
        XCTAssertEqual(client.waitForExit(), 0)
    }

    /// Quick fixes applied as an editor applies them, notes as related
    /// information with their own locations, and a version-2 file's names.
    func testQuickFixesRelatedInformationAndVersion2Names() throws {
        // Started as vscode-languageclient starts a stdio server.
        let client = try LSPTestClient(arguments: ["lsp", "--stdio", "--clientProcessId=\(getpid())"])
        _ = try initialize(client)
        let uri = directory.appendingPathComponent("fix.xml").absoluteString
        let text = "<layout width=\"100\">\n  <vstack>\n    <text padding=\"4px\">Fish &amp; chips</text>\n    <label>b</label>\n  </vstack>\n</layout>\n"
        try open(client, uri, text)
        var current = text
        var version = 1
        var diagnostics = try client.diagnostics(for: uri)
        XCTAssertEqual(diagnostics.compactMap { $0["code"] as? String }, ["unknown-attribute", "unknown-element"])
        // Apply the first action, as an editor would, until nothing is left.
        for _ in 0..<3 where !diagnostics.isEmpty {
            let whole: [String: Any] = ["start": ["line": 0, "character": 0], "end": ["line": 99, "character": 0]]
            let response = try client.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": whole,
                                                                           "context": ["diagnostics": diagnostics]])
            let actions = try XCTUnwrap(response["result"] as? [[String: Any]]).filter { $0["kind"] as? String == "quickfix" }
            XCTAssertEqual(actions.count, diagnostics.count, "every diagnostic here has a fix: \(diagnostics)")
            guard let action = actions.first,
                  let edits = ((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]]
            else { return XCTFail("\(actions)") }
            current = Self.applying(edits, to: current)
            version += 1
            try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version],
                                                         "contentChanges": [["text": current]]])
            diagnostics = try client.diagnostics(for: uri)
        }
        XCTAssertEqual(diagnostics.count, 0, current)
        XCTAssertEqual(current, "<layout width=\"100\">\n  <vstack>\n    <inset insets=\"4\"><text>Fish &amp; chips</text></inset>\n"
                       + "    <text>b</text>\n  </vstack>\n</layout>\n")

        // A note with its own location: the start tag a mismatched end tag should close.
        let tagURI = directory.appendingPathComponent("tag.xml").absoluteString
        try open(client, tagURI, "<layout>\n  <stack>\n  </stak>\n</layout>\n")
        let mismatch = try XCTUnwrap(try client.diagnostics(for: tagURI).first)
        XCTAssertEqual(mismatch["code"] as? String, "mismatched-tag")
        let related = try XCTUnwrap((mismatch["relatedInformation"] as? [[String: Any]])?.first)
        XCTAssertEqual(((related["location"] as? [String: Any])?["range"] as? [String: Any])?["start"] as? [String: Int],
                       ["line": 1, "character": 2])

        // Version 2: a template's parameter is offered inside it only.
        let v2URI = directory.appendingPathComponent("v2.xml").absoluteString
        let v2 = "<layout width=\"100\">\n  <const name=\"gap\" value=\"4\"/>\n  <template name=\"Row\">\n    <param name=\"label\"/>\n"
            + "    <text>{la}</text>\n  </template>\n  <vstack spacing=\"{g}\">\n    <use template=\"Row\" label=\"x\"/>\n  </vstack>\n</layout>\n"
        try open(client, v2URI, v2)
        XCTAssertEqual(try client.diagnostics(for: v2URI).compactMap { $0["code"] as? String }, ["unknown-name", "unknown-name"],
                       "half-typed names")
        XCTAssertEqual(items(try client.request("textDocument/completion", ["textDocument": ["uri": v2URI],
                                                                            "position": position(of: "{la", in: v2)])), ["label"])
        XCTAssertEqual(items(try client.request("textDocument/completion", ["textDocument": ["uri": v2URI],
                                                                            "position": position(of: "{g", in: v2)])), ["gap"])
        let definition = try client.request("textDocument/definition", ["textDocument": ["uri": v2URI],
                                                                        "position": position(of: "template=\"Ro", in: v2)])
        let line = (((definition["result"] as? [[String: Any]])?.first?["range"] as? [String: Any])?["start"] as? [String: Any])?["line"]
        XCTAssertEqual(line as? Int, 2)
        XCTAssertTrue(try client.request("shutdown")["result"] is NSNull)
        try client.notify("exit", [:])
        XCTAssertEqual(client.waitForExit(), 0)
    }

    /// Typing fast: changes that arrive together are analysed once, for
    /// the latest text; a request after them is answered for that text.
    func testChangesThatArriveTogetherArePublishedOnce() throws {
        let client = try LSPTestClient()
        _ = try initialize(client)
        let uri = directory.appendingPathComponent("typing.xml").absoluteString
        try open(client, uri, "<layout width=\"10\"><box width=\"1\" height=\"1\"/></layout>")
        XCTAssertEqual(try client.diagnostics(for: uri).count, 0)
        var burst: [UInt8] = []
        let word = "flexgro"
        for (i, _) in word.enumerated() {
            let text = "<layout width=\"10\"><box width=\"1\" height=\"1\" \(word.prefix(i + 1))=\"1\"/></layout>"
            let body = try JSONSerialization.data(withJSONObject: ["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": i + 2], "contentChanges": [["text": text]]]] as [String: Any])
            burst += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + [UInt8](body)
        }
        client.sendRaw(burst)
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 0, "character": 22]])
        XCTAssertNotNil(hover["result"])
        func version(_ m: [String: Any]) -> Int? {
            m["method"] as? String == "textDocument/publishDiagnostics" ? (m["params"] as? [String: Any])?["version"] as? Int : nil
        }
        // The latest text's diagnostics came before the hover's answer, or come after it.
        let latest = try client.notifications.first { version($0) == word.count + 1 }
            ?? client.waitFor { version($0) == word.count + 1 }
        let versions = Set(client.notifications.compactMap(version) + [word.count + 1])
        XCTAssertLessThan(versions.count, word.count, "not one analysis per keystroke: \(versions)")
        let last = (latest["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
        XCTAssertEqual(last?.first?["code"] as? String, "unknown-attribute")
        try client.notify("exit", [:])
    }

    /// Applies LSP text edits (UTF-16 positions) as an editor does: last first.
    static func applying(_ edits: [[String: Any]], to text: String) -> String {
        func offset(_ position: [String: Any]) -> String.Index {
            let line = position["line"] as? Int ?? 0, character = position["character"] as? Int ?? 0
            var index = text.startIndex
            for _ in 0..<line { index = text[index...].firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex }
            return text.utf16.index(index, offsetBy: character, limitedBy: text.endIndex) ?? text.endIndex
        }
        let resolved = edits.compactMap { edit -> (Range<String.Index>, String)? in
            guard let range = edit["range"] as? [String: Any], let start = range["start"] as? [String: Any],
                  let end = range["end"] as? [String: Any], let newText = edit["newText"] as? String else { return nil }
            return (offset(start)..<offset(end), newText)
        }
        var result = text
        for (range, newText) in resolved.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            result.replaceSubrange(range, with: newText)
        }
        return result
    }

    func testBadInputNeverCrashesTheServer() throws {
        let client = try LSPTestClient()
        let early = try client.request("textDocument/hover", [:])
        XCTAssertEqual((early["error"] as? [String: Any])?["code"] as? Int, -32002)
        _ = try initialize(client)

        client.sendRaw(Array("Content-Length: 9\r\n\r\n{\"id\": 1,".utf8))
        let parseError = try client.waitFor { $0["error"] != nil }
        XCTAssertEqual((parseError["error"] as? [String: Any])?["code"] as? Int, -32700)

        XCTAssertEqual((try client.request("no/such/method")["error"] as? [String: Any])?["code"] as? Int, -32601)
        try client.notify("$/unknownNotification", ["x": 1])
        let unopened = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///nope.xml"],
                                                                 "position": ["line": 0, "character": 0]])
        XCTAssertEqual((unopened["error"] as? [String: Any])?["code"] as? Int, -32602)
        try open(client, "file:///x.xml", "<layout><box/></layout>")
        _ = try client.diagnostics(for: "file:///x.xml")
        let badPosition = try client.request("textDocument/completion", ["textDocument": ["uri": "file:///x.xml"],
                                                                         "position": ["line": "zero"]])
        XCTAssertEqual((badPosition["error"] as? [String: Any])?["code"] as? Int, -32602)
        // Positions past the end are clamped, not trusted.
        let far = try client.request("textDocument/hover", ["textDocument": ["uri": "file:///x.xml"],
                                                            "position": ["line": 99, "character": 99]])
        XCTAssertNil(far["error"], "\(far)")
        // Not well-formed: formatting is refused with a message, not applied.
        try open(client, "file:///bad.xml", "<layout><box></layout>")
        XCTAssertFalse(try client.diagnostics(for: "file:///bad.xml").isEmpty)
        let format = try client.request("textDocument/formatting", ["textDocument": ["uri": "file:///bad.xml"], "options": [:] as [String: Any]])
        XCTAssertEqual((format["error"] as? [String: Any])?["code"] as? Int, -32803)

        XCTAssertTrue(try client.request("shutdown")["result"] is NSNull)
        XCTAssertEqual((try client.request("textDocument/hover", [:])["error"] as? [String: Any])?["code"] as? Int, -32600)
        try client.notify("exit", [:])
        XCTAssertEqual(client.waitForExit(), 0)
    }

    func testExitWithoutShutdownAndEndOfInputExitNonZero() throws {
        let client = try LSPTestClient()
        _ = try initialize(client)
        try client.notify("exit", [:])
        XCTAssertEqual(client.waitForExit(), 1)

        let closed = try LSPTestClient()
        closed.closeInput()
        XCTAssertEqual(closed.waitForExit(), 1)
    }
}
