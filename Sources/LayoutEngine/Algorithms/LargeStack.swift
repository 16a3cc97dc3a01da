import ThreadSupport

/// Runs `body` on a fresh thread with a stack for `depth` levels of the
/// layout pass (at least 1 GiB; reserved, committed only as used) and waits
/// for it. Layout recursion is proportional to nesting depth; sizing the
/// stack from it keeps a chain of any depth from overflowing.
func runWithLargeStack<T>(depth: Int, _ body: () -> T) -> T {
    let bytes = max(1 << 30, depth * LayoutEngine.stackBytesPerLevel)
    // Already on a large stack (`--huge` runs the whole command on one):
    // no second thread, nor a second stack's pages.
    if DeepStack.stackRemaining() >= bytes { return body() }
    // Could not make a thread: run here and hope the tree is shallow enough.
    guard let outcome = try? DeepStack.run(stackBytes: bytes, body) else { return body() }
    return outcome.value
}
