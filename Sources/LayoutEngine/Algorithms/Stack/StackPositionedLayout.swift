extension LayoutPass {
    /// ASStackPositionedLayout's result: children placed, and the content size
    /// (main: the longest line, cross: all lines) before the final clamp.
    struct StackPositionedLayout {
        var size: Size
        var sublayouts: [Layout]
    }

    /// §3.1.9: lines are distributed by alignContent, items along each line by
    /// justifyContent (exact fractions, no flooring), and across it by their
    /// alignment (centre floors to the pixel grid).
    func positionItems(_ items: [StackItem], _ lines: [StackLine], _ ctx: StackContext) -> StackPositionedLayout {
        let d = ctx.direction
        var mainSize = 0.0
        for line in lines { mainSize = cMax(mainSize, ctx.lineSum(items, line.items)) }
        let crossTotal = crossSum(lines, ctx)
        let cv = StackContext.violation(crossTotal, ctx.crossMin, ctx.crossMax)
        let (lineOffset, lineGap) = distribution(
            of: cv, count: lines.count, mode: ctx.spec.alignContent.asJustify)

        var sublayouts: [Layout] = []
        sublayouts.reserveCapacity(items.count)
        var lineStart = lineOffset
        for line in lines {
            let sv = StackContext.violation(ctx.lineSum(items, line.items), ctx.mainMin, ctx.mainMax)
            let (start, gap) = distribution(of: sv, count: line.items.count, mode: ctx.spec.justifyContent)
            var p = start
            for i in line.items {
                p += items[i].spacingBefore
                if i > line.items.lowerBound { p += ctx.spec.spacing + gap }
                let cross = lineStart + crossOffset(items, i, line, ctx)
                sublayouts.append(items[i].layout.at(d.point(main: p, cross: cross)))
                p += ctx.main(items, i) + items[i].spacingAfter
            }
            lineStart += line.crossSize + ctx.spec.lineSpacing + lineGap
        }
        return StackPositionedLayout(size: d.size(main: mainSize, cross: crossTotal), sublayouts: sublayouts)
    }

    /// Start offset and extra gap for `count` things sharing `violation`.
    /// spaceBetween falls back to start and spaceAround to center when there
    /// is no free space (or overflow) or only one thing.
    private func distribution(of violation: Double, count: Int, mode: JustifyContent) -> (Double, Double) {
        var mode = mode
        if violation < 0.01 || count == 1 {
            if mode == .spaceBetween { mode = .start }
            if mode == .spaceAround { mode = .center }
        }
        let n = Double(count)
        switch mode {
        case .start: return (0, 0)
        case .center: return (violation / 2, 0)
        case .end: return (violation, 0)
        case .spaceBetween: return (0, violation / (n - 1))
        case .spaceAround: return (violation / (2 * n), violation / n)
        }
    }

    private func crossOffset(_ items: [StackItem], _ i: Int, _ line: StackLine, _ ctx: StackContext) -> Double {
        switch items[i].align {
        case .start, .stretch: return 0
        case .end: return line.crossSize - ctx.cross(items, i)
        case .center: return grid.floor((line.crossSize - ctx.cross(items, i)) / 2)
        case .baselineFirst, .baselineLast: return line.baseline - ctx.baseline(items, i)
        }
    }
}

extension AlignContent {
    /// alignContent distributes lines exactly as justifyContent distributes
    /// items; stretch has already grown the lines and then starts at 0.
    var asJustify: JustifyContent {
        switch self {
        case .start, .stretch: return .start
        case .center: return .center
        case .end: return .end
        case .spaceBetween: return .spaceBetween
        case .spaceAround: return .spaceAround
        }
    }
}
