import Dispatch
import XMLLayout
import ThreadSupport

/// Runs one piece of work per file on a bounded pool of worker threads and
/// hands every result back on the calling thread, in input order.
///
/// Workers only compute (load, lay out, render, write the file's own
/// output); everything a user sees — diagnostics, standard output, the
/// progress line — is printed by the calling thread from `handle`, so each
/// file's messages come out whole and in the same order whatever `jobs` is
/// (`--jobs 1` and `--jobs 8` print the same bytes).
///
/// The shared pipeline is safe to run concurrently: its stages are value
/// types, libxml2 (initialised once, `LibXMLRuntime`) parses and validates
/// separate documents on separate threads, and the XSD is compiled once
/// (`CompiledSchema.embedded`, a `static let`) and only read after that,
/// each validation with its own context.
enum BatchRunner {
    /// - Parameters:
    ///   - jobs: the most files worked on at once; 1 runs everything on the
    ///     calling thread.
    ///   - work: the per-file job (any thread).
    ///   - arrived: called on the calling thread as each result arrives (in
    ///     completion order), with the number done so far: the progress line.
    ///   - handle: called on the calling thread for each result, in input order.
    static func run<Output: Sendable>(count: Int, jobs: Int,
                                      work: @escaping @Sendable (Int) -> Output,
                                      arrived: (_ index: Int, _ done: Int) -> Void = { _, _ in },
                                      handle: (_ index: Int, Output) -> Void) {
        let workers = min(max(jobs, 1), count)
        guard workers > 1 else {
            for index in 0..<count {
                let output = work(index)
                arrived(index, index + 1)
                handle(index, output)
            }
            return
        }
        let shared = Locked(Shared<Output>())
        let ready = DispatchSemaphore(value: 0)
        let claim: @Sendable () -> Int = { shared.withLock { state -> Int in
            defer { state.next += 1 }
            return state.next
        } }
        // The calling thread is one of the workers: a third thread woken for
        // every result would take turns with two workers on two cores (a
        // context switch per file, 40% more CPU for the same batch).
        let threads = (1..<workers).map { _ in
            // 64 MiB reserved, as large as a main thread may grow: the parser,
            // expander and builder recurse with the file's nesting.
            JoinableThread(stackSize: 64 << 20) {
                while true {
                    let index = claim()
                    guard index < count else { return }
                    let output = work(index)
                    shared.withLock { $0.finished.append((index, output)) }
                    ready.signal()
                }
            }
        }
        var waiting: [Int: Output] = [:]
        var nextInOrder = 0
        var done = 0
        func take(_ finished: [(Int, Output)]) {
            for (index, output) in finished {
                done += 1
                arrived(index, done)
                waiting[index] = output
            }
            while let output = waiting.removeValue(forKey: nextInOrder) {
                handle(nextInOrder, output)
                nextInOrder += 1
            }
        }
        func othersFinished() -> [(Int, Output)] {
            shared.withLock { state in
                defer { state.finished.removeAll() }
                return state.finished
            }
        }
        // Work while there is work, taking what the others finished between
        // files; then wait for the rest.
        while true {
            let index = claim()
            guard index < count else { break }
            let output = work(index)
            take(othersFinished() + [(index, output)])
        }
        while nextInOrder < count {
            let finished = othersFinished()
            if finished.isEmpty { ready.wait() } else { take(finished) }
        }
        threads.forEach { $0.join() }
    }

    /// On Linux the cores this process may run on (`taskset`, a container's
    /// cpuset), as Foundation's `activeProcessorCount` counted them; else
    /// the online cores.
    static var defaultJobs: Int {
        #if os(Linux)
        if let allowed = allowedCPUs(), allowed > 0 { return allowed }
        #endif
        return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    #if os(Linux)
    /// The bits set in `Cpus_allowed` of /proc/self/status (Glibc's module
    /// map does not export `sched_getaffinity`, a _GNU_SOURCE function).
    private static func allowedCPUs() -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("Cpus_allowed:") else { continue }
            return text.dropFirst("Cpus_allowed:".count).reduce(0) { count, character in
                count + (character.hexDigitValue?.nonzeroBitCount ?? 0)
            }
        }
        return nil
    }
    #endif

    private struct Shared<Output: Sendable>: Sendable {
        var next = 0
        var finished: [(Int, Output)] = []
    }
}

/// A value behind a lock. (`Synchronization.Mutex` would be checked by the
/// compiler, but needs macOS 15 and the package supports macOS 13; every
/// access here goes through `withLock`.)
final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
