import Foundation
import LayoutEngine
import XCTest
import XMLLayout

/// Runs the conformance cases of `../shared/conformance/visible` (frames read
/// off Texture's own reference images) in-process: every case is loaded like
/// `xmllayout render` loads a file, laid out, and compared with its
/// `.expected.json` within 0.5 pt. The same cases also run against the built
/// binary through the shared runner in the CLI tests.
final class ConformanceTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let casesDirectory = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/conformance/visible/cases")

    struct Case {
        var xml: URL
        var expected: URL
        var name: String
    }

    static func cases() -> [Case] {
        let fm = FileManager.default
        guard let walker = fm.enumerator(at: casesDirectory, includingPropertiesForKeys: nil) else { return [] }
        var out: [Case] = []
        for case let url as URL in walker where url.pathExtension == "xml" {
            let expected = url.deletingPathExtension().appendingPathExtension("expected.json")
            guard fm.fileExists(atPath: expected.path) else { continue }
            let name = url.deletingLastPathComponent().lastPathComponent + "/" + url.deletingPathExtension().lastPathComponent
            out.append(Case(xml: url, expected: expected, name: name))
        }
        return out.sorted { $0.name < $1.name }
    }

    func testVisibleConformanceCases() throws {
        let cases = Self.cases()
        guard !cases.isEmpty else {
            throw XCTSkip("no conformance cases at \(Self.casesDirectory.path) (../shared is not beside the checkout)")
        }
        var failures: [String] = []
        for c in cases {
            let diffs = check(c)
            if !diffs.isEmpty { failures.append("FAIL \(c.name): " + diffs.joined(separator: "; ")) }
        }
        print("conformance: \(cases.count - failures.count) passed, \(failures.count) failed")
        XCTAssertTrue(failures.isEmpty, failures.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(cases.count, 73, "all visible cases were found")
    }

    /// The differences between the layout of one case and its expectation.
    func check(_ c: Case) -> [String] {
        let loaded = LayoutLoader.load(path: c.xml.path)
        guard let doc = loaded.document else {
            return ["does not load: " + loaded.diagnostics.map(\.description).joined(separator: " | ")]
        }
        guard let data = try? Data(contentsOf: c.expected),
              let exp = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let size = exp["size"] as? [String: Double] else { return ["bad expected file"] }
        let result = LayoutEngine.layout(doc.root, in: doc.rootRange, grid: PixelGrid(scale: doc.screenScale))
        var diffs: [String] = []
        for (key, got) in [("width", result.size.width), ("height", result.size.height)] {
            if let want = size[key], abs(want - got) > 0.5 { diffs.append("size.\(key) \(formatPoints(got)) != \(formatPoints(want))") }
        }
        let frames = result.documentFrames()
        for (name, want) in (exp["frames"] as? [String: [String: Double]] ?? [:]).sorted(by: { $0.key < $1.key }) {
            let matches = (0..<frames.count).filter { result.elements.records[$0].debugName == name }
            guard matches.count == 1 else { diffs.append("\(name): \(matches.count) elements"); continue }
            let f = frames[matches[0]]
            let got = ["x": f.x, "y": f.y, "width": f.width, "height": f.height, "maxX": f.maxX, "maxY": f.maxY]
            for (k, v) in want.sorted(by: { $0.key < $1.key }) where abs((got[k] ?? .nan) - v) > 0.5 || got[k] == nil {
                diffs.append("\(name).\(k) \(formatPoints(got[k] ?? .nan)) != \(formatPoints(v))")
            }
        }
        if !diffs.isEmpty { diffs.append("layout:\n" + result.documentFrames().enumerated().map { "  \(result.elements.records[$0.offset].typeName) \(result.elements.records[$0.offset].debugName ?? "-") \($0.element)" }.joined(separator: "\n")) }
        return diffs
    }
}
