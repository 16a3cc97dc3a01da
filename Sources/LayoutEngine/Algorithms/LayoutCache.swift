#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The pass's memo of recent layouts, keyed per element by (constrained
/// range, parent size) and compared bitwise so NaN keys match. Four slots an
/// element cover the measurements a parent makes in one pass (first pass,
/// flex, stretch, and a final one), replaced round-robin.
///
/// Flat storage: per element four slots naming entries, and the entries
/// (key and layout index in `LayoutPass.measured`) in one array, appended
/// only for memoised layouts (leaves without text are not: `LayoutPass.layout`).
/// The slots are zeroed memory from `calloc`: the pages of elements that are
/// never memoised are never touched. A pass over n elements makes no
/// per-node dictionary or allocation.
final class LayoutCache {
    struct Entry {
        var range: SizeRange
        var parent: Size
        /// The layout's index in `LayoutPass.measured`.
        var layout: Int
    }

    /// `slots[4·id + k]`: 1 + an index in `entries`, or 0. Slots fill in
    /// order, so the first 0 ends an element's list.
    private let slots: UnsafeMutablePointer<Int32>
    /// The slot an element's next store replaces.
    private let next: UnsafeMutablePointer<UInt8>
    /// No access to it is ever under way when another starts
    /// (single-threaded, no calls out), so the runtime exclusivity checks are off.
    @exclusivity(unchecked) private var entries: [Entry] = []

    init(count: Int) {
        let n = Swift.max(count, 1)
        slots = calloc(n * 4, MemoryLayout<Int32>.stride)!.bindMemory(to: Int32.self, capacity: n * 4)
        next = calloc(n, 1)!.bindMemory(to: UInt8.self, capacity: n)
        // Address space only: pages are touched as entries are appended.
        entries.reserveCapacity(count)
    }

    deinit {
        free(slots)
        free(next)
    }

    @inline(__always) func lookup(_ id: Int, _ range: SizeRange, _ parent: Size) -> Int? {
        let base = id &* 4
        for k in 0..<4 {
            let e = Int(slots[base &+ k]) &- 1
            if e < 0 { return nil }
            if entries[e].range.isIdentical(to: range) && entries[e].parent.isIdentical(to: parent) {
                return entries[e].layout
            }
        }
        return nil
    }

    /// Records that `LayoutPass.measured[layout]` is element `id`'s layout for this key.
    @inline(__always) func store(_ id: Int, _ range: SizeRange, _ parent: Size, _ layout: Int) {
        entries.append(Entry(range: range, parent: parent, layout: layout))
        let k = Int(next[id])
        next[id] = UInt8((k + 1) & 3)
        slots[id &* 4 &+ k] = Int32(truncatingIfNeeded: entries.count)
    }
}
