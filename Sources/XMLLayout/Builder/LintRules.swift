import LayoutEngine

/// Warnings for the pitfalls Texture's documentation warns about. Each has a
/// stable id so that authors can look it up (see Layouts/README.md).
public enum LintID {
    public static let sizeIgnored = "size-ignored"
    public static let stackOnlyAttribute = "stack-only-attribute"
    public static let layoutPositionOutsideAbsolute = "layout-position-outside-absolute"
    public static let ascenderOnText = "ascender-on-text"
    public static let baselineOutsideHorizontalStack = "baseline-outside-horizontal-stack"
    public static let noIntrinsicSize = "no-intrinsic-size"
    public static let fractionOfUnknownParent = "fraction-of-unknown-parent"
    public static let ratioWithoutMax = "ratio-without-max"
    public static let nonFiniteSize = "non-finite-size"
}

extension LayoutBuilder {
    /// Static rules: they need only the element and its parent.
    func lint(_ x: XMLElementNode, parent: XMLElementNode?) {
        let parentName = parent?.name
        if ["inset", "overlay", "background"].contains(x.name) {
            for name in Vocabulary.sizeAttributes {
                guard let a = x.attribute(name) else { continue }
                warning("'\(name)' on <\(x.name)> is ignored: Texture's \(x.name) spec sizes itself from its child",
                        at: a.nameLocation, id: LintID.sizeIgnored, hint: "put the size on the child instead")
            }
        }
        let inStack = parentName.map(Vocabulary.stacks.contains) ?? false
        if !inStack {
            for name in Vocabulary.stackChildAttributes {
                guard let a = x.attribute(name) else { continue }
                warning("'\(name)' has no effect here: it applies only to children of a stack",
                        at: a.nameLocation, id: LintID.stackOnlyAttribute,
                        hint: parentName.map { "the parent is <\($0)>" })
            }
        }
        if let a = x.attribute("layoutPosition"), parentName != "absolute" {
            warning("'layoutPosition' has no effect here: it applies only to children of <absolute>",
                    at: a.nameLocation, id: LintID.layoutPositionOutsideAbsolute)
        }
        for name in ["ascender", "descender"] {
            guard let a = x.attribute(name) else { continue }
            if x.name == "text" {
                warning("'\(name)' on <text> is overwritten by its font metrics", at: a.nameLocation, id: LintID.ascenderOnText)
            } else if !isHorizontalStack(parent) {
                warning("'\(name)' only matters for baseline alignment in a horizontal stack", at: a.nameLocation,
                        id: LintID.baselineOutsideHorizontalStack)
            }
        }
    }

    private func isHorizontalStack(_ x: XMLElementNode?) -> Bool {
        guard let x else { return false }
        switch x.name {
        case "hstack": return true
        case "stack": return (x.attribute("direction")?.value.trimmingWhitespace() ?? "horizontal") == "horizontal"
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
            let id: String
            switch issue.kind {
            case .fractionOfUnknownParent, .fractionFlexBasisOfUnknownParent: id = LintID.fractionOfUnknownParent
            case .nonFiniteSize: id = LintID.nonFiniteSize
            case .ratioWithoutKnownMax: id = LintID.ratioWithoutMax
            }
            let tag = result.elements[issue.element].tagName
            out.append(.warning("<\(tag)>: \(issue.message)", id: id, at: sourceMap.location(of: issue.element), file: file))
        }
        let frames = result.frames()
        for i in 0..<result.elements.documentCount {
            let r = result.elements.records[i]
            guard r.childCount == 0, !r.style.hasSizeAttributes, let f = frames[i], f.width == 0 || f.height == 0 else { continue }
            let sizeless: Bool
            switch r.kind {
            case .box, .networkImage, .video, .videoPlayer: sizeless = true
            case .image(let img): sizeless = img.intrinsicSize == nil
            default: sizeless = false
            }
            guard sizeless, r.style.flexGrow == 0 else { continue }
            out.append(.warning("<\(r.tagName)> has no intrinsic size and no size of its own, so it is \(f.size) here",
                                id: LintID.noIntrinsicSize, at: sourceMap.location(of: ElementID(i)), file: file,
                                hint: "give it width and height (or preferredSize), or flexGrow inside a stack"))
        }
        out += outsideRootDiagnostics(for: result, file: file)
        return out
    }
}
