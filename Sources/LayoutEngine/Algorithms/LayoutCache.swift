/// The pass's memo of recent layouts, keyed per element by (constrained
/// range, parent size) and compared bitwise so NaN keys match. Four slots an
/// element cover the measurements a parent makes in one pass (first pass,
/// flex, stretch, and a final one), replaced round-robin.
///
/// Flat storage: per element four indices into one array of entries that
/// grows only as layouts are computed, so a pass over n elements starts with
/// 4n small integers instead of 4n empty layouts, and makes no per-node
/// dictionary or allocation.
struct LayoutCache {
    private struct Entry {
        var range: SizeRange
        var parent: Size
        var layout: Layout
    }

    /// `slots[4·id + k]`: an index into `entries`, or -1. Slots fill in order,
    /// so the first -1 ends an element's list.
    private var slots: [Int32]
    /// The slot an element's next store replaces.
    private var next: [UInt8]
    private var entries: [Entry] = []

    init(count: Int) {
        slots = Array(repeating: -1, count: count * 4)
        next = Array(repeating: 0, count: count)
        // Most elements are computed at least once: grow by copying rarely.
        entries.reserveCapacity(count)
    }

    func lookup(_ id: Int, _ range: SizeRange, _ parent: Size) -> Layout? {
        let base = id &* 4
        for k in 0..<4 {
            let e = Int(slots[base &+ k])
            if e < 0 { return nil }
            if entries[e].range.isIdentical(to: range) && entries[e].parent.isIdentical(to: parent) {
                return entries[e].layout
            }
        }
        return nil
    }

    mutating func store(_ id: Int, _ range: SizeRange, _ parent: Size, _ layout: Layout) {
        let slot = id &* 4 &+ Int(next[id])
        next[id] = (next[id] &+ 1) & 3
        let e = Entry(range: range, parent: parent, layout: layout)
        if slots[slot] >= 0 {
            entries[Int(slots[slot])] = e
        } else {
            slots[slot] = Int32(entries.count)
            entries.append(e)
        }
    }
}
