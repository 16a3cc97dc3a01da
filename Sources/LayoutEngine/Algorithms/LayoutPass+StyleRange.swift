/// Style → size range (SEMANTICS-SUMMARY.md §1.3): reads only the tree's
/// styles, so the stack's steps have it on any tree (StackLayoutTree.swift).
extension StackLayoutTree {
    /// `styleRange(style, parentSize, autoRange)` of element `id`'s style:
    /// precedence is CSS's, min beats max beats exact. Fractions of an
    /// unknown or infinite parent length count as `auto` (SEMANTICS-SUMMARY.md
    /// §6), reported when `reporting` is set. Reads the six dimensions in
    /// place: passing the `Style` would copy all of it out of its table.
    func styleRange(of id: Int, _ parent: Size, autoRange: SizeRange = .unconstrained,
                    reporting: Bool = false) -> SizeRange {
        let style = self.style(id)
        let element = reporting ? id : nil
        let w = axisRange(style.pointee.width, style.pointee.minWidth, style.pointee.maxWidth,
                          parent.width, autoRange.min.width, autoRange.max.width, element)
        let h = axisRange(style.pointee.height, style.pointee.minHeight, style.pointee.maxHeight,
                          parent.height, autoRange.min.height, autoRange.max.height, element)
        return SizeRange(min: Size(w.0, h.0), max: Size(w.1, h.1))
    }

    @inline(__always)
    private func axisRange(_ exactDim: Dimension, _ minDim: Dimension, _ maxDim: Dimension, _ p: Double,
                           _ autoMin: Double, _ autoMax: Double, _ element: Int?) -> (Double, Double) {
        let exact = resolve(exactDim, p, .nan, element)
        let lo = resolve(minDim, p, autoMin, element)
        let hi = resolve(maxDim, p, autoMax, element)
        if hi <= lo { return (lo, lo) }
        if exact.isNaN { return (lo, hi) }
        if exact > hi { return (hi, hi) }
        if exact < lo { return (lo, lo) }
        return (exact, exact)
    }

    @inline(__always)
    func resolve(_ d: Dimension, _ p: Double, _ fallback: Double, _ element: Int?) -> Double {
        if case .fraction = d, !p.isFinite {
            if let e = element { note(.fractionOfUnknownParent, e) }
            return fallback
        }
        return d.resolve(parent: p, auto: fallback)
    }
}
