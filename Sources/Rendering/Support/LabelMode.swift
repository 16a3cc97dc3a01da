import LayoutEngine

/// Which debugName labels a picture shows (`--labels`).
public enum LabelMode: String, Hashable, Sendable, CaseIterable {
    /// Only labels that fit whole inside their node, each on a chip whose
    /// colour contrasts with what lies beneath.
    case auto
    /// Every label, cut at its node's edge (the earlier behaviour); in the
    /// terminal a text node's too, over its text.
    case all
    /// No labels.
    case none
}

/// The colours every renderer agrees on.
enum Palette {
    static let black = Color(red: 0, green: 0, blue: 0)
    static let white = Color(red: 255, green: 255, blue: 255)
    static let placeholderGrey = Color(red: 128, green: 128, blue: 128)
    /// Layout specs' dashed outlines (Texture's spec visualisation blue).
    static let spec = Color(red: 74, green: 144, blue: 217)
    static let darkChip = Color(red: 87, green: 96, blue: 106)
    static let lightChip = Color(red: 234, green: 238, blue: 242)

    /// Rec. 709 luma on 8-bit values.
    static func luma(_ c: Color) -> Double {
        0.2126 * Double(c.red) + 0.7152 * Double(c.green) + 0.0722 * Double(c.blue)
    }

    /// Black or white, whichever contrasts with `c` (mid-grey and lighter get black).
    static func contrasting(_ c: Color) -> Color { luma(c) >= 128 ? black : white }

    /// A label chip's background over `backdrop`: dark on light, light on dark.
    static func chip(over backdrop: Color) -> Color { luma(backdrop) >= 128 ? darkChip : lightChip }

    /// Source-over blending of 8-bit sRGB colours (no gamma), the result
    /// opaque; over nothing (an unknown terminal background) it is opaque.
    static func blend(_ top: Color, over bottom: Color?) -> Color {
        guard top.alpha < 255, let bottom else { return Color(red: top.red, green: top.green, blue: top.blue) }
        let a = Double(top.alpha) / 255
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(Swift.min(255, Swift.max(0, (Double(t) * a + Double(b) * (1 - a)).rounded())))
        }
        return Color(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
    }
}
