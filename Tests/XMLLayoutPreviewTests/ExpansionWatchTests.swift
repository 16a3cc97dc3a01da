import Foundation
import XCTest
import XMLLayout
@testable import XMLLayoutPreview

/// A version-2 layout's preview follows its included files and its data.
final class ExpansionWatchTests: XCTestCase {
    func testDependenciesIncludeIncludedFilesAndData() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-v2-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("parts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ name: String, _ text: String) throws { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
        try write("d.json", "{\"n\": 3}")
        try write("parts/p.xml", "<layout><param name=\"h\"/><box height=\"{h}\"/></layout>")
        try write("m.xml", "<layout width=\"10\" data=\"d.json\"><vstack><include src=\"parts/p.xml\" h=\"{n}\"/></vstack></layout>")
        let main = dir.appendingPathComponent("m.xml").path

        let out = PreviewPipeline.run(path: main, options: PreviewOptions(format: .tree))
        XCTAssertFalse(out.hasErrors, "\(out.diagnostics)")
        XCTAssertTrue(out.dependencies.contains { $0.hasSuffix("parts/p.xml") }, "\(out.dependencies)")
        XCTAssertTrue(out.dependencies.contains { $0.hasSuffix("d.json") }, "\(out.dependencies)")

        let session = WatchSession(configuration: WatchConfiguration(path: main), columns: 80, rows: 24)
        session.reload()
        XCTAssertTrue(session.dependencies.contains { $0.hasSuffix("parts/p.xml") }, "\(session.dependencies)")
        XCTAssertTrue(session.dependencies.contains { $0.hasSuffix("d.json") }, "\(session.dependencies)")

        // A broken include keeps the last good preview, with the located error.
        try write("parts/p.xml", "<layout><param name=\"h\"/><box height=\"{h / 0}\"/></layout>")
        session.reload()
        XCTAssertNotNil(session.good)
        XCTAssertEqual(session.problems.first?.location?.file.hasSuffix("parts/p.xml"), true, "\(session.problems)")
        XCTAssertTrue(session.dependencies.contains { $0.hasSuffix("parts/p.xml") }, "still followed while broken")
    }
}
