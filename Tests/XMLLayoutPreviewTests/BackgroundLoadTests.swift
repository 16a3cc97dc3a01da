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
        var configuration = WatchConfiguration(path: path)
        configuration.textMetrics = .fixed // a word on one row of cells, as before fonts
        let session = WatchSession(configuration: configuration, columns: 60, rows: 10)
        session.reload()
        try save("second")

        let load = try XCTUnwrap(BackgroundLoad())
        defer { load.close() }
        XCTAssertNil(load.take(), "nothing before a load")
        load.start(path: path, inputs: session.inputs, limits: session.configuration.limits,
                   overrides: session.configuration.overrides, textMetrics: session.configuration.textMetrics)
        XCTAssertTrue(load.isRunning)
        var pfd = pollfd(fd: load.readFD, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&pfd, 1, 10_000), 1, "the descriptor turns readable when the load is done")
        let outcome = try XCTUnwrap(load.take())
        XCTAssertEqual(outcome.laidOut?.result.elements.documentCount, 2, "laid out there too: the vstack and its text")
        XCTAssertFalse(load.isRunning)
        XCTAssertNil(load.take(), "a result is taken once")

        XCTAssertFalse(session.screen.lines().joined().contains("second"))
        session.apply(try XCTUnwrap(outcome.loaded), laidOut: outcome.laidOut, prepared: outcome.prepared)
        XCTAssertEqual(session.reloadCount, 1)
        XCTAssertTrue(session.screen.lines().joined().contains("second"), session.screen.lines().joined(separator: "\n"))
    }

    /// With the session's basis the preview is drawn there too, and shown as
    /// is; a cancelled load (a newer save came) is never handed back.
    func testPreparedPreviewAndCancelledLoads() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("BackgroundLoadTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/card.xml"
        func save(_ children: String) throws {
            try Data("<layout name=\"Card\" width=\"200\"><vstack>\(children)</vstack></layout>".utf8)
                .write(to: URL(fileURLWithPath: path))
        }
        try save(#"<box id="a" height="40"/>"#)
        var configuration = WatchConfiguration(path: path)
        configuration.animates = false
        let session = WatchSession(configuration: configuration, columns: 60, rows: 10)
        session.reload()
        try save(#"<box id="new" height="20"/><box id="a" height="40"/>"#)

        let load = try XCTUnwrap(BackgroundLoad())
        defer { load.close() }
        func waitAndTake() -> BackgroundLoad.Outcome? {
            var pfd = pollfd(fd: load.readFD, events: Int16(POLLIN), revents: 0)
            XCTAssertEqual(poll(&pfd, 1, 10_000), 1)
            return load.take()
        }
        // Cancelled at once: whenever it ends, its result is dropped.
        load.start(path: path, inputs: session.inputs, limits: .standard, overrides: configuration.overrides,
                   basis: session.basis)
        load.cancelAll()
        XCTAssertTrue(load.canStart, "one cancelled load leaves room for the next")
        XCTAssertNil(waitAndTake(), "a cancelled load is not handed back")
        XCTAssertFalse(load.isRunning)

        load.start(path: path, inputs: session.inputs, limits: .standard, overrides: configuration.overrides,
                   basis: session.basis)
        let outcome = try XCTUnwrap(waitAndTake())
        let prepared = try XCTUnwrap(outcome.prepared, "drawn on the load's thread")
        XCTAssertEqual(prepared.change?.transition.inserted.count, 1, "compared with the preview on screen")
        XCTAssertTrue(prepared.isHighlighting)
        session.apply(try XCTUnwrap(outcome.loaded), laidOut: outcome.laidOut, prepared: prepared)
        XCTAssertEqual(session.good?.lines, prepared.good.lines, "shown as drawn there")
        XCTAssertEqual(session.change?.summary, prepared.change?.summary)

        // The same save applied without a preparation draws the same screen.
        let direct = WatchSession(configuration: configuration, columns: 60, rows: 10)
        try save(#"<box id="a" height="40"/>"#)
        direct.reload()
        try save(#"<box id="new" height="20"/><box id="a" height="40"/>"#)
        direct.reload()
        XCTAssertEqual(direct.screen.lines().dropLast(), session.screen.lines().dropLast(), "all but the status line (its layout time)")
    }
}
