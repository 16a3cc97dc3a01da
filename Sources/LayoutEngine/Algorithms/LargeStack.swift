#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(Musl)
import Musl
#endif

/// Runs `body` on a fresh thread with a 1 GiB stack (reserved, committed
/// only as used) and waits for it. Layout recursion is proportional to
/// nesting depth; this keeps a 10,000-level chain from overflowing.
func runWithLargeStack<T>(_ body: @escaping () -> T) -> T {
    var result: T?
    let box = LargeStackBox { result = body() }
    var attr = pthread_attr_t()
    pthread_attr_init(&attr)
    defer { pthread_attr_destroy(&attr) }
    pthread_attr_setstacksize(&attr, 1 << 30)
    let context = Unmanaged.passRetained(box).toOpaque()
    #if canImport(Darwin)
    var thread: pthread_t?
    #else
    var thread = pthread_t()
    #endif
    let rc = pthread_create(&thread, &attr, { raw in
        let box = Unmanaged<LargeStackBox>.fromOpaque(raw!).takeRetainedValue()
        box.body()
        return nil
    }, context)
    guard rc == 0 else {
        // Could not make a thread: run here and hope the tree is shallow enough.
        Unmanaged<LargeStackBox>.fromOpaque(context).release()
        return body()
    }
    #if canImport(Darwin)
    pthread_join(thread!, nil)
    #else
    pthread_join(thread, nil)
    #endif
    return result!
}

private final class LargeStackBox: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}
