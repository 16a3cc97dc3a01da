/// Building element trees from Swift without XML:
///
///     let row = Element.hstack(spacing: 8, alignItems: .center, [
///         .image(size: Size(44, 44)),
///         .vstack([.text("hannahmbanana"), .text("san fran ca", fontSize: 12)]).flexGrow(1).flexShrink(1),
///         .text("30m"),
///     ])
extension Element {
    // MARK: Layout specs

    public static func stack(_ spec: StackLayoutSpec, _ children: [Element]) -> Element {
        Element(.stack(spec), children: children)
    }

    public static func hstack(spacing: Double = 0, justifyContent: JustifyContent = .start,
                              alignItems: AlignItems = .stretch, _ children: [Element]) -> Element {
        stack(StackLayoutSpec(direction: .horizontal, spacing: spacing, justifyContent: justifyContent,
                              alignItems: alignItems), children)
    }

    public static func vstack(spacing: Double = 0, justifyContent: JustifyContent = .start,
                              alignItems: AlignItems = .stretch, _ children: [Element]) -> Element {
        stack(StackLayoutSpec(direction: .vertical, spacing: spacing, justifyContent: justifyContent,
                              alignItems: alignItems), children)
    }

    public static func inset(_ insets: EdgeInsets, _ child: Element) -> Element {
        Element(.inset(InsetLayoutSpec(insets: insets)), children: [child])
    }

    public static func overlay(_ child: Element, _ overlay: Element) -> Element {
        Element(.overlay, children: [child, overlay])
    }

    public static func background(_ child: Element, _ background: Element) -> Element {
        Element(.background, children: [child, background])
    }

    public static func center(_ child: Element, centering: CenteringOptions = .xy,
                              sizing: CenterSizingOptions = .default) -> Element {
        Element(.center(CenterLayoutSpec(centeringOptions: centering, sizingOptions: sizing)), children: [child])
    }

    public static func relative(horizontal: RelativePosition = .none, vertical: RelativePosition = .none,
                                sizing: RelativeSizingOption = .default, _ child: Element) -> Element {
        Element(.relative(RelativeLayoutSpec(horizontalPosition: horizontal, verticalPosition: vertical,
                                             sizingOption: sizing)), children: [child])
    }

    /// `ratio` = height ÷ width.
    public static func ratio(_ ratio: Double, _ child: Element) -> Element {
        Element(.ratio(RatioLayoutSpec(ratio: ratio)), children: [child])
    }

    public static func absolute(sizing: AbsoluteSizing = .default, _ children: [Element]) -> Element {
        Element(.absolute(AbsoluteLayoutSpec(sizing: sizing)), children: children)
    }

    public static func corner(_ location: CornerLocation, offset: Point = .zero, wrapsCorner: Bool = false,
                              _ child: Element, _ corner: Element) -> Element {
        Element(.corner(CornerLayoutSpec(location: location, offset: offset, wrapsCorner: wrapsCorner)),
                children: [child, corner])
    }

    public static func wrapper(_ child: Element) -> Element { Element(.wrapper, children: [child]) }

    public static func spacer(flexGrow: Double = 1) -> Element { Element(.spacer).flexGrow(flexGrow) }

    // MARK: Nodes

    public static func box() -> Element { Element(.box) }

    public static func box(width: Double, height: Double) -> Element {
        Element(.box).preferredSize(Size(width, height))
    }

    public static func text(_ text: String, fontSize: Double = 17, maxLines: Int = 0,
                            truncation: Truncation = .tail) -> Element {
        Element(.text(TextNode(text, fontSize: fontSize, maxLines: maxLines, truncation: truncation)))
    }

    public static func image(size: Size?) -> Element { Element(.image(ImageNode(intrinsicSize: size))) }

    public static func button(_ button: ButtonNode) -> Element { Element(.button(button)) }

    // MARK: Style modifiers (each returns a modified copy)

    public func with(_ change: (inout Style) -> Void) -> Element {
        var e = self
        change(&e.style)
        return e
    }

    public func width(_ d: Dimension) -> Element { with { $0.width = d } }
    public func height(_ d: Dimension) -> Element { with { $0.height = d } }
    public func minWidth(_ d: Dimension) -> Element { with { $0.minWidth = d } }
    public func maxWidth(_ d: Dimension) -> Element { with { $0.maxWidth = d } }
    public func minHeight(_ d: Dimension) -> Element { with { $0.minHeight = d } }
    public func maxHeight(_ d: Dimension) -> Element { with { $0.maxHeight = d } }
    public func preferredSize(_ s: Size) -> Element { with { $0.preferredSize = s } }
    public func preferredLayoutSize(_ s: LayoutSize) -> Element { with { $0.preferredLayoutSize = s } }
    public func flexGrow(_ v: Double) -> Element { with { $0.flexGrow = v } }
    public func flexShrink(_ v: Double) -> Element { with { $0.flexShrink = v } }
    public func flexBasis(_ d: Dimension) -> Element { with { $0.flexBasis = d } }
    public func alignSelf(_ a: AlignSelf) -> Element { with { $0.alignSelf = a } }
    public func spacingBefore(_ v: Double) -> Element { with { $0.spacingBefore = v } }
    public func spacingAfter(_ v: Double) -> Element { with { $0.spacingAfter = v } }
    public func layoutPosition(_ p: Point) -> Element { with { $0.layoutPosition = p } }

    public func debugName(_ name: String) -> Element {
        var e = self
        e.debugName = name
        return e
    }

    public func presentation(_ p: Presentation) -> Element {
        var e = self
        e.presentation = p
        return e
    }
}
