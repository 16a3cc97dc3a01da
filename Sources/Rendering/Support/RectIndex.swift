import LayoutEngine

/// Rectangles bucketed on a coarse grid, so that "does this overlap any of
/// them?" costs a few buckets rather than a walk over every rectangle (SVG
/// label chips against each other and against the lines of text: a layout
/// of 100,000 labelled nodes stays linear).
struct RectIndex {
    private var buckets: [Int: [Rect]] = [:]
    /// Rectangles spanning too many buckets, checked every time (rare).
    private var large: [Rect] = []
    static let cell = 64.0
    static let maxBuckets = 256

    mutating func insert(_ r: Rect) {
        guard let keys = Self.keys(r) else { return large.append(r) }
        for k in keys { buckets[k, default: []].append(r) }
    }

    func overlaps(_ r: Rect) -> Bool {
        func hit(_ o: Rect) -> Bool { o.minX < r.maxX && r.minX < o.maxX && o.minY < r.maxY && r.minY < o.maxY }
        if large.contains(where: hit) { return true }
        guard let keys = Self.keys(r) else {
            return buckets.values.contains { $0.contains(where: hit) }
        }
        return keys.contains { buckets[$0]?.contains(where: hit) ?? false }
    }

    /// The buckets `r` covers, or nil when they are too many (or `r` is not finite).
    private static func keys(_ r: Rect) -> [Int]? {
        let v = [r.minX, r.minY, r.maxX, r.maxY]
        guard v.allSatisfy({ $0.isFinite && Swift.abs($0) < 1e9 }) else { return nil }
        let x0 = Int((r.minX / cell).rounded(.down)), x1 = Int((r.maxX / cell).rounded(.down))
        let y0 = Int((r.minY / cell).rounded(.down)), y1 = Int((r.maxY / cell).rounded(.down))
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= maxBuckets else { return nil }
        var out: [Int] = []
        for y in y0...y1 { for x in x0...x1 { out.append(y &* 1_000_003 &+ x) } }
        return out
    }
}
