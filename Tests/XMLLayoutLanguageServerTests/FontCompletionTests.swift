import Foundation
import XCTest
import XMLLayoutLanguageServer

/// `fontFamily` and `fontWeight` values complete with the language's font
/// names (LANGUAGE.md, "Text as a device sets it"), which the schema can
/// only give as a free string and a pattern.
final class FontCompletionTests: XCTestCase {
    func testFamiliesAndWeightsComplete() throws {
        let server = LanguageServer(version: "test")
        func send(_ object: [String: Any]) throws -> [[String: Any]] {
            try server.handle([UInt8](JSONSerialization.data(withJSONObject: object))).map {
                try JSONSerialization.jsonObject(with: Data($0)) as! [String: Any]
            }
        }
        _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:] as [String: Any]])
        let uri = "file:///fonts.xml"
        let text = """
        <layout width="375">
          <text fontFamily="Hel" fontWeight="semi">a</text>
        </layout>
        """
        _ = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": uri, "version": 1, "text": text]]])
        func labels(after marker: String) throws -> [String] {
            let before = text[..<text.range(of: marker)!.upperBound]
            let line = before.filter { $0 == "\n" }.count
            let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            let r = try send(["jsonrpc": "2.0", "id": 2, "method": "textDocument/completion", "params": [
                "textDocument": ["uri": uri],
                "position": ["line": line, "character": text[lineStart..<before.endIndex].utf16.count]]])
            return ((r.first?["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        }
        XCTAssertEqual(try labels(after: "fontFamily=\"Hel"), ["Helvetica", "Helvetica Neue"])
        XCTAssertEqual(try labels(after: "fontWeight=\"semi"), ["semibold"])
    }
}
