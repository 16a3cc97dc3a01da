import LayoutEngine

/// Parsers for the attribute grammar (the XSD's simple types; SEMANTICS-SUMMARY.md §6). Each returns the value
/// or a short description of what was expected, so the builder can report
/// `invalid value 'abc' for attribute 'width' on <box>: expected …`.
enum AttributeValues {
    typealias Parsed<T> = Result<T, Expected>

    /// What a value should have looked like.
    struct Expected: Error, Equatable {
        var description: String
        init(_ d: String) { description = d }
    }

    static let maximumPoints = 10_000_000.0

    /// `-?[0-9]+(\.[0-9]+)?` with at most 15 digits, read exactly as
    /// `Double(_:)` reads it (the integer of its digits is exact, and so is
    /// the power of ten: one division rounds correctly), without going
    /// through strtod; nil for anything else, which then takes the general
    /// path. Nearly every value in a layout file is like this.
    static func simpleDecimal(_ s: String) -> Double? {
        s.utf8.withContiguousStorageIfAvailable { simpleDecimal(bytes: $0) } ?? nil
    }

    /// `simpleDecimal` of UTF-8 bytes.
    static func simpleDecimal(bytes b: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        let negative = b.count > 0 && b[0] == UInt8(ascii: "-")
        if negative { i = 1 }
        var mantissa: UInt64 = 0
        var digits = 0, fractionDigits = 0
        var sawPoint = false, digitsBeforePoint = 0
        while i < b.count {
            let c = b[i]
            if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                mantissa = mantissa &* 10 &+ UInt64(c &- UInt8(ascii: "0"))
                digits += 1
                if sawPoint { fractionDigits += 1 } else { digitsBeforePoint += 1 }
            } else if c == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                return nil
            }
            i += 1
        }
        guard digitsBeforePoint > 0, digits <= 15, !sawPoint || fractionDigits > 0 else { return nil }
        let magnitude = Double(mantissa) / AttributeValues.powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    private static let powersOfTen: [Double] = (0...15).map { k in (0..<k).reduce(1.0) { r, _ in r * 10 } }

    /// `parseFiniteNumber` of the trimmed value, the common case first.
    @inline(__always)
    static func finiteNumber(_ s: String) -> Double? {
        simpleDecimal(s) ?? parseFiniteNumber(s.trimmingWhitespace())
    }

    static func number(_ s: String) -> Parsed<Double> {
        guard let v = finiteNumber(s) else {
            return .failure(Expected("a finite number such as 12 or -4.5"))
        }
        return .success(v)
    }

    static func nonNegative(_ s: String) -> Parsed<Double> {
        guard let v = finiteNumber(s), v >= 0 else {
            return .failure(Expected("a number ≥ 0"))
        }
        guard v < maximumPoints else { return .failure(Expected("a number below 10,000,000 (Texture's largest valid size)")) }
        return .success(v)
    }

    /// A length in points, `70` or `70pt` (the root's size attributes).
    static func points(_ s: String) -> Parsed<Double> {
        guard case .points(let v)? = Dimension(parsing: s) else {
            return .failure(Expected("a number of points ≥ 0, such as 375 or 375pt"))
        }
        guard v < maximumPoints else { return .failure(Expected("a number below 10,000,000 (Texture's largest valid size)")) }
        return .success(v)
    }

    static func positive(_ s: String) -> Parsed<Double> {
        guard let v = finiteNumber(s), v > 0 else {
            return .failure(Expected("a number > 0"))
        }
        guard v < maximumPoints else { return .failure(Expected("a number below 10,000,000")) }
        return .success(v)
    }

    static func integer(_ s: String) -> Parsed<Int> {
        guard let v = Int(s.trimmingWhitespace()), v >= 0 else { return .failure(Expected("a whole number ≥ 0")) }
        return .success(v)
    }

    static func dimension(_ s: String) -> Parsed<Dimension> {
        let expected = Expected("auto, a number of points (70 or 70pt) or a percentage from 0% to 100%")
        // A plain number is what `Dimension(parsing:)` makes points of (when ≥ 0).
        let parsed: Dimension? = if let v = simpleDecimal(s) { v >= 0 ? .points(v) : nil } else { Dimension(parsing: s) }
        guard let d = parsed else { return .failure(expected) }
        switch d {
        case .fraction(let f) where f > 1: return .failure(expected)
        case .points(let v) where v >= maximumPoints: return .failure(Expected("a size below 10,000,000 points"))
        default: return .success(d)
        }
    }

    /// Comma-separated parts, white space allowed around each.
    static func parts(_ s: String) -> [String] {
        let utf8 = s.utf8
        // By bytes when ASCII (a comma is then always its own Character);
        // otherwise by Characters, where `,` plus a combining mark is not a comma.
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return s.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
        }
        var result: [String] = []
        var start = utf8.startIndex
        var i = start
        while i != utf8.endIndex {
            if utf8[i] == UInt8(ascii: ",") {
                result.append(String(s[start..<i]).trimmingWhitespace())
                start = utf8.index(after: i)
            }
            i = utf8.index(after: i)
        }
        result.append(String(s[start..<utf8.endIndex]).trimmingWhitespace())
        return result
    }

    static func size(_ s: String) -> Parsed<Size> {
        // `44,44`: two plain decimals, read in place (splitting into Strings
        // cost ~2,800 instructions an image).
        if let (w, h) = simplePair(s), w >= 0, h >= 0, w < maximumPoints, h < maximumPoints {
            return .success(Size(w, h))
        }
        let p = parts(s)
        guard p.count == 2, case .success(let w) = nonNegative(p[0]), case .success(let h) = nonNegative(p[1]) else {
            return .failure(Expected("a size \"width,height\" of two numbers ≥ 0, such as 44,44"))
        }
        return .success(Size(w, h))
    }

    static func layoutSize(_ s: String) -> Parsed<LayoutSize> {
        let p = parts(s)
        guard p.count == 2, case .success(let w) = dimension(p[0]), case .success(let h) = dimension(p[1]) else {
            return .failure(Expected("two dimensions \"width,height\", such as 50%,100 or auto,44"))
        }
        return .success(LayoutSize(width: w, height: h))
    }

    static func point(_ s: String) -> Parsed<Point> {
        if let (x, y) = simplePair(s) { return .success(Point(x, y)) }
        let p = parts(s)
        guard p.count == 2, case .success(let x) = number(p[0]), case .success(let y) = number(p[1]) else {
            return .failure(Expected("a point \"x,y\" of two numbers, such as 10,-5"))
        }
        return .success(Point(x, y))
    }

    /// One side of an inset: a number or `inf`.
    static func insetSide(_ s: String) -> Parsed<Double> {
        let t = s.trimmingWhitespace()
        if t == "inf" { return .success(.infinity) }
        guard let v = simpleDecimal(t) ?? parseFiniteNumber(t) else { return .failure(Expected("a number or inf")) }
        return .success(v)
    }

    /// 1 value (all sides), 2 (vertical,horizontal) or 4 (top,left,bottom,right).
    static func insets(_ s: String) -> Parsed<EdgeInsets> {
        if let simple = simpleInsets(s) { return .success(simple) }
        let expected = Expected("1, 2 or 4 comma-separated numbers or inf (all; vertical,horizontal; or top,left,bottom,right)")
        var values: [Double] = []
        for part in parts(s) {
            guard case .success(let v) = insetSide(part) else { return .failure(expected) }
            values.append(v)
        }
        switch values.count {
        case 1: return .success(EdgeInsets(all: values[0]))
        case 2: return .success(EdgeInsets(vertical: values[0], horizontal: values[1]))
        case 4: return .success(EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
        default: return .failure(expected)
        }
    }

    /// `insets` of 1, 2 or 4 `simpleDecimal`s separated by bare commas
    /// (`8,12,8,12`), read in place without a String per part; nil for
    /// anything else (white space, `inf`, errors), which takes the general path.
    /// `a,b` of two `simpleDecimal`s (no spaces), read in place; nil for
    /// anything else, which the general route then reads (the same values:
    /// `finiteNumber` tries `simpleDecimal` first).
    static func simplePair(_ s: String) -> (Double, Double)? {
        s.utf8.withContiguousStorageIfAvailable { b -> (Double, Double)? in
            guard let comma = b.firstIndex(of: UInt8(ascii: ",")),
                  let first = simpleDecimal(bytes: UnsafeBufferPointer(rebasing: b[..<comma])),
                  let second = simpleDecimal(bytes: UnsafeBufferPointer(rebasing: b[(comma + 1)...]))
            else { return nil }
            return (first, second)
        } ?? nil
    }

    static func simpleInsets(_ s: String) -> EdgeInsets? {
        s.utf8.withContiguousStorageIfAvailable { b -> EdgeInsets? in
            var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
            var count = 0, start = 0
            for i in 0...b.count where i == b.count || b[i] == UInt8(ascii: ",") {
                guard count < 4, let v = simpleDecimal(bytes: UnsafeBufferPointer(rebasing: b[start..<i])) else { return nil }
                switch count {
                case 0: values.0 = v
                case 1: values.1 = v
                case 2: values.2 = v
                default: values.3 = v
                }
                count += 1
                start = i + 1
            }
            switch count {
            case 1: return EdgeInsets(all: values.0)
            case 2: return EdgeInsets(vertical: values.0, horizontal: values.1)
            case 4: return EdgeInsets(top: values.0, left: values.1, bottom: values.2, right: values.3)
            default: return nil
            }
        } ?? nil
    }

    static func bool(_ s: String) -> Parsed<Bool> {
        switch s.trimmingWhitespace() {
        case "true", "1": return .success(true)
        case "false", "0": return .success(false)
        default: return .failure(Expected("true or false"))
        }
    }

    /// flexGrow/flexShrink: a number ≥ 0, or true/false read as 1/0.
    static func flexFactor(_ s: String) -> Parsed<Double> {
        switch s.trimmingWhitespace() {
        case "true": return .success(1)
        case "false": return .success(0)
        default:
            guard let v = finiteNumber(s), v >= 0 else {
                return .failure(Expected("a number ≥ 0, or true/false"))
            }
            return .success(v)
        }
    }

    static func enumeration<E: RawRepresentable & CaseIterable>(_ s: String, _: E.Type) -> Parsed<E> where E.RawValue == String {
        if let e = E(rawValue: s.trimmingWhitespace()) { return .success(e) }
        return .failure(Expected("one of " + E.allCases.map(\.rawValue).joined(separator: ", ")))
    }

    /// CSS named colours, #rgb, #rrggbb, #rrggbbaa.
    static func color(_ s: String) -> Parsed<Color> {
        if let c = plainHexColor(s) { return .success(c) }
        let t = s.trimmingWhitespace()
        let expected = Expected("a CSS colour name, #rgb, #rrggbb or #rrggbbaa")
        if t == "transparent" { return .success(Color(red: 0, green: 0, blue: 0, alpha: 0)) }
        if let v = CSSColors.named[t.lowercased()] {
            return .success(Color(red: UInt8(v >> 16 & 0xff), green: UInt8(v >> 8 & 0xff), blue: UInt8(v & 0xff)))
        }
        guard t.hasPrefix("#") else { return .failure(expected) }
        let hex = Array(t.dropFirst())
        guard hex.allSatisfy(\.isHexDigit) else { return .failure(expected) }
        let nibbles = hex.map { UInt8($0.hexDigitValue!) }
        switch nibbles.count {
        case 3:
            return .success(Color(red: nibbles[0] * 17, green: nibbles[1] * 17, blue: nibbles[2] * 17))
        case 6, 8:
            let bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
            return .success(Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255))
        default:
            return .failure(expected)
        }
    }

    /// `#rgb`, `#rrggbb` or `#rrggbbaa` in ASCII with nothing around it (what
    /// nearly every colour attribute holds), read straight from its bytes; nil
    /// for anything else, which `color` reads the general way. A file of
    /// thousands of coloured boxes spent ~8,000 instructions on each before.
    private static func plainHexColor(_ s: String) -> Color? {
        var s = s
        return s.withUTF8 { bytes -> Color? in
            guard bytes.count == 4 || bytes.count == 7 || bytes.count == 9, bytes[0] == UInt8(ascii: "#") else { return nil }
            var v: UInt32 = 0
            for b in bytes.dropFirst() {
                let n: UInt8
                switch b {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): n = b - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): n = b - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): n = b - UInt8(ascii: "A") + 10
                default: return nil
                }
                v = v << 4 | UInt32(n)
            }
            let byte = { (shift: UInt32) in UInt8(truncatingIfNeeded: v >> shift) }
            switch bytes.count - 1 {
            case 3: return Color(red: (byte(8) & 0xf) * 17, green: (byte(4) & 0xf) * 17, blue: (byte(0) & 0xf) * 17)
            case 6: return Color(red: byte(16), green: byte(8), blue: byte(0))
            default: return Color(red: byte(24), green: byte(16), blue: byte(8), alpha: byte(0))
            }
        }
    }
}
