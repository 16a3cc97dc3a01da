import LayoutEngine

/// The trees of `../shared/bench/gen.py`, built as engine elements exactly as
/// the XML builder builds the generated files, so that the layout call here is
/// the one `render` makes, and Taffy's and Yoga's figures (peers.py) compare.
enum BenchTree: String, CaseIterable {
    case feed, grid, wide, deep

    /// The root element (below `<layout>`) and the root size gen.py expects.
    func make(_ n: Int) -> (root: Element, height: Double) {
        switch self {
        case .feed:
            // inset 8,12 > hstack(spacing 8, center)[image 40×40, vstack(spacing 4, start, shrink 1)[box 180×16,
            // box 120×14], spacer grow 1, box 24×24]: 8 elements a cell.
            let cells = max(1, (n - 1) / 8)
            func cell() -> Element {
                .inset(EdgeInsets(top: 8, left: 12, bottom: 8, right: 12), .hstack(spacing: 8, alignItems: .center, [
                    .image(size: Size(40, 40)),
                    Element.vstack(spacing: 4, alignItems: .start, [.box(width: 180, height: 16), .box(width: 120, height: 14)])
                        .flexShrink(1),
                    .spacer(flexGrow: 1),
                    .box(width: 24, height: 24),
                ]))
            }
            return (.vstack((0..<cells).map { _ in cell() }), Double(cells * 56))
        case .grid:
            // vstack(spacing 4) of rows; row = hstack(spacing 4, start) of 10 boxes grow 1, height 30.
            let rows = max(1, (n - 1) / 11)
            func row() -> Element {
                .hstack(spacing: 4, alignItems: .start, (0..<10).map { _ in Element.box().height(.points(30)).flexGrow(1) })
            }
            return (.vstack(spacing: 4, (0..<rows).map { _ in row() }), Double(rows * 34 - 4))
        case .wide:
            // One wrapping hstack (spacing 4, lineSpacing 4, start) of boxes 20×20: 15 a line at 375.
            let k = max(1, n - 1)
            var spec = StackLayoutSpec(direction: .horizontal, spacing: 4, alignItems: .start)
            spec.flexWrap = .wrap
            spec.lineSpacing = 4
            let lines = (k + 14) / 15
            return (.stack(spec, (0..<k).map { _ in .box(width: 20, height: 20) }), Double(lines * 24 - 4))
        case .deep:
            // A chain of stacks alternating vertical/horizontal (start), each [box 0×1, next].
            let levels = max(1, (n - 1) / 2)
            let dirs: [StackDirection] = (0..<levels).map { $0 % 2 == 0 ? .vertical : .horizontal }
            func spec(_ d: StackDirection) -> StackLayoutSpec { StackLayoutSpec(direction: d, alignItems: .start) }
            var inner = Element.stack(spec(dirs[levels - 1]), [.box(width: 0, height: 1), .box(width: 0, height: 1)])
            var h = dirs[levels - 1] == .vertical ? 2.0 : 1.0
            for d in dirs.dropLast().reversed() {
                inner = .stack(spec(d), [.box(width: 0, height: 1), inner])
                h = d == .vertical ? h + 1 : max(1, h)
            }
            return (inner, h)
        }
    }

    /// `<layout width="375">`: width exactly 375, height unconstrained.
    static let range = SizeRange(min: Size(375, 0), max: Size(375, .infinity))
}
