import LayoutEngine

/// Warnings for the pitfalls Texture's documentation warns about, each with
/// a `Diagnostic.Code` (see Layouts/README.md).
extension LayoutBuilder {
    /// Static rules: they need only the element and its parent.
    func lint(_ x: XMLElementNode, parent: XMLElementNode?) {
        let parentName = parent?.name
        let element = LayoutElement(rawValue: x.name)
        let parentElement = parentName.flatMap(LayoutElement.init(rawValue:))
        // Under an unknown parent (already an error) the rules about the
        // parent would only guess.
        let parentKnown = parent == nil || parentElement != nil
        if element?.sizesFromChild == true {
            for name in AttributeGroup.sizeAttributes {
                guard let a = x.attribute(name) else { continue }
                warning("'\(name)' on <\(x.name)> is ignored: Texture's \(x.name) spec sizes itself from its child",
                        range: a.nameRange, id: .sizeIgnored, hint: "put the size on the child instead")
            }
        }
        if parentKnown, parentElement?.isStack != true {
            for name in AttributeGroup.stackChildAttributes {
                guard let a = x.attribute(name) else { continue }
                warning("'\(name)' has no effect here: it applies only to children of a stack",
                        range: a.nameRange, id: .stackOnlyAttribute,
                        hint: parentName.map { "the parent is <\($0)>" })
            }
        }
        if parentKnown, let a = x.attribute("layoutPosition"), parentElement != .absolute {
            warning("'layoutPosition' has no effect here: it applies only to children of <absolute>",
                    range: a.nameRange, id: .layoutPositionOutsideAbsolute)
        }
        for name in ["ascender", "descender"] {
            guard let a = x.attribute(name) else { continue }
            if element == .text {
                warning("'\(name)' on <text> is overwritten by its font metrics", range: a.nameRange, id: .ascenderOnText)
            } else if parentKnown, !isHorizontalStack(parent) {
                warning("'\(name)' only matters for baseline alignment in a horizontal stack", range: a.nameRange,
                        id: .baselineOutsideHorizontalStack)
            }
        }
    }

    private func isHorizontalStack(_ x: XMLElementNode?) -> Bool {
        guard let x else { return false }
        switch LayoutElement(rawValue: x.name) {
        case .hstack: return true
        case .stack: return (x.attribute("direction")?.value.trimmingWhitespace() ?? "horizontal") == "horizontal"
        default: return false
        }
    }
}

extension LayoutDocument {
    /// Warnings that need the layout: the engine's issues, mapped to source
    /// lines, and nodes that end up 0×0 because nothing gives them a size.
    public func diagnostics(for result: LayoutResult, file: String) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for issue in result.issues where issue.element.rawValue < result.elements.documentCount {
            let id: Diagnostic.Code
            switch issue.kind {
            case .fractionOfUnknownParent, .fractionFlexBasisOfUnknownParent: id = .fractionOfUnknownParent
            case .nonFiniteSize: id = .nonFiniteSize
            case .ratioWithoutKnownMax: id = .ratioWithoutMax
            }
            let tag = result.elements[issue.element].typeName
            out.append(.warning("<\(tag)>: \(issue.message)", id: id, range: startTag(issue.element, tag), file: file))
        }
        let frames = result.frames()
        for i in 0..<result.elements.documentCount {
            let r = result.elements[ElementID(i)]
            guard r.childCount == 0, !r.style.hasSizeAttributes, let f = frames[i], f.width == 0 || f.height == 0 else { continue }
            guard r.kind.hasNoIntrinsicContent, r.style.flexGrow == 0 else { continue }
            out.append(.warning("<\(r.typeName)> has no intrinsic size and no size of its own, so it is \(f.size) here",
                                id: .noIntrinsicSize, range: startTag(ElementID(i), r.typeName), file: file,
                                hint: "give it width and height (or preferredSize), or flexGrow inside a stack"))
        }
        return out
    }

    /// `<name` of the element's start tag (the type name is the element name).
    private func startTag(_ id: ElementID, _ name: String) -> SourceRange? {
        sourceMap.location(of: id).map { SourceRange(start: $0, length: 1 + name.unicodeScalars.count) }
    }
}
