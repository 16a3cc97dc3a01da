import Foundation
import XCTest
@testable import XMLLayoutLanguageServer

/// The server's JSON and file: URI code (no Foundation in the tool) against
/// Foundation's JSONSerialization and URL.
final class FoundationFreeLSPTests: XCTestCase {
    func testParsedObjectsMatchJSONSerialization() throws {
        let text = #"{"a":[1,-2,3.5,1e3,true,false,null,"x\"\\\/\n\u00e9\ud83d\ude00"],"b":{"c":{}},"d":[],"e":-0.25}"#
        let ours = try XCTUnwrap(JSONObjects.parse(Array(text.utf8)) as? [String: Any])
        let reference = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(try Self.canonical(Self.bridged(ours)), try Self.canonical(reference))
        // What we write, Foundation reads back as the same value.
        let written = try XCTUnwrap(JSONObjects.serialize(ours))
        let reread = try JSONSerialization.jsonObject(with: Data(written))
        XCTAssertEqual(try Self.canonical(reread), try Self.canonical(reference))
    }

    func testInvalidJSONIsRefused() {
        for bad in ["", "{", "[1,]", "{\"a\" 1}", "01", "1.", "\"\\ud800\"", "\"a\nb\"", "tru", "[1] x", "{\"a\":1,}"] {
            XCTAssertNil(JSONObjects.parse(Array(bad.utf8)), bad)
        }
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        XCTAssertNil(JSONObjects.parse(Array(deep.utf8)), "nesting beyond the limit is refused, not a crash")
    }

    func testFileURIsMatchURL() {
        for path in ["/tmp/a b;c:d@e=f&g+h$i,j!k'l(m)n*o~p_q-r.s%t#u?v[w]x{y}z\"é\\^`|<>", "/x/y.xml", "/"] {
            XCTAssertEqual(FileURI.uri(forPath: path), URL(fileURLWithPath: path).absoluteString, path)
            XCTAssertEqual(FileURI.path(of: FileURI.uri(forPath: path)), path)
        }
        XCTAssertEqual(FileURI.path(of: "file:///tmp/a%20b%C3%A9;x"), URL(string: "file:///tmp/a%20b%C3%A9;x")!.path)
        XCTAssertEqual(FileURI.path(of: "file://localhost/tmp/x"), "/tmp/x")
        XCTAssertNil(FileURI.path(of: "https://example.com/x"))
    }

    /// Foundation's own sorted-keys text of a value, to compare trees.
    private static func canonical(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    private static func bridged(_ value: Any) -> Any {
        switch value {
        case is JSONNull: return NSNull()
        case let array as [Any]: return array.map(bridged)
        case let object as [String: Any]: return object.mapValues(bridged)
        default: return value
        }
    }
}
