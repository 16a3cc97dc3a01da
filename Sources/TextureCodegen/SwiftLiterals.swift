import LayoutEngine

/// Swift source text for values: numbers, strings, colours, sizes, insets,
/// dimensions and Texture's enum cases.
enum SwiftLiterals {
    static func number(_ v: Double) -> String {
        if v.isInfinite { return v > 0 ? ".infinity" : "-.infinity" }
        return formatPoints(v)
    }

    /// A string literal; quotes, backslashes and control characters escaped.
    static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || u.value == 0x7F || (0x2028...0x2029).contains(u.value) {
                    out += "\\u{\(String(u.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    static func size(_ s: Size) -> String { "CGSize(width: \(number(s.width)), height: \(number(s.height)))" }
    static func point(_ p: Point) -> String { "CGPoint(x: \(number(p.x)), y: \(number(p.y)))" }

    static func insets(_ e: EdgeInsets) -> String {
        if e.isZero { return ".zero" }
        return "UIEdgeInsets(top: \(number(e.top)), left: \(number(e.left)), bottom: \(number(e.bottom)), right: \(number(e.right)))"
    }

    static func dimension(_ d: Dimension) -> String {
        switch d {
        case .auto: return "ASDimensionAuto"
        case .points(let v): return "ASDimensionMake(\(number(v)))"
        case .fraction(let f): return "ASDimensionMake(\(string(formatPoints(f * 100) + "%")))"
        }
    }

    /// UIKit's own named colour when the components are exactly its, else
    /// its components over 255.
    static func color(_ c: Color) -> String {
        let named: [String: Color] = [
            "black": Color(red: 0, green: 0, blue: 0), "white": Color(red: 255, green: 255, blue: 255),
            "red": Color(red: 255, green: 0, blue: 0), "green": Color(red: 0, green: 255, blue: 0),
            "blue": Color(red: 0, green: 0, blue: 255), "cyan": Color(red: 0, green: 255, blue: 255),
            "yellow": Color(red: 255, green: 255, blue: 0), "magenta": Color(red: 255, green: 0, blue: 255),
            "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
        ]
        for key in named.keys.sorted() where named[key] == c { return "UIColor.\(key)" }
        let alpha = c.alpha == 255 ? "1" : "\(c.alpha) / 255"
        return "UIColor(red: \(c.red) / 255, green: \(c.green) / 255, blue: \(c.blue) / 255, alpha: \(alpha))"
    }

    static func font(_ size: Double) -> String { "UIFont.systemFont(ofSize: \(number(size)))" }

    static func attributedString(_ text: String, fontSize: Double, color: Color?) -> String {
        var attributes = [".font: \(font(fontSize))"]
        if let color { attributes.append(".foregroundColor: \(SwiftLiterals.color(color))") }
        return "NSAttributedString(string: \(string(text)), attributes: [\(attributes.joined(separator: ", "))])"
    }

    static func truncation(_ t: Truncation) -> String {
        switch t {
        case .tail: return ".byTruncatingTail"
        case .head: return ".byTruncatingHead"
        case .middle: return ".byTruncatingMiddle"
        case .clip: return ".byClipping"
        }
    }

    static func alignSelf(_ a: AlignSelf) -> String { "." + a.rawValue }

    static func centering(_ c: CenteringOptions) -> String {
        switch c { case .none: return "[]"; case .x: return ".X"; case .y: return ".Y"; case .xy: return ".XY" }
    }

    static func centerSizing(_ s: CenterSizingOptions) -> String { s == .default ? "[]" : "." + s.rawValue }
    static func relativeSizing(_ s: RelativeSizingOption) -> String { s == .default ? "[]" : "." + s.rawValue }
}
