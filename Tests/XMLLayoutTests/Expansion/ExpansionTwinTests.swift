import Foundation
import XCTest
@testable import XMLLayout

/// Metamorphic tests: every `NAME.flat.xml` in ExpansionTwins/ is a
/// hand-written version-1 twin of a version-2 layout (`Layouts/examples/NAME.xml`,
/// else `ExpansionTwins/NAME.xml`); both must give identical frames.
final class ExpansionTwinTests: XCTestCase {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let twinsDirectory = testsDirectory.appendingPathComponent("ExpansionTwins")
    static let examplesDirectory = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Layouts/examples")

    func testEveryTwinGivesIdenticalFrames() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.twinsDirectory.path)
            .filter { $0.hasSuffix(".flat.xml") }.sorted()
        XCTAssertFalse(names.isEmpty, "no twins found in \(Self.twinsDirectory.path)")
        for flatName in names {
            let name = String(flatName.dropLast(".flat.xml".count))
            let example = Self.examplesDirectory.appendingPathComponent(name + ".xml").path
            let local = Self.twinsDirectory.appendingPathComponent(name + ".xml").path
            let v2 = FileManager.default.fileExists(atPath: example) ? example : local
            guard FileManager.default.fileExists(atPath: v2) else {
                XCTFail("\(flatName): no version-2 layout \(name).xml in Layouts/examples or ExpansionTwins")
                continue
            }
            let expanded = LayoutLoader.load(path: v2)
            let flat = LayoutLoader.load(path: Self.twinsDirectory.appendingPathComponent(flatName).path)
            XCTAssertEqual(expanded.errors, [], "\(name): version 2 has errors")
            XCTAssertEqual(flat.errors, [], "\(name): the flat twin has errors")
            XCTAssertFalse(expanded.frameSummary.isEmpty, name)
            XCTAssertEqual(expanded.frameSummary, flat.frameSummary, "\(name): frames differ from the flat twin")
        }
    }
}
