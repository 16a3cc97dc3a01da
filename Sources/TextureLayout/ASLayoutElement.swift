import Foundation
import LayoutEngine

/// ASLayoutElement: what a layout spec's children are, a node or a spec.
/// Only ASDisplayNode and ASLayoutSpec (and their subclasses) conform.
public protocol ASLayoutElement: AnyObject {
    var style: ASLayoutElementStyle { get }
    /// Lays the element out in `constrainedSize`, as Texture's
    /// `layoutThatFits:` (the parent size is `constrainedSize.max`).
    func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout
    /// Texture's ASCII art of the element tree (ASAsciiArtBoxCreator).
    func asciiArtString() -> String
}

extension ASLayoutElement {
    public func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        ASLayout.layout(self, in: constrainedSize)
    }

    public func asciiArtString() -> String {
        var builder = EngineTreeBuilder(range: ASSizeRangeUnconstrained)
        return builder.element(for: self).asciiArtString
    }
}

/// ASLayout: the immutable result of laying out one element: its size, its
/// position in its parent's layout (unrounded, as Texture stores it) and the
/// layouts of its children, specs included.
public final class ASLayout {
    public let layoutElement: ASLayoutElement
    public let size: CGSize
    public let position: CGPoint
    public let sublayouts: [ASLayout]
    /// The engine's result for the whole tree this layout belongs to.
    let context: LayoutContext
    let elementID: ElementID

    init(layoutElement: ASLayoutElement, size: CGSize, position: CGPoint, sublayouts: [ASLayout],
         context: LayoutContext, elementID: ElementID) {
        self.layoutElement = layoutElement
        self.size = size
        self.position = position
        self.sublayouts = sublayouts
        self.context = context
        self.elementID = elementID
    }

    /// Position and size, relative to the parent layout.
    public var frame: CGRect { CGRect(origin: position, size: size) }

    /// TextureLayout addition: the frame of `element` as drawn, relative to
    /// the origin of the tree this layout was computed for: each node's
    /// origin rounded to the pixel grid relative to its nearest ancestor
    /// node, as UIKit places views (xmllayout's `render` frames). Nil when
    /// the element is not in the tree.
    public func drawnFrame(of element: ASLayoutElement) -> CGRect? {
        guard let i = context.objects.firstIndex(where: { $0 === element }),
              let f = context.result.frames()[i] else { return nil }
        return f.cg
    }

    /// TextureLayout addition: the engine's result (every element's frame,
    /// in the order the tree was built: depth first, parents before children).
    public var layoutResult: LayoutResult { context.result }

    /// TextureLayout addition: the layout elements in that same order.
    public var layoutElementsInOrder: [ASLayoutElement] { context.objects }

    /// Lays `root` out through LayoutEngine and mirrors the engine's layout
    /// tree with the caller's objects.
    static func layout(_ root: ASLayoutElement, in range: ASSizeRange, parentSize: CGSize? = nil) -> ASLayout {
        var builder = EngineTreeBuilder(range: range)
        var element = builder.element(for: root)
        // The engine resolves the root's own size against range.max; another
        // parent size is applied by resolving the root's fractions here.
        if let parentSize { element.style = element.style.resolvingFractions(against: Size(cg: parentSize)) }
        // The parent size reaches the engine too: a scroll node takes it (ASScrollNode.mm, §7.4).
        let result = LayoutEngine.layout(ElementTable(root: element), in: range.engine, parentSize: parentSize.map { Size(cg: $0) },
                                         grid: PixelGrid(scale: Double(ASScreenScale())), measurer: ASTextMetrics.measurer())
        let context = LayoutContext(result: result, objects: builder.objects)
        applyViewports(result, objects: builder.objects)
        let layout = context.mirror(result.rootLayout())
        (root as? ASDisplayNode)?.didLayout(layout)
        return layout
    }
}

/// What every ASLayout of one pass shares.
final class LayoutContext {
    let result: LayoutResult
    /// The objects by engine element id (document elements only).
    let objects: [ASLayoutElement]

    init(result: LayoutResult, objects: [ASLayoutElement]) {
        self.result = result
        self.objects = objects
    }

    func mirror(_ l: Layout) -> ASLayout {
        ASLayout(layoutElement: object(for: l.element), size: l.size.cg, position: l.position.cg,
                 sublayouts: l.sublayouts.map(mirror), context: self, elementID: l.element)
    }

    /// The caller's object, or for the parts ASButtonNode lays out itself
    /// (its title and image), the button's titleNode and imageNode.
    private func object(for id: ElementID) -> ASLayoutElement {
        if id.rawValue < objects.count { return objects[id.rawValue] }
        let elements = result.elements
        var owner = elements[id].parent
        while let o = owner, o.rawValue >= objects.count { owner = elements[o].parent }
        let button = owner.flatMap { objects[$0.rawValue] as? ASButtonNode }
        switch elements[id].kind {
        case .text: return button?.titleNode ?? ASTextNode()
        case .image: return button?.imageNode ?? ASImageNode()
        default: return ASLayoutSpec()
        }
    }
}

extension Style {
    /// Fractions turned into points of `parent` (auto where it is unknown).
    func resolvingFractions(against parent: Size) -> Style {
        func r(_ d: EngineDimension, _ p: Double) -> EngineDimension {
            guard case .fraction(let f) = d else { return d }
            return p.isFinite ? .points(f * p) : .auto
        }
        var s = self
        s.width = r(width, parent.width); s.minWidth = r(minWidth, parent.width); s.maxWidth = r(maxWidth, parent.width)
        s.height = r(height, parent.height); s.minHeight = r(minHeight, parent.height)
        s.maxHeight = r(maxHeight, parent.height)
        return s
    }
}
