#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest
import XMLLayout
@testable import XMLLayoutPreview

/// The watch loop's reload off its thread: the load runs elsewhere, its
/// "done" descriptor wakes the loop, and the session applies the result as
/// `reload()` would have.
final class BackgroundLoadTests: XCTestCase {
    func testLoadRunsElsewhereAndTheSessionAppliesItsResult() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("BackgroundLoadTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/card.xml"
        func save(_ label: String) throws {
            try Data("<layout name=\"Card\"><vstack><text>\(label)</text></vstack></layout>".utf8)
                .write(to: URL(fileURLWithPath: path))
        }
        try save("first")
        let session = WatchSession(configuration: WatchConfiguration(path: path), columns: 60, rows: 10)
        session.reload()
        try save("second")

        let load = try XCTUnwrap(BackgroundLoad())
        defer { load.close() }
        XCTAssertNil(load.take(), "nothing before a load")
        load.start(path: path, inputs: session.inputs, limits: session.configuration.limits,
                   overrides: session.configuration.overrides)
        XCTAssertTrue(load.isRunning)
        var pfd = pollfd(fd: load.readFD, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&pfd, 1, 10_000), 1, "the descriptor turns readable when the load is done")
        let outcome = try XCTUnwrap(load.take())
        XCTAssertEqual(outcome.laidOut?.result.elements.documentCount, 2, "laid out there too: the vstack and its text")
        XCTAssertFalse(load.isRunning)
        XCTAssertNil(load.take(), "a result is taken once")

        XCTAssertFalse(session.screen.lines().joined().contains("second"))
        session.apply(outcome.loaded, laidOut: outcome.laidOut)
        XCTAssertEqual(session.reloadCount, 1)
        XCTAssertTrue(session.screen.lines().joined().contains("second"), session.screen.lines().joined(separator: "\n"))
    }
}
