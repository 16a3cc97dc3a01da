/// A tiny streaming JSON writer: the caller says what comes next (open,
/// key, value, comma, close) and the writer places newlines and indentation.
/// Pretty output puts every member and element on its own line with two
/// spaces a level, a value on its key's line, and an empty container as `[]`
/// (what `JSONSerialization`'s pretty printing does, with 2 spaces).
struct Writer {
    private(set) var text = ""
    let pretty: Bool
    let maxLevels: Int
    private var level = 0
    /// True right after `open`: a `close` then needs no newline.
    private var justOpened = false
    /// True right after `key`: the value stays on the key's line.
    private var afterKey = false

    init(pretty: Bool, maxLevels: Int) {
        self.pretty = pretty
        self.maxLevels = maxLevels
    }

    mutating func open(_ bracket: String) {
        startValue()
        text += bracket
        level += 1
        justOpened = true
    }

    mutating func close(_ bracket: String) {
        level -= 1
        if !justOpened { newline() }
        justOpened = false
        text += bracket
    }

    mutating func key(_ name: String) {
        startValue()
        text += JSONText.quoted(name) + (pretty ? ": " : ":")
        afterKey = true
    }

    mutating func raw(_ value: String) {
        startValue()
        text += value
    }

    mutating func number(_ v: Double) { raw(NumberFormat.string(v)) }

    mutating func comma() { text += "," }

    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if !text.isEmpty {
            newline()
        }
        justOpened = false
    }

    private mutating func newline() {
        guard pretty else { return }
        text += "\n" + String(repeating: "  ", count: Swift.min(level, maxLevels))
    }
}
