/// Numbers as text, by JavaScript's Number→String rules (ECMA-262
/// Number::toString): the shortest digits that read back as the same double
/// (Swift's `description` already finds them), written without an exponent
/// from 1e-6 up to (not including) 1e21 — `6`, `0.5`, `100000000000000000000`,
/// `0.000001` — and as `1e+21`, `1.5e-7` outside. `-0` is `0`. A layout
/// author never sees `6.0` or `1e+16` for an ordinary size.
enum NumberText {
    static func shortest(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return "0" }
        if value == value.rounded(), value.magnitude < 1e15 {
            return String(Int64(value))  // fast path for integers
        }
        let (digits, n) = decompose(value.magnitude)
        let sign = value < 0 ? "-" : ""
        let k = digits.count
        if k <= n && n <= 21 {
            return sign + digits + String(repeating: "0", count: n - k)
        }
        if 0 < n && n <= 21 {
            let split = digits.index(digits.startIndex, offsetBy: n)
            return sign + digits[..<split] + "." + digits[split...]
        }
        if -6 < n && n <= 0 {
            return sign + "0." + String(repeating: "0", count: -n) + digits
        }
        let exponent = n - 1
        let exponentText = (exponent < 0 ? "-" : "+") + String(exponent.magnitude)
        if k == 1 { return sign + digits + "e" + exponentText }
        return sign + digits.prefix(1) + "." + digits.dropFirst() + "e" + exponentText
    }

    /// The shortest round-trip digits of a positive finite value (no leading
    /// or trailing zeros) and n such that value = 0.digits × 10^n.
    static func decompose(_ value: Double) -> (digits: String, n: Int) {
        let text = value.description  // e.g. "123.45", "1e-07", "1.2345e+17"
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        var integerPart = mantissa
        var fractionPart: Substring = ""
        if let dot = mantissa.firstIndex(of: ".") {
            integerPart = mantissa[..<dot]
            fractionPart = mantissa[mantissa.index(after: dot)...]
        }
        var all = Array(integerPart + fractionPart)
        var pointPosition = integerPart.count + exponent
        while all.first == "0" {
            all.removeFirst()
            pointPosition -= 1
        }
        while all.last == "0" { all.removeLast() }
        return (String(all), pointPosition)
    }
}
