import XCTest
@testable import FileWatcher

/// The same behaviour with `stat` polling (the fallback when inotify is unavailable).
final class PollingTests: XCTestCase {
    let mode = FileWatcher.Mode.polling(interval: 0.02)

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
}
