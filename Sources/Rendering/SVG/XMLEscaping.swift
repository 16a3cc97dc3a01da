import LayoutEngine

/// Text for XML 1.0 content and double-quoted attribute values: the five
/// markup characters as entities, tab/newline/CR as character references
/// (so attribute normalisation keeps them), and the characters XML 1.0
/// forbids outright (other C0 controls, U+FFFE, U+FFFF) as U+FFFD, so the
/// document always parses, and C1 controls and DEL as character references
/// (`XMLControlText`), never raw.
public enum XMLEscaping {
    public static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default:
                if let replacement = XMLControlText.replacement(for: u) {
                    out += replacement
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out
    }
}
