import LayoutEngine

/// The one number format of every renderer's output (JSON, SVG, tree):
/// integers without ".0", other values rounded to at most four decimals with
/// trailing zeros dropped, `-0` as `0`, and NaN or infinities as `0` (JSON has
/// no spelling for them, and an SVG attribute would be invalid).
///
/// Written by hand, not with `String(describing:)` or Foundation, because
/// those print `1e-05`, `0.30000000000000004` or locale-dependent separators,
/// and snapshots must be byte-identical everywhere.
enum NumberFormat {
    static func string(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // Past ±2^53/10^4 four decimals are not representable anyway; print
        // the integral part (valid frames stay far below: < 10,000,000).
        if Swift.abs(value) >= 900_719_925_474 {
            let r = value.rounded()
            // Beyond Int64, Swift's shortest round-trip form ("1e+20") is
            // still a valid JSON and SVG number, and deterministic.
            return Swift.abs(r) < 9.2e18 ? String(Int64(r)) : String(r)
        }
        let scaled = Int64((value * 10_000).rounded(.toNearestOrAwayFromZero))
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = negative ? -scaled : scaled
        let whole = magnitude / 10_000
        var fraction = magnitude % 10_000
        var out = negative ? "-" : ""
        out += String(whole)
        if fraction != 0 {
            var digits = 4
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let f = String(fraction)
            out += "." + String(repeating: "0", count: digits - f.count) + f
        }
        return out
    }

    /// `x,y,width,height` in the number format above.
    static func frame(_ r: Rect) -> String {
        "\(string(r.x)),\(string(r.y)),\(string(r.width)),\(string(r.height))"
    }
}
