#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// (A copy of XMLLayout's, which this module cannot import.)
/// A mutual-exclusion lock for the package's own threads, on a pthread mutex:
/// Foundation's NSLock would link all of Foundation (and ICU) into the tool,
/// a third of its start-up, and `Synchronization.Mutex` needs macOS 15.
/// Unchecked Sendable: the mutex itself is what makes it safe to share.
final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }
    func unlock() { pthread_mutex_unlock(mutex) }

    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// Starts `body` on a detached POSIX thread with a `stackSize`-byte stack
/// (Foundation's `Thread` without Foundation). False if no thread could be
/// had; `body` has then not run.
func startDetachedThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
    var attr = pthread_attr_t()
    pthread_attr_init(&attr)
    defer { pthread_attr_destroy(&attr) }
    pthread_attr_setstacksize(&attr, stackSize)
    pthread_attr_setdetachstate(&attr, Int32(PTHREAD_CREATE_DETACHED))
    let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
    #if canImport(Darwin)
    var thread: pthread_t?
    #else
    var thread = pthread_t()
    #endif
    let rc = pthread_create(&thread, &attr, { raw in
        #if canImport(Darwin)
        Unmanaged<ThreadBody>.fromOpaque(raw).takeRetainedValue().body()
        #else
        Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue().body()
        #endif
        return nil
    }, box)
    if rc != 0 { Unmanaged<ThreadBody>.fromOpaque(box).release() }
    return rc == 0
}

private final class ThreadBody: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
