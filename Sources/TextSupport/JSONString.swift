/// JSON string literals, written one way for every JSON the package makes:
/// `"` and `\` escaped, `\n`, `\r`, `\t`, other control characters as
/// `\u00XX` (DEL and the C1 controls too: never raw on a terminal),
/// everything else as UTF-8 (RFC 8259 allows it). Outputs differ
/// in two points only, fixed by their goldens, so those are options.
public enum JSONString {
    public struct Style: Sendable {
        /// `\b` and `\f` rather than `\u0008` and `\u000c`.
        public var shortBackspaceAndFormFeed: Bool
        /// U+2028 and U+2029 as `\u` escapes too, so that the output is
        /// also a valid JavaScript literal.
        public var escapesJavaScriptSeparators: Bool

        /// `JSONEncoder`'s (diagnostics reports, the language server).
        public static let encoder = Style(shortBackspaceAndFormFeed: true, escapesJavaScriptSeparators: false)
        /// The layout renderers' JSON.
        public static let javaScriptSafe = Style(shortBackspaceAndFormFeed: true, escapesJavaScriptSeparators: true)
        /// Expression values written as JSON (`{json(…)}`).
        public static let expressions = Style(shortBackspaceAndFormFeed: false, escapesJavaScriptSeparators: false)
    }

    /// Appends `s` as a JSON string literal, as UTF-8.
    public static func append(_ s: String, to out: inout [UInt8], style: Style) {
        out.append(UInt8(ascii: "\""))
        // Names and types are nearly always plain ASCII: copy them whole.
        let plain = s.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            for b in utf8 where b < 0x20 || b >= 0x7F || b == 0x22 || b == 0x5C { return false }
            out.append(contentsOf: utf8)
            return true
        }
        if plain == true {
            out.append(UInt8(ascii: "\""))
            return
        }
        for u in s.unicodeScalars {
            let v = u.value
            switch v {
            case 0x22: out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case 0x5C: out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case 0x0A: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case 0x09: out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08 where style.shortBackspaceAndFormFeed: out += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C where style.shortBackspaceAndFormFeed: out += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case 0x20..<0x7F:
                out.append(UInt8(v))
            default:
                // DEL and the C1 controls always: JSON output is read on terminals, where they act.
                if v < 0x20 || (0x7F..<0xA0).contains(v) || (style.escapesJavaScriptSeparators && (v == 0x2028 || v == 0x2029)) {
                    out += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
                    for shift in stride(from: 12, through: 0, by: -4) {
                        out.append(hexDigits[Int((v >> UInt32(shift)) & 0xF)])
                    }
                } else {
                    out.append(contentsOf: UTF8.encode(u)!)
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `s` as a JSON string literal.
    public static func quoted(_ s: String, style: Style) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 2)
        append(s, to: &out, style: style)
        return String(decoding: out, as: UTF8.self)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
