/// Text for XML 1.0 output, written one way for every XML the package makes
/// (SVG, the browser page, `expand`, `format` on standard output): the
/// markup characters as entities; tab, newline and CR as character
/// references, so that attribute normalisation keeps them and an escaped
/// value never spans lines; and no control character raw (`replacement`).
public enum XMLEscaping {
    /// Where the escaped text goes: what must be escaped depends on it.
    public enum Context: Sendable {
        /// Content or a value in either quote (SVG, HTML): `"` and `'` too.
        case anywhere
        /// A double-quoted attribute value: `"` and tab, not `'`.
        case attribute
        /// Element content: neither quote, and a tab stays a tab.
        case content
    }

    /// `s` escaped for `context`; `doublingBraces` also writes `{` and `}`
    /// as `{{` and `}}`, so that a layout file reads them back as literals.
    public static func escape(_ s: String, for context: Context = .anywhere, doublingBraces: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where context != .content: out += "&quot;"
            case "'" where context == .anywhere: out += "&apos;"
            case "\t" where context != .content: out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "{" where doublingBraces: out += "{{"
            case "}" where doublingBraces: out += "}}"
            default:
                if let replacement = replacement(for: u) {
                    out += replacement
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }

    /// What XML output writes for a control character, so that it is never
    /// raw on a terminal and the document always parses: C1 controls and DEL
    /// (which XML 1.0 allows) as character references, which read back as
    /// the same character; the C0 controls XML 1.0 forbids even as
    /// references, and U+FFFE and U+FFFF, as U+FFFD. Nil when `scalar` is
    /// written as itself (tab, line feed and carriage return are the
    /// caller's to handle).
    @inline(__always)
    public static func replacement(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return nil
        case 0..<0x20, 0xFFFE, 0xFFFF: return "\u{FFFD}"
        case 0x7F..<0xA0: return "&#x" + String(scalar.value, radix: 16, uppercase: true) + ";"
        default: return nil
        }
    }

    /// `xml` with every control character replaced (`replacement`); the
    /// text itself when it has none.
    public static func escapingControls(_ xml: String) -> String {
        let clean = xml.utf8.withContiguousStorageIfAvailable { bytes in
            // C1 controls are 0xC2 0x80...0x9F in UTF-8; U+FFFE/F start 0xEF.
            !bytes.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D || $0 == 0x7F || $0 == 0xC2 || $0 == 0xEF }
        } ?? false
        if clean { return xml }
        var out = String.UnicodeScalarView()
        for scalar in xml.unicodeScalars {
            if let replacement = replacement(for: scalar) {
                out.append(contentsOf: replacement.unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
