import ThreadSupport

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
    public let bytes: [UInt8]
    /// What it was read under, and is parsed under (`--huge` lifts them).
    public var limits = SourceLimits.standard
    /// `text`, made from `bytes` the first time it is asked for, and shared
    /// by the copies of this source.
    private let decoded: DecodedText

    /// The file's text, without a leading byte-order mark.
    ///
    /// Made on first use: a clean file is parsed, built, laid out and
    /// rendered from `bytes` alone, and only a diagnostic quotes the text,
    /// which would otherwise be a second copy of the file in memory
    /// throughout (16 MB for a 16 MB file).
    public var text: String { decoded.text(of: bytes) }

    /// A source from text in memory (tests, editors, standard input). Use
    /// `LayoutSourceLoader.decode(path:bytes:)` for bytes of unknown quality.
    public init(path: String, text: String) {
        self.path = path
        self.bytes = Array(text.utf8)
        self.decoded = DecodedText(LayoutSource.droppingByteOrderMark(text))
    }

    init(path: String, validatedBytes bytes: [UInt8], limits: SourceLimits) {
        self.path = path
        self.bytes = bytes
        self.limits = limits
        self.decoded = DecodedText(nil)
    }

    fileprivate static func droppingByteOrderMark(_ text: String) -> String {
        text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    }

    // The text is a function of the bytes.
    public static func == (a: LayoutSource, b: LayoutSource) -> Bool {
        a.path == b.path && a.limits == b.limits && a.bytes == b.bytes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(bytes)
        hasher.combine(limits)
    }
}

/// A source's text once decoded. Unchecked Sendable: the one mutable field
/// is only touched under the lock.
private final class DecodedText: @unchecked Sendable {
    private let lock = Lock()
    private var value: String?

    init(_ value: String?) { self.value = value }

    func text(of bytes: [UInt8]) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let text = LayoutSource.droppingByteOrderMark(String(decoding: bytes, as: UTF8.self))
        value = text
        return text
    }
}
