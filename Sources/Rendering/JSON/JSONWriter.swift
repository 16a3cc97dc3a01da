/// A tiny streaming JSON writer into a byte buffer: the caller says what
/// comes next (open, key, value, comma, close) and the writer places
/// newlines and indentation. Pretty output puts every member and element on
/// its own line with two spaces a level, a value on its key's line, and an
/// empty container as `[]` (what `JSONSerialization`'s pretty printing does,
/// with 2 spaces). Bytes, not String appends: a 100,000-element layout is
/// megabytes of JSON, and numbers and strings are encoded straight into the
/// buffer.
struct Writer {
    private(set) var bytes: [UInt8] = []
    let pretty: Bool
    let maxLevels: Int
    private var level = 0
    /// True right after `open`: a `close` then needs no newline.
    private var justOpened = false
    /// True right after `key`: the value stays on the key's line.
    private var afterKey = false
    /// A newline and the spaces of the deepest indentation used so far;
    /// `newline` copies a prefix of it.
    private var indentation: [UInt8] = [UInt8(ascii: "\n")]

    init(pretty: Bool, maxLevels: Int, capacity: Int = 256) {
        self.pretty = pretty
        self.maxLevels = maxLevels
        bytes.reserveCapacity(capacity)
    }

    /// The output as a String (the bytes are valid UTF-8 by construction).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// `{` or `[`.
    mutating func open(_ bracket: StaticString) {
        startValue()
        bytes.append(bracket.utf8Start.pointee)
        level += 1
        justOpened = true
    }

    /// `}` or `]`.
    mutating func close(_ bracket: StaticString) {
        level -= 1
        if !justOpened { newline() }
        justOpened = false
        bytes.append(bracket.utf8Start.pointee)
    }

    /// `"name": ` (pretty) or `"name":`.
    mutating func key(_ name: String) {
        startValue()
        JSONText.appendQuoted(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    /// `"name": ` for a name known to need no escaping (the renderers' own
    /// keys): its bytes are copied, not scanned.
    mutating func plainKey(_ name: StaticString) {
        startValue()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    /// A value written as is (`null`, `[]`).
    mutating func literal(_ value: StaticString) {
        startValue()
        value.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A value already in JSON form, written as is.
    mutating func raw(_ value: String) {
        startValue()
        bytes.append(contentsOf: value.utf8)
    }

    mutating func string(_ value: String) {
        startValue()
        JSONText.appendQuoted(value, to: &bytes)
    }

    /// A string, or `null` for nil.
    mutating func string(_ value: String?) {
        if let value { string(value) } else { literal("null") }
    }

    mutating func int(_ value: Int) {
        startValue()
        NumberFormat.appendInteger(Int64(value), to: &bytes)
    }

    /// An integer, or `null` for nil.
    mutating func int(_ value: Int?) {
        if let value { int(value) } else { literal("null") }
    }

    mutating func number(_ v: Double) {
        startValue()
        NumberFormat.append(v, to: &bytes)
    }

    mutating func comma() { bytes.append(UInt8(ascii: ",")) }

    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if !bytes.isEmpty {
            newline()
        }
        justOpened = false
    }

    private mutating func newline() {
        guard pretty else { return }
        let n = 1 + 2 * Swift.min(level, maxLevels)
        if indentation.count < n {
            indentation.append(contentsOf: repeatElement(UInt8(ascii: " "), count: n - indentation.count))
        }
        bytes.append(contentsOf: indentation[0..<n])
    }
}
