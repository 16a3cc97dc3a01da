import Foundation
import XCTest
import _XMLLayoutTestSupport

/// `render --device` and a comma-separated `--width` as a user runs them
/// (LANGUAGE.md's "Devices"): the JSON array, the pixel grid, `:screen`,
/// the SVG row and the ANSI sheet, goldens, and usage errors.
final class DeviceCLITests: XCTestCase {
    private let layouts = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts").path
    private let card = ["render", "examples/card.xml"]

    private func run(_ args: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let r = try runXMLLayout(args, currentDirectory: layouts)
        return (r.status, r.stdout, r.stderr)
    }

    private func jsonArray(_ args: [String]) throws -> [[String: Any]] {
        let r = try run(card + args + ["--format", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]], r.stdout)
    }

    private func size(_ result: [String: Any]) -> [String: Double]? { result["size"] as? [String: Double] }

    func testJSONIsAnArrayOfRendersEachWithItsDeviceFirst() throws {
        let r = try run(card + ["--device", "iphone-se,ipad:landscape", "--format", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("[\n  {\n    \"device\": \"iphone-se\",\n    \"size\""), r.stdout)
        let results = try jsonArray(["--device", "iphone-se,ipad:landscape"])
        XCTAssertEqual(results.map { $0["device"] as? String }, ["iphone-se", "ipad:landscape"])
        XCTAssertEqual(results.map { size($0)?["width"] }, [320, 1024], "a preset sets the root width exactly")
        XCTAssertEqual(size(results[0])?["height"], 291, "the height follows the file")
        // Each result is exactly what a single render at that width prints, plus "device".
        for (result, width) in zip(results, ["320", "1024"]) {
            let single = try run(card + ["--width", width, "--format", "json"]).stdout
            let one = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(single.utf8)) as? NSDictionary)
            var withoutDevice = result
            withoutDevice["device"] = nil
            XCTAssertEqual(NSDictionary(dictionary: withoutDevice), one, width)
        }
    }

    func testOneDeviceIsStillAnArrayAndCompactWorks() throws {
        let results = try jsonArray(["--device", "iphone-8"])
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(results.first?["device"] as? String, "iphone-8")
        let r = try run(card + ["--device", "iphone-8", "--format", "json", "--compact"])
        XCTAssertTrue(r.stdout.hasPrefix(#"[{"device":"iphone-8","size":{"width":375,"#), r.stdout)
        XCTAssertEqual(r.stdout.filter { $0 == "\n" }.count, 1, "one line")
    }

    func testAPresetsPixelGridIsUsed() throws {
        // The card's 16:9 cover at 393 points: 327.5 on the file's @2 grid,
        // 327.3333 on the iPhone 15's @3 grid.
        let bare = try jsonArray(["--width", "393,393"])
        XCTAssertEqual(size(bare[0])?["height"], 327.5)
        let phone = try jsonArray(["--device", "iphone-15"])
        let height = try XCTUnwrap(size(phone[0])?["height"])
        XCTAssertEqual(height, 982.0 / 3, accuracy: 1e-4, "JSON says 4 decimals")
        XCTAssertNotEqual(height, 327.5)
    }

    func testScreenMakesTheRootExactlyTheScreen() throws {
        let results = try jsonArray(["--device", "iphone-se:screen,ipad:landscape:screen,ipad:screen:landscape"])
        XCTAssertEqual(results.map { size($0) }, [["width": 320, "height": 568], ["width": 1024, "height": 768],
                                                  ["width": 1024, "height": 768]])
    }

    func testBareWidths() throws {
        let results = try jsonArray(["--width", "320,375,414"])
        XCTAssertEqual(results.map { $0["device"] as? String }, ["320", "375", "414"])
        XCTAssertEqual(results.map { size($0)?["width"] }, [320, 375, 414])
        XCTAssertEqual(results.map { size($0)?["height"] }, [291, 318.5, 338])
    }

    func testOneWidthKeepsTodaysOutput() throws {
        let r = try run(card + ["--width", "375", "--format", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("{\n  \"size\""), "an object, not an array")
    }

    func testSVGIsOneWellFormedPictureWithALabelPerDevice() throws {
        let r = try run(card + ["--device", "iphone-se,ipad:landscape,iphone-8", "--format", "svg"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let labels = r.stdout.components(separatedBy: #"class="device-label">"#).dropFirst()
            .map { String($0.prefix { $0 != "<" }) }
        XCTAssertEqual(labels, ["iphone-se 320 × 291 @2x", "ipad:landscape 1024 × 626 @2x", "iphone-8 375 × 318.5 @2x"])
        XCTAssertEqual(r.stdout.components(separatedBy: "<?xml").count - 1, 1, "one document")
        // In a row: each picture right of the previous one, 24 points apart.
        XCTAssertTrue(r.stdout.contains(#"<svg x="0" y="20" "#))
        XCTAssertTrue(r.stdout.contains(#"<svg x="344" y="20" "#))
        XCTAssertTrue(r.stdout.contains(#"<svg x="1392" y="20" "#))
        XCTAssertTrue(r.stdout.contains(#"width="1767" height="646" viewBox="0 0 1767 646""#))
        try assertWellFormed(r.stdout)
    }

    func testANSIPlacesThePicturesSideBySideAtOneScale() throws {
        let args = card + ["--device", "iphone-se,iphone-8", "--format", "ansi", "--color", "never", "--zoom", "10"]
        let wide = try run(args + ["--columns", "200"])
        XCTAssertEqual(wide.status, 0, wide.stderr)
        let lines = wide.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines[0], "iphone-se 320 × 291 @2x           iphone-8 375 × 318.5 @2x")
        // 10 points per column for both: 32 and 38 columns, two apart.
        let top = Array(lines[1])
        XCTAssertEqual(top.first, "┌")
        XCTAssertEqual(top.firstIndex(of: "┐"), 31)
        XCTAssertEqual(top.lastIndex(of: "┌"), 34)
        XCTAssertEqual(top.count, 34 + 38)

        // Narrower than both: the second wraps to a row of its own.
        let narrow = try run(args + ["--columns", "50"])
        let rows = narrow.stdout.components(separatedBy: "\n\n")
        XCTAssertEqual(rows.count, 2)
        XCTAssertTrue(rows[0].hasPrefix("iphone-se 320 × 291 @2x\n┌"), rows[0])
        XCTAssertTrue(rows[1].hasPrefix("iphone-8 375 × 318.5 @2x\n┌"), rows[1])
    }

    func testANSIFitsTheColumnsByDefault() throws {
        let r = try run(card + ["--width", "320,375", "--format", "ansi", "--color", "never", "--columns", "80"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertFalse(r.stdout.contains("\n\n"), "one row")
        let widest = r.stdout.components(separatedBy: "\n").map(\.count).max() ?? 0
        XCTAssertLessThanOrEqual(widest, 80)
        XCTAssertGreaterThan(widest, 70, "the columns are used")
        XCTAssertTrue(r.stdout.hasPrefix("320 × 291 @2x"), r.stdout)
    }

    func testTreeHasAHeadingPerDevice() throws {
        let r = try run(card + ["--device", "iphone-se,ipad", "--format", "tree"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").filter { $0.hasPrefix("== ") },
                       ["== iphone-se 320 × 291 @2x ==", "== ipad 768 × 498 @2x =="])
        XCTAssertTrue(r.stdout.contains("== ipad 768 × 498 @2x ==\nsize 768×498\n"), r.stdout)
    }

    func testGoldens() throws {
        for format in ["json", "tree", "svg", "ansi"] {
            var args = card + ["--device", "iphone-se,ipad:landscape", "--format", format]
            if format == "ansi" { args += ["--color", "never", "--columns", "100"] }
            let r = try run(args)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(r.stderr, "")
            assertSnapshot(r.stdout, named: "devices-card-" + format,
                           pathExtension: format == "json" ? "json" : format == "svg" ? "svg" : "txt")
        }
    }

    func testUsageErrors() throws {
        let cases: [([String], String)] = [
            (["--device", "iphone-99"], "unknown device 'iphone-99'; the presets are: iphone-se, iphone-8, iphone-15, "
                + "iphone-15-pro-max, ipad, ipad-pro-13"),
            (["--device", "ipad:sideways"], "unknown modifier ':sideways'"),
            (["--device", "iphone-se,"], "is not a list of device names"),
            (["--device", "iphone-se", "--width", "320"], "cannot be combined with --width, --height, --min or --max"),
            (["--device", "iphone-se", "--height", "500"], "cannot be combined"),
            (["--device", "iphone-se", "--min", "0x0"], "cannot be combined"),
            (["--device", "iphone-se", "--max", "320x480"], "cannot be combined"),
            (["--width", "320,abc"], "--width: 'abc' is not a width in points"),
            (["--width", "320,,414"], "--width: '' is not a width in points"),
            (["--width", "320,0"], "--width: '0' is not a width in points"),
            (["--width", "-5"], "--width '-5' must not be negative"),
        ]
        for (args, message) in cases {
            let r = try run(card + args + ["--format", "json"])
            XCTAssertEqual(r.status, 64, "\(args)")
            XCTAssertEqual(r.stdout, "", "\(args)")
            XCTAssertTrue(r.stderr.contains(message), "\(args): \(r.stderr)")
        }
    }

    private func assertWellFormed(_ svg: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard let xmllint = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"]
            .first(where: FileManager.default.isExecutableFile) else { return }
        let path = NSTemporaryDirectory() + "devices-\(getpid()).svg"
        try svg.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try runCommand(xmllint, ["--noout", path])
        XCTAssertEqual(r.status, 0, "well-formed: \(r.stderr)", file: file, line: line)
    }
}

/// Watch takes the same device options, and the same usage errors.
final class DeviceWatchTests: XCTestCase {
    func testWatchRefusesUnknownDevicesAndMixedSizes() throws {
        let card = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples/card.xml").path
        for args in [["--device", "nope"], ["--device", "ipad", "--width", "320"]] {
            let r = try runXMLLayout(["watch", card] + args)
            XCTAssertEqual(r.status, 64, "\(args): \(r.stderr)")
            XCTAssertEqual(r.stdout, "")
        }
    }
}
