import XCTest
@testable import FileWatcher

/// How batches accumulate for `takePendingChanges()`: net effect per path.
final class FileChangeTests: XCTestCase {
    func merged(_ first: FileChange.Kind, _ second: FileChange.Kind) -> FileChange.Kind? {
        let a = FileChangeBatch(changes: [FileChange(path: "p", kind: first)])
        let b = FileChangeBatch(changes: [FileChange(path: "p", kind: second)])
        return a.merged(with: b)?.change(for: "p")?.kind
    }

    func testMergeIsNetEffect() {
        XCTAssertEqual(merged(.deleted, .created), .modified)
        XCTAssertEqual(merged(.created, .modified), .created)
        XCTAssertEqual(merged(.modified, .deleted), .deleted)
        XCTAssertEqual(merged(.modified, .modified), .modified)
        XCTAssertNil(merged(.created, .deleted), "created then deleted: nothing to report")
    }

    func testMergeKeepsOtherPathsSorted() {
        let a = FileChangeBatch(changes: [FileChange(path: "b", kind: .modified)])
        let b = FileChangeBatch(changes: [FileChange(path: "a", kind: .deleted)])
        XCTAssertEqual(a.merged(with: b)?.paths, ["a", "b"])
        XCTAssertEqual(a.merged(with: b)?.change(for: "a")?.exists, false)
    }
}
