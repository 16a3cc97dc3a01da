import Foundation

#if !canImport(UIKit)
/// UIKit's UIFont, reduced to what layout reads: the point size. Text is
/// measured with xmllayout's fixed metrics at this size (LANGUAGE.md).
public final class UIFont: Hashable, Sendable {
    public let pointSize: CGFloat
    public let weight: Weight

    init(pointSize: CGFloat, weight: Weight) {
        self.pointSize = pointSize
        self.weight = weight
    }

    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular) }
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }

    /// UIKit's standard sizes.
    public static var buttonFontSize: CGFloat { 18 }
    public static var systemFontSize: CGFloat { 14 }
    public static var labelFontSize: CGFloat { 17 }

    public static func == (a: UIFont, b: UIFont) -> Bool { a.pointSize == b.pointSize && a.weight == b.weight }
    public func hash(into h: inout Hasher) { h.combine(pointSize); h.combine(weight) }
}
#endif

#if !canImport(UIKit) && !canImport(AppKit)
extension NSAttributedString.Key {
    /// The value is a `UIFont`; without one TextKit uses 12 pt Helvetica.
    public static let font = NSAttributedString.Key("NSFont")
    /// The value is a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
#endif
