import Foundation
import XCTest
import _XMLLayoutTestSupport

/// Every example of Layouts/examples rendered by the built binary, as a tree
/// and as JSON, against golden files in Snapshots/ (RECORD_SNAPSHOTS=1 to
/// re-record after an intended change).
final class ExamplesGoldenTests: XCTestCase {
    static let examples = XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts/examples")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? [])
            .filter { $0.hasSuffix(".xml") }.sorted()
    }

    func testThereAreNineteenExamples() {
        XCTAssertEqual(Self.files.count, 19, "\(Self.files)")
    }

    func testTreeGoldens() throws {
        for f in Self.files {
            // Relative paths keep the goldens free of this machine's directories.
            let r = try runXMLLayout(["render", "examples/" + f, "--format", "tree"],
                                     currentDirectory: XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts").path)
            XCTAssertEqual(r.status, 0, "\(f): \(r.stderr)")
            XCTAssertEqual(r.stderr, "", "\(f) renders without warnings")
            assertSnapshot(r.stdout, named: "tree-" + f.replacingOccurrences(of: ".xml", with: ""))
        }
    }

    /// The terminal preview without colour (deterministic characters) and
    /// the SVG picture, so the renderers are pinned on real layouts too.
    func testANSIAndSVGGoldens() throws {
        for f in Self.files {
            let base = f.replacingOccurrences(of: ".xml", with: "")
            let ansi = try runXMLLayout(["render", Self.examples.appendingPathComponent(f).path, "--format", "ansi",
                                         "--color", "never", "--columns", "80"])
            XCTAssertEqual(ansi.status, 0, "\(f): \(ansi.stderr)")
            assertSnapshot(ansi.stdout, named: "ansi-" + base)
            let svg = try runXMLLayout(["render", "examples/" + f, "--format", "svg"],
                                       currentDirectory: XMLLayoutBinary.packageRoot.appendingPathComponent("Layouts").path)
            XCTAssertEqual(svg.status, 0, "\(f): \(svg.stderr)")
            assertSnapshot(svg.stdout, named: "svg-" + base, pathExtension: "svg")
        }
    }

    func testJSONGoldens() throws {
        for f in Self.files {
            let r = try runXMLLayout(["render", Self.examples.appendingPathComponent(f).path, "--format", "json"])
            XCTAssertEqual(r.status, 0, "\(f): \(r.stderr)")
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], f)
            XCTAssertNotNil(json["size"])
            assertSnapshot(r.stdout, named: "json-" + f.replacingOccurrences(of: ".xml", with: ""), pathExtension: "json")
        }
    }
}
