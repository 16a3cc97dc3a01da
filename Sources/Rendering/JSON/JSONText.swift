import TextSupport

/// The layout renderers' JSON string literals (`JSONString`, JavaScript-safe:
/// DEL and U+2028/U+2029 escaped too).
enum JSONText {
    static func quoted(_ s: String) -> String { JSONString.quoted(s, style: .javaScriptSafe) }

    /// Appends `s` as a JSON string literal, as UTF-8.
    static func appendQuoted(_ s: String, to out: inout [UInt8]) { JSONString.append(s, to: &out, style: .javaScriptSafe) }
}
