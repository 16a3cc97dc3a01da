import LayoutEngine

/// What lies beneath a point of an SVG picture so far: the fills painted in
/// order over the canvas, so that uncoloured text and labels can pick black
/// or white against it. Read at a frame's centre; searched from the top
/// down to the first opaque fill, so the usual cost is a few fills.
struct Backdrop {
    var base: Color
    private var fills: [(Rect, Color)] = []

    init(base: Color) { self.base = base }

    mutating func add(_ frame: Rect, _ color: Color) {
        guard color.alpha > 0, frame.width > 0, frame.height > 0 else { return }
        fills.append((frame, color))
    }

    /// At most this many fills are looked at (the most recent), so that a
    /// layout of thousands of filled nodes stays linear; past them the
    /// canvas is assumed.
    static let searchLimit = 4096

    func color(under frame: Rect) -> Color {
        let x = frame.minX + frame.width / 2, y = frame.minY + frame.height / 2
        var covering: [Color] = []
        for (r, c) in fills.suffix(Self.searchLimit).reversed() where x >= r.minX && x < r.maxX && y >= r.minY && y < r.maxY {
            covering.append(c)
            if c.alpha == 255 { break }
        }
        var out = base
        for c in covering.reversed() { out = Palette.blend(c, over: out) }
        return out
    }
}

/// RFC 4648 base64 (with padding), for data URIs; no Foundation so the
/// output is the same bytes everywhere.
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    public static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i + 2 < bytes.count {
            let v = Int(bytes[i]) << 16 | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2])
            out += [alphabet[v >> 18 & 63], alphabet[v >> 12 & 63], alphabet[v >> 6 & 63], alphabet[v & 63]]
            i += 3
        }
        let rest = bytes.count - i
        if rest == 1 {
            let v = Int(bytes[i]) << 16
            out += [alphabet[v >> 18 & 63], alphabet[v >> 12 & 63], UInt8(ascii: "="), UInt8(ascii: "=")]
        } else if rest == 2 {
            let v = Int(bytes[i]) << 16 | Int(bytes[i + 1]) << 8
            out += [alphabet[v >> 18 & 63], alphabet[v >> 12 & 63], alphabet[v >> 6 & 63], UInt8(ascii: "=")]
        }
        return String(decoding: out, as: UTF8.self)
    }
}
