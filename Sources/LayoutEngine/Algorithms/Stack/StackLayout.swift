extension StackLayoutTree {
    /// ASStackLayoutSpec (SEMANTICS-SUMMARY.md §3.1), as Texture's two phases:
    /// ASStackUnpositionedLayout (sizes, lines, flexing, stretching) then
    /// ASStackPositionedLayout (offsets, justification). Each step is a
    /// function named after it; the flexbox counterpart is noted on each.
    ///
    /// The steps that concern one line run line by line, while its items
    /// are in cache: a wrapping stack of many thousands of children is then
    /// walked twice (measured, flexed and sized line by line as its lines
    /// close; then stretched and placed), not once per step. Nothing in a
    /// line's steps reads another line's items, so the order changes no
    /// result.
    ///
    /// Generic over the tree (StackLayoutTree.swift), so that each step can
    /// be run alone on a tree made for a test; the pass's calls are
    /// specialised to `LayoutPass`.
    func layoutStack(_ id: Int, _ spec: StackLayoutSpec, _ r: SizeRange) -> LayoutPass.Computed {
        let n = childCount(id)
        guard n > 0 else { return LayoutPass.Computed(size: r.min) }
        let ctx = StackContext(spec: spec, range: r, styles: styleTable)                  // §3.1.1

        // Unpositioned layout. Lines are collected as the items are
        // measured: §3.1.5 reads each item's first measurement alone, and a
        // wrapping stack's items are then not walked once more for it.
        let placeholder = singleFlexibleChild(id, ctx)                        // §3.1.3
        var lines: [StackLine] = []
        // A wrapping stack's lines but the last are flexed and sized as they
        // close, while their items were just measured (`flexClosedLine`).
        var done = 0
        var items = measureIntrinsicSizes(id, ctx, placeholder: placeholder,  // §3.1.4, css #algo-main-item
                                          collectingLinesInto: &lines, done: &done) // §3.1.5, css #algo-line-break
        for k in done..<lines.count {
            flexItemsAlongMainAxis(&items, lines[k].items, ctx)               // §3.1.6, css #resolve-flexible-lengths
            computeLineCrossSizeAndBaseline(items, &lines[k], lineCount: lines.count, ctx) // §3.1.7, css #algo-cross-line
        }
        stretchLinesAlongCrossAxis(&lines, ctx)                               // §3.1.8, css #algo-line-stretch

        // Positioned layout; a line's items are stretched (§3.1.8, css
        // #algo-stretch) just before they are placed.
        var positioned = beginPositioning(lines, items.count,                 // §3.1.9, alignContent
                                          stretchesBetweenLines: lines.count > 1 && mayStretch(id, ctx), ctx)
        for line in lines {
            stretchItemsAlongCrossAxis(&items, line, ctx)                     // §3.1.8, css #algo-stretch
            positionLine(items, line, &positioned, ctx)                       // §3.1.9, css #algo-main-align
        }

        let content = ctx.direction.size(main: positioned.mainSize, cross: positioned.crossSize)
        var out = LayoutPass.Computed(size: r.clamp(content), sublayouts: positioned.sublayouts) // §3.1.11
        if spec.direction == .vertical {
            // A vertical stack takes its baselines from its first and last child.
            out.ascender = metrics(Int(items[0].layout)).ascender
            out.descender = metrics(Int(items[items.count - 1].layout)).descender
        }
        return out
    }

    /// §3.1.2: measures a child with a main range and the cross range its
    /// alignment allows. A stretched child's explicit cross size wins (it may
    /// overflow); a non-stretched child never gets a cross minimum.
    /// Reads the few fields it needs rather than taking the item, so that
    /// re-measuring `items[i]` in place copies nothing.
    func measureStackChild(_ items: inout [StackItem], _ i: Int, _ ctx: StackContext, main lo: Double, _ hi: Double,
                           cross xMin: Double, _ xMax: Double) {
        let d = ctx.direction
        let c = Int(items[i].id)
        var childCrossMin = 0.0, childCrossMax = xMax
        if items[i].align == .stretch {
            // Its own cross range (`styleRange(style, undefined)`) wins
            // over the line's (§3.1.2).
            let own = styleRange(of: c, .undefined)
            let ownMin = d.cross(own.min), ownMax = d.cross(own.max)
            childCrossMin = ownMin != 0 ? ownMin : xMin
            childCrossMax = ownMax != .infinity ? ownMax : xMax
        }
        let range = d.range(mainMin: lo, mainMax: hi, crossMin: childCrossMin, crossMax: childCrossMax)
        let m = measureChild(c, range, ctx.childParentSize, replacing: items[i].layout)
        items[i].layout = Int32(truncatingIfNeeded: m)
        items[i].size = size(m)
    }

    /// §3.1.3: with an exact main size and exactly one child that can both
    /// grow and shrink, that child is not measured in the first pass.
    func singleFlexibleChild(_ id: Int, _ ctx: StackContext) -> Int? {
        // The table counted them: only a stack with exactly one looks for it.
        guard ctx.mainMin == ctx.mainMax, flexibleChildCount(id) == 1 else { return nil }
        for k in 0..<childCount(id) where isFlexible(child(id, k)) { return k }
        return nil
    }

    /// §3.1.4: every child measured with its flexBasis as the main range
    /// (auto: [0, ∞]) and the stack's cross range.
    /// `done`: how many of `lines` are already flexed and sized: every
    /// line a wrapping stack closed (§3.1.6 and §3.1.7 read
    /// nothing outside the line, and a closed line is not the only one), at
    /// once, while its items are in cache: a stack of 100,000 children
    /// otherwise walks them all once more, from memory.
    @inline(__always)
    func measureIntrinsicSizes(_ id: Int, _ ctx: StackContext, placeholder: Int?,
                                       collectingLinesInto lines: inout [StackLine], done: inout Int) -> [StackItem] {
        let n = childCount(id)
        var items: [StackItem] = []
        items.reserveCapacity(n)
        let pMain = ctx.direction.main(ctx.childParentSize)
        let wraps = ctx.spec.flexWrap == .wrap
        var collector = LineCollector()
        for k in 0..<n {
            if k &+ LayoutPass.readAheadDistance &+ 1 < n {
                readAhead(child(id, k &+ LayoutPass.readAheadDistance), child(id, k &+ LayoutPass.readAheadDistance &+ 1))
            }
            let c = child(id, k)
            let style = self.style(c)
            let align: AlignItems
            switch style.pointee.alignSelf {
            case .auto: align = ctx.spec.alignItems
            case .start: align = .start
            case .end: align = .end
            case .center: align = .center
            case .stretch: align = .stretch
            }
            items.append(StackItem(id: Int32(truncatingIfNeeded: c), style: styleIndex(c), align: align))
            if k == placeholder {
                items[k].isPlaceholder = true
                items[k].layout = Int32(truncatingIfNeeded: zeroLayout(c))
            } else {
                var basis = style.pointee.flexBasis
                if case .fraction = basis, !pMain.isFinite {
                    note(.fractionFlexBasisOfUnknownParent, c)
                    basis = .auto
                }
                let lo = basis.resolve(parent: pMain, auto: 0), hi = basis.resolve(parent: pMain, auto: .infinity)
                measureStackChild(&items, k, ctx, main: lo, hi, cross: ctx.crossMin, ctx.crossMax)
            }
            if wraps, collector.collect(items, k, ctx) { flexClosedLine(&items, &collector.lines[collector.lines.count - 1], ctx) }
        }
        done = collector.lines.count
        if wraps { lines = collector.finish(n) } else { oneLine(n, &lines) }
        return items
    }

    /// §3.1.6 and §3.1.7 for a line a wrapping stack closed: there is a next
    /// one, so the line is not a single line (any count but 1 says so).
    @inline(never)
    func flexClosedLine(_ items: inout [StackItem], _ line: inout StackLine, _ ctx: StackContext) {
        flexItemsAlongMainAxis(&items, line.items, ctx)
        computeLineCrossSizeAndBaseline(items, &line, lineCount: 2, ctx)
    }

    /// A noWrap stack's one line. (Out of line: the array's growth inlined
    /// would take room in `layoutStack`'s frame, which each level of a deep
    /// chain pays for.)
    @inline(never) private func oneLine(_ n: Int, _ lines: inout [StackLine]) {
        lines = [StackLine(items: 0 ..< n)]
    }

    /// Whether an item of the stack may be aligned stretch: its line then
    /// measures it again while the lines are placed (`beginPositioning`).
    func mayStretch(_ id: Int, _ ctx: StackContext) -> Bool {
        ctx.spec.alignItems == .stretch || hasStretchedChild(id)
    }

    /// §3.1.6: distributes a line's violation. Growth is floored to whole
    /// points with the remainder going to the first grower; shrinking is
    /// weighted by size and not floored. Flexed items are re-measured at
    /// exactly their target; nothing is iterated further.
    func flexItemsAlongMainAxis(_ items: inout [StackItem], _ line: Range<Int>, _ ctx: StackContext) {
        let violation = StackContext.violation(ctx.lineSum(items, line), ctx.mainMin, ctx.mainMax)
        let grow = violation > 0
        var factorSum = 0.0
        if abs(violation) >= 0.01 {
            for i in line { factorSum += grow ? ctx.flexGrow(items, i) : ctx.flexShrink(items, i) }
        }
        if factorSum == 0 {
            for i in line where items[i].isPlaceholder {
                measureStackChild(&items, i, ctx, main: 0, 0, cross: ctx.crossMin, ctx.crossMax)
            }
            return
        }
        // Each item's share goes in its `adjustment` (no per-line arrays).
        if grow {
            for i in line { items[i].adjustment = (violation * ctx.flexGrow(items, i) / factorSum).rounded(.down) }
        } else {
            // The weights first, then the shares.
            var total = 0.0
            for i in line {
                items[i].adjustment = ctx.main(items, i) * ctx.flexShrink(items, i) / factorSum
                total += items[i].adjustment
            }
            for i in line { items[i].adjustment = total != 0 ? -abs(violation * items[i].adjustment / total) : 0 }
        }
        var sum = 0.0
        for i in line { sum += items[i].adjustment }
        let remainder = violation - sum
        guard let first = line.first(where: { items[$0].adjustment != 0 }) else { return }
        for i in line where items[i].adjustment != 0 {
            var target = items[i].adjustment + ctx.main(items, i)
            if i == first && ctx.flexGrow(items, i) > 0 && grow { target += remainder }
            target = Swift.max(target, 0)
            measureStackChild(&items, i, ctx, main: target, target, cross: ctx.crossMin, ctx.crossMax)
        }
    }

    /// §3.1.7: a line is as tall as its tallest item, with baseline-aligned
    /// items contributing ascent + descent. A single line of a stack whose
    /// cross size is exact takes that size.
    func computeLineCrossSizeAndBaseline(_ items: [StackItem], _ line: inout StackLine, lineCount: Int,
                                                 _ ctx: StackContext) {
        var ascent = 0.0, descent = 0.0, tallest = 0.0
        for i in line.items {
            if items[i].align.isBaseline {
                let b = baseline(items, i, ctx)
                ascent = cMax(ascent, b)
                descent = cMax(descent, ctx.cross(items, i) - b)
            } else {
                tallest = cMax(tallest, ctx.cross(items, i))
            }
        }
        line.baseline = ascent
        if lineCount == 1 && ctx.crossMin == ctx.crossMax {
            line.crossSize = ctx.crossMin
        } else {
            var size = cMax(ascent + descent, tallest)
            if lineCount == 1 { size = cMin(cMax(ctx.crossMin, size), ctx.crossMax) }
            line.crossSize = size
        }
    }

    /// Σ line cross sizes + lineSpacing between lines.
    func crossSum(_ lines: [StackLine], _ ctx: StackContext) -> Double {
        lines.reduce(0) { $0 + $1.crossSize } + ctx.spec.lineSpacing * Double(lines.count - 1)
    }

    /// §3.1.8, alignContent stretch: several lines share the free cross space.
    func stretchLinesAlongCrossAxis(_ lines: inout [StackLine], _ ctx: StackContext) {
        guard lines.count > 1, ctx.spec.alignContent == .stretch else { return }
        let v = StackContext.violation(crossSum(lines, ctx), ctx.crossMin, ctx.crossMax)
        guard v > 0.01 else { return }
        let share = v / Double(lines.count)
        for k in lines.indices { lines[k].crossSize += share }
    }

    /// §3.1.8: stretched items smaller than their line are re-measured at the
    /// line's cross size (their explicit cross size or max still wins).
    func stretchItemsAlongCrossAxis(_ items: inout [StackItem], _ line: StackLine, _ ctx: StackContext) {
        for i in line.items where items[i].align == .stretch && line.crossSize - ctx.cross(items, i) > 0.01 {
            let m = ctx.main(items, i)
            measureStackChild(&items, i, ctx, main: m, m, cross: line.crossSize, line.crossSize)
        }
    }
}

/// §3.1.5: one line for noWrap; for wrap, a new line starts when an item
/// (with its spacingBefore/After) would pass the stack's main max. An
/// item wider than the stack sits alone on its line. Fed each wrapping
/// item as it is first measured, in order, so that the items are not
/// walked once more for it; `finish` closes the last line.
struct LineCollector {
    var lines: [StackLine] = []
    var start = 0, lineSum = 0.0, gap = 0.0

    /// Whether item `i` closed the line before it (the last of `lines`).
    @inline(__always) mutating func collect(_ items: [StackItem], _ i: Int, _ ctx: StackContext) -> Bool {
        let extent = ctx.extent(items, i)
        var closed = false
        if lineSum + gap + extent > ctx.mainMax && i > start {
            lines.append(StackLine(items: start..<i))
            start = i; lineSum = 0; gap = 0
            closed = true
        }
        lineSum += gap + extent
        gap = ctx.spec.spacing
        return closed
    }

    @inline(__always) mutating func finish(_ n: Int) -> [StackLine] {
        lines.append(StackLine(items: start..<n))
        return lines
    }
}
