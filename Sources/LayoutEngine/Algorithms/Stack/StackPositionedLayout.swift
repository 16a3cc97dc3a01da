/// ASStackPositionedLayout's state while lines are placed one by one, and
/// its result: children placed, and the content size (main: the longest
/// line, cross: all lines) before the final clamp.
struct StackPositionedLayout {
    /// The children's block in `placed`. Stretching a line's items
    /// measures them, and their own sublayouts must not land inside the
    /// block: when that can happen between two lines, the block is
    /// reserved (written) before any line is placed; else each line's
    /// placements are appended as it is placed, the block starting with
    /// the first line's (`appends`), after anything its stretching added.
    var sublayouts: Range<Int>
    let appends: Bool
    var mainSize = 0.0
    let crossSize: Double
    /// Where the next line starts on the cross axis, and the extra gap
    /// alignContent puts between lines.
    var lineStart: Double
    let lineGap: Double
}

extension StackLayoutTree {
    /// §3.1.9, alignContent: lines are distributed like items are by
    /// justifyContent (exact fractions, no flooring).
    func beginPositioning(_ lines: [StackLine], _ count: Int, stretchesBetweenLines: Bool,
                          _ ctx: StackContext) -> StackPositionedLayout {
        let crossTotal = crossSum(lines, ctx)
        let cv = StackContext.violation(crossTotal, ctx.crossMin, ctx.crossMax)
        let (lineOffset, lineGap) = distribution(of: cv, count: lines.count, mode: ctx.spec.alignContent.asJustify)
        let first = placed.count
        // Reserving writes the block twice: a wide stack's is megabytes.
        if stretchesBetweenLines { placed.append(contentsOf: repeatElement(Placed(layout: -1, position: .zero), count: count)) }
        return StackPositionedLayout(sublayouts: first ..< first + count, appends: !stretchesBetweenLines,
                                     crossSize: crossTotal, lineStart: lineOffset, lineGap: lineGap)
    }

    /// §3.1.9: a line's items along it by justifyContent (exact fractions,
    /// no flooring) and across it by their alignment (centre floors to the
    /// pixel grid).
    func positionLine(_ items: [StackItem], _ line: StackLine, _ out: inout StackPositionedLayout,
                      _ ctx: StackContext) {
        let d = ctx.direction
        let sum = ctx.lineSum(items, line.items)
        out.mainSize = cMax(out.mainSize, sum)
        let sv = StackContext.violation(sum, ctx.mainMin, ctx.mainMax)
        let (start, gap) = distribution(of: sv, count: line.items.count, mode: ctx.spec.justifyContent)
        if out.appends && line.items.lowerBound == 0 {
            out.sublayouts = placed.count ..< placed.count + out.sublayouts.count
        }
        let base = out.sublayouts.lowerBound
        var p = start
        for i in line.items {
            p += ctx.spacingBefore(items, i)
            if i > line.items.lowerBound { p += ctx.spec.spacing + gap }
            let cross = out.lineStart + crossOffset(items, i, line, ctx)
            let placement = Placed(layout: items[i].layout, position: d.point(main: p, cross: cross))
            if out.appends { placed.append(placement) } else { placed[base + i] = placement }
            p += ctx.main(items, i) + ctx.spacingAfter(items, i)
        }
        out.lineStart += line.crossSize + ctx.spec.lineSpacing + out.lineGap
    }

    /// Start offset and extra gap for `count` things sharing `violation`.
    /// spaceBetween falls back to start and spaceAround to center when there
    /// is no free space (or overflow) or only one thing.
    func distribution(of violation: Double, count: Int, mode: JustifyContent) -> (Double, Double) {
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

    func crossOffset(_ items: [StackItem], _ i: Int, _ line: StackLine, _ ctx: StackContext) -> Double {
        switch items[i].align {
        case .start, .stretch: return 0
        case .end: return line.crossSize - ctx.cross(items, i)
        case .center: return grid.floor((line.crossSize - ctx.cross(items, i)) / 2)
        case .baselineFirst, .baselineLast: return line.baseline - baseline(items, i, ctx)
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
