/// The text of one layout file, checked to be UTF-8, kept together with the
/// path it was read from.
///
/// `bytes` are what libxml2 parses; `text` is the same content as a Swift
/// string for snippets (without a leading byte-order mark, so that columns on
/// line 1 are not shifted by an invisible character).
public struct LayoutSource: Hashable, Sendable {
    /// The path as given by the caller, used verbatim in messages.
    public var path: String
    /// The file's bytes, exactly as read (valid UTF-8).
    public var bytes: [UInt8]
    /// The file's text, without a leading byte-order mark.
    public var text: String
    /// What it was read under, and is parsed under (`--huge` lifts them).
    public var limits = SourceLimits.standard

    /// A source from text in memory (tests, editors, standard input). Use
    /// `LayoutSourceLoader.decode(path:bytes:)` for bytes of unknown quality.
    public init(path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
        self.text = LayoutSource.droppingByteOrderMark(text)
    }

    init(path: String, validatedBytes bytes: [UInt8], limits: SourceLimits) {
        self.path = path
        self.bytes = bytes
        self.limits = limits
        self.text = LayoutSource.droppingByteOrderMark(String(decoding: bytes, as: UTF8.self))
    }

    private static func droppingByteOrderMark(_ text: String) -> String {
        text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    }
}
