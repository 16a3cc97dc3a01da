import ThreadSupport
import Foundation
import LayoutEngine
import XCTest
import XMLLayout
@testable import XMLLayoutPreview

/// `watch --huge`: the session loads under the lifted limits (the command
/// runs it on `DeepStack`); without them a deep file is a located problem.
final class HugeWatchTests: XCTestCase {
    func testASessionWithHugeLimitsShowsADeepFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-huge-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let depth = 3_000
        var xml = "<layout width=\"40\">"
        for _ in 0..<depth { xml += "<vstack>" }
        xml += "<box width=\"40\" height=\"8\"/>" + String(repeating: "</vstack>", count: depth) + "</layout>"
        let path = dir.appendingPathComponent("deep.xml").path
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path))

        let standard = WatchSession(configuration: WatchConfiguration(path: path), columns: 40, rows: 20)
        standard.reload()
        XCTAssertNil(standard.good)
        XCTAssertEqual(standard.problems.map(\.id), [DiagnosticID.nestingTooDeep])
        XCTAssertEqual(standard.problems.first?.location?.line, 1)

        var configuration = WatchConfiguration(path: path)
        configuration.limits = .huge
        let elements = try DeepStack.run { () -> Int? in
            let session = WatchSession(configuration: configuration, columns: 40, rows: 20)
            session.reload()
            XCTAssertEqual(session.problems, [])
            XCTAssertFalse(session.screen.preview.isEmpty)
            return session.good?.result.elements.documentCount
        }.value
        XCTAssertEqual(elements, depth + 1)
    }
}
