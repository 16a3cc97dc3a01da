import TextSupport
import XCTest

/// The one JSON string writer, in the three styles the outputs' goldens fix;
/// DEL and the C1 controls are escaped in every style (never raw on a terminal).
final class JSONStringTests: XCTestCase {
    let text = "a\"b\\c\n\r\t\u{8}\u{C}\u{1}\u{7F}\u{9B}\u{2028}é😀"

    func testEncoderStyleIsJSONEncoders() {
        XCTAssertEqual(JSONString.quoted(text, style: .encoder),
                       "\"a\\\"b\\\\c\\n\\r\\t\\b\\f\\u0001\\u007f\\u009b\u{2028}é😀\"")
    }

    func testJavaScriptSafeStyleEscapesTheSeparatorsToo() {
        XCTAssertEqual(JSONString.quoted(text, style: .javaScriptSafe),
                       "\"a\\\"b\\\\c\\n\\r\\t\\b\\f\\u0001\\u007f\\u009b\\u2028é😀\"")
    }

    func testExpressionStyleWritesBackspaceAndFormFeedAsUnicodeEscapes() {
        XCTAssertEqual(JSONString.quoted(text, style: .expressions),
                       "\"a\\\"b\\\\c\\n\\r\\t\\u0008\\u000c\\u0001\\u007f\\u009b\u{2028}é😀\"")
    }

    func testPlainASCIIIsCopiedWhole() {
        XCTAssertEqual(JSONString.quoted("plain text 123", style: .encoder), "\"plain text 123\"")
        XCTAssertEqual(JSONString.quoted("", style: .javaScriptSafe), "\"\"")
    }
}
