/// JSON string literals, by hand: `"` and `\` escaped, control characters as
/// `\n`, `\r`, `\t`, `\b`, `\f` or `\u00XX`, and everything else (including
/// non-ASCII) written as UTF-8, which RFC 8259 allows. DEL, the C1 controls
/// (never raw on a terminal that shows the JSON) and U+2028/U+2029 are
/// escaped too, so the output is also a valid JavaScript literal.
enum JSONText {
    static func quoted(_ s: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 2)
        appendQuoted(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `s` as a JSON string literal, as UTF-8.
    static func appendQuoted(_ s: String, to out: inout [UInt8]) {
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
            case 0x22: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "\""))
            case 0x5C: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "\\"))
            case 0x0A: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
            case 0x08: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "b"))
            case 0x0C: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "f"))
            case 0x20..<0x7F:
                out.append(UInt8(v))
            default:
                if v < 0x20 || (0x7F..<0xA0).contains(v) || v == 0x2028 || v == 0x2029 {
                    out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "u"))
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

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
