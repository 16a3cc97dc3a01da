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
/// Flat storage: per element a group of five words, a stamp and four slots
/// naming entries, and the entries (key and layout index in
/// `LayoutPass.measured`) in one array, appended only for memoised layouts
/// (leaves without text are not: `LayoutPass.layout`). A pass over n
/// elements makes no per-node dictionary or allocation.
///
/// The stamp holds the pass that filled the group (its generation) and the
/// slot its next store replaces: a group stamped by an earlier pass reads
/// as empty. So a reused buffer is never cleared (it was a 1.7 MB memset
/// per pass at 100,000 elements, most of it for leaves that are never
/// memoised), and a lookup finds all it needs in one cache line, or two
/// (the slot to replace was a separate byte array, one more line missed a
/// store at 100,000 elements).
final class LayoutCache {
    struct Entry {
        var range: SizeRange
        var parent: Size
        /// The layout's index in `LayoutPass.measured`.
        var layout: Int
    }

    /// The cache's memory, kept from one pass to the next (`LayoutStorage`).
    struct Storage {
        var slots = SlotBuffer(count: 0)
        var entries: [Entry] = []
    }

    /// Per element a stamp and four slots; freed when the last pass or spare
    /// holding it is gone.
    final class SlotBuffer {
        /// `words[5·id]`: the stamp, `generation << 2 | next slot`;
        /// `words[5·id + 1 + k]`: 1 + an index in `entries`, or 0. Slots
        /// fill in order, so the first 0 ends an element's list. Zeroed
        /// memory from `calloc`: the pages of elements never memoised are
        /// never touched.
        let words: UnsafeMutablePointer<UInt32>
        /// Elements it has room for.
        let capacity: Int
        /// The last pass's generation: 0 (what `calloc` stamps) is none.
        var generation: UInt32 = 0

        init(count: Int) {
            capacity = Swift.max(count, 1)
            words = calloc(capacity * LayoutCache.wordsPerElement, MemoryLayout<UInt32>.stride)!
                .bindMemory(to: UInt32.self, capacity: capacity * LayoutCache.wordsPerElement)
        }

        deinit { free(words) }

        /// The generation of a new pass over this buffer.
        func nextGeneration() -> UInt32 {
            if generation == LayoutCache.lastGeneration {
                // After a billion passes: stamps start again from a clean slate.
                memset(words, 0, capacity * LayoutCache.wordsPerElement * MemoryLayout<UInt32>.stride)
                generation = 0
            }
            generation += 1
            return generation
        }
    }

    static let wordsPerElement = 5
    /// Generations fit the stamp's 30 high bits.
    static let lastGeneration: UInt32 = (1 << 30) - 1

    private let buffer: SlotBuffer
    private let words: UnsafeMutablePointer<UInt32>
    /// This pass's generation, shifted into place in a stamp.
    private let stamp: UInt32
    /// No access to it is ever under way when another starts
    /// (single-threaded, no calls out), so the runtime exclusivity checks are off.
    @exclusivity(unchecked) private var entries: [Entry] = []

    /// A cache for `count` elements, in `storage`'s memory when it is large
    /// enough, else in new zeroed memory. Takes `storage`'s entries (they are
    /// emptied, their capacity kept).
    init(count: Int, reusing storage: inout Storage) {
        buffer = storage.slots.capacity >= count ? storage.slots : SlotBuffer(count: count)
        words = buffer.words
        stamp = buffer.nextGeneration() << 2
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
        let base = id &* LayoutCache.wordsPerElement
        guard words[base] & ~3 == stamp else { return nil }
        for k in 1...4 {
            let e = Int(words[base &+ k]) &- 1
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
        let base = id &* LayoutCache.wordsPerElement
        let current = words[base]
        let k: Int
        if current & ~3 == stamp {
            k = Int(current & 3)
        } else {
            // The first store of this pass: the group's slots are an earlier pass's.
            k = 0
            words[base &+ 2] = 0
            words[base &+ 3] = 0
            words[base &+ 4] = 0
        }
        words[base] = stamp | UInt32((k &+ 1) & 3)
        words[base &+ 1 &+ k] = UInt32(truncatingIfNeeded: entries.count)
    }

    /// Asks the processor for the groups of elements `first ..< end` (a
    /// subtree, in document order), which the pass reaches soon: at 100,000
    /// elements they are out of the core's cache, and the first lookup of
    /// each memoised element waited on its line. At most `maxLines` lines.
    @inline(__always) func prefetchGroups(_ first: Int, _ end: Int, maxLines: Int) {
        let stride = LayoutCache.wordsPerElement &* MemoryLayout<UInt32>.stride
        let base = UInt(bitPattern: words)
        var line = (base &+ UInt(first &* stride)) & ~63
        let stop = Swift.min(base &+ UInt(end &* stride), line &+ UInt(maxLines &* 64))
        while line < stop {
            prefetch(UnsafeRawPointer(bitPattern: line)!)
            line &+= 64
        }
    }
}
