import Foundation
import XCTest
@testable import XMLLayoutLanguageServer
@testable import XMLLayout
import TextSupport

/// The pieces of the server below the protocol: positions, the tolerant
/// scanner, diagnostic ranges, and the message handler fed garbage.
final class LanguageServerUnitTests: XCTestCase {
    func testLineIndexConvertsBetweenBytesScalarsAndUTF16() {
        let index = SourceText("ab\r\né😀x\n中")
        XCTAssertEqual(index.lineCount, 3)
        // "é" is 2 bytes / 1 unit, "😀" 4 bytes / 2 units.
        let x = Array("ab\r\né😀".utf8).count
        XCTAssertEqual(index.position(ofOffset: x).line, 1)
        XCTAssertEqual(index.position(ofOffset: x).character, 3)
        XCTAssertEqual(index.offset(line: 1, character: 3), x)
        XCTAssertEqual(index.character(line: 1, scalarColumn: 3), 3)
        XCTAssertEqual(index.sourcePosition(ofOffset: x).column, 3)
        // Past the end of a line or of the document: clamped.
        XCTAssertEqual(index.offset(line: 0, character: 99), 2)
        XCTAssertEqual(index.offset(line: 9, character: 0), index.bytes.count)
        XCTAssertEqual(index.offset(line: 2, character: 1), index.bytes.count)
    }

    private func context(_ marked: String) -> (MarkupScanner, MarkupScanner.Context) {
        let cursor = marked.range(of: "|")!
        let text = marked.replacingCharacters(in: cursor, with: "")
        let offset = marked[..<cursor.lowerBound].utf8.count
        let scanner = MarkupScanner(Array(text.utf8), cursor: offset)
        return (scanner, scanner.context)
    }

    /// Issue 30: a parse error in an included file is shown at the include
    /// (not at 0:0 of the includer), and a file over the size limit is not
    /// told to pass --huge, which the server does not take.
    func testIncludedParseErrorsSitAtTheIncludeAndNoHugeHint() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-include-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "<layout>\n  <box\n</layout>\n".write(toFile: dir + "/part.xml", atomically: true, encoding: .utf8)
        let main = "<layout width=\"100\">\n  <include src=\"part.xml\"/>\n</layout>\n"
        let doc = OpenDocument(uri: FileURI.uri(forPath: dir + "/main.xml"), version: 1, text: main)
        let lsp = doc.analysis.diagnostics.filter { $0.severity == .error }.map {
            DiagnosticMapping.lspDiagnostic(DiagnosticRecord($0), index: doc.index, uri: doc.uri, fileName: doc.path)
        }
        XCTAssertFalse(lsp.isEmpty)
        for d in lsp {
            let start = try XCTUnwrap((d["range"] as? [String: Any])?["start"] as? [String: Int])
            XCTAssertEqual(start["line"], 1, "\(d)")
            XCTAssertTrue((d["message"] as? String)?.hasPrefix("in part.xml: ") == true, "\(d)")
        }

