import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import XCTest
@testable import FileWatcher

/// Behaviour every mode must have; `InotifyTests` and `PollingTests` run each
/// scenario with their mode. Negative checks ("X is never reported") use a
/// sentinel: a later write to a watched file. Batches are delivered in order,
/// so once the sentinel's batch has arrived, any report of X would have too.
extension XCTestCase {
    func checkPlainWrite(_ mode: FileWatcher.Mode) throws {
        let dir = TempDir(), file = dir.file("layout.xml")
        FS.write(file, "<a/>")
        let recorder = Recorder()
        let watcher = try FileWatcher(paths: [file], mode: mode, onChange: recorder.callback)
        defer { watcher.stop() }

        FS.write(file, "<a><b/></a>")
        wait(for: [recorder.expect(file, .modified)], timeout: timeout)
        let only = [FileChange(path: file, kind: .modified)]
        XCTAssertTrue(recorder.batches.allSatisfy { $0.changes == only }, "\(recorder.batches)")
        XCTAssertTrue(recorder.batches.first?.changes.first?.exists == true)
    }

    /// The file is replaced by a symlink to a file in another directory while
    /// watching: the swap is a change, and so is every later edit of the
    /// target (the link was not there to follow at start-up).
    func checkReplacedBySymlink(_ mode: FileWatcher.Mode) throws {
        let dir = TempDir(), elsewhere = TempDir()
        let file = dir.file("layout.xml"), target = elsewhere.file("real.xml")
        FS.write(file, "<a/>")
        FS.write(target, "<b/>")
        let recorder = Recorder()
        let watcher = try FileWatcher(paths: [file], mode: mode, onChange: recorder.callback)
        defer { watcher.stop() }

        let link = dir.file("layout.xml.link~")
        XCTAssertEqual(symlink(target, link), 0)
        XCTAssertEqual(rename(link, file), 0)
        wait(for: [recorder.expect(file, .modified)], timeout: timeout)
        for edit in 1...3 {
            let seen = recorder.batches.count
            FS.write(target, "<b>\(String(repeating: "x", count: edit))</b>")
            wait(for: [recorder.expect(file, .modified, after: seen)], timeout: timeout)
        }
    }

    func checkRenameOver(_ mode: FileWatcher.Mode) throws {
        let dir = TempDir(), file = dir.file("layout.xml")
        FS.write(file, "<a/>")
        let recorder = Recorder()
        let watcher = try FileWatcher(paths: [file], mode: mode, onChange: recorder.callback)
        defer { watcher.stop() }

        FS.renameOver(file, "<a><b/></a>")
        wait(for: [recorder.expect(file, .modified)], timeout: timeout)
        // The file is now a different inode; a file-level watch would have gone
        // silent here. A plain write to the new inode must still be seen.
        let seen = recorder.batches.count
        FS.write(file, "<a><b/><c/></a>")
        wait(for: [recorder.expect(file, .modified, after: seen)], timeout: timeout)
        XCTAssertEqual(Set(recorder.batches.flatMap(\.paths)), [file], "the temp file is never reported")
        XCTAssertEqual(Set(recorder.kinds(of: file)), [.modified])
    }

    func checkDeleteThenRecreate(_ mode: FileWatcher.Mode) throws {
        let dir = TempDir(), file = dir.file("image.png")
        FS.write(file, "v1")
        let recorder = Recorder()
        let watcher = try FileWatcher(paths: [file], mode: mode, onChange: recorder.callback)
        defer { watcher.stop() }

        FS.remove(file)
        wait(for: [recorder.expect(file, .deleted)], timeout: timeout)
        XCTAssertEqual(recorder.batches.last?.change(for: file)?.exists, false)
        let seen = recorder.batches.count
        FS.write(file, "v2, recreated")
        wait(for: [recorder.expect(file, .created, after: seen)], timeout: timeout)
        XCTAssertEqual(Array(recorder.kinds(of: file).prefix(2)), [.deleted, .created])
    }

    /// Editors that save by unlink + create: the consumer must end up told
    /// the file exists (one `.modified` batch, or `.deleted` then `.created`
    /// if the machine stalls between the two calls).
    func checkDeleteAndRecreateInOneSave(_ mode: FileWatcher.Mode) throws {
        let dir = TempDir(), file = dir.file("layout.xml")
        FS.write(file, "<a/>")
        let recorder = Recorder()
        let watcher = try FileWatcher(paths: [file], mode: mode, onChange: recorder.callback)
        defer { watcher.stop() }

        FS.remove(file)
        FS.write(file, "<a><b/></a>")
        wait(for: [recorder.expect("\(file) exists again") { batches in
            batches.last?.change(for: file)?.exists == true
        }], timeout: timeout)
        XCTAssertTrue([[.modified], [.deleted, .created]].contains(recorder.kinds(of: file)),
                      "\(recorder.kinds(of: file))")
    }

