import ThreadSupport

/// The arrays layout passes fill, kept from one pass to the next by the
/// value that holds this, as Taffy's `TaffyTree` owns its nodes' storage:
/// a program that lays out again and again (`watch`, the language server,
/// a batch, a benchmark) holds one and passes it to every
/// `LayoutEngine.layout`; a program that lays out once passes none, and what
/// its pass frees goes back to the system at once.
///
/// Why: a pass over 100,000 elements writes about 17 MB of records, frames
/// and cache entries. Freshly allocated, every 4 KB page of that is a page
/// fault (about a microsecond each on a virtual machine), and glibc hands
/// buffers that large back to the kernel when they are freed: a third of
/// the layout call at 100,000 elements, paid again on every pass.
///
/// Two kinds of spare, by lifetime: `ResultBuffers` live as long as a
/// `LayoutResult` (its arena gives them back when the last copy of the
/// result goes: `ResultArena`), `ScratchBuffers` only as long as the pass.
/// A few of each are kept (one per pass that may run at once); a buffer
/// still shared with a caller (`frames()` kept after its result) is copied
/// on write as any array, so reuse never changes what a caller sees.
public final class LayoutStorage: Sendable {
    let results = Spares<ResultBuffers>()
    let scratch = Spares<ScratchBuffers>()

    public init() {}

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
        private let lock = Lock()
        private var spares: [Value] = []
        /// One spare per pass that may run at the same time, and a few more.
        private let limit = 4

        /// A spare that `fits`, or nil (then the pass allocates); one that
        /// does not fit is freed (here, outside the lock).
        func take(if fits: (Value) -> Bool) -> Value? {
            guard let spare = lock.withLock({ spares.popLast() }) else { return nil }
            return fits(spare) ? spare : nil
        }

        /// Keeps `value` for a later pass, unless enough are kept.
        func give(_ value: Value) {
            // Freed outside the lock when it is not kept.
            var dropped: Value? = value
            lock.withLock {
                if spares.count < limit { spares.append(dropped.take()!) }
            }
            _ = dropped
        }

        /// Spares kept now.
        var count: Int { lock.withLock { spares.count } }
    }
}

/// The buffers of one result, given back to the `LayoutStorage` of its pass
/// (if it had one) when the last copy of the result (and of its tree) is gone.
final class ResultArena: Sendable {
    let measured: [Measured]
    let placed: [Placed]
    let texts: [TextLayout]
    let frames: [Rect?]
    let textOf: [Int32]
    let storage: LayoutStorage?

    init(measured: [Measured], placed: [Placed], texts: [TextLayout], frames: [Rect?], textOf: [Int32],
         storage: LayoutStorage?) {
        self.storage = storage
        self.measured = measured
        self.placed = placed
        self.texts = texts
        self.frames = frames
        self.textOf = textOf
    }

    deinit {
        storage?.results.give(LayoutStorage.ResultBuffers(measured: measured, placed: placed, texts: texts,
                                                          frames: frames, textOf: textOf))
    }
}
