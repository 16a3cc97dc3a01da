import LayoutEngine

/// The one number format of every renderer's output (JSON, SVG, tree):
/// integers without ".0", other values rounded to at most four decimals with
/// trailing zeros dropped, `-0` as `0`, and NaN or infinities as `0` (JSON has
/// no spelling for them, and an SVG attribute would be invalid).
///
/// Written by hand, not with `String(describing:)` or Foundation, because
/// those print `1e-05`, `0.30000000000000004` or locale-dependent separators,
/// and snapshots must be byte-identical everywhere. Digits are written
/// straight into a byte buffer (`append`), which the JSON writer uses.
enum NumberFormat {
    static func string(_ value: Double) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(24)
        append(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    static func append(_ value: Double, to out: inout [UInt8]) {
        guard value.isFinite else { out.append(UInt8(ascii: "0")); return }
        // Past ±2^53/10^4 four decimals are not representable anyway; print
        // the integral part (valid frames stay far below: < 10,000,000).
        if Swift.abs(value) >= 900_719_925_474 {
            let r = value.rounded()
            // Beyond Int64, Swift's shortest round-trip form ("1e+20") is
            // still a valid JSON and SVG number, and deterministic.
            if Swift.abs(r) < 9.2e18 { appendInteger(Int64(r), to: &out) } else { out.append(contentsOf: String(r).utf8) }
            return
        }
        let scaled = Int64((value * 10_000).rounded(.toNearestOrAwayFromZero))
        if scaled == 0 { out.append(UInt8(ascii: "0")); return }
        let negative = scaled < 0
        let magnitude = negative ? -scaled : scaled
        var fraction = magnitude % 10_000
        if negative { out.append(UInt8(ascii: "-")) }
        appendInteger(magnitude / 10_000, to: &out)
        if fraction != 0 {
            var digits = 4
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            out.append(UInt8(ascii: "."))
            // Exactly `digits` digits, leading zeros included ("0.05").
            var divisor: Int64 = 1
            for _ in 1..<digits { divisor *= 10 }
            while divisor > 0 {
                out.append(UInt8(ascii: "0") + UInt8((fraction / divisor) % 10))
                divisor /= 10
            }
        }
    }

    /// Decimal digits of `v`, with `-` when negative.
    static func appendInteger(_ v: Int64, to out: inout [UInt8]) {
        if v < 0 { out.append(UInt8(ascii: "-")) }
        var m = v.magnitude
        if m == 0 { out.append(UInt8(ascii: "0")); return }
        var digits: (UInt64, Int) = (0, 0)  // reversed digits, packed 4 bits each (≤ 16 digits), and how many
        var wide: [UInt8] = []
        if m >= 10_000_000_000_000_000 {
            // Rare (≥ 10^16): plain and simple.
            while m > 0 { wide.append(UInt8(ascii: "0") + UInt8(m % 10)); m /= 10 }
            out.append(contentsOf: wide.reversed())
            return
        }
        while m > 0 {
            digits.0 |= (m % 10) << (4 * UInt64(digits.1))
            digits.1 += 1
            m /= 10
        }
        for k in stride(from: digits.1 - 1, through: 0, by: -1) {
            out.append(UInt8(ascii: "0") + UInt8((digits.0 >> (4 * UInt64(k))) & 0xF))
        }
    }

    /// `x,y,width,height` in the number format above.
    static func frame(_ r: Rect) -> String {
        "\(string(r.x)),\(string(r.y)),\(string(r.width)),\(string(r.height))"
    }
}
