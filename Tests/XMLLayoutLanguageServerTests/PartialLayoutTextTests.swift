import Foundation
import XCTest
import XMLLayoutLanguageServer

/// A file with errors is laid out for the editor (its lint, its hover) with
/// the text model `render` uses: the bundled fonts unless the file says
/// `textMetrics="fixed"`.
final class PartialLayoutTextTests: XCTestCase {
    func hover(_ text: String, line: Int, character: Int) throws -> String {
        let server = LanguageServer(version: "test")
        func send(_ object: [String: Any]) throws -> [[String: Any]] {
            try server.handle([UInt8](JSONSerialization.data(withJSONObject: object))).map {
                try JSONSerialization.jsonObject(with: Data($0)) as! [String: Any]
            }
        }
        _ = try send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:] as [String: Any]])
        let published = try send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": "file:///p.xml", "version": 1, "text": text]]])
        let codes = ((published.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])?
            .compactMap { $0["code"] as? String }
        XCTAssertEqual(codes, ["unknown-attribute"], "only the error: no lint of a guessed text size")
        let r = try send(["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": [
            "textDocument": ["uri": "file:///p.xml"], "position": ["line": line, "character": character]]])
        return (((r.first?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String) ?? ""
    }

    /// Ten i's at 17 pt: 10 × 455 / 2048 × 17 = 37.8 → 38 wide, 2355 / 2048 × 17 = 19.5 → 20 high in
    /// Liberation Sans; 10 × 0.6 × 17 = 102 by 1.2 × 17 = 20.4 → 20.5 in the fixed model.
    func testAFileWithErrorsIsMeasuredAsRenderMeasuresIt() throws {
        let body = """
            <vstack alignItems="start">
                <text fontSize="17">iiiiiiiiii</text>
                <box height="10" bogus="1"/>
              </vstack>
            </layout>

            """
        let font = try hover("<layout width=\"200\">\n  " + body, line: 2, character: 6)
        XCTAssertTrue(font.contains("Frame: x 0, y 0, 38 × 20 pt"), font)
        let fixed = try hover("<layout width=\"200\" textMetrics=\"fixed\">\n  " + body, line: 2, character: 6)
        XCTAssertTrue(fixed.contains("Frame: x 0, y 0, 102 × 20.5 pt"), fixed)
    }
}
