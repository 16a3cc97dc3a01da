import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `xmllayout snapshot record|verify` end to end in a temporary folder.
final class SnapshotCLITests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "snapshot-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/screens", withIntermediateDirectories: true)
        try write(##"<layout width="100" height="60"><inset insets="10"><box backgroundColor="#3366cc" cornerRadius="6"/></inset></layout>"##,
                  "screens/card.xml")
        try write(##"<layout width="80" height="40"><box backgroundColor="#ffcc00"/></layout>"##, "screens/badge.xml")
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ text: String, _ name: String) throws {
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }

    private func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: folder + "/" + name) }

    private func snapshot(_ arguments: [String], ci: Bool = false) throws -> CommandResult {
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = ci ? "1" : nil
        return try runXMLLayout(["snapshot"] + arguments + ["--report", folder + "/report.html"], environment: environment,
                                currentDirectory: folder)
    }

    func testRecordVerifyChangeFailRecordAgain() throws {
        // record: a PNG, the JSON frames and the engine beside each layout.
        var r = try snapshot(["record", "screens"])
        XCTAssertEqual(r.status, 0, r.stderr)
        for name in ["card", "badge"] {
            for ext in ["png", "json", "engine.txt"] { XCTAssert(exists("screens/__snapshots__/\(name).\(ext)"), "\(name).\(ext)") }
        }
        XCTAssert(exists("report.html"))
        let engine = try String(contentsOfFile: folder + "/screens/__snapshots__/card.engine.txt", encoding: .utf8)
        XCTAssert(engine.contains("engine:") && engine.contains("cairo") && engine.contains("Liberation"), engine)
        let recorded = try Data(contentsOf: URL(fileURLWithPath: folder + "/screens/__snapshots__/card.png"))
        let stamp = try FileManager.default.attributesOfItem(atPath: folder + "/screens/__snapshots__/card.png")[.modificationDate] as? Date

        // verify passes (twice: the second from the cache), and record rewrites nothing unchanged.
        r = try snapshot(["verify", "screens"], ci: true)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssert(r.stderr.contains("2 snapshots: 2 passed, 0 failed"), r.stderr)
        r = try snapshot(["verify", "screens"], ci: true)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssert(exists("screens/__snapshots__/.verified"))
        r = try snapshot(["record", "screens"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let again = try FileManager.default.attributesOfItem(atPath: folder + "/screens/__snapshots__/card.png")[.modificationDate] as? Date
        XCTAssertEqual(stamp, again, "an unchanged picture is not rewritten")

        // Change a layout: verify fails with the three pictures and the report, a one-line summary, status 1.
        try write(##"<layout width="100" height="60"><inset insets="20"><box backgroundColor="#cc3333" cornerRadius="6"/></inset></layout>"##,
                  "screens/card.xml")
        r = try snapshot(["verify", "screens"], ci: true)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssert(r.stderr.contains("FAIL screens/card.xml") || r.stderr.contains("FAIL " + folder), r.stderr)
        XCTAssert(r.stderr.contains("frames differ"), r.stderr)
        XCTAssert(r.stderr.contains("2 snapshots: 1 passed, 1 failed (screens/card.xml)"), r.stderr)
        for kind in ["expected", "actual", "difference"] {
            XCTAssert(exists("screens/__snapshots__/failures/card.\(kind).png"), kind)
        }
        let report = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        XCTAssertEqual(report.components(separatedBy: "data:image/png;base64,").count - 1, 3, "three pictures inlined")
        XCTAssert(report.contains("failed"))
        let untouched = try Data(contentsOf: URL(fileURLWithPath: folder + "/screens/__snapshots__/card.png"))
        XCTAssertEqual(untouched, recorded, "verify in CI never records")

        // Record again: the changed one is rewritten, then verify passes and the failure pictures are gone.
        r = try snapshot(["record", "screens"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssert(r.stderr.contains("recorded screens/card.xml"), r.stderr)
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/screens/__snapshots__/card.png")), recorded)
        r = try snapshot(["verify", "screens"], ci: true)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(exists("screens/__snapshots__/failures/card.difference.png"))
    }

    func testVariantsFromAFile() throws {
        try write(##"<layout width="80" height="40"><param name="tone" default="warm" values="warm cool"/><if test="tone == 'warm'"><box backgroundColor="#ff8800"/></if><else><box backgroundColor="#0088ff"/></else></layout>"##,
                  "screens/tone.xml")
        try write("# one a line\ncool: --set tone=cool\nwarm-phone: --device iphone-se\n", "variants.conf")
        var r = try snapshot(["record", "screens/tone.xml", "--variants", "variants.conf"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssert(exists("screens/__snapshots__/tone@cool.png"))
        XCTAssert(exists("screens/__snapshots__/tone@warm-phone.png"))
        let cool = try Data(contentsOf: URL(fileURLWithPath: folder + "/screens/__snapshots__/tone@cool.png"))
        let warm = try Data(contentsOf: URL(fileURLWithPath: folder + "/screens/__snapshots__/tone@warm-phone.png"))
        XCTAssertNotEqual(cool, warm)
        r = try snapshot(["verify", "screens/tone.xml", "--variants", "variants.conf"], ci: true)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssert(r.stderr.contains("2 snapshots: 2 passed"), r.stderr)
        try write("broken line\n", "bad.conf")
        r = try snapshot(["verify", "screens/tone.xml", "--variants", "bad.conf"], ci: true)
        XCTAssertEqual(r.status, 64, r.stderr)
    }

    func testAMismatchRecordedByAnotherEngineSaysSo() throws {
        XCTAssertEqual(try snapshot(["record", "screens/badge.xml"]).status, 0)
        try write("engine: xmllayout-engine 0\n", "screens/__snapshots__/badge.engine.txt")
        try write(##"<layout width="80" height="40"><box backgroundColor="#00ccff"/></layout>"##, "screens/badge.xml")
        let r = try snapshot(["verify", "screens/badge.xml"], ci: true)
        XCTAssertEqual(r.status, 1)
        XCTAssert(r.stderr.contains("recorded with another engine (engine: xmllayout-engine 0)"), r.stderr)
        XCTAssert(r.stderr.contains("the difference may be the engine's"), r.stderr)
    }

    func testMissingSnapshotFailsInCIAndIsRecordedElsewhere() throws {
        var r = try snapshot(["verify", "screens/badge.xml"], ci: true)
        XCTAssertEqual(r.status, 1)
        XCTAssert(r.stderr.contains("no snapshot recorded"), r.stderr)
        XCTAssertFalse(exists("screens/__snapshots__/badge.png"))
        r = try snapshot(["verify", "screens/badge.xml"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssert(exists("screens/__snapshots__/badge.png"))
    }

    func testVariantsPerDeviceAndTolerances() throws {
        var r = try snapshot(["record", "screens/badge.xml", "--device", "iphone-se,ipad"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssert(exists("screens/__snapshots__/badge@iphone-se.png"))
        XCTAssert(exists("screens/__snapshots__/badge@ipad.png"))
        // A slightly different colour: within 2% per channel it passes, at 0% it does not.
        try write(##"<layout width="80" height="40"><box backgroundColor="#fdcc00"/></layout>"##, "screens/badge.xml")
        r = try snapshot(["verify", "screens/badge.xml", "--device", "iphone-se"], ci: true)
        XCTAssertEqual(r.status, 0, r.stderr)
        r = try snapshot(["verify", "screens/badge.xml", "--device", "iphone-se", "--pixel-tolerance", "0"], ci: true)
        XCTAssertEqual(r.status, 1, r.stderr)
    }
}
