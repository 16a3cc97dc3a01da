extension LayoutPass {
    /// A node (SEMANTICS-SUMMARY.md §2.3): with a spec of its own it is the spec's
    /// size (a single child node counts as wrapped in `wrapper`); a leaf is
    /// `clamp(resolved, intrinsic(resolved.max))`.
    func layoutNode(_ id: Int, _ r: ElementTable.Stored, _ range: SizeRange) -> Computed {
        if childCount(id) > 0 {
            let c = child(id, 0)
            let l = layout(c, range, range.max)
            var size = self.size(l)
            if isNode(c) {
                size = Size(cMax(range.min.width, size.width), cMax(range.min.height, size.height))
            }
            var out = Computed(size: size, sublayouts: place(l))
            // Sized by its spec; its text (and baseline) is measured at the
            // width it gets, for drawing only (`LayoutPass.layout`).
            if case .text = r.kind { out.measuresTextAtFinalWidth = true }
            return out
        }
        let maxSize = range.max
        switch r.kind {
        case .text(let t):
            let text = measure(t, maxSize: maxSize)
            let measured = text.size.outset(by: t.style.containerInset)
            let intrinsic = Size(cMin(measured.width, maxSize.width), cMin(measured.height, maxSize.height))
            return Computed(size: range.clamp(intrinsic), ascender: text.ascender, descender: text.descender,
                            text: keep(text))
        case .editableText(let t):
            let displayed = t.displayedText
            guard !displayed.isEmpty else { return Computed(size: range.clamp(.zero)) }
            let text = measure(displayed, fontSize: t.fontSize, style: t.style, maxSize: maxSize, maxLines: 0,
                               truncation: .tail)
            let measured = text.size.outset(by: t.style.containerInset)
            // ASEditableTextNode sizes to whole points.
            let intrinsic = Size(cMin((measured.width - textureEpsilon).rounded(.up), maxSize.width),
                                 cMin((measured.height - textureEpsilon).rounded(.up), maxSize.height))
            // Only `text` gives a baseline (SEMANTICS.md §2.4, as Texture):
            // an editable text keeps its style's ascender and descender.
            let s = style(id).pointee
            return Computed(size: range.clamp(intrinsic), ascender: s.ascender, descender: s.descender,
                            text: keep(text))
        case .image(let img):
            return Computed(size: range.clamp(img.intrinsicSize ?? boxIntrinsic(maxSize)))
        case .videoPlayer:
            // Its own absolute spec of 0×0 children: per axis the max if known.
            let s = Size(isValidForSize(maxSize.width) ? maxSize.width : 0,
                         isValidForSize(maxSize.height) ? maxSize.height : 0)
            return Computed(size: range.clamp(s))
        default:
            return Computed(size: range.clamp(boxIntrinsic(maxSize)))
        }
    }

    /// A text node's text laid out by the pass's measurer.
    func measure(_ t: TextNode, maxSize: Size) -> TextLayout {
        measure(t.text, fontSize: t.fontSize, style: t.style, maxSize: maxSize, maxLines: t.maxLines,
                truncation: t.truncation)
    }

    /// A text laid out in `maxSize` less its container inset (ASTextNode
    /// takes the inset from the size offered before laying the text out);
    /// the caller adds the inset back to the size.
    func measure(_ text: String, fontSize: Double, style: TextStyle, maxSize: Size, maxLines: Int,
                 truncation: Truncation) -> TextLayout {
        let inset = style.containerInset
        let room = inset.isZero ? maxSize
            : Size(Swift.max(0, maxSize.width - inset.left - inset.right),
                   Swift.max(0, maxSize.height - inset.top - inset.bottom))
        var layout = measurer.measure(TextRequest(text, fontSize: fontSize, style: style, maxSize: room,
                                                  maxLines: maxLines, truncation: truncation, scale: grid.scale))
        if !inset.isZero { layout.inset = inset }
        if style.alignment != .natural { layout.alignment = style.alignment }
        return layout
    }

    /// ASDisplayNode's calculateSizeThatFits: the max size when both sides are
    /// valid for size, else 0×0.
    @inline(__always) func boxIntrinsic(_ maxSize: Size) -> Size {
        isValidForSize(maxSize.width) && isValidForSize(maxSize.height) ? maxSize : .zero
    }
}
