import LayoutEngine

/// Warnings for the pitfalls Texture's documentation warns about, each with
/// a `Diagnostic.Code` (see Layouts/README.md).
extension LayoutBuilder {
    /// Static rules: they need only the element and its parent.
    func lint(_ x: XMLElementNode, _ element: LayoutElement?, parent: XMLElementNode?, parentElement: LayoutElement?) {
        let parentName = parent?.name
        // Under an unknown parent (already an error) the rules about the
        // parent would only guess.
        let parentKnown = parent == nil || parentElement != nil
        if element?.sizesFromChild == true, x.hasAny(AttributeName.sizeMask) {
            for name in AttributeGroup.sizeAttributes {
                guard let a = x.attribute(name) else { continue }
                warning("'\(name)' on <\(x.name)> is ignored: Texture's \(x.name) spec sizes itself from its child",
                        range: a.nameRange, id: .sizeIgnored, hint: "put the size on the child instead")
            }
        }
        if parentKnown, parentElement?.isStack != true, x.hasAny(AttributeName.stackChildMask) {
            for name in AttributeGroup.stackChildAttributes {
                guard let a = x.attribute(name) else { continue }
                warning("'\(name)' has no effect here: it applies only to children of a stack",
                        range: a.nameRange, id: .stackOnlyAttribute,
                        hint: parentName.map { "the parent is <\($0)>" })
            }
        }
        if parentKnown, let a = x.attribute(.layoutPosition), parentElement != .absolute {
            warning("'layoutPosition' has no effect here: it applies only to children of <absolute>",
                    range: a.nameRange, id: .layoutPositionOutsideAbsolute)
        }
        guard x.has(.ascender) || x.has(.descender) else { return }
        for name in [AttributeName.ascender, .descender] {
            guard let a = x.attribute(name) else { continue }
            if element == .text {
                warning("'\(name.string)' on <text> is overwritten by its font metrics", range: a.nameRange, id: .ascenderOnText)
            } else if parentKnown, !isHorizontalStack(parent) {
                warning("'\(name.string)' only matters for baseline alignment in a horizontal stack", range: a.nameRange,
                        id: .baselineOutsideHorizontalStack)
            }
        }
    }

    private func isHorizontalStack(_ x: XMLElementNode?) -> Bool {
        guard let x else { return false }
        switch LayoutElement.named(x.name) {
        case .hstack: return true
        case .stack: return (x.attribute(.direction)?.value.trimmingWhitespace() ?? "horizontal") == "horizontal"
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
            if id == .fractionOfUnknownParent, let warning = fractionWarning(issue, result, file: file) {
                out.append(warning)
                continue
            }
            out.append(.warning("<\(tag)>: \(issue.message)", id: id, range: startTag(issue.element, tag), file: file))
            out[out.count - 1].notes = sourceMap.notes(of: issue.element)
        }
        let frames = result.frames()
        for i in 0..<result.elements.documentCount {
            // The frame first: only a 0-wide or 0-high element needs its record.
            guard let f = frames[i], f.width == 0 || f.height == 0 else { continue }
            let r = result.elements[ElementID(i)]
            guard r.childCount == 0, !r.style.hasSizeAttributes else { continue }
            guard r.kind.hasNoIntrinsicContent, r.style.flexGrow == 0, !unreadableImages.contains(i) else { continue }
            out.append(.warning("<\(r.typeName)> has no intrinsic size and no size of its own, so it is \(f.size) here",
                                id: .noIntrinsicSize, range: startTag(ElementID(i), r.typeName), file: file,
                                hint: "give it width and height (or preferredSize), or flexGrow inside a stack"))
            out[out.count - 1].notes = sourceMap.notes(of: ElementID(i))
        }
        out += outsideRootDiagnostics(for: result, file: file)
        return out
    }

    /// "'width' (50%) on <box> is a percentage of <stack "row"> (line 3),
    /// whose width is unknown here": at the attribute, naming the parent,
    /// with the two ways out.
    private func fractionWarning(_ issue: LayoutIssue, _ result: LayoutResult, file: String) -> Diagnostic? {
        let flexBasis = issue.kind == .fractionFlexBasisOfUnknownParent
        guard let attributes = percentageAttributes[issue.element.rawValue],
              let attribute = attributes.first(where: { ($0.name == "flexBasis") == flexBasis }) ?? attributes.first
        else { return nil }
        let record = result.elements[issue.element]
        let parent: String
        let fix: String
        var notes: [Diagnostic.Note] = []
        if let parentID = record.parent {
            let p = result.elements[parentID]
            let named = p.debugName.map { " debugName=\"\($0)\"" } ?? ""
            let line = sourceMap.location(of: parentID).map { " (line \($0.line))" } ?? ""
            parent = "its parent <\(p.typeName)\(named)>\(line)"
            if let at = sourceMap.location(of: parentID) {
                notes.append(.init(message: "the parent <\(p.typeName)> is here", location: at))
            }
            fix = flexBasis ? "give the stack an exact \(p.typeName == "vstack" ? "height" : "main-axis size")"
                : "give <\(p.typeName)\(named)> a size"
        } else {
            parent = "the size offered by <\(LayoutElement.root)>"
            fix = "give <\(LayoutElement.root)> a width and height"
        }
        let what = flexBasis ? "whose main size is not exact here (a percentage flexBasis needs one)"
            : "whose length on that axis is unknown or infinite here"
        var range = attribute.nameRange
        if attribute.valueRange.start.line == range.start.line, let end = attribute.valueRange.end.column {
            range.end.column = end + 1 // through the closing quote
        }
        return .warning("'\(attribute.name)=\"\(attribute.value)\"' on <\(record.typeName)> is a percentage of \(parent), "
                            + "\(what); it is treated as auto",
                        id: .fractionOfUnknownParent, range: range, file: file,
                        hint: "\(fix), or use points instead of a percentage",
                        notes: notes + sourceMap.notes(of: issue.element))
    }

    /// `<name` of the element's start tag (the type name is the element name).
    private func startTag(_ id: ElementID, _ name: String) -> SourceRange? {
        sourceMap.location(of: id).map { SourceRange(start: $0, length: 1 + name.unicodeScalars.count) }
    }
}
