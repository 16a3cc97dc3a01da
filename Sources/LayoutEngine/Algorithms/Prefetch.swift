/// A hint to the processor that the cache line at `address` is about to be
/// read: LLVM's `llvm.prefetch` intrinsic (`prefetcht0` on x86-64, `prfm` on
/// arm64), which Swift does not otherwise expose. It never faults and
/// changes no result; on a processor without prefetching it is nothing.
///
/// Why the engine needs it: the frames walk (`LayoutPass.makeFrames`)
/// reads records the pass wrote long before. At 100,000 elements they have
/// left the core's cache by then, and the walk hops from a parent's record
/// to its children's in an order the hardware prefetchers do not follow,
/// so it waited on every line (see `frame`).
///
/// `-DLAYOUT_ENGINE_NO_PREFETCH` leaves it out: Swift 6.3 under
/// ThreadSanitizer emits the call as an `invoke`, which LLVM refuses
/// ("Cannot invoke an intrinsic"); `Tools/sanitize.sh thread` passes it.
@inline(__always) func prefetch(_ address: UnsafeRawPointer) {
    #if !LAYOUT_ENGINE_NO_PREFETCH
    // Read (0), keep in all cache levels (3), data cache (1).
    llvmPrefetch(address, 0, 3, 1)
    #endif
}

#if !LAYOUT_ENGINE_NO_PREFETCH
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ cacheType: Int32)
#endif
