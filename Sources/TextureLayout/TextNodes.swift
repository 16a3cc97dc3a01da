import Foundation
import LayoutEngine
import TextShaping

/// How TextureLayout measures text. TextureLayout addition, not Texture
/// API: `font` (the default) sets text with the fonts xmllayout ships, as
/// `render` does; `fixed` is the fixed model (`--text-metrics fixed`).
public enum ASTextMetrics: Sendable {
    case font, fixed

    /// The mode every layout pass of this process uses.
    public static var current: ASTextMetrics {
        get { stored.get() }
        set { stored.set(newValue) }
    }

    private static let stored = LockedValue<ASTextMetrics>(.font)

    /// A measurer for one layout pass (a new shaping cache each pass).
    static func measurer() -> any TextMeasurer {
        switch current {
        case .font: return FontMeasurer()
        case .fixed: return FixedMetricsMeasurer()
        }
    }
}

/// The font size of an attributed string's first character; TextKit's
/// default (12 pt Helvetica) when it has no font.
func fontSize(of text: NSAttributedString?, default fallback: Double = 12) -> Double {
    guard let text, text.length > 0,
          let font = text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont else { return fallback }
    return Double(font.pointSize)
}

func foregroundColor(of text: NSAttributedString?) -> UIColor? {
    guard let text, text.length > 0 else { return nil }
    return text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
}

/// How an attributed string's first character is set: its font (TextKit's
/// Helvetica without one), kern and paragraph style, and the node's
/// container inset.
func textStyle(of text: NSAttributedString?, inset: UIEdgeInsets, defaultFont: UIFont? = nil) -> TextStyle {
    var style = TextStyle(containerInset: inset.engine)
    let attributes = text.flatMap { $0.length > 0 ? $0.attributes(at: 0, effectiveRange: nil) : nil } ?? [:]
    if let font = attributes[.font] as? UIFont ?? defaultFont {
        (style.fontFamily, style.fontWeight, style.italic) = font.engineFace
    } else if text?.length ?? 0 > 0 {
        style.fontFamily = "Helvetica"
    }
    if let kern = attributes[.kern] { style.kern = number(kern) }
    if let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle {
        style.lineSpacing = Double(paragraph.lineSpacing)
        style.alignment = paragraph.alignment.engine
    }
    return style
}

/// A number attribute's value, however the code wrote it.
private func number(_ value: Any) -> Double {
    switch value {
    case let d as Double: return d
    case let c as CGFloat: return Double(c)
    case let i as Int: return Double(i)
    case let n as NSNumber: return n.doubleValue
    default: return 0
    }
}

extension NSTextAlignment {
    var engine: TextAlignment {
        switch self {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        default: return .natural
        }
    }
}

/// ASTextNode: sized from its attributed text, set with its font (or with
/// the fixed metrics at the font's point size, `ASTextMetrics.fixed`).
open class ASTextNode: ASDisplayNode {
    public var attributedText: NSAttributedString?
    /// Drawn where the text is cut; measuring uses an ellipsis.
    public var truncationAttributedText: NSAttributedString?
    /// 0: unlimited.
    public var maximumNumberOfLines: UInt = 0
    public var truncationMode: NSLineBreakMode = .byTruncatingTail
    /// Space around the text inside the node: taken from the size offered
    /// before the text is laid out, added back after.
    public var textContainerInset: UIEdgeInsets = .zero

    public override init() { super.init() }

    override var engineKind: Element.Kind {
        let truncation: Truncation
        switch truncationMode {
        case .byTruncatingHead: truncation = .head
        case .byTruncatingMiddle: truncation = .middle
        case .byClipping: truncation = .clip
        default: truncation = .tail
        }
        return .text(TextNode(attributedText?.string ?? "", fontSize: fontSize(of: attributedText),
                              maxLines: Int(maximumNumberOfLines), truncation: truncation,
                              style: textStyle(of: attributedText, inset: textContainerInset)))
    }

    override var presentation: Presentation {
        var p = super.presentation
        p.color = foregroundColor(of: attributedText)?.engine
        return p
    }
}

/// ASEditableTextNode: sized from its text, else from its placeholder.
open class ASEditableTextNode: ASDisplayNode {
    public var attributedText: NSAttributedString?
    public var attributedPlaceholderText: NSAttributedString?
    public var typingAttributes: [String: Any]?
    public var textContainerInset: UIEdgeInsets = .zero

    public override init() { super.init() }

    override var engineKind: Element.Kind {
        let text = attributedText?.string ?? ""
        let shown = text.isEmpty ? attributedPlaceholderText : attributedText
        let typingFont = typingAttributes?[NSAttributedString.Key.font.rawValue] as? UIFont
        let size = fontSize(of: shown, default: typingFont.map { Double($0.pointSize) } ?? 17)
        return .editableText(EditableTextNode(text: text, placeholder: attributedPlaceholderText?.string ?? "",
                                              fontSize: size,
                                              style: textStyle(of: shown, inset: textContainerInset,
                                                               defaultFont: typingFont ?? .systemFont(ofSize: 17))))
    }
}
