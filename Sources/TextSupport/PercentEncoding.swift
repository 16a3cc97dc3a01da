/// A path as it stands in a URI, as Foundation's
/// `addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)` writes
/// it: the ASCII bytes a URI path allows stay, every other UTF-8 byte
/// becomes %XX.
public enum PercentEncoding {
    /// `keepingColonAndSemicolon`: `URL(fileURLWithPath:)` keeps `:` and `;`;
    /// a relative reference must not (a colon there reads as a scheme).
    public static func path(_ text: String, keepingColonAndSemicolon: Bool) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte < 128, allowed[Int(byte)] || (keepingColonAndSemicolon && (byte == 0x3A || byte == 0x3B)) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let allowed: [Bool] = {
        var table = [Bool](repeating: false, count: 128)
        for byte in "!$&'()*+,-./0123456789=@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~".utf8 {
            table[Int(byte)] = true
        }
        return table
    }()
}
