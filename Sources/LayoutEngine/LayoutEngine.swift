/// The entry point: lays an element tree out as Texture would.
///
///     let card = Element.vstack(spacing: 8, [
///         .inset(EdgeInsets(all: 12), .text("Hello, world")),
///         .image(size: Size(120, 80)),
///     ])
///     let result = LayoutEngine.layout(card, in: SizeRange(min: Size(375, 0), max: Size(375, .infinity)))
///     result.size            // 375 × 128.5
public enum LayoutEngine {
    /// Lays `root` out in `range` with the root's parent size `range.max`
    /// (SEMANTICS-SUMMARY.md §2.1), measuring text with `measurer` (LANGUAGE.md's
    /// fixed model by default); the measured lines stay in the result
    /// (`LayoutResult.text(of:)`). Deep trees are laid out on a thread with
    /// a large stack, so nesting thousands of levels deep does not overflow.
    /// A caller that lays out again and again passes the same `storage` to
    /// each call: the arrays of passes whose results are gone are reused.
    public static func layout(_ root: Element, in range: SizeRange = .unconstrained,
                              grid: PixelGrid = .default,
                              measurer: any TextMeasurer = FixedMetricsMeasurer(),
                              storage: LayoutStorage? = nil) -> LayoutResult {
        let table = ElementTable(root: root)
        return layout(table, in: range, grid: grid, measurer: measurer, storage: storage)
    }

    /// Lays out an already flattened tree.
    public static func layout(_ table: ElementTable, in range: SizeRange, grid: PixelGrid = .default,
                              measurer: any TextMeasurer = FixedMetricsMeasurer(),
                              storage: LayoutStorage? = nil) -> LayoutResult {
        layout(table, in: range, parentSize: nil, grid: grid, measurer: measurer, storage: storage)
    }

    /// `layout` with the root's parent size given (tests of Texture's
    /// `layoutThatFits:parentSize:` with a parent other than the range's max).
    package static func layout(_ table: ElementTable, in range: SizeRange, parentSize: Size?, grid: PixelGrid = .default,
                       measurer: any TextMeasurer = FixedMetricsMeasurer(), storage: LayoutStorage? = nil) -> LayoutResult {
        let work = {
            let pass = LayoutPass(table: table, grid: grid, measurer: measurer, storage: storage)
            let (root, frames, texts) = pass.layoutRoot(range, parentSize: parentSize)
            let arena = ResultArena(measured: pass.measured, placed: pass.placed, texts: pass.texts,
                                    frames: frames, textOf: texts, storage: storage)
            let tree = LayoutTree(arena: arena, root: root, maxDepth: table.maxDepth)
            var result = LayoutResult(tree: tree, elements: table, issues: pass.issues, grid: grid,
                                      calculations: pass.calculations)
            result.viewports = pass.finalViewports(root: root)
            return result
        }
        // Each nesting level costs a few stack frames; the main thread's
        // 8 MiB lasts a few hundred levels in debug builds.
        if table.maxDepth < 64 { return work() }
        return runWithLargeStack(depth: table.maxDepth, work)
    }

    /// A generous bound on the stack one nesting level of the pass takes
    /// (measured on a debug build, which takes several times a release
    /// build's; `Tools/deep-bench.sh`).
    static let stackBytesPerLevel = 64 * 1024
}
