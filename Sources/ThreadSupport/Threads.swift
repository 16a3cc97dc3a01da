#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Threads and a lock for the package's own modules (FileWatcher, XMLLayout,
// the watch and the batch runner), without Foundation.

/// A mutual-exclusion lock for the package's own threads, on a pthread mutex:
/// not Foundation's NSLock (docs/PERFORMANCE.md, rule 1), and
/// `Synchronization.Mutex` needs macOS 15.
/// Unchecked Sendable: the mutex itself is what makes it safe to share.
package final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }
    package func unlock() { pthread_mutex_unlock(mutex) }

    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// Starts `body` on a detached POSIX thread with a `stackSize`-byte stack
/// (Foundation's `Thread` without Foundation). False if no thread could be
/// had; `body` has then not run.
package func startDetachedThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
    spawn(stackSize: stackSize, detached: true, body) != nil
}

/// A joinable POSIX thread: started at `init`, waited for by `join()`.
/// With no thread to be had, `body` runs at once on the caller's thread.
package final class JoinableThread: Sendable {
    private let thread: pthread_t?

    package init(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        thread = spawn(stackSize: stackSize, detached: false, body)
        if thread == nil { body() }
    }

    package func join() {
        guard let thread else { return }
        pthread_join(thread, nil)
    }
}

/// pthread_create with a stack size, running `body`; nil when it failed
/// (then `body` has not run).
private func spawn(stackSize: Int, detached: Bool, _ body: @escaping @Sendable () -> Void) -> pthread_t? {
    var attr = pthread_attr_t()
    pthread_attr_init(&attr)
    defer { pthread_attr_destroy(&attr) }
    pthread_attr_setstacksize(&attr, stackSize) // reserved, committed only as used
    if detached { pthread_attr_setdetachstate(&attr, Int32(PTHREAD_CREATE_DETACHED)) }
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
    guard rc == 0 else {
        Unmanaged<ThreadBody>.fromOpaque(box).release()
        return nil
    }
    return thread
}

private final class ThreadBody: Sendable {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
