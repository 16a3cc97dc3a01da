/// The pass's memo of recent layouts, keyed per element by (constrained
/// range, parent size) and compared bitwise so NaN keys match. Four slots an
/// element cover the measurements a parent makes in one pass (first pass,
/// flex, stretch, and a final one), replaced round-robin.
///
/// Flat storage: per element four indices into `LayoutPass.measured` (the
/// layouts themselves never move), and the key each layout was computed
/// for, in an array parallel to it. The slots are a fixed block made once
/// per pass, read and written without copy-on-write checks; a pass over n
/// elements makes no per-node dictionary or allocation.
final class LayoutCache {
    struct Key {
        var range: SizeRange
        var parent: Size
        /// For layouts that are never looked up (`LayoutPass.zeroLayout`).
        static let none = Key(range: SizeRange(min: .undefined, max: .undefined), parent: .undefined)
    }

    /// `slots[4·id + k]`: an index in `LayoutPass.measured`, or -1. Slots
    /// fill in order, so the first -1 ends an element's list.
    private let slots: UnsafeMutableBufferPointer<Int32>
    /// The slot an element's next store replaces.
    private let next: UnsafeMutableBufferPointer<UInt8>
    /// `keys[m]`: what `LayoutPass.measured[m]` was computed for. No access
    /// to it is ever under way when another starts (single-threaded, no
    /// calls out), so the runtime exclusivity checks are off.
    @exclusivity(unchecked) private var keys: [Key] = []

    init(count: Int) {
        slots = .allocate(capacity: count * 4)
        slots.initialize(repeating: -1)
        next = .allocate(capacity: count)
        next.initialize(repeating: 0)
        keys.reserveCapacity(2 * count)
    }

    deinit {
        slots.deallocate()
        next.deallocate()
    }

    @inline(__always) func lookup(_ id: Int, _ range: SizeRange, _ parent: Size) -> Int? {
        let base = id &* 4
        for k in 0..<4 {
            let m = Int(slots[base &+ k])
            if m < 0 { return nil }
            if keys[m].range.isIdentical(to: range) && keys[m].parent.isIdentical(to: parent) { return m }
        }
        return nil
    }

    /// Records that `LayoutPass.measured[layout]`, the newest layout, is
    /// element `id`'s for this key.
    @inline(__always) func store(_ id: Int, _ range: SizeRange, _ parent: Size, _ layout: Int) {
        while keys.count < layout { keys.append(.none) }
        keys.append(Key(range: range, parent: parent))
        let k = Int(next[id])
        next[id] = UInt8((k + 1) & 3)
        slots[id &* 4 &+ k] = Int32(truncatingIfNeeded: layout)
    }
}
