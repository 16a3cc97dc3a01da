#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ThreadSupport

/// Gives the pages of this thread's stack below the current frame back to
/// the system.
///
/// Why: a stack page, once touched, stays resident until its thread ends.
/// A `--huge` file nested 100,000 levels deep is parsed, converted and
/// built by recursive walks that touch about a kilobyte of stack a level
/// (100 MB), and the layout pass then recurses as deeply on a stack of its
/// own: without this, both are resident at once and peak memory is their
/// sum. The pages below the caller's frame hold only dead frames, so
/// `MADV_DONTNEED` drops them (they read as zeros if touched again).
public enum StackPages {
    /// Room kept below the caller's frame: the frames it is about to call
    /// (and the 128-byte red zone) are never in the released range.
    private static let margin = 256 << 10

    /// The deepest any thread's stack had been used, from its top, when its
    /// pages were released: what `--timings` reports as the stack used
    /// (the thread's resident pages at its end no longer tell).
    public static var deepestReleased: Int { deepest.withLock { $0 } }

    private static let deepest = Maximum()

    /// Releases the current thread's stack below the caller's frame (minus
    /// `margin`). Linux only; elsewhere, or when the stack's bounds are not
    /// known, it does nothing.
    @inline(never)
    static func releaseBelowCurrentFrame() {
        #if os(Linux)
        typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        // Looked up rather than imported: Glibc's module map leaves out
        // this _GNU_SOURCE function (as `syncfs`, see OutputFile).
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return }
        let getattr = unsafeBitCast(symbol, to: GetAttr.self)
        var attributes = pthread_attr_t()
        guard getattr(pthread_self(), &attributes) == 0 else { return }
        defer { pthread_attr_destroy(&attributes) }
        var base: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &base, &size) == 0, let base else { return }
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        let low = (UInt(bitPattern: base) + page - 1) & ~(page - 1)
        let top = UInt(bitPattern: base) + UInt(size)
        var marker = 0
        let frame = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        // Only a frame inside the stack it reported, with more than the margin below it.
        guard frame > low + UInt(margin) + page, frame <= top else { return }
        let high = (frame - UInt(margin)) & ~(page - 1)
        let lowest = lowestTouched(from: high, downTo: low, page: page)
        deepest.withLock { $0 = max($0, Int(top - lowest)) }
        guard lowest < high else { return }
        // Unmapped parts (the main thread's stack grows on demand) are skipped: ENOMEM, ignored.
        _ = madvise(UnsafeMutableRawPointer(bitPattern: lowest), Int(high - lowest), MADV_DONTNEED)
        #endif
    }

    /// Gives back the free pages inside the heap (what the parse and the
    /// build freed stays resident in malloc's arenas otherwise).
    static func trimHeap() {
        returnFreeHeapPages()
    }

    #if os(Linux)
    /// The lowest touched page below `high`: a stack is used from the top
    /// down without gaps, so the scan goes down in chunks and stops at the
    /// first chunk none of whose pages was touched (`DeepStack`'s way).
    private static func lowestTouched(from high: UInt, downTo low: UInt, page: UInt) -> UInt {
        let chunkPages: UInt = 4096
        var vector = [UInt8](repeating: 0, count: Int(chunkPages))
        var lowest = high
        var end = high
        while end > low {
            let start = max(low, end > chunkPages * page ? end - chunkPages * page : 0)
            let pages = Int((end - start) / page)
            guard mincore(UnsafeMutableRawPointer(bitPattern: start), Int(end - start), &vector) == 0 else { break }
            guard let first = vector[0..<pages].firstIndex(where: { $0 & 1 != 0 }) else { break }
            lowest = start + UInt(first) * page
            end = start
        }
        return lowest
    }
    #endif
}

/// A running maximum shared by threads. (`Synchronization.Mutex` would be
/// checked by the compiler, but needs macOS 15; every access goes through
/// `withLock`.)
private final class Maximum: @unchecked Sendable {
    private let lock = Lock()
    private var value = 0

    func withLock<R>(_ body: (inout Int) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
