/// How a node is drawn. Never changes the layout; carried through so that
/// renderers can paint what the author asked for.
public struct Presentation: Hashable, Sendable {
    public var backgroundColor: Color?
    /// Text colour.
    public var color: Color?
    public var borderColor: Color?
    public var borderWidth: Double = 0
    public var cornerRadius: Double = 0

    public init(backgroundColor: Color? = nil, color: Color? = nil, borderColor: Color? = nil,
                borderWidth: Double = 0, cornerRadius: Double = 0) {
        self.backgroundColor = backgroundColor
        self.color = color
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.cornerRadius = cornerRadius
    }

    public static let none = Presentation()
}

/// An sRGB colour with alpha, 8 bits a channel.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#rrggbb` or `#rrggbbaa` when not opaque.
    public var description: String {
        let hex = { (v: UInt8) -> String in
            let s = String(v, radix: 16)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha))
    }
}
