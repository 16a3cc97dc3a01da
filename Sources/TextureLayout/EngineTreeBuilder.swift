import Foundation
import LayoutEngine

/// Turns a tree of nodes and specs into LayoutEngine's `Element` tree,
/// recording the objects in the engine's element order (pre-order), so that
/// engine layouts map back to them.
struct EngineTreeBuilder {
    /// Passed to every node's `layoutSpecThatFits(_:)`. The engine lays a
    /// static tree out, so a nested node sees the root's range, not its own.
    let range: ASSizeRange
    var objects: [ASLayoutElement] = []
    /// Nodes being expanded, so that a node inside its own spec cannot recurse.
    private var open: Set<ObjectIdentifier> = []

    init(range: ASSizeRange) { self.range = range }

    mutating func element(for object: ASLayoutElement) -> Element {
        objects.append(object)
        if let node = object as? ASDisplayNode { return element(forNode: node) }
        if let spec = object as? ASLayoutSpec {
            var e = Element(spec.engineKind, style: spec.style.engine)
            e.children = spec.engineChildren.map { element(for: $0) }
            return e
        }
        return Element(.box, style: object.style.engine)
    }

    /// `kind`: a container's cell, header or footer (ContainerContent.swift).
    mutating func element(forNode node: ASDisplayNode, kind: Element.Kind? = nil) -> Element {
        if kind != nil { objects.append(node) }
        node.loadIfNeeded()
        var e = Element(kind ?? node.engineKind, style: node.style.engine, debugName: node.debugName,
                        presentation: node.presentation)
        let id = ObjectIdentifier(node)
        guard !open.contains(id) else { return e }
        open.insert(id)
        defer { open.remove(id) }
        if let source = node as? ContainerContentSource {
            e.children = elements(for: source.contentItems())
            return e
        }
        let spec = node.layoutSpecBlock?(node, range) ?? node.layoutSpecThatFits(range)
        if !(spec is ASNoLayoutSpec) { e.children = [element(for: spec)] }
        return e
    }
}

extension UIColor {
    var engine: Color {
        func byte(_ c: CGFloat) -> UInt8 { UInt8(Swift.max(0, Swift.min(255, (Double(c) * 255).rounded()))) }
        return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }
}
