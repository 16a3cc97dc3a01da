import Foundation
import LayoutEngine

/// ASLayoutSpec: the base of every spec. A bare `ASLayoutSpec()` is the
/// usual spacer (`spacer.style.flexGrow = 1`); with a child it wraps it.
open class ASLayoutSpec: ASLayoutElement {
    public let style = ASLayoutElementStyle()
    /// Whether children may still be changed (Texture freezes a spec once
    /// laid out; nothing is frozen here).
    public var isMutable = true
    public var child: ASLayoutElement? {
        get { children?.first }
        set { children = newValue.map { [$0] } ?? [] }
    }
    public var children: [ASLayoutElement]? = []

    public init() {}

    /// What each subclass's initialiser ends with: its child (or children).
    init(with children: [ASLayoutElement]) { self.children = children }

    var engineKind: Element.Kind { (children ?? []).isEmpty ? .spacer : .wrapper }
    var engineChildren: [ASLayoutElement] { children ?? [] }
}

/// ASWrapperLayoutSpec: its children at (0,0), as large as the largest.
public final class ASWrapperLayoutSpec: ASLayoutSpec {
    public init(layoutElement: ASLayoutElement) {
        super.init(with: [layoutElement])
    }

    public init(layoutElements: [ASLayoutElement]) {
        super.init(with: layoutElements)
    }

    public static func wrapper(with layoutElement: ASLayoutElement) -> ASWrapperLayoutSpec {
        ASWrapperLayoutSpec(layoutElement: layoutElement)
    }

    override var engineKind: Element.Kind { .wrapper }
}

/// ASInsetLayoutSpec.
public final class ASInsetLayoutSpec: ASLayoutSpec {
    public var insets: UIEdgeInsets

    public init(insets: UIEdgeInsets, child: ASLayoutElement) {
        self.insets = insets
        super.init(with: [child])
    }

    override var engineKind: Element.Kind { .inset(InsetLayoutSpec(insets: insets.engine)) }
}

/// ASOverlayLayoutSpec: the child sizes the spec, the overlay is stretched
/// over it.
public final class ASOverlayLayoutSpec: ASLayoutSpec {
    public var overlay: ASLayoutElement

    public init(child: ASLayoutElement, overlay: ASLayoutElement) {
        self.overlay = overlay
        super.init(with: [child])
    }

    override var engineKind: Element.Kind { .overlay }
    override var engineChildren: [ASLayoutElement] { [child, overlay].compactMap { $0 } }
}

/// ASBackgroundLayoutSpec: the child sizes the spec, the background is
/// stretched behind it.
public final class ASBackgroundLayoutSpec: ASLayoutSpec {
    public var background: ASLayoutElement

    public init(child: ASLayoutElement, background: ASLayoutElement) {
        self.background = background
        super.init(with: [child])
    }

    override var engineKind: Element.Kind { .background }
    override var engineChildren: [ASLayoutElement] { [child, background].compactMap { $0 } }
}

/// ASRatioLayoutSpec: ratio = height ÷ width.
public final class ASRatioLayoutSpec: ASLayoutSpec {
    public var ratio: CGFloat

    public init(ratio: CGFloat, child: ASLayoutElement) {
        self.ratio = ratio
        super.init(with: [child])
    }

    override var engineKind: Element.Kind { .ratio(RatioLayoutSpec(ratio: Double(ratio))) }
}

/// ASCornerLayoutLocation.
public enum ASCornerLayoutLocation: Int, Sendable {
    case topLeft, topRight, bottomLeft, bottomRight
}

/// ASCornerLayoutSpec: `corner` centred on a corner of `child`, moved by `offset`.
public final class ASCornerLayoutSpec: ASLayoutSpec {
    public var corner: ASLayoutElement
    public var cornerLocation: ASCornerLayoutLocation
    public var offset: CGPoint = .zero
    /// When true the spec grows to contain the corner element.
    public var wrapsCorner = false

    public init(child: ASLayoutElement, corner: ASLayoutElement, location: ASCornerLayoutLocation) {
        self.corner = corner
        self.cornerLocation = location
        super.init(with: [child])
    }

    override var engineKind: Element.Kind {
        .corner(CornerLayoutSpec(location: cornerLocation.engine, offset: Point(cg: offset), wrapsCorner: wrapsCorner))
    }
    override var engineChildren: [ASLayoutElement] { [child, corner].compactMap { $0 } }
}

/// ASAbsoluteLayoutSpecSizing.
public enum ASAbsoluteLayoutSpecSizing: Int, Sendable {
    case `default`, sizeToFit
}

/// ASAbsoluteLayoutSpec: children at their `style.layoutPosition`.
public final class ASAbsoluteLayoutSpec: ASLayoutSpec {
    public var sizing: ASAbsoluteLayoutSpecSizing

    public init(sizing: ASAbsoluteLayoutSpecSizing, children: [ASLayoutElement]) {
        self.sizing = sizing
        super.init(with: children)
    }

    public convenience init(children: [ASLayoutElement]) { self.init(sizing: .default, children: children) }

    public override convenience init() { self.init(sizing: .default, children: []) }

    override var engineKind: Element.Kind {
        .absolute(AbsoluteLayoutSpec(sizing: sizing == .sizeToFit ? .sizeToFit : .default))
    }
}
