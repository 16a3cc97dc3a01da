/// Text from a file made safe to print on a terminal: every control
/// character is shown instead of sent, so a layout file holding
/// `ESC ] 2 ; … BEL` cannot retitle (or otherwise drive) the user's
/// terminal when a diagnostic echoes its line. The one place this is done:
/// the diagnostic formatter, the CLI, the watch panel and the text formats
/// (ascii, tree, ansi) all use it; it lives here, with the layout engine,
/// so that `Rendering` and the ASCII art can reach it.
public enum TerminalText {
    /// C0 controls as caret notation (`^[` for ESC, `^G` for BEL, as `cat -v`
    /// shows them), DEL as `^?`, C1 controls and the bidirectional overrides
    /// (which reorder what the reader sees) as `\u{9B}`. Tabs are kept when
    /// `keepingTabs` (caret lines copy them to stay aligned).
    public static func visible(_ text: String, keepingTabs: Bool = true) -> String {
        // Decided on the bytes when the text is ASCII (a source line quoted
        // under each of a file's 150 warnings: decoding scalars cost ~10 M
        // instructions); anything else is decided scalar by scalar.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            for b in bytes {
                if b >= 0x80 { return nil }
                if b < 0x20 ? (b != 0x09 || !keepingTabs) : b == 0x7F { return true }
            }
            return false
        }
        let escapes = (ascii ?? nil) ?? text.unicodeScalars.contains(where: { needsEscaping($0, keepingTabs: keepingTabs) })
        guard escapes else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscaping(scalar, keepingTabs: keepingTabs) {
                out.append(contentsOf: visible(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// How one scalar is shown (itself when it is harmless).
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0..<0x20: return "^" + String(Unicode.Scalar(UInt8(scalar.value + 0x40)))
        case 0x7F: return "^?"
        case 0x80..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: return String(scalar)
        }
    }

    /// How many Unicode scalars `text` has: its byte count when it is ASCII.
    public static func scalarCount(_ text: String) -> Int {
        isASCII(text) ? text.utf8.count : text.unicodeScalars.count
    }

    /// Whether every byte of `text` is ASCII (one scalar a byte).
    public static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } } ?? false
    }

    public static func needsEscaping(_ scalar: Unicode.Scalar, keepingTabs: Bool = true) -> Bool {
        switch scalar.value {
        case 0x09: return !keepingTabs
        case 0..<0x20, 0x7F, 0x80..<0xA0, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
