import BrowserPreview
import Foundation
import Synchronization
import XCTest

/// The page in a real browser (Debian's chromium, headless, which .ci/run
/// installs): it shows the picture, and a save shows the new one.
final class HeadlessChromiumTests: XCTestCase {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    func testTheOpenPageShowsEachSaveAndKeepsTheLastGoodPictureThroughErrors() async throws {
        guard let chromium = Self.chromium else { throw XCTSkip("no chromium installed (.ci/run installs it)") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("screen.xml").path
        try BrowserPreviewTests.layout(width: 120).write(toFile: path, atomically: false, encoding: .utf8)

        let reports = ReportQueue()
        let session = BrowserSession(configuration: .init(path: path))
        let server = BrowserServer(session: session, port: 0) { reports.add($0) }
        let address = AsyncStream<String>.makeStream()
        let serving = Task { try await server.run { address.continuation.yield($0) } }
        defer { serving.cancel() }
        var addresses = address.stream.makeAsyncIterator()
        let next = await addresses.next()
        let url = try XCTUnwrap(next)
        XCTAssertTrue(url.hasPrefix("http://127.0.0.1:"), url)

        let browser = Process()
        browser.executableURL = URL(fileURLWithPath: chromium)
        browser.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                             "--user-data-dir=\(folder.path)/profile", url]
        browser.standardOutput = FileHandle.nullDevice
        browser.standardError = FileHandle.nullDevice
        try browser.run()
        defer { browser.terminate(); browser.waitUntilExit() }

        // The first picture, as the server drew it.
        let first = try XCTUnwrap(session.picture(for: BrowserSelection()).svg)
        let shownFirst = try await reports.wait(timeout: 60) { $0.hash == BrowserServer.pageHash(first) }
        XCTAssertEqual(shownFirst.version, 0)

        // A save: the page shows the new picture without being reloaded.
        let saved = ContinuousClock.now
        try BrowserPreviewTests.layout(width: 180).write(toFile: path, atomically: false, encoding: .utf8)
        let second = try await reports.wait(timeout: 20) { $0.version >= 1 && $0.hash != BrowserServer.pageHash(first) }
        let latency = saved.duration(to: .now)
        let svg = try XCTUnwrap(session.picture(for: BrowserSelection()).svg)
        XCTAssertTrue(svg.contains(#"width="180""#))
        XCTAssertEqual(second.hash, BrowserServer.pageHash(svg), "the page shows exactly the new picture")
        print("save → picture shown in the browser: \(latency)")

        // A broken save: the page keeps the last good picture (and shows the errors over it).
        try "<layout><box width=\"x\"/></layout>".write(toFile: path, atomically: false, encoding: .utf8)
        let third = try await reports.wait(timeout: 20) { $0.version > second.version }
        XCTAssertEqual(third.hash, second.hash, "the last good picture stays")
        XCTAssertTrue(session.picture(for: BrowserSelection()).hasErrors)
    }
}

/// `/shown` reports as they come, for a test to wait on.
final class ReportQueue: Sendable {
    private let reports = Mutex<[BrowserServer.Shown]>([])

    func add(_ report: BrowserServer.Shown) { reports.withLock { $0.append(report) } }

    func wait(timeout seconds: Double, for predicate: (BrowserServer.Shown) -> Bool) async throws -> BrowserServer.Shown {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < deadline {
            if let hit = reports.withLock({ $0 }).first(where: predicate) { return hit }
            try await Task.sleep(for: .milliseconds(20))
        }
        XCTFail("no page reported what was expected within \(seconds) s; reports: \(reports.withLock { $0 })")
        throw CancellationError()
    }
}
