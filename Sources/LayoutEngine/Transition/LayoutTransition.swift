/// What changed between two layouts of "the same" tree: Texture's
/// `ASContextTransitioning` (inserted and removed subnodes, each node's
/// initial and final frame) as a value.
///
/// Elements are matched by a key the caller gives for each document element
/// of each result (the front end's identity keys: an `id`, else the source
/// location plus loop indices), so the engine needs no notion of files. Keys
/// are unique within one result in a valid layout (ids are checked, and
/// locations plus loop indices differ); should one repeat, its occurrences
/// are paired in order and the extra ones count as inserted or removed.
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
        let a = fromKeys.indices.filter { reported(from, $0) }, b = toKeys.indices.filter { reported(to, $0) }

        // Pair the two sequences (`partner[bi]` = index into `a`, or -1).
        // Two layouts of one file mostly list the same keys in the same
        // order, so walk both and compare keys; at a mismatch, look a little
        // way ahead on each side to step over what was removed or inserted.
        // Whatever is left unpaired is matched at the end through a table of
        // the leftovers only: hashing every key was most of the diff's time.
        var partner = [Int](repeating: -1, count: b.count)
        var pairedA = [Bool](repeating: false, count: a.count)
        var ai = 0, bi = 0
        let window = 32
        func key(_ x: Int) -> String { fromKeys[a[x]] }
        while ai < a.count && bi < b.count {
            let k = toKeys[b[bi]]
            if key(ai) == k {
                partner[bi] = ai; pairedA[ai] = true
                ai += 1; bi += 1
                continue
            }
            if let d = (1..<window).first(where: { ai + $0 < a.count && key(ai + $0) == k }) {
                partner[bi] = ai + d; pairedA[ai + d] = true  // a[ai ..< ai+d] removed (or moved)
                ai += d + 1; bi += 1
            } else if (1..<window).contains(where: { bi + $0 < b.count && toKeys[b[bi + $0]] == key(ai) }) {
                bi += 1  // b[bi] inserted (or moved): left for the table
            } else {
                ai += 1; bi += 1  // both left for the table
            }
        }
        var leftovers: [String: [Int]] = [:]
        for x in a.indices.reversed() where !pairedA[x] { leftovers[key(x), default: []].append(x) }
        if !leftovers.isEmpty {
            for y in b.indices where partner[y] < 0 {
                // Repeated keys pair in order of occurrence (each list is reversed: pop the first).
                if let x = leftovers[toKeys[b[y]]]?.popLast() { partner[y] = x; pairedA[x] = true }
            }
        }

        var inserted: [Entry] = [], changed: [Entry] = [], unchanged = 0
        changed.reserveCapacity(b.count)  // often nearly all of them (a new size)
        for y in b.indices {
            let i = b[y], final = toFrames[i]
            guard partner[y] >= 0 else {
                inserted.append(Entry(key: toKeys[i], element: ElementID(i), initialFrame: nil, finalFrame: final))
                continue
            }
            let j = a[partner[y]]
            if fromFrames[j] == final {
                unchanged += 1
            } else {
                changed.append(Entry(key: toKeys[i], element: ElementID(i), initialFrame: fromFrames[j], finalFrame: final,
                                     fromElement: ElementID(j), toElement: ElementID(i)))
            }
        }
        var removed: [Entry] = []
        for x in a.indices where !pairedA[x] {
            let j = a[x]
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
