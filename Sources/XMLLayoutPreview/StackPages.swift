#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
enum StackPages {
    /// Room kept below the caller's frame: the frames it is about to call
    /// (and the 128-byte red zone) are never in the released range.
    private static let margin = 256 << 10

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
        var marker = 0
        let frame = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        // Only a frame inside the stack it reported, with more than the margin below it.
        guard frame > low + UInt(margin) + page, frame <= UInt(bitPattern: base) + UInt(size) else { return }
        let high = (frame - UInt(margin)) & ~(page - 1)
        // Unmapped parts (the main thread's stack grows on demand) are skipped: ENOMEM, ignored.
        _ = madvise(UnsafeMutableRawPointer(bitPattern: low), Int(high - low), MADV_DONTNEED)
        #endif
    }
}
