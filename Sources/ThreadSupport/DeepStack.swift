#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread with a very large stack, for `--huge` files nested
/// hundreds of thousands of levels deep.
///
/// Why a stack rather than iteration everywhere: the parse → expand → build
/// → layout → render chain walks the tree recursively in many places (and
/// Swift releases a deep tree of values recursively too), which is natural
/// and fast for real layouts, hundreds of elements a few levels deep. Instead
/// of rewriting each walk, `--huge` runs the whole command on a thread whose
/// stack grows with the document: the cost is linear in the depth and only
/// paid by files that go deep.
///
/// The stack is reserved, not committed (`MAP_NORESERVE`): only the pages a
/// walk actually touches cost memory, so reserving gigabytes is free, and a
/// guard page below it turns an overflow into a crash rather than silent
/// corruption. `SourceLimits.huge` keeps files shallow enough never to reach it.
public enum DeepStack {
    /// The stack `--huge` reserves: 32 GiB of address space.
    public static let hugeStackBytes = 32 << 30

    /// A generous bound on the stack one level of nesting takes, summed over
    /// the deepest recursion of the pipeline (measured with `peakStackBytes`
    /// on debug builds, which use several times the stack of release ones;
    /// see `Tools/deep-bench.sh`).
    public static let bytesPerLevel = 16 * 1024

    /// The top of each stack keeps 4 KB pages (see `start`): 8 MiB, a
    /// multiple of the 2 MiB huge page.
    static let smallPagesAtTop = 8 << 20

    public struct Outcome<Value> {
        public var value: Value
        /// The stack the work touched, at its deepest (resident pages of the
        /// reservation when the thread ended).
        public var peakStackBytes: Int
    }

    /// Runs `body` on a new thread with a stack of `stackBytes` and waits for
    /// it; errors it throws are rethrown here.
    ///
    /// `body` need not be `Sendable`: the caller is blocked until the thread
    /// ends, so the body never runs at the same time as its caller; it is a
    /// synchronous call on another stack.
    public static func run<Value>(stackBytes: Int = hugeStackBytes, _ body: () throws -> Value) throws -> Outcome<Value> {
        try withoutActuallyEscaping(body) { body in
            var result: Result<Value, any Error>?
            let job = Job { result = Result { try body() } }
            let peak = try start(job, stackBytes: stackBytes)
            guard let result else { throw Failure(message: "the large-stack thread did not run") }
            return Outcome(value: try result.get(), peakStackBytes: peak)
        }
    }

    /// Why a thread could not be started.
    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    private final class Job {
        let work: () -> Void
        /// The lowest usable address of the thread's stack.
        var stackLow: UnsafeMutableRawPointer?
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    /// Where a thread started here finds its stack's lowest address.
    private static let stackKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The stack left below the caller's frame when this thread was started
    /// here (0 otherwise): a walk that needs no more can run in place
    /// instead of on a thread (and a stack) of its own.
    @inline(never)
    public static func stackRemaining() -> Int {
        #if os(Linux)
        guard let low = pthread_getspecific(stackKey) else { return 0 }
        var marker = 0
        let frame = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let bottom = UInt(bitPattern: low)
        return frame > bottom ? Int(frame - bottom) : 0
        #else
        return 0
        #endif
    }

    /// Gives the pages of this thread's stack below the caller's frame back
    /// to the system, when the thread was started here: a walk as deep as
    /// the tree is over, and what comes next (the frames of a layout, for
    /// example, 4 MB for 100,000 elements) then takes their place rather
    /// than adding to them. Elsewhere it does nothing.
    @inline(never)
    public static func releaseStackBelowCurrentFrame() {
        #if os(Linux)
        guard let low = pthread_getspecific(stackKey) else { return }
        var marker = 0
        let frame = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        // Room for the frames the caller is about to make, and the red zone.
        let margin: UInt = 256 << 10
        let bottom = UInt(bitPattern: low)
        guard frame > bottom + margin + page else { return }
        let high = (frame - margin) & ~(page - 1)
        madvise(low, Int(high - bottom), MADV_DONTNEED)
        #endif
    }

    private static func start(_ job: Job, stackBytes: Int) throws -> Int {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let size = (max(stackBytes, 1 << 20) + page - 1) / page * page
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK
        #else
        let flags = MAP_PRIVATE | MAP_ANON | MAP_NORESERVE
        #endif
        guard let base = mmap(nil, size, PROT_READ | PROT_WRITE, flags, -1, 0), base != MAP_FAILED else {
            throw Failure(message: "cannot reserve a \(size >> 20) MiB stack: \(String(cString: strerror(errno)))")
        }
        defer { munmap(base, size) }
        #if os(Linux)
        // Huge pages where the kernel offers them (THP "madvise" mode): a walk
        // 100,000 levels deep touches ~100 MB of stack, 25,000 page faults
        // in 4 KB pages, a few dozen in 2 MB ones. Not for the top of the
        // stack, which every run uses and most use alone: there a 2 MB page
        // would make a walk 1,000 levels deep cost 2 MB (for its few
        // hundred KB) on each of the pipeline's and the layout's stacks.
        let small = min(size, smallPagesAtTop)
        madvise(base + (size - small), small, 15 /* MADV_NOHUGEPAGE */)
        if size > small { madvise(base, size - small, 14 /* MADV_HUGEPAGE */) }
        #endif
        // The lowest page is the guard: stacks grow down.
        mprotect(base, page, PROT_NONE)

        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstack(&attributes, base + page, size - page) == 0 else {
            throw Failure(message: "cannot use a \(size >> 20) MiB stack for a thread")
        }
        job.stackLow = base + page
        let argument = Unmanaged.passRetained(job).toOpaque()
        #if os(Linux)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let created = pthread_create(&thread, &attributes, { argument in
            let job = Unmanaged<Job>.fromOpaque(argument!).takeRetainedValue()
            pthread_setspecific(DeepStack.stackKey, job.stackLow)
            job.work()
            return nil
        }, argument)
        guard created == 0 else {
            Unmanaged<Job>.fromOpaque(argument).release()
            throw Failure(message: "cannot start a thread: \(String(cString: strerror(created)))")
        }
        #if os(Linux)
        pthread_join(thread, nil)
        #else
        pthread_join(thread!, nil)
        #endif
        return residentBytes(base + page, size - page, page: page)
    }

    /// The pages of a region that were ever touched (anonymous memory, so
    /// resident until unmapped). A stack is used from the top down without
    /// gaps, so the scan goes down in chunks and stops at the first chunk no
    /// page of which was touched: it costs what the stack used, not what
    /// was reserved.
    private static func residentBytes(_ start: UnsafeMutableRawPointer, _ length: Int, page: Int) -> Int {
        #if os(Linux)
        let chunkPages = 4096
        var vector = [UInt8](repeating: 0, count: chunkPages)
        var top = length
        var touched = 0
        while top > 0 {
            let bytes = min(chunkPages * page, top)
            top -= bytes
            guard mincore(start + top, bytes, &vector) == 0 else { break }
            let resident = vector[0..<(bytes / page)].reduce(0) { $0 + Int($1 & 1) }
            touched += resident
            if resident == 0 { break }
        }
        return touched * page
        #else
        return 0
        #endif
    }
}
