import Foundation

#if !canImport(UIKit)
/// NSTextAlignment, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// NSParagraphStyle, reduced to what ASTextNode's layout and drawing read:
/// the line spacing (a size), the alignment (where lines are drawn) and the
/// line break mode. Immutable; `NSMutableParagraphStyle` sets them.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    var storedLineSpacing: CGFloat = 0
    var storedAlignment: NSTextAlignment = .natural
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping

    public override init() { super.init() }

    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Points between lines, not after the last.
    open var lineSpacing: CGFloat { storedLineSpacing }
    open var alignment: NSTextAlignment { storedAlignment }
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }

    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.setParagraphStyle(self)
        return copy
    }
}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override init() { super.init() }

    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }

    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }

    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }

    open func setParagraphStyle(_ other: NSParagraphStyle) {
        storedLineSpacing = other.storedLineSpacing
        storedAlignment = other.storedAlignment
        storedLineBreakMode = other.storedLineBreakMode
    }
}
#endif