        let big = "<layout>" + String(repeating: " ", count: LayoutSourceLoader.maximumFileSize) + "</layout>"
        let large = OpenDocument(uri: FileURI.uri(forPath: dir + "/big.xml"), version: 1, text: big)
        let refusal = try XCTUnwrap(large.analysis.diagnostics.first)
        XCTAssertTrue(refusal.message.hasPrefix("file is too large"), refusal.message)
        XCTAssertNil(refusal.hint, "no --huge for the language server")
    }

    func testScannerContexts() {
        var (s, c) = context("<layout><stack><te|")
        guard case .elementName("te", _, let parent?) = c else { return XCTFail("\(c)") }
        XCTAssertEqual(s.elements[parent].name, "stack")

        (s, c) = context("<layout>\n  <stack spacing=\"4\" fl|")
        guard case .attributeName(let e, "fl", _) = c else { return XCTFail("\(c)") }
        XCTAssertEqual(s.elements[e].name, "stack")

        (s, c) = context("<layout><stack direction=\"ho|\"></stack></layout>")
        guard case .attributeValue(_, "direction", "ho", _) = c else { return XCTFail("\(c)") }

        (_, c) = context("<layout><!-- <sta| --></layout>")
        XCTAssertEqual(c, .other)

        (s, c) = context("<layout><stack></stack>|</layout>")
        guard case .content(let p?) = c else { return XCTFail("\(c)") }
        XCTAssertEqual(s.elements[p].name, "layout")

        (s, c) = context("<layout><stack/> |</layout>")
        guard case .content(let p2?) = c else { return XCTFail("\(c)") }
        XCTAssertEqual(s.elements[p2].name, "layout")

        (_, c) = context("<layout><box |/></layout>")
        guard case .attributeName(_, "", _) = c else { return XCTFail("\(c)") }
    }

    func testScannerTreeOfAHalfTypedDocument() {
        let text = "<layout><!-- x --><stack debugName=\"a\"><text>hi</text><box\n</layout>"
        let s = MarkupScanner(Array(text.utf8))
        XCTAssertEqual(s.roots.count, 1)
        XCTAssertEqual(s.elements.map(\.name), ["layout", "stack", "text", "box"])
        XCTAssertEqual(s.elements[1].children.count, 2)
        XCTAssertEqual(s.elements[1].attributes.first?.value, "a")
        XCTAssertEqual(s.elements[0].end, text.utf8.count)
    }

    /// Mutated example files at every cursor position: the scanner never
    /// traps, and every range it reports lies inside the text.
    func testScannerSurvivesMutatedExamples() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Layouts/examples/card.xml"), encoding: .utf8)
        var bytes = Array(text.utf8)
        var generator = SystemRandomNumberGenerator()
        var violations: [String] = []
        for round in 0..<12 {
            if round > 0 {
                let i = Int.random(in: 0..<bytes.count, using: &generator)
                let choices: [UInt8] = [0x3C, 0x3E, 0x22, 0x2F, 0x3D, 0x21, 0x2D, 0x20, 0x61, 0xC3]
                if Bool.random(using: &generator) { bytes.remove(at: i) } else { bytes.insert(choices.randomElement()!, at: i) }
            }
            for cursor in stride(from: 0, through: bytes.count, by: 17) {
                let s = MarkupScanner(bytes, cursor: cursor)
                for e in s.elements where !(e.start <= e.end && e.end <= bytes.count && e.nameRange.upperBound <= bytes.count) {
                    violations.append("round \(round), cursor \(cursor): element \(e.name) \(e.start)..<\(e.end)")
                }
                switch s.context {
                case .elementName(_, let r, _), .attributeName(_, _, let r), .attributeValue(_, _, _, let r):
                    if !(r.lowerBound <= cursor && cursor <= r.upperBound && r.upperBound <= bytes.count) {
                        violations.append("round \(round), cursor \(cursor): context \(s.context)")
                    }
                default: break
                }
            }
        }
        XCTAssertEqual(violations, [])
    }

    func testPointDiagnosticsWidenToTheirToken() {
        let text = "<layout>\n  <stack flexgrow=\"1\"/>\n</layout>"
        let index = SourceText(text)
        func range(_ line: Int, _ column: Int?) -> [String: Int] {
            let r = DiagnosticMapping.range(of: .init(startLine: line, startColumn: column), index: index)
            let s = r["start"] as! [String: Int], e = r["end"] as! [String: Int]
            return ["sl": s["line"]!, "sc": s["character"]!, "el": e["line"]!, "ec": e["character"]!]
        }
        XCTAssertEqual(range(2, 10), ["sl": 1, "sc": 9, "el": 1, "ec": 17])   // flexgrow
        XCTAssertEqual(range(2, 3), ["sl": 1, "sc": 2, "el": 1, "ec": 8])     // <stack
        XCTAssertEqual(range(2, 20), ["sl": 1, "sc": 19, "el": 1, "ec": 20])  // the value 1
        XCTAssertEqual(range(2, nil), ["sl": 1, "sc": 2, "el": 1, "ec": 23])  // the line, indentation left out
    }

    func testHandlerAnswersGarbageWithErrors() throws {
        let server = LanguageServer(version: "test")
        func send(_ text: String) throws -> [[String: Any]] {
            try server.handle(Array(text.utf8)).map { try JSONSerialization.jsonObject(with: Data($0)) as! [String: Any] }
        }
        func code(_ messages: [[String: Any]]) -> Int? { (messages.first?["error"] as? [String: Any])?["code"] as? Int }
        XCTAssertEqual(code(try send("")), -32700)
        XCTAssertEqual(code(try send("[]")), -32600)
        XCTAssertEqual(code(try send("42")), -32600)
        XCTAssertEqual(code(try send(#"{"jsonrpc":"2.0","id":{"a":1},"method":"initialize"}"#)), -32600)
        XCTAssertEqual(try send(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{}}"#).count, 0)
        XCTAssertNotNil(try send(#"{"jsonrpc":"2.0","id":"a","method":"initialize","params":null}"#).first?["result"])
        XCTAssertEqual(code(try send(#"{"jsonrpc":"2.0","id":2,"method":"initialize"}"#)), -32600)
        // A batch: one answer per request.
        let batch = try send(#"[{"jsonrpc":"2.0","id":3,"method":"x"},{"jsonrpc":"2.0","id":4,"method":"shutdown"}]"#)
        XCTAssertEqual(batch.count, 2)
        XCTAssertEqual(code(batch), -32601)
        XCTAssertTrue(batch[1]["result"] is NSNull)
        XCTAssertNil(server.exitCode)
        XCTAssertEqual(try send(#"{"jsonrpc":"2.0","method":"exit"}"#).count, 0)
        XCTAssertEqual(server.exitCode, 0)
    }

    /// Fix-its published in a diagnostic's data come back as quick fixes
    /// when the editor asks for code actions with that diagnostic.
    func testFixItsBecomeQuickFixes() throws {
        let server = LanguageServer(version: "test")
        func send(_ object: [String: Any]) throws -> [[String: Any]] {
            try server.handle([UInt8](JSONSerialization.data(withJSONObject: object))).map {
                try JSONSerialization.jsonObject(with: Data($0)) as! [String: Any]
            }
        }
        _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:] as [String: Any]])
        let uri = "file:///t.xml"
        let text = "<layout>\n  <vstack flexgrow=\"1\">\n    <label padding=\"4\">x</label>\n  </vstack>\n</layout>"
        let published = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": uri, "version": 1, "text": text]]])
        let diagnostics = try XCTUnwrap((published.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.compactMap { $0["code"] as? String }, ["unknown-attribute", "unknown-element"])
        func actions(_ context: [[String: Any]], line: Int = 0) throws -> [[String: Any]] {
            let range: [String: Any] = ["start": ["line": line, "character": 0], "end": ["line": line + 10, "character": 0]]
            let r = try send(["jsonrpc": "2.0", "id": 2, "method": "textDocument/codeAction", "params": [
                "textDocument": ["uri": uri], "range": range, "context": ["diagnostics": context]]])
            return try XCTUnwrap(r.first?["result"] as? [[String: Any]])
        }
        // The diagnostics sent back carry their edits in `data`.
        let all = try actions(diagnostics)
        let sentBack = all.filter { $0["kind"] as? String == "quickfix" }
        XCTAssertEqual(sentBack.compactMap { $0["title"] as? String },
                       ["Replace 'flexgrow' with 'flexGrow'", "Rename the element to <text>"])
        // And every fix-it of the file at once, as one edit of the whole text.
        let fixAll = try XCTUnwrap(all.last)
        XCTAssertEqual(fixAll["kind"] as? String, "source.fixAll.xmllayout")
        XCTAssertEqual(fixAll["title"] as? String, "Apply all 2 fix-its of the file")
        let whole = ((fixAll["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]]
        XCTAssertEqual(whole?.first?["newText"] as? String,
                       "<layout>\n  <vstack flexGrow=\"1\">\n    <text padding=\"4\">x</text>\n  </vstack>\n</layout>")
        XCTAssertEqual(sentBack.first?["kind"] as? String, "quickfix")
        // One action per diagnostic, all its edits together (both tags).
        let renameEdits = ((sentBack[1]["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]]
        XCTAssertEqual(renameEdits?.compactMap { $0["newText"] as? String }, ["text", "text"])
        // A client that drops `data`: the server's own fixes under the range,
        // the padding's <inset> wrap included once <label> is <text>.
        let stripped = diagnostics.map { d -> [String: Any] in var d = d; d["data"] = nil; return d }
        XCTAssertEqual(try actions(stripped).filter { $0["kind"] as? String == "quickfix" }.count, 2)
        XCTAssertEqual(try actions([], line: 3).filter { $0["kind"] as? String == "quickfix" }.count, 0,
                       "nothing to fix below line 3")
        let fixedText = text.replacingOccurrences(of: "label", with: "text")
        let second = try send(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
            "textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": fixedText]]]])
        let remaining = try XCTUnwrap((second.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        let wrap = try actions(remaining).compactMap { $0["title"] as? String }
        XCTAssertTrue(wrap.contains("Wrap the element in <inset insets=\"4\">…</inset>"), "\(wrap)")
    }

    func testEnumeratedValuesComeFromTheSchema() {
        let facts = SchemaFacts.embedded
        XCTAssertEqual(Set(facts.values(ofAttribute: "direction", of: "stack")), ["horizontal", "vertical"])
        XCTAssertTrue(facts.values(ofAttribute: "backgroundColor", of: "box").contains("royalblue"))
        XCTAssertEqual(facts.values(ofAttribute: "width", of: "box"), [])
    }
}

/// The containers (LANGUAGE.md "Containers"): hover documents them, and
/// completion offers cells, sections, headers and footers only where they
/// may stand.
final class ContainerLanguageServerTests: XCTestCase {
    func testCompletionOffersContainerItemsOnlyWhereTheyStandAndHoverDocumentsThem() throws {
        let server = LanguageServer(version: "test")
        func send(_ object: [String: Any]) throws -> [[String: Any]] {
            try server.handle([UInt8](JSONSerialization.data(withJSONObject: object))).map {
                try JSONSerialization.jsonObject(with: Data($0)) as! [String: Any]
            }
        }
        _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:] as [String: Any]])
        let lines = ["<layout width=\"1\" height=\"1\">", "  <table>", "    <", "    <section>", "      <",
                     "    </section>", "    <for each=\"r\" in=\"[]\">", "      <", "    </for>", "  </table>", "  <vstack>", "    <",
                     "  </vstack>", "</layout>"]
        _ = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": "file:///t.xml", "version": 1, "text": lines.joined(separator: "\n")]]])
        func labels(line: Int, character: Int) throws -> Set<String> {
            let r = try send(["jsonrpc": "2.0", "id": 2, "method": "textDocument/completion", "params": [
                "textDocument": ["uri": "file:///t.xml"], "position": ["line": line, "character": character]]])
            return Set(((r.first?["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String })
        }
        let inTable = try labels(line: 2, character: 5)
        XCTAssertTrue(inTable.isSuperset(of: ["cell", "section", "for"]) && !inTable.contains("box") && !inTable.contains("header"),
                      "\(inTable)")
        let inSection = try labels(line: 4, character: 7)
        XCTAssertTrue(inSection.isSuperset(of: ["header", "cell", "footer"]) && !inSection.contains("section"), "\(inSection)")
        XCTAssertTrue(try labels(line: 7, character: 7).contains("cell"), "a for in a table gives cells")
        let inStack = try labels(line: 11, character: 5)
        XCTAssertTrue(inStack.isSuperset(of: ["table", "collection", "pager", "scroll"]) && !inStack.contains("cell"), "\(inStack)")
        let r = try send(["jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": [
            "textDocument": ["uri": "file:///t.xml"], "position": ["line": 1, "character": 4]]])
        let value = (((r.first?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String) ?? ""
        XCTAssertTrue(value.contains("ASTableNode"), value)
    }
}
