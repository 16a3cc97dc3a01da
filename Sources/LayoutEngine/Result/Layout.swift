/// ASLayout: the immutable result of laying out one element — its size, its
/// position in its parent's layout, and the layouts of its children.
public struct Layout: Sendable {
    public var element: ElementID
    /// Already sanitised and rounded up to the pixel grid (SEMANTICS-SUMMARY.md §2.6).
    public var size: Size
    /// Relative to the parent layout, unrounded (§4 rounds final frames).
    public var position: Point
    /// In painting order (a background before its child).
    public var sublayouts: [Layout]
    /// Baseline metrics as a parent reads them after measuring (a text's
    /// from its font; a vertical stack's from its first/last child).
    public var ascender: Double
    public var descender: Double
    /// A text-bearing node's text as the `TextMeasurer` laid it out for this
    /// layout: what renderers draw (nil for every other element).
    public var text: TextLayout? {
        get { textBox?.value }
        set { textBox = newValue.map(TextBox.init) }
    }
    /// Boxed: most layouts have no text, and an inline optional `TextLayout`
    /// would nearly double every layout's size (and the cost of copying it).
    private var textBox: TextBox?

    public init(element: ElementID, size: Size, position: Point = .zero, sublayouts: [Layout] = [],
                ascender: Double = 0, descender: Double = 0, text: TextLayout? = nil) {
        self.element = element
        self.size = size
        self.position = position
        self.sublayouts = sublayouts
        self.ascender = ascender
        self.descender = descender
        self.textBox = text.map(TextBox.init)
    }

    /// Texture's layout creation: a size that is not valid on either axis
    /// makes the layout 0×0; otherwise both sides are ceiled to the grid.
    @inline(__always) static func sanitised(_ size: Size, grid: PixelGrid) -> Size {
        guard isValidForSize(size.width), isValidForSize(size.height) else { return .zero }
        return Size(grid.ceil(size.width), grid.ceil(size.height))
    }

    /// A copy placed at `p`.
    @inline(__always) func at(_ p: Point) -> Layout {
        var l = self
        l.position = p
        return l
    }

    public var frame: Rect { Rect(origin: position, size: size) }

    /// Visits this layout and all below it, depth first, in painting order.
    public func forEach(_ body: (Layout, _ depth: Int) -> Void) {
        func walk(_ l: Layout, _ d: Int) {
            body(l, d)
            for s in l.sublayouts { walk(s, d + 1) }
        }
        walk(self, 0)
    }
}

private final class TextBox: Sendable {
    let value: TextLayout
    init(_ value: TextLayout) { self.value = value }
}
