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
/// never memoised are never touched (unless a spare from an earlier pass is
/// reused: then it is zeroed for the elements of this one). A pass over n elements makes no
/// per-node dictionary or allocation.
final class LayoutCache {
    struct Entry {
        var range: SizeRange
        var parent: Size
        /// The layout's index in `LayoutPass.measured`.
        var layout: Int
    }

    /// The cache's memory, kept from one pass to the next (`PassStorage`).
    struct Storage {
        var slots = SlotBuffer(count: 0)
        var entries: [Entry] = []
    }

    /// Per element four slots and the slot its next store replaces; freed
    /// when the last pass or spare holding it is gone.
    final class SlotBuffer {
        /// `slots[4·id + k]`: 1 + an index in `entries`, or 0. Slots fill in
        /// order, so the first 0 ends an element's list.
        let slots: UnsafeMutablePointer<Int32>
        /// The slot an element's next store replaces.
        let next: UnsafeMutablePointer<UInt8>
        /// Elements it has room for.
        let capacity: Int

        init(count: Int) {
            capacity = Swift.max(count, 1)
            slots = calloc(capacity * 4, MemoryLayout<Int32>.stride)!.bindMemory(to: Int32.self, capacity: capacity * 4)
            next = calloc(capacity, 1)!.bindMemory(to: UInt8.self, capacity: capacity)
        }

        deinit {
            free(slots)
            free(next)
        }
    }

    private let buffer: SlotBuffer
    private let slots: UnsafeMutablePointer<Int32>
    private let next: UnsafeMutablePointer<UInt8>
    /// No access to it is ever under way when another starts
    /// (single-threaded, no calls out), so the runtime exclusivity checks are off.
    @exclusivity(unchecked) private var entries: [Entry] = []

    /// A cache for `count` elements, in `storage`'s memory when it is large
    /// enough (zeroed for the elements used), else in new zeroed memory.
    /// Takes `storage`'s entries (they are emptied, their capacity kept).
    init(count: Int, reusing storage: inout Storage) {
        if storage.slots.capacity >= count {
            buffer = storage.slots
            memset(buffer.slots, 0, count * 4 * MemoryLayout<Int32>.stride)
            memset(buffer.next, 0, count)
        } else {
            buffer = SlotBuffer(count: count)
        }
        slots = buffer.slots
        next = buffer.next
        swap(&entries, &storage.entries)
        entries.removeAll(keepingCapacity: true)
        // Address space only: pages are touched as entries are appended.
        entries.reserveCapacity(count)
    }

    /// The memory, for a later pass; the cache is not used after this.
    func giveUpStorage() -> Storage {
        var storage = Storage(slots: buffer, entries: [])
        swap(&storage.entries, &entries)
        return storage
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
