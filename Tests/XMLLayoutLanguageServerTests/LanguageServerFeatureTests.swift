import Foundation
import XCTest
@testable import XMLLayoutLanguageServer
import XMLLayout
import TextSupport

/// The server's features (definitions, completion, hover, scopes, includes)
/// and every request fed mutated documents.
final class LanguageServerFeatureTests: XCTestCase {
    /// Version-2 definitions (LANGUAGE.md): styles, templates, consts and
    /// params complete and resolve where they are referred to.
    func testDefinitionsCompleteAndResolve() throws {
        let server = LanguageServer(version: "test")
        func send(_ object: [String: Any]) throws -> [[String: Any]] {
            try server.handle([UInt8](JSONSerialization.data(withJSONObject: object))).map {
                try JSONSerialization.jsonObject(with: Data($0)) as! [String: Any]
            }
        }
        _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:] as [String: Any]])
        let uri = "file:///v2.xml"
        let text = """
        <layout version="2" width="375">
          <const name="gutter" value="12"/>
          <style name="caption" fontSize="12"/>
          <style name="bold" color="black"/>
          <param name="compact" default="false"/>
          <template name="Row"><text>x</text></template>
          <vstack spacing="{gut}">
            <text style="caption b" maxLines="{gutter}">a</text>
            <use template="R"/>
          </vstack>
        </layout>
        """
        _ = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": uri, "version": 1, "text": text]]])
        func position(after marker: String) -> [String: Int] {
            let before = text[..<text.range(of: marker)!.upperBound]
            let line = before.filter { $0 == "\n" }.count
            let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            return ["line": line, "character": text[lineStart..<before.endIndex].utf16.count]
        }
        func labels(_ marker: String) throws -> [String] {
            let r = try send(["jsonrpc": "2.0", "id": 2, "method": "textDocument/completion", "params": [
                "textDocument": ["uri": uri], "position": position(after: marker)]])
            return ((r.first?["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        }
        XCTAssertEqual(try labels("{gut"), ["gutter"])
        XCTAssertEqual(try labels("caption b"), ["bold"])
        XCTAssertEqual(try labels("template=\"R"), ["Row"])
        func definitionLine(_ marker: String) throws -> Int? {
            let r = try send(["jsonrpc": "2.0", "id": 3, "method": "textDocument/definition", "params": [
                "textDocument": ["uri": uri], "position": position(after: marker)]])
            let location = (r.first?["result"] as? [[String: Any]])?.first
            return ((location?["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int
        }
        XCTAssertEqual(try definitionLine("{gutt"), 1)
        XCTAssertEqual(try definitionLine("style=\"cap"), 2)
        XCTAssertEqual(try definitionLine("template=\""), nil) // "R" is not declared
        XCTAssertEqual(try definitionLine("spacing=\""), nil) // outside the braces
    }

    /// Completion and definition see the names visible where the cursor
    /// is (LANGUAGE.md): loop variables, the enclosing template's
    /// parameters, the file's params and consts (a const sees only earlier
    /// ones), the data's keys; a use's template parameters and an include's
    /// file parameters as attributes.
    func testNamesAreScopedAsTheExpanderResolvesThem() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scope-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("parts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "<layout>\n  <param name=\"title\" default=\"Home\"/>\n  <param name=\"subtitle\" default=\"\"/>\n  <text>{title}</text>\n</layout>\n"
            .write(to: dir.appendingPathComponent("parts/header.xml"), atomically: true, encoding: .utf8)
        try #"{"posts": [], "user": "x"}"#.write(to: dir.appendingPathComponent("feed.json"), atomically: true, encoding: .utf8)
        let text = """
        <layout width="375" data="feed.json">
          <const name="gutter" value="12"/>
          <const name="half" value="{gu}"/>
          <param name="compact" default="false"/>
          <template name="PostCell">
            <param name="post"/>
            <inset insets="{gutter}"><text>{post.id} {po}</text></inset>
          </template>
          <template name="Other">
            <param name="other"/>
            <text>{ot}</text>
          </template>
          <vstack spacing="{ha}">
            <include src="parts/header.xml" title="Feed" />
            <for each="item" in="posts" index="i">
              <use template="PostCell" post="{item}" />
            </for>
          </vstack>
        </layout>
        """
        let server = LanguageServer(version: "test")
        func send(_ object: [String: Any]) throws -> [[String: Any]] {
            try server.handle([UInt8](JSONSerialization.data(withJSONObject: object))).map {
                try JSONSerialization.jsonObject(with: Data($0)) as! [String: Any]
            }
        }
        _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:] as [String: Any]])
        let uri = dir.appendingPathComponent("feed.xml").absoluteString
        _ = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": uri, "version": 1, "text": text]]])
        func position(after marker: String) -> [String: Int] {
            let before = text[..<text.range(of: marker)!.upperBound]
            let line = before.filter { $0 == "\n" }.count
            let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            return ["line": line, "character": text[lineStart..<before.endIndex].utf16.count]
        }
        func labels(_ marker: String) throws -> [String] {
            let r = try send(["jsonrpc": "2.0", "id": 2, "method": "textDocument/completion", "params": [
                "textDocument": ["uri": uri], "position": position(after: marker)]])
            return ((r.first?["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        }
        XCTAssertEqual(try labels("{gu"), ["gutter"], "a const sees earlier consts")
        XCTAssertEqual(try labels("{po"), ["post", "posts"], "in text: the template's parameter and a data key")
        XCTAssertEqual(try labels("{ot"), ["other"])
        XCTAssertEqual(try labels("{ha"), ["half"], "no template parameter outside its template")
        XCTAssertEqual(try labels("post=\"{it"), ["item"], "the loop variable")
        XCTAssertEqual(try labels("insets=\"{"), ["post", "gutter", "half", "compact", "posts", "user"])
        XCTAssertEqual(try labels("{post.id"), [], "a member: nothing to propose")
        let includeAttributes = try labels("title=\"Feed\" ")
        XCTAssertEqual(includeAttributes.first, "subtitle", "the included file's other parameter first")
        XCTAssertFalse(includeAttributes.contains("title"), "already set")
        let useAttributes = try labels("post=\"{item}\" ")
        XCTAssertFalse(useAttributes.contains("post"), "already set")
        XCTAssertFalse(useAttributes.contains("other"), "another template's parameter")
        // Paths: the files next to the layout, of the kind the attribute names.
        XCTAssertEqual(try labels("<include src=\"parts/hea"), ["parts/header.xml"])
        XCTAssertEqual(try labels("data=\""), ["feed.json", "parts/"])
        func definition(_ marker: String) throws -> (uri: String, line: Int)? {
            let r = try send(["jsonrpc": "2.0", "id": 3, "method": "textDocument/definition", "params": [
                "textDocument": ["uri": uri], "position": position(after: marker)]])
            guard let location = (r.first?["result"] as? [[String: Any]])?.first,
                  let line = ((location["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int else { return nil }
            return (location["uri"] as? String ?? "", line)
        }
        XCTAssertEqual(try definition("{po")?.line, 5, "the template's param")
        XCTAssertEqual(try definition("post=\"{it")?.line, 14, "the for's each")
        XCTAssertEqual(try definition("<use template=\"Po")?.line, 4)
        XCTAssertEqual(try definition("<use template=\"PostCell\" po")?.line, 5, "a use's attribute: the template's param")
        let included = try XCTUnwrap(try definition("header.xml\" ti"))
        XCTAssertTrue(included.uri.hasSuffix("parts/header.xml"), included.uri)
        XCTAssertEqual(included.line, 1, "an include's attribute: the included file's param")
        XCTAssertTrue(try XCTUnwrap(try definition("src=\"parts/hea")).uri.hasSuffix("parts/header.xml"))
    }

    /// Hover still shows frames while the file has errors elsewhere, said so.
    func testHoverLaysOutAFileWithErrors() throws {
        let server = LanguageServer(version: "test")
        func send(_ object: [String: Any]) throws -> [[String: Any]] {
            try server.handle([UInt8](JSONSerialization.data(withJSONObject: object))).map {
                try JSONSerialization.jsonObject(with: Data($0)) as! [String: Any]
            }
        }
        _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:] as [String: Any]])
        let text = "<layout width=\"100\">\n  <vstack>\n    <label>x</label>\n    <box height=\"20\"/>\n  </vstack>\n</layout>\n"
        let published = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": "file:///h.xml", "version": 1, "text": text]]])
        XCTAssertEqual(((published.first?["params"] as? [String: Any])?["diagnostics"] as? [Any])?.count, 1)
        let r = try send(["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": [
            "textDocument": ["uri": "file:///h.xml"], "position": ["line": 3, "character": 6]]])
        let value = (((r.first?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String) ?? ""
        XCTAssertTrue(value.contains("Frame: x 0, y 0, 100 × 20 pt"), value)
        XCTAssertTrue(value.contains("_The file has errors"), value)
    }

    /// `<slot/>` is offered only in a template body, `<else>` only right after an `<if>`.
    func testSlotAndElseAreOfferedWhereTheyMayStand() throws {
        let server = LanguageServer(version: "test")
        func send(_ object: [String: Any]) throws -> [[String: Any]] {
            try server.handle([UInt8](JSONSerialization.data(withJSONObject: object))).map {
                try JSONSerialization.jsonObject(with: Data($0)) as! [String: Any]
            }
        }
        _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:] as [String: Any]])
        let lines = ["<layout width=\"1\">", "  <template name=\"T\">", "    <vstack>", "      <", "    </vstack>", "  </template>",
                     "  <vstack>", "    <if test=\"true\"><box/></if>", "    <", "    <box/>", "    <", "  </vstack>", "</layout>"]
        _ = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": "file:///c.xml", "version": 1, "text": lines.joined(separator: "\n")]]])
        func labels(line: Int, character: Int) throws -> Set<String> {
            let r = try send(["jsonrpc": "2.0", "id": 2, "method": "textDocument/completion", "params": [
                "textDocument": ["uri": "file:///c.xml"], "position": ["line": line, "character": character]]])
            return Set(((r.first?["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String })
        }
        let inTemplate = try labels(line: 3, character: 7)
        XCTAssertTrue(inTemplate.contains("slot") && !inTemplate.contains("else"), "\(inTemplate)")
        let afterIf = try labels(line: 8, character: 5)
        XCTAssertTrue(afterIf.contains("else") && !afterIf.contains("slot"), "\(afterIf)")
        let afterBox = try labels(line: 10, character: 5)
        XCTAssertTrue(afterBox.contains("box") && !afterBox.contains("else") && !afterBox.contains("slot"), "\(afterBox)")
    }

    /// Saving an included file analyses the layouts that include it again;
    /// its problems are shown at the include, the place itself related.
    func testSavingAnIncludedFileRepublishesItsIncluders() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let part = dir.appendingPathComponent("part.xml")
        try "<layout>\n  <text fontSize=\"big\">x</text>\n</layout>\n".write(to: part, atomically: true, encoding: .utf8)
        let server = LanguageServer(version: "test")
        func send(_ object: [String: Any]) throws -> [[String: Any]] {
            try server.handle([UInt8](JSONSerialization.data(withJSONObject: object))).map {
                try JSONSerialization.jsonObject(with: Data($0)) as! [String: Any]
            }
        }
        _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:] as [String: Any]])
        let main = dir.appendingPathComponent("main.xml").absoluteString
        let opened = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": main, "version": 1,
                             "text": "<layout width=\"100\">\n  <vstack>\n    <include src=\"part.xml\"/>\n  </vstack>\n</layout>\n"]]])
        let diagnostics = try XCTUnwrap((opened.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 1)
        let first = try XCTUnwrap(diagnostics.first)
        XCTAssertTrue((first["message"] as? String ?? "").hasPrefix("in part.xml: invalid value 'big'"), "\(first)")
        XCTAssertEqual(((first["range"] as? [String: Any])?["start"] as? [String: Int]), ["line": 2, "character": 4], "at the include")
        let related = (first["relatedInformation"] as? [[String: Any]])?.first?["location"] as? [String: Any]
        XCTAssertTrue((related?["uri"] as? String ?? "").hasSuffix("/part.xml"), "\(first)")
        try "<layout>\n  <text fontSize=\"12\">x</text>\n</layout>\n".write(to: part, atomically: true, encoding: .utf8)
        let republished = try send(["jsonrpc": "2.0", "method": "textDocument/didSave", "params": [
            "textDocument": ["uri": part.absoluteString]]])
        XCTAssertEqual(republished.count, 1)
        XCTAssertEqual((republished.first?["params"] as? [String: Any])?["uri"] as? String, main)
        XCTAssertEqual(((republished.first?["params"] as? [String: Any])?["diagnostics"] as? [Any])?.count, 0)
    }

    /// Mutated documents and random positions through every request: every
    /// request gets a result or an error response, never a trap.
    func testEveryRequestSurvivesMutatedDocumentsAndRandomPositions() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let original = try String(contentsOf: root.appendingPathComponent("Layouts/examples/photo-feed-cell.xml"), encoding: .utf8)
        let server = LanguageServer(version: "test")
        func send(_ object: [String: Any]) throws -> [[String: Any]] {
            try server.handle([UInt8](JSONSerialization.data(withJSONObject: object))).map {
                try JSONSerialization.jsonObject(with: Data($0)) as! [String: Any]
            }
        }
        _ = try send(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": [:] as [String: Any]])
        let uri = "file://" + root.appendingPathComponent("Layouts/examples/fuzz.xml").path
        _ = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": uri, "version": 0, "text": original]]])
        var generator = SystemRandomNumberGenerator()
        var text = Array(original.unicodeScalars)
        let inserts: [Unicode.Scalar] = ["<", ">", "\"", "/", "=", "{", "}", " ", "\n", "&", "é", "😀", "a"]
        var unanswered: [String] = []
        for round in 1...60 {
            let i = Int.random(in: 0..<text.count, using: &generator)
            if Bool.random(using: &generator) { text.remove(at: i) } else { text.insert(inserts.randomElement(using: &generator)!, at: i) }
            var edited = String.UnicodeScalarView()
            edited.append(contentsOf: text)
            _ = try send(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
                "textDocument": ["uri": uri, "version": round], "contentChanges": [["text": String(edited)]]]])
            let lines = String(edited).split(separator: "\n", omittingEmptySubsequences: false)
            for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition"] {
                let line = Int.random(in: 0..<(lines.count + 1), using: &generator)
                let character = Int.random(in: 0...(line < lines.count ? lines[line].utf16.count + 1 : 3), using: &generator)
                let r = try send(["jsonrpc": "2.0", "id": round, "method": method, "params": [
                    "textDocument": ["uri": uri], "position": ["line": line, "character": character]]])
                if r.first?["result"] == nil && r.first?["error"] == nil { unanswered.append("\(method) at \(line):\(character)") }
            }
            for method in ["textDocument/documentSymbol", "textDocument/formatting"] {
                let r = try send(["jsonrpc": "2.0", "id": round, "method": method, "params": ["textDocument": ["uri": uri]]])
                if r.first?["result"] == nil && r.first?["error"] == nil { unanswered.append(method) }
            }
        }
        XCTAssertEqual(unanswered, [])
    }
}
