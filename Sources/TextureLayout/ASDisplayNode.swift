import Foundation
import LayoutEngine

/// `layoutSpecBlock`'s type: builds the node's layout spec.
public typealias ASLayoutSpecBlock = (ASDisplayNode, ASSizeRange) -> ASLayoutSpec

/// ASDisplayNode, the layout part: style, subnodes, the node's own layout
/// spec (`layoutSpecThatFits(_:)` or `layoutSpecBlock`) and
/// `layoutThatFits(_:)`, computed by LayoutEngine exactly as Texture lays
/// out. A plain ASDisplayNode without a spec takes the max size offered
/// when both maxima are finite, else 0×0.
open class ASDisplayNode: ASLayoutElement {
    public let style = ASLayoutElementStyle()
    public var debugName: String?
    /// Adds the nodes of the layout spec as subnodes after each layout.
    public var automaticallyManagesSubnodes = false
    public var layoutSpecBlock: ASLayoutSpecBlock?

    // Presentation: never changes the layout.
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor?
    public var isLayerBacked = false
    /// Drawing hooks: kept, never called (nothing is drawn).
    public var willDisplayNodeContentWithRenderingContext: ASDisplayNodeContextModifier?
    public var didDisplayNodeContentWithRenderingContext: ASDisplayNodeContextModifier?

    /// Set by `layoutIfNeeded()` on the supernode (or by the caller), as
    /// UIKit places views: rounded to the pixel grid.
    public var frame: CGRect = .zero
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    public private(set) var subnodes: [ASDisplayNode]? = []
    public private(set) weak var supernode: ASDisplayNode?
    /// The layout of the last `layoutThatFits(_:)` on this node.
    public private(set) var calculatedLayout: ASLayout?
    public var calculatedSize: CGSize { calculatedLayout?.size ?? .zero }

    public init() {}

    open func addSubnode(_ subnode: ASDisplayNode) {
        subnode.removeFromSupernode()
        subnodes?.append(subnode)
        subnode.supernode = self
    }

    open func removeFromSupernode() {
        supernode?.subnodes?.removeAll { $0 === self }
        supernode = nil
    }

    /// Override to return the node's layout spec. Without an override (and
    /// without a `layoutSpecBlock`) the node is a leaf sized by its content.
    open func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASNoLayoutSpec()
    }

    public func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        ASLayout.layout(self, in: constrainedSize)
    }

    /// Texture's `layoutThatFits:parentSize:`: the node's own size
    /// (`style.width` …) resolves against `parentSize`.
    public func layoutThatFits(_ constrainedSize: ASSizeRange, parentSize: CGSize) -> ASLayout {
        ASLayout.layout(self, in: constrainedSize, parentSize: parentSize)
    }

    /// Whether `didLoad()` ran: here before the node's first layout, as
    /// Texture runs it when the view loads.
    public private(set) var isNodeLoaded = false

    /// Override to configure what lives on the view (a table's separators).
    open func didLoad() {}

    func loadIfNeeded() {
        guard !isNodeLoaded else { return }
        isNodeLoaded = true
        didLoad()
    }

    #if !canImport(UIKit)
    /// The node's view: here a stand-in that leads back to the node.
    open var view: UIView { UIView(node: self, bounds: bounds) }
    #endif

    /// Does nothing here: layouts are computed on demand.
    open func setNeedsLayout() {}

    /// Lays the node out at its frame's size and places every node below it
    /// (`frame` relative to its supernode, rounded as UIKit draws).
    open func layoutIfNeeded() {
        let layout = layoutThatFits(ASSizeRangeMake(frame.size))
        let frames = layout.layoutResult.frames()
        func place(_ l: ASLayout, nodeOrigin: CGPoint) {
            var origin = nodeOrigin
            if let node = l.layoutElement as? ASDisplayNode, node !== self,
               let f = frames[l.elementID.rawValue] {
                node.frame = CGRect(x: f.x - Double(nodeOrigin.x), y: f.y - Double(nodeOrigin.y),
                                    width: f.width, height: f.height)
                origin = CGPoint(x: f.x, y: f.y)
            }
            for s in l.sublayouts { place(s, nodeOrigin: origin) }
        }
        place(layout, nodeOrigin: .zero)
    }

    /// Called after this node was laid out as the root of a pass.
    func didLayout(_ layout: ASLayout) {
        calculatedLayout = layout
        guard automaticallyManagesSubnodes else { return }
        // The nodes of the spec tree (not inside another node) become subnodes.
        var found: [ASDisplayNode] = []
        func collect(_ l: ASLayout) {
            if let n = l.layoutElement as? ASDisplayNode, n !== self { found.append(n); return }
            l.sublayouts.forEach(collect)
        }
        layout.sublayouts.forEach(collect)
        for n in subnodes ?? [] where !found.contains(where: { $0 === n }) { n.removeFromSupernode() }
        for n in found where n.supernode !== self { addSubnode(n) }
    }

    // MARK: Engine mapping (overridden by the node classes)

    var engineKind: Element.Kind { .box }

    var presentation: Presentation {
        Presentation(backgroundColor: backgroundColor?.engine, color: nil,
                     borderColor: borderColor.map { c in
                         UIColor(red: c.components[0], green: c.components[1], blue: c.components[2],
                                 alpha: c.components[3]).engine
                     },
                     borderWidth: Double(borderWidth), cornerRadius: Double(cornerRadius))
    }
}

/// What ASDisplayNode's own `layoutSpecThatFits(_:)` returns: "no spec",
/// so the node is measured as a leaf.
final class ASNoLayoutSpec: ASLayoutSpec {}
