import LayoutEngine

/// The viewports of a result's containers, for drawing (SEMANTICS.md §7.5):
/// an element inside containers is drawn only where all of them show it.
struct Viewports {
    private var clips: [Rect?] = []
    private var innermost: [ElementID?] = []

    init(_ result: LayoutResult) {
        let visible = result.visibility()
        guard !visible.isEmpty else { return }
        let frames = result.frames()
        clips = [Rect?](repeating: nil, count: frames.count)
        innermost = [ElementID?](repeating: nil, count: frames.count)
        for i in 0..<frames.count {
            guard visible[i] != nil, let p = result.elements.parent(of: ElementID(i))?.rawValue else { continue }
            var clip = clips[p], container = innermost[p]
            if result.isContainer(ElementID(p)) {
                container = ElementID(p)
                if let f = frames[p] { clip = clip.map { $0.clipped(to: f) } ?? f }
            }
            clips[i] = clip
            innermost[i] = container
        }
    }

    /// The part of `frame` that element `id` is drawn in; nil when none is shown.
    func shown(_ id: ElementID, _ frame: Rect) -> Rect? {
        guard id.rawValue < clips.count, let clip = clips[id.rawValue] else { return frame }
        guard frame.overlapsWithArea(clip) else { return nil }
        return frame.clipped(to: clip)
    }

    /// The innermost container element `id` is inside.
    func container(of id: ElementID) -> ElementID? {
        id.rawValue < innermost.count ? innermost[id.rawValue] : nil
    }
}

/// The viewport clips a picture keeps open while it paints in order. Each
/// container clips its content to its bounds (rounded by its corner
/// radius), as a UIScrollView, which clips to its bounds, cuts a cell half
/// out of view exactly at its edge; nested containers nest their clips.
/// A container's content is contiguous in painting order, so each clip is
/// opened once for it (and again only for scroll indicators).
struct ViewportNesting {
    struct Viewport: Equatable {
        var id: ElementID
        /// The container's frame as drawn.
        var rect: Rect
        var radius: Double
    }

    private let result: LayoutResult
    /// The containers whose clips are in force, outermost first.
    private(set) var open: [ElementID] = []

    init(_ result: LayoutResult) { self.result = result }

    /// What to do to draw inside `container`'s viewport (nil: outside every
    /// container): close the innermost `close` clips, then open `open`,
    /// outermost first. A container without a frame clips nothing.
    mutating func move(to container: ElementID?) -> (close: Int, open: [Viewport]) {
        guard container != open.last else { return (0, []) }
        let frames = result.frames()
        let chain = (container.map { c in result.enclosingContainers(of: c).reversed() + [c] } ?? [])
            .compactMap { id in frames[id.rawValue].map { (id, $0) } }
        var common = 0
        while common < open.count, common < chain.count, open[common] == chain[common].0 { common += 1 }
        let close = open.count - common
        open = chain.map(\.0)
        return (close, chain[common...].map { id, frame in
            let r = result.elements[id].presentation.cornerRadius
            return Viewport(id: id, rect: frame, radius: r.isFinite ? Swift.max(0, r) : 0)
        })
    }
}

extension Rect {
    /// The intersection with `other` (a zero-size rect at the nearer corner when they do not meet).
    func clipped(to other: Rect) -> Rect {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }
}
