#if os(Linux) // inotify, /proc
import Foundation
import Glibc
import XCTest
@testable import FileWatcher

final class InotifyTests: XCTestCase {
    let mode = FileWatcher.Mode.inotify

    func testBackendIsInotify() throws {
        XCTAssertEqual(try FileWatcher(paths: [], mode: .automatic).backend, .inotify)
        XCTAssertEqual(try FileWatcher(paths: [], mode: .polling()).backend, .polling)
    }

    func testPlainWrite() throws { try checkPlainWrite(mode) }
    func testRenameOver() throws { try checkRenameOver(mode) }
    func testReplacedBySymlinkWhileWatching() throws { try checkReplacedBySymlink(mode) }
    func testDeleteThenRecreate() throws { try checkDeleteThenRecreate(mode) }
    func testDeleteAndRecreateInOneSave() throws { try checkDeleteAndRecreateInOneSave(mode) }
    func testUnrelatedFileIgnored() throws { try checkUnrelatedFileIgnored(mode) }
    func testBurstCoalesced() throws { try checkBurstCoalesced(mode, debounce: 0.03) }
    func testSavesDuringReloadTakenAsOne() throws { try checkSavesDuringReloadTakenAsOne(mode) }
    func testSetPaths() throws { try checkSetPaths(mode) }
    func testStop() throws { try checkStop(mode) }

    /// The hot reload's option: a save that ended (rename over, or a write
    /// closed) is delivered without waiting out the window; a write still
    /// open (no close yet) waits for it as before.
    func testFinishedSavesDeliveredAtOnce() throws {
        let dir = TempDir(), file = dir.file("layout.xml")
        FS.write(file, "<a/>")
        let window: TimeInterval = 5
        let watcher = try FileWatcher(paths: [file], mode: mode, debounce: window, deliversFinishedSavesAtOnce: true)
        defer { watcher.stop() }
        var pfd = pollfd(fd: watcher.pollDescriptor, events: Int16(POLLIN), revents: 0)

        var start = Date()
        FS.renameOver(file, "<a><b/></a>")
        XCTAssertEqual(poll(&pfd, 1, Int32(window * 1000 / 2)), 1, "a rename over the file is not held for the window")
        XCTAssertLessThan(Date().timeIntervalSince(start), window / 2)
        XCTAssertEqual(watcher.takePendingChanges()?.changes, [FileChange(path: file, kind: .modified)])

        start = Date()
        FS.write(file, "<a><c/></a>") // open, truncate, write, close
        pfd.revents = 0
        XCTAssertEqual(poll(&pfd, 1, Int32(window * 1000 / 2)), 1, "nor a write closed")
        XCTAssertLessThan(Date().timeIntervalSince(start), window / 2)
        XCTAssertEqual(watcher.takePendingChanges()?.changes, [FileChange(path: file, kind: .modified)])

        // Still open for writing: the window applies.
        let fd = open(file, O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        pfd.revents = 0
        XCTAssertEqual(poll(&pfd, 1, 300), 0, "a save in progress waits for the window")
    }

    func testPathsInOneDirectoryShareOneWatch() throws {
        let a = TempDir(), b = TempDir()
        let backend = try InotifyBackend(retryInterval: 0.1)
        defer { backend.close() }
        backend.setPaths([a.file("layout.xml"), a.file("1.png"), a.file("2.png"), b.file("3.png")])
        XCTAssertEqual(backend.watchCount, 2)
        backend.setPaths([a.file("layout.xml"), a.file("2.png")])
        XCTAssertEqual(backend.watchCount, 1)
    }

    func testDirectoryCreatedLater() throws {
        let dir = TempDir(), sub = dir.file("images"), file = sub + "/logo.png"
        let recorder = Recorder()
        let watcher = try FileWatcher(paths: [file], mode: mode, onChange: recorder.callback)
        defer { watcher.stop() }

        XCTAssertEqual(mkdir(sub, 0o755), 0)
        FS.write(file, "png")
        wait(for: [recorder.expect(file, .created)], timeout: timeout)
        let seen = recorder.batches.count
        FS.remove(file)
        XCTAssertEqual(rmdir(sub), 0) // the directory itself goes away
        wait(for: [recorder.expect(file, .deleted, after: seen)], timeout: timeout)
        let again = recorder.batches.count
        XCTAssertEqual(mkdir(sub, 0o755), 0)
        FS.renameOver(file, "png again")
        wait(for: [recorder.expect(file, .created, after: again)], timeout: timeout)
    }

    func testSymlinkedFileReportsTargetEdits() throws {
        let dir = TempDir(), elsewhere = TempDir()
        let target = elsewhere.file("real.png"), link = dir.file("logo.png")
        FS.write(target, "v1")
        XCTAssertEqual(symlink(target, link), 0)
        let recorder = Recorder()
        let watcher = try FileWatcher(paths: [link], mode: mode, onChange: recorder.callback)
        defer { watcher.stop() }

        FS.write(target, "v2")
        wait(for: [recorder.expect(link, .modified)], timeout: timeout)
    }

    func testPollDescriptor() throws {
        let dir = TempDir(), file = dir.file("layout.xml")
        FS.write(file, "<a/>")
        let watcher = try FileWatcher(paths: [file], mode: mode)
        defer { watcher.stop() }
        var pfd = pollfd(fd: watcher.pollDescriptor, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&pfd, 1, 0), 0, "nothing pending yet")

        FS.write(file, "<a><b/></a>")
        XCTAssertEqual(poll(&pfd, 1, Int32(timeout * 1000)), 1, "readable once the change is in")
        XCTAssertEqual(watcher.takePendingChanges()?.changes, [FileChange(path: file, kind: .modified)])
        pfd.revents = 0
        XCTAssertEqual(poll(&pfd, 1, 0), 0, "drained by takePendingChanges")
        XCTAssertNil(watcher.takePendingChanges())
    }

    func testAsyncStream() throws {
        let dir = TempDir(), file = dir.file("layout.xml")
        FS.write(file, "<a/>")
        let watcher = try FileWatcher(paths: [file], mode: mode)
        defer { watcher.stop() }
        let stream = watcher.changes // before the write: streams see later batches
        let received = expectation(description: "batch on the stream")
        Task {
            for await batch in stream where batch.change(for: file)?.kind == .modified {
                received.fulfill()
                break
            }
        }
        FS.write(file, "<a><b/></a>")
        wait(for: [received], timeout: timeout)
    }

    func testDeinitReleasesWatcherAndDescriptors() throws {
        let dir = TempDir(), file = dir.file("layout.xml")
        FS.write(file, "<a/>")
        let openBefore = openDescriptorCount()
        weak var released: FileWatcher?
        do {
            let watcher = try FileWatcher(paths: [file], mode: mode, onChange: { _ in })
            released = watcher
            XCTAssertGreaterThan(openDescriptorCount(), openBefore)
        }
        XCTAssertNil(released, "the watch thread must not keep the watcher alive")
        XCTAssertEqual(openDescriptorCount(), openBefore, "inotify fd and pipes closed by deinit")
    }

    private func openDescriptorCount() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
    }
}
#endif
