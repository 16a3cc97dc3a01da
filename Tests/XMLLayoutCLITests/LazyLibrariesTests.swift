import Foundation
import XCTest
import _XMLLayoutTestSupport

/// Rule 8 of docs/PERFORMANCE.md: cairo, HarfBuzz, FreeType, libpng and
/// libjpeg open on the first call that needs them, never at start-up.
/// What the dynamic linker looks for is read from glibc's `LD_DEBUG=libs`
/// (it reports the libraries a binary needs and those it opens later alike).
final class LazyLibrariesTests: XCTestCase {
    static let onDemand = ["libcairo", "libharfbuzz", "libfreetype", "libpng", "libjpeg"]
    private var folder = ""

    override func setUpWithError() throws {
        #if !os(Linux)
        throw XCTSkip("LD_DEBUG is glibc's")
        #endif
        folder = NSTemporaryDirectory() + "lazy-libraries-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    private func write(_ name: String, _ xml: String) throws -> String {
        let path = folder + "/" + name
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The on-demand libraries the run looked for ("find library=libcairo.so.2 [0]; searching").
    private func opened(_ arguments: [String]) throws -> (result: CommandResult, libraries: Set<String>) {
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "libs"
        let r = try runXMLLayout(arguments, environment: environment)
        var found = Set<String>()
        for line in r.stderr.split(separator: "\n") {
            guard let at = line.range(of: "find library=") else { continue }
            let name = line[at.upperBound...].prefix { $0 != " " && $0 != "." }
            found.insert(String(name))
        }
        XCTAssertTrue(found.contains("libxml2"), "LD_DEBUG reported the libraries: \(r.stderr.prefix(300))")
        return (r, found.intersection(Self.onDemand))
    }

    func testAOneBoxRenderOpensNoneOfThemEvenWithFontMetrics() throws {
        let file = try write("one-box.xml", #"<layout width="375"><box width="1" height="1"/></layout>"#)
        let run = try opened(["render", file, "--format", "json", "--text-metrics", "font"])
        XCTAssertEqual(run.result.status, 0, run.result.stderr.suffix(300).description)
        XCTAssertEqual(run.libraries, [])
    }

    func testTextMeasuredWithAFontOpensHarfBuzzAndFreeTypeButNotCairo() throws {
        let file = try write("hello.xml", #"<layout><text fontFamily="Helvetica" fontSize="12">Hello</text></layout>"#)
        let run = try opened(["render", file, "--format", "json", "--text-metrics", "font"])
        XCTAssertEqual(run.result.status, 0)
        // Liberation Sans, as TextCLITests measures it: (1479 + 1139 + 455 + 455 + 1139) / 2048 × 12 → 27.5 wide.
        XCTAssertTrue(run.result.stdout.hasPrefix("{\n  \"size\": {\n    \"width\": 27.5,"), run.result.stdout.prefix(200).description)
        XCTAssertTrue(run.libraries.contains("libharfbuzz"))
        XCTAssertFalse(run.libraries.contains("libcairo"))
    }

    func testAPNGOpensCairoAndIsWritten() throws {
        let file = try write("box.xml", ##"<layout width="20"><box width="10" height="10" backgroundColor="#ff0000"/></layout>"##)
        let run = try opened(["render", file, "--format", "png", "-o", folder + "/box.png"])
        XCTAssertEqual(run.result.status, 0, run.result.stderr.suffix(300).description)
        XCTAssertTrue(run.libraries.contains("libcairo"))
        let png = try Data(contentsOf: URL(fileURLWithPath: folder + "/box.png"))
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }
}
