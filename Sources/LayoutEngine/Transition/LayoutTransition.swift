/// What changed between two layouts of "the same" tree: Texture's
/// `ASContextTransitioning` (inserted and removed subnodes, each node's
/// initial and final frame) as a value.
///
/// Elements are matched by a key the caller gives for each document element
/// of each result (the front end's identity keys: an `id`, else the source
/// location plus loop indices), so the engine needs no notion of files. Keys
/// are expected to be unique within one result; should one repeat, its first
/// occurrence is the one matched and the others count as inserted or removed.
public struct LayoutTransition: Sendable, Hashable {
    /// One element that was inserted, removed or changed.
    public struct Entry: Sendable, Hashable {
        public var key: String
        /// The element in the result it comes from: `to` for inserted and
        /// changed entries, `from` for removed ones.
        public var element: ElementID
        /// The element in `from` (nil when inserted) and in `to` (nil when removed).
        public var fromElement: ElementID?
        public var toElement: ElementID?
        /// Its frame in `from` (nil when inserted).
        public var initialFrame: Rect?
        /// Its frame in `to` (nil when removed).
        public var finalFrame: Rect?

        public init(key: String, element: ElementID, initialFrame: Rect?, finalFrame: Rect?,
                    fromElement: ElementID? = nil, toElement: ElementID? = nil) {
            self.key = key
            self.element = element
            self.fromElement = fromElement ?? (finalFrame == nil ? element : nil)
            self.toElement = toElement ?? (initialFrame == nil || finalFrame != nil ? element : nil)
            self.initialFrame = initialFrame
            self.finalFrame = finalFrame
        }
    }

    /// In document order of `to`.
    public var inserted: [Entry]
    /// In document order of `from`.
    public var removed: [Entry]
    /// Matched elements whose frame differs, in document order of `to`.
    public var changed: [Entry]
    /// Matched elements whose frame is the same.
    public var unchanged: Int

    public init(inserted: [Entry], removed: [Entry], changed: [Entry], unchanged: Int) {
        self.inserted = inserted
        self.removed = removed
        self.changed = changed
        self.unchanged = unchanged
    }

    /// Compares two results.
    /// - Parameters:
    ///   - fromKeys, toKeys: one key per *document* element of each result
    ///     (`elements.documentCount`), in document order; synthetic elements
    ///     (a button's internal title and image) are never reported.
    ///   - includeSpecs: false reports nodes only, as Texture does (specs
    ///     have no view to animate); true adds specs (`--all`).
    public init(from: LayoutResult, keys fromKeys: [String], to: LayoutResult, keys toKeys: [String],
                includeSpecs: Bool = false) {
        precondition(fromKeys.count == from.elements.documentCount && toKeys.count == to.elements.documentCount,
                     "one key per document element")
        let fromFrames = from.documentFrames(), toFrames = to.documentFrames()
        func reported(_ r: LayoutResult, _ i: Int) -> Bool { includeSpecs || r.elements.records[i].kind.isNode }

        // Backwards, so that for a repeated key the first occurrence is the
        // one left in the table, with one hash per key.
        var fromIndex = [String: Int](minimumCapacity: fromKeys.count)
        for i in fromKeys.indices.reversed() where reported(from, i) { fromIndex[fromKeys[i]] = i }

        var matched = [Bool](repeating: false, count: fromKeys.count)
        var inserted: [Entry] = [], changed: [Entry] = [], unchanged = 0
        changed.reserveCapacity(toKeys.count)  // often nearly all of them (a new size)
        for i in toKeys.indices where reported(to, i) {
            let key = toKeys[i], final = toFrames[i]
            // A key repeated in `to` finds its partner taken: it counts as inserted.
            guard let j = fromIndex[key], !matched[j] else {
                inserted.append(Entry(key: key, element: ElementID(i), initialFrame: nil, finalFrame: final))
                continue
            }
            matched[j] = true
            if fromFrames[j] == final {
                unchanged += 1
            } else {
                changed.append(Entry(key: key, element: ElementID(i), initialFrame: fromFrames[j], finalFrame: final,
                                     fromElement: ElementID(j), toElement: ElementID(i)))
            }
        }
        var removed: [Entry] = []
        for j in fromKeys.indices where reported(from, j) && !matched[j] {
            removed.append(Entry(key: fromKeys[j], element: ElementID(j), initialFrame: fromFrames[j], finalFrame: nil))
        }
        self.init(inserted: inserted, removed: removed, changed: changed, unchanged: unchanged)
    }

    /// True when nothing was inserted, removed or moved.
    public var isEmpty: Bool { inserted.isEmpty && removed.isEmpty && changed.isEmpty }
}

// MARK: - Animation

/// Timing curves for animating a transition, as Core Animation names them.
public enum Easing: String, Sendable, CaseIterable {
    case linear
    /// Core Animation's `kCAMediaTimingFunctionEaseInEaseOut`: the cubic
    /// Bézier (0.42, 0) (0.58, 1).
    case easeInOut

    /// The eased progress for a linear progress `t` (clamped to 0…1).
    public func callAsFunction(_ t: Double) -> Double {
        let t = Swift.min(1, Swift.max(0, t.isNaN ? 0 : t))
        switch self {
        case .linear: return t
        case .easeInOut: return Easing.cubicBezier(x: t, p1: (0.42, 0), p2: (0.58, 1))
        }
    }

    /// y for x on the Bézier from (0,0) to (1,1) with control points p1, p2,
    /// solving x(s) = x by bisection (monotonic in s for these curves).
    private static func cubicBezier(x: Double, p1: (Double, Double), p2: (Double, Double)) -> Double {
        func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if coordinate(mid, p1.0, p2.0) < x { lo = mid } else { hi = mid }
        }
        return coordinate((lo + hi) / 2, p1.1, p2.1)
    }
}

extension Rect {
    /// The rectangle `t` of the way from `self` to `other` (t = 0: self,
    /// t = 1: other), each of x, y, width and height linearly.
    public func interpolated(to other: Rect, _ t: Double) -> Rect {
        func mix(_ a: Double, _ b: Double) -> Double { t == 1 ? b : a + (b - a) * t }
        return Rect(x: mix(x, other.x), y: mix(y, other.y), width: mix(width, other.width),
                    height: mix(height, other.height))
    }
}

extension LayoutTransition.Entry {
    /// The frame to draw at eased progress `t`: a changed element moves from
    /// its initial to its final frame; an inserted one stays at its final
    /// frame and a removed one at its initial frame (they fade instead).
    public func frame(at t: Double) -> Rect {
        switch (initialFrame, finalFrame) {
        case let (a?, b?): return a.interpolated(to: b, t)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return Rect(x: 0, y: 0, width: 0, height: 0)
        }
    }

    /// Opacity at eased progress `t`: inserted elements fade in, removed
    /// ones fade out, changed ones stay opaque.
    public func opacity(at t: Double) -> Double {
        switch (initialFrame, finalFrame) {
        case (nil, _?): return t
        case (_?, nil): return 1 - t
        default: return 1
        }
    }
}
