import Foundation

#if !canImport(UIKit)
/// UIKit's UIEdgeInsets, for platforms without UIKit. A side may be
/// `.infinity` (ASInsetLayoutSpec then aligns the child to the far side).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()
}

/// The C function UIKit still offers beside the initialiser.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// UIControl, reduced to the state type that ASButtonNode's setters take.
open class UIControl {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }
}

/// NSParagraphStyle's line break modes, which ASTextNode's truncationMode takes.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
#endif

#if !canImport(UIKit)
/// UIKit's screen, reduced to its scale: the pixel grid layouts round to
/// (Texture's ASScreenScale()). 2 by default, as xmllayout's `screenScale`;
/// settable here (not in UIKit) to lay out as on a @1x or @3x device.
public final class UIScreen: Sendable {
    public static let main = UIScreen()
    private let storedScale = LockedValue<CGFloat>(2)

    public var scale: CGFloat {
        get { storedScale.get() }
        set { storedScale.set(newValue) }
    }
}
#endif

/// Texture's ASScreenScale(): the scale of the main screen.
public func ASScreenScale() -> CGFloat { UIScreen.main.scale }
