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

    /// A save that doubles a string 39 times ends at the string limit: the
    /// watch keeps its last good preview and shows the located error.
    func testASaveOverTheBudgetKeepsTheLastGoodPreview() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("xmllayout-budget-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let main = dir.appendingPathComponent("m.xml")
        try Data("<layout width=\"10\"><const name=\"s0\" value=\"ab\"/><text text=\"{s0}\"/></layout>".utf8).write(to: main)
        let session = WatchSession(configuration: WatchConfiguration(path: main.path), columns: 80, rows: 24)
        session.reload()
        XCTAssertNotNil(session.good)
        XCTAssertTrue(session.problems.isEmpty, "\(session.problems)")

        var lines = ["<layout width=\"10\">", "<const name=\"s0\" value=\"ab\"/>"]
        for i in 1...39 { lines.append("<const name=\"s\(i)\" value=\"{s\(i - 1) + s\(i - 1)}\"/>") }
        lines += ["<text text=\"{s39}\"/>", "</layout>"]
        try Data(lines.joined(separator: "\n").utf8).write(to: main)
        session.reload()
        XCTAssertNotNil(session.good, "the last good preview stays")
        XCTAssertEqual(session.problems.count, 1, "\(session.problems)")
        XCTAssertEqual(session.problems.first?.id, .expansionTooLarge)
        XCTAssertEqual(session.problems.first?.location?.line, 22, "s20 + s20 is the first string over 1 MiB")
    }
}
