#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The arrays a layout pass fills, handed to the next pass once nothing
/// holds them any more, as Taffy and Yoga keep a tree's layout storage from
/// one layout call to the next.
///
/// Why: a pass over 100,000 elements writes about 17 MB of records, frames
/// and cache entries. Freshly allocated, every 4 KB page of that is a page
/// fault (about a microsecond each on a virtual machine), and glibc hands
/// buffers that large back to the kernel when they are freed, so a program
/// that lays out again and again (`watch`, the language server, a batch, a
/// benchmark) paid those faults on every pass: a third of the layout call
/// at 100,000 elements, and the reason it grew faster than the tree did.
///
/// Two kinds of spare, by lifetime: `ResultBuffers` live as long as a
/// `LayoutResult` (its arena gives them back when the last copy of the
/// result goes: `ResultArena`), `ScratchBuffers` only as long as the pass.
/// A few of each are kept (one per pass that may run at once); a buffer
/// still shared with a caller (`frames()` kept after its result) is copied
/// on write as any array, so reuse never changes what a caller sees.
///
/// A one-shot program that lays out once can turn this off
/// (`LayoutEngine.keepsSpareStorage`): what it frees after its one pass
/// should go back to the system, not wait for a pass that never comes.
enum PassStorage {
    /// The arrays a result keeps: `LayoutTree`'s records, the frames and
    /// the text of every element.
    struct ResultBuffers {
        var measured: [Measured] = []
        var placed: [Placed] = []
        var texts: [TextLayout] = []
        var frames: [Rect?] = []
        var textOf: [Int32] = []
    }

    /// What only the pass uses: the cache's slots and entries and the
    /// issue flags of each element.
    struct ScratchBuffers {
        var cache = LayoutCache.Storage()
        var issueFlags: [UInt8] = []
    }

    static let results = Spares<ResultBuffers>()
    static let scratch = Spares<ScratchBuffers>()

    /// Whether a spare with room for `capacity` elements is kept for a pass
    /// over `count`: not when it is far larger than the pass needs, so that
    /// a session that went from a huge file to small ones does not hold the
    /// huge file's arrays for good (the next big pass allocates again).
    static func fits(_ capacity: Int, for count: Int) -> Bool {
        capacity <= Swift.max(16 * count, 1 << 16)
    }

    /// A small pool of spare values behind a lock. Passes run on any
    /// thread (a batch lays files out on every core).
    final class Spares<Value>: @unchecked Sendable {
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        private var spares: [Value] = []
        private var enabled = true
        /// One spare per pass that may run at the same time, and a few more.
        private let limit = 4

        init() { pthread_mutex_init(mutex, nil) }

        private func locked<R>(_ body: () -> R) -> R {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body()
        }

        /// A spare, or nil (then the pass allocates).
        func take() -> Value? { locked { spares.popLast() } }

        /// A spare that `fits`, or nil; one that does not is freed (here,
        /// outside the lock).
        func take(if fits: (Value) -> Bool) -> Value? {
            guard let spare = take() else { return nil }
            return fits(spare) ? spare : nil
        }

        /// Keeps `value` for a later pass, unless enough are kept or keeping is off.
        func give(_ value: Value) {
            // Freed outside the lock when it is not kept.
            var dropped: Value? = value
            locked {
                if enabled && spares.count < limit {
                    spares.append(dropped.take()!)
                }
            }
            _ = dropped
        }

        /// Spares kept now.
        var count: Int { locked { spares.count } }

        var isEnabled: Bool {
            get { locked { enabled } }
            set {
                let released: [Value] = locked {
                    enabled = newValue
                    if newValue { return [] }
                    defer { spares = [] }
                    return spares
                }
                _ = released
            }
        }
    }
}

/// The buffers of one result, given back to `PassStorage.results` when the
/// last copy of the result (and of its tree) is gone.
final class ResultArena: Sendable {
    let measured: [Measured]
    let placed: [Placed]
    let texts: [TextLayout]
    let frames: [Rect?]
    let textOf: [Int32]

    init(measured: [Measured], placed: [Placed], texts: [TextLayout], frames: [Rect?], textOf: [Int32]) {
        self.measured = measured
        self.placed = placed
        self.texts = texts
        self.frames = frames
        self.textOf = textOf
    }

    deinit {
        PassStorage.results.give(PassStorage.ResultBuffers(measured: measured, placed: placed, texts: texts,
                                                           frames: frames, textOf: textOf))
    }
}
