import Foundation
import XCTest
@testable import FileWatcher
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Generous: the suite shares 2 cores with other builds. Waits end as soon as
/// the expected batch arrives, so this only costs time when something is wrong.
let timeout: TimeInterval = 10

/// A fresh directory per test, removed afterwards.
final class TempDir {
    let path: String

    init() {
        let template = FileManager.default.temporaryDirectory.path + "/FileWatcherTests.XXXXXX"
        var bytes = Array(template.utf8CString)
        path = bytes.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }
}

/// Real syscalls, so the tests exercise what editors do.
enum FS {
    /// open(O_TRUNC) + write + close: a plain in-place save.
    static func write(_ path: String, _ text: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        precondition(fd >= 0, "open \(path): errno \(errno)")
        let bytes = Array(text.utf8)
        precondition(bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) } == bytes.count)
        close(fd)
    }

    /// vim / `sed -i` style: write a temp file beside it, rename over it.
    static func renameOver(_ path: String, _ text: String) {
        let temp = path + ".tmp~"
        write(temp, text)
        precondition(rename(temp, path) == 0, "rename: errno \(errno)")
    }

    static func remove(_ path: String) {
        precondition(unlink(path) == 0, "unlink \(path): errno \(errno)")
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#else
private let systemWrite = Darwin.write
#endif

/// Collects batches from `onChange` and fulfils expectations when a
/// predicate over everything received so far becomes true.
final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [FileChangeBatch] = []
    private var waiters: [(check: ([FileChangeBatch]) -> Bool, expectation: XCTestExpectation)] = []

    var batches: [FileChangeBatch] { lock.withLock { received } }

    var callback: @Sendable (FileChangeBatch) -> Void {
        { [self] batch in record(batch) }
    }

    func record(_ batch: FileChangeBatch) {
        lock.withLock {
            received.append(batch)
            fire()
        }
    }

    /// Fulfilled once some batch after the first `after` ones has `path` with `kind`
    /// (any kind when nil).
    func expect(_ path: String, _ kind: FileChange.Kind? = nil, after: Int = 0) -> XCTestExpectation {
        expect("\(path) \(kind.map { "\($0)" } ?? "changed")") { batches in
            batches.dropFirst(after).contains { batch in
                batch.change(for: path).map { kind == nil || $0.kind == kind } ?? false
            }
        }
    }

    func expect(_ description: String, _ check: @escaping ([FileChangeBatch]) -> Bool) -> XCTestExpectation {
        let expectation = XCTestExpectation(description: description)
        lock.withLock {
            waiters.append((check, expectation))
            fire()
        }
        return expectation
    }

    /// Every change to `path` received, in order.
    func kinds(of path: String) -> [FileChange.Kind] {
        batches.compactMap { $0.change(for: path)?.kind }
    }

    private func fire() {
        waiters.removeAll { waiter in
            guard waiter.check(received) else { return false }
            waiter.expectation.fulfill()
            return true
        }
    }
}
