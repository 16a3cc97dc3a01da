/// One thing the user did at the terminal: a key, or a mouse event.
enum Key: Hashable, Sendable {
    /// A printable character (ASCII or UTF-8).
    case character(Character)
    /// Any other control byte (Ctrl-C is 0x03, Ctrl-D 0x04, Ctrl-L 0x0C).
    case control(UInt8)
    case tab, backTab, enter, escape, backspace
    case up, down, left, right, pageUp, pageDown, home, end
    case mouse(MouseEvent)
    /// A whole escape sequence the watch has no use for (F-keys, focus
    /// reports): consumed, so its letters never count as keys.
    case unknown
}

/// An SGR mouse report (`ESC [ < b ; x ; y M` or `m`), 0-based cell.
struct MouseEvent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case press(button: Int)
        case release(button: Int)
        /// Motion with a button held (or without, under mode 1003).
        case drag
        case wheelUp, wheelDown, wheelLeft, wheelRight
    }

    var kind: Kind
    var column: Int
    var row: Int
}

/// Bytes from a raw-mode terminal, decoded into `Key`s. Escape sequences
/// are parsed whole (CSI `ESC [ … final`, SS3 `ESC O x`, SGR and X10 mouse
/// reports), also when a read splits one: the unfinished tail waits for the
/// next read. A lone ESC at the end of a read is the Escape key, since a
/// terminal writes a sequence in one go.
struct KeyDecoder {
    private var pending: [UInt8] = []
    /// A longer unfinished sequence is garbage (or a paste): dropped.
    static let maxPending = 64

    mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        let b = pending + Array(bytes)
        pending = []
        var keys: [Key] = []
        var i = 0
        while i < b.count {
            let (key, length) = Self.next(in: b, at: i)
            guard length > 0 else {
                // Unfinished: keep the tail for the next read.
                if b.count - i <= Self.maxPending { pending = Array(b[i...]) }
                break
            }
            if let key { keys.append(key) }
            i += length
        }
        return keys
    }

    /// The key at `i` and the bytes it takes; length 0: the bytes end inside it.
    private static func next(in b: [UInt8], at i: Int) -> (Key?, Int) {
        let byte = b[i]
        switch byte {
        case 0x1B: return escape(in: b, at: i)
        case 0x09: return (.tab, 1)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0..<0x20: return (.control(byte), 1)
        case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return utf8(in: b, at: i)
        }
    }

    private static func escape(in b: [UInt8], at i: Int) -> (Key?, Int) {
        guard i + 1 < b.count else { return (.escape, 1) }
        switch b[i + 1] {
        case UInt8(ascii: "["): return csi(in: b, at: i)
        case UInt8(ascii: "O"):
            guard i + 2 < b.count else { return (nil, 0) }
            let key: Key = switch b[i + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            default: .unknown
            }
            return (key, 3)
        case 0x1B: return (.escape, 1) // Escape pressed twice: the first is a key
        default: return (.escape, 1) // Alt+key: Escape, then the key on its own
        }
    }

    /// `ESC [` parameters (0x30–0x3F), intermediates (0x20–0x2F), one final byte (0x40–0x7E).
    private static func csi(in b: [UInt8], at i: Int) -> (Key?, Int) {
        var j = i + 2
        while j < b.count, (0x20...0x3F).contains(b[j]) { j += 1 }
        guard j < b.count else { return (nil, 0) }
        let final = b[j]
        guard (0x40...0x7E).contains(final) else { return (.unknown, j - i) } // malformed: skip what was read
        let params = String(decoding: b[(i + 2)..<j], as: UTF8.self)
        let length = j + 1 - i
        switch final {
        case UInt8(ascii: "A"): return (.up, length)
        case UInt8(ascii: "B"): return (.down, length)
        case UInt8(ascii: "C"): return (.right, length)
        case UInt8(ascii: "D"): return (.left, length)
        case UInt8(ascii: "H"): return (.home, length)
        case UInt8(ascii: "F"): return (.end, length)
        case UInt8(ascii: "Z"): return (.backTab, length)
        case UInt8(ascii: "~"):
            let key: Key = switch params.split(separator: ";").first.flatMap({ Int($0) }) {
            case 1, 7: .home
            case 4, 8: .end
            case 5: .pageUp
            case 6: .pageDown
            default: .unknown
            }
            return (key, length)
        case UInt8(ascii: "M") where params.isEmpty:
            // X10 mouse (a terminal without SGR reports): three raw bytes follow.
            guard j + 3 < b.count else { return (nil, 0) }
            let event = mouse(button: Int(b[j + 1]) - 32, column: Int(b[j + 2]) - 33, row: Int(b[j + 3]) - 33,
                              released: b[j + 1] & 3 == 3)
            return (event.map(Key.mouse) ?? .unknown, length + 3)
        case UInt8(ascii: "M"), UInt8(ascii: "m"):
            guard params.hasPrefix("<") else { return (.unknown, length) }
            let n = params.dropFirst().split(separator: ";").compactMap { Int($0) }
            guard n.count == 3 else { return (.unknown, length) }
            let event = mouse(button: n[0], column: n[1] - 1, row: n[2] - 1, released: final == UInt8(ascii: "m"))
            return (event.map(Key.mouse) ?? .unknown, length)
        default: return (.unknown, length)
        }
    }

    /// The button code's bits: 0–1 the button, 32 motion, 64 the wheel (4–16 are modifiers).
    private static func mouse(button code: Int, column: Int, row: Int, released: Bool) -> MouseEvent? {
        guard code >= 0, column >= 0, row >= 0 else { return nil }
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            kind = [MouseEvent.Kind.wheelUp, .wheelDown, .wheelLeft, .wheelRight][code & 3]
        } else if code & 32 != 0 {
            kind = .drag
        } else {
            kind = released ? .release(button: code & 3) : .press(button: code & 3)
        }
        return MouseEvent(kind: kind, column: column, row: row)
    }

    private static func utf8(in b: [UInt8], at i: Int) -> (Key?, Int) {
        let lead = b[i]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1 else { return (.unknown, 1) } // a stray continuation byte
        guard i + length <= b.count else { return (nil, 0) }
        let text = String(decoding: b[i..<(i + length)], as: UTF8.self)
        guard text.count == 1, let c = text.first, c != "\u{FFFD}" else { return (.unknown, 1) }
        return (.character(c), length)
    }
}
