#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The pass's memo of recent layouts, keyed per element by (constrained
/// range, parent size) and compared bitwise so NaN keys match. An element's
/// four most recent entries cover the measurements a parent makes in one
/// pass (first pass, flex, stretch, and a final one); older ones are not
/// looked at.
///
/// Flat storage: per element the index of its newest entry, and the entries
/// (key, layout index in `LayoutPass.measured`, the element's previous
/// entry) in one array, appended only for memoised layouts (leaves without
/// text are not: `LayoutPass.layout`). Four bytes an element are cleared per
/// pass, not the 17 of four slots and a round-robin counter: at 100,000
/// elements that clearing was 1.7 MB of writes a pass. A lookup reads the
/// same entries either way: a store follows a failed lookup, so an
/// element's four newest keys are distinct and the order they are
/// compared in changes no result. A pass over n elements makes no per-node
/// dictionary or allocation.
final class LayoutCache {
    struct Entry {
        var range: SizeRange
        var parent: Size
        /// The layout's index in `LayoutPass.measured`.
        var layout: Int32
        /// 1 + the index of the element's previous entry, or 0.
        var previous: Int32
    }

    /// The cache's memory, kept from one pass to the next (`PassStorage`).
    struct Storage {
        var heads = HeadBuffer(count: 0)
        var entries: [Entry] = []
    }

    /// Per element 1 + the index of its newest entry, or 0; freed when the
    /// last pass or spare holding it is gone.
    final class HeadBuffer {
        let heads: UnsafeMutablePointer<Int32>
        /// Elements it has room for.
        let capacity: Int

        init(count: Int) {
            capacity = Swift.max(count, 1)
            heads = calloc(capacity, MemoryLayout<Int32>.stride)!.bindMemory(to: Int32.self, capacity: capacity)
        }

        deinit { free(heads) }
    }

    /// How many of an element's newest entries a lookup compares.
    static let depth = 4

    private let buffer: HeadBuffer
    private let heads: UnsafeMutablePointer<Int32>
    /// No access to it is ever under way when another starts
    /// (single-threaded, no calls out), so the runtime exclusivity checks are off.
    @exclusivity(unchecked) private var entries: [Entry] = []

    /// A cache for `count` elements, in `storage`'s memory when it is large
    /// enough (zeroed for the elements used), else in new zeroed memory.
    /// Takes `storage`'s entries (they are emptied, their capacity kept).
    init(count: Int, reusing storage: inout Storage) {
        if storage.heads.capacity >= count {
            buffer = storage.heads
            memset(buffer.heads, 0, count * MemoryLayout<Int32>.stride)
        } else {
            buffer = HeadBuffer(count: count)
        }
        heads = buffer.heads
        swap(&entries, &storage.entries)
        entries.removeAll(keepingCapacity: true)
        // Address space only: pages are touched as entries are appended.
        entries.reserveCapacity(count)
    }

    /// The memory, for a later pass; the cache is not used after this.
    func giveUpStorage() -> Storage {
        var storage = Storage(heads: buffer, entries: [])
        swap(&storage.entries, &entries)
        return storage
    }

    @inline(__always) func lookup(_ id: Int, _ range: SizeRange, _ parent: Size) -> Int? {
        var e = Int(heads[id]) &- 1
        for _ in 0..<LayoutCache.depth {
            if e < 0 { return nil }
            if entries[e].range.isIdentical(to: range) && entries[e].parent.isIdentical(to: parent) {
                return Int(entries[e].layout)
            }
            e = Int(entries[e].previous) &- 1
        }
        return nil
    }

    /// Adds an entry for element `id`'s layout for this key, before the
    /// layout is computed (`complete` names it): the key then need not be
    /// kept through the computation, in the frame of every level of a deep
    /// chain. Nothing looks the entry up meanwhile: only an element's own
    /// layout reads its entries, and it does not contain itself.
    @inline(__always) func reserve(_ id: Int, _ range: SizeRange, _ parent: Size) -> Int {
        entries.append(Entry(range: range, parent: parent, layout: -1, previous: heads[id]))
        heads[id] = Int32(truncatingIfNeeded: entries.count)
        return entries.count - 1
    }

    /// Records that `LayoutPass.measured[layout]` is the layout of `entry`.
    @inline(__always) func complete(_ entry: Int, layout: Int) {
        entries[entry].layout = Int32(truncatingIfNeeded: layout)
    }
}