    func checkUnrelatedFileIgnored(_ mode: FileWatcher.Mode) throws {
        let dir = TempDir(), file = dir.file("layout.xml"), other = dir.file("notes.txt")
        FS.write(file, "<a/>")
        FS.write(other, "x")
        let recorder = Recorder()
        let watcher = try FileWatcher(paths: [file], mode: mode, onChange: recorder.callback)
        defer { watcher.stop() }

        FS.write(other, "xy")
        FS.renameOver(other, "xyz")
        FS.remove(other)
        FS.write(dir.file("new.txt"), "n")
        FS.write(file, "<a><b/></a>") // sentinel
        wait(for: [recorder.expect(file, .modified)], timeout: timeout)
        XCTAssertEqual(Set(recorder.batches.flatMap(\.paths)), [file], "\(recorder.batches)")
    }

    /// The watch loop's promise: saves made while it is busy (a long reload)
    /// come out as one pending change, so it reloads once more, not once per
    /// save. Each save here is delivered as a batch of its own first.
    func checkSavesDuringReloadTakenAsOne(_ mode: FileWatcher.Mode) throws {
        let dir = TempDir(), file = dir.file("layout.xml")
        FS.write(file, "<a/>")
        let recorder = Recorder()
        let watcher = try FileWatcher(paths: [file], mode: mode, debounce: 0.002, onChange: recorder.callback)
        defer { watcher.stop() }

        for save in 1...5 {
            FS.renameOver(file, "<a n=\"\(save)\"/>")
            wait(for: [recorder.expect("save \(save) delivered") { $0.count >= save }], timeout: timeout)
        }
        XCTAssertEqual(recorder.kinds(of: file), Array(repeating: .modified, count: 5))
        var pfd = pollfd(fd: watcher.pollDescriptor, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&pfd, 1, 0), 1, "the saves are waiting")
        XCTAssertEqual(watcher.takePendingChanges()?.changes, [FileChange(path: file, kind: .modified)])
        pfd.revents = 0
        XCTAssertEqual(poll(&pfd, 1, 0), 0, "one reload takes all five")
        XCTAssertNil(watcher.takePendingChanges())
    }

    func checkBurstCoalesced(_ mode: FileWatcher.Mode, debounce: TimeInterval) throws {
        let dir = TempDir(), file = dir.file("layout.xml"), sentinel = dir.file("sentinel.png")
        FS.write(file, "")
        FS.write(sentinel, "")
        let recorder = Recorder()
        let watcher = try FileWatcher(paths: [file, sentinel], mode: mode, debounce: debounce,
                                      onChange: recorder.callback)
        defer { watcher.stop() }

        let start = Date()
        for index in 1...20 { FS.write(file, String(repeating: "x", count: index)) }
        let elapsed = Date().timeIntervalSince(start)
        FS.write(sentinel, "done")
        wait(for: [recorder.expect(sentinel)], timeout: timeout)

        let batches = recorder.kinds(of: file).count
        // One batch when the 20 writes take < 10 ms; on a loaded machine the
        // burst can stretch, and a fixed window then splits it a bit more.
        let allowed = 2 + Int(elapsed / debounce)
        XCTAssertGreaterThanOrEqual(batches, 1)
        XCTAssertLessThanOrEqual(batches, allowed, "20 writes in \(Int(elapsed * 1000)) ms gave \(batches) batches")
        XCTAssertEqual(Set(recorder.kinds(of: file)), [.modified])
    }

    func checkSetPaths(_ mode: FileWatcher.Mode) throws {
        let dir = TempDir(), old = dir.file("old.png"), new = dir.file("new.png")
        FS.write(old, "old")
        let recorder = Recorder()
        let watcher = try FileWatcher(paths: [old], mode: mode, onChange: recorder.callback)
        defer { watcher.stop() }

        watcher.setPaths([new]) // does not exist yet
        XCTAssertEqual(watcher.paths, [new])
        FS.write(old, "old, edited")
        FS.write(new, "new") // synchronous setPaths: must not be missed
        wait(for: [recorder.expect(new, .created)], timeout: timeout)
        XCTAssertEqual(recorder.kinds(of: old), [], "a dropped path is not reported")

        watcher.setPaths([new, old]) // and back again
        let seen = recorder.batches.count
        FS.write(old, "old, edited again")
        wait(for: [recorder.expect(old, .modified, after: seen)], timeout: timeout)
    }

    func checkStop(_ mode: FileWatcher.Mode) throws {
        let dir = TempDir(), file = dir.file("layout.xml")
        FS.write(file, "<a/>")
        let recorder = Recorder(), sentinel = Recorder()
        let queue = DispatchQueue(label: "test.delivery")
        let watcher = try FileWatcher(paths: [file], mode: mode, queue: queue, onChange: recorder.callback)
        let witness = try FileWatcher(paths: [file], mode: mode, onChange: sentinel.callback)
        defer { witness.stop() }

        let streamEnded = expectation(description: "changes stream finishes on stop()")
        let stream = watcher.changes
        Task {
            for await _ in stream {}
            streamEnded.fulfill()
        }
        watcher.stop()
        watcher.stop() // idempotent
        wait(for: [streamEnded], timeout: timeout)

        FS.write(file, "<a><b/></a>")
        wait(for: [sentinel.expect(file, .modified)], timeout: timeout)
        queue.sync {} // anything the stopped watcher had queued has run by now
        XCTAssertEqual(recorder.batches, [])
        XCTAssertNil(watcher.takePendingChanges())
    }
}
