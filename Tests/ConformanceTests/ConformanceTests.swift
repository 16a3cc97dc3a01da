import Foundation
import LayoutEngine
import XCTest
import XMLLayout

/// Runs the conformance cases kept in the repository
/// (`Tests/ConformanceTests/Fixtures`, frames read off Texture's own reference
/// images; see its PROVENANCE.md) in-process: every case is loaded like
/// `xmllayout render` loads a file, laid out, and compared with its
/// `.expected.json` within 0.5 pt. Each fixture is its own test method
/// (ConformanceCases+Generated.swift, written by
/// Tools/generate-conformance-tests.sh).
final class ConformanceTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let fixturesDirectory = packageRoot.appendingPathComponent("Tests/ConformanceTests/Fixtures")
    static let casesDirectory = fixturesDirectory.appendingPathComponent("cases")
    /// The suite the fixtures were copied from, when it is beside the checkout.
    static let sharedDirectory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")

    struct Case {
        var xml: URL
        var expected: URL
        var name: String
    }

    /// The cases under `directory`: every `<Class>/<name>.xml` with a
    /// `<name>.expected.json` beside it, sorted by name.
    static func cases(in directory: URL = casesDirectory) -> [Case] {
        let fm = FileManager.default
        guard let walker = fm.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var out: [Case] = []
        for case let url as URL in walker where url.pathExtension == "xml" {
            let expected = url.deletingPathExtension().appendingPathExtension("expected.json")
            guard fm.fileExists(atPath: expected.path) else { continue }
            let name = url.deletingLastPathComponent().lastPathComponent + "/" + url.deletingPathExtension().lastPathComponent
            out.append(Case(xml: url, expected: expected, name: name))
        }
        return out.sorted { $0.name < $1.name }
    }

    /// One generated test: the named fixture lays out as Texture did.
    func runCase(_ name: String) throws {
        let c = try XCTUnwrap(Self.cases().first { $0.name == name }, "fixture \(name) is missing from \(Self.casesDirectory.path)")
        let diffs = check(c)
        XCTAssertTrue(diffs.isEmpty, "\(name): " + diffs.joined(separator: "; "))
    }

    /// The fixtures are there, and each has its generated test (no skip: a
    /// checkout without fixtures fails).
    func testGeneratedTestsMatchTheFixtures() {
        let names = Self.cases().map(\.name)
        XCTAssertGreaterThanOrEqual(names.count, 73, "the conformance fixtures are in \(Self.casesDirectory.path)")
        XCTAssertEqual(names, Self.generatedCaseNames, "run Tools/generate-conformance-tests.sh")
    }

    /// When the shared suite is beside the checkout: the copies are the same
    /// files, and any case there that is not copied passes too.
    func testSharedSuiteAgreesWithTheCopies() throws {
        let shared = Self.sharedDirectory.appendingPathComponent("visible/cases")
        let sharedCases = Self.cases(in: shared)
        guard !sharedCases.isEmpty else {
            throw XCTSkip("only the comparison with ../shared/conformance is skipped: it is not beside the checkout")
        }
        let copies = Dictionary(uniqueKeysWithValues: Self.cases().map { ($0.name, $0) })
        var failures: [String] = []
        for c in sharedCases {
            if let copy = copies[c.name] {
                for (a, b) in [(c.xml, copy.xml), (c.expected, copy.expected)]
                where FileManager.default.contents(atPath: a.path) != FileManager.default.contents(atPath: b.path) {
                    failures.append("\(b.lastPathComponent) differs from \(a.path)")
                }
            } else {
                let diffs = check(c)
                if !diffs.isEmpty { failures.append("FAIL \(c.name) (shared only): " + diffs.joined(separator: "; ")) }
            }
        }
        XCTAssertTrue(failures.isEmpty, failures.joined(separator: "\n"))
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
            let matches = (0..<frames.count).filter { result.elements[ElementID($0)].debugName == name }
            guard matches.count == 1 else { diffs.append("\(name): \(matches.count) elements"); continue }
            let f = frames[matches[0]]
            let got = ["x": f.x, "y": f.y, "width": f.width, "height": f.height, "maxX": f.maxX, "maxY": f.maxY]
            for (k, v) in want.sorted(by: { $0.key < $1.key }) where abs((got[k] ?? .nan) - v) > 0.5 || got[k] == nil {
                diffs.append("\(name).\(k) \(formatPoints(got[k] ?? .nan)) != \(formatPoints(v))")
            }
        }
        if !diffs.isEmpty { diffs.append("layout:\n" + result.documentFrames().enumerated().map { "  \(result.elements[ElementID($0.offset)].typeName) \(result.elements[ElementID($0.offset)].debugName ?? "-") \($0.element)" }.joined(separator: "\n")) }
        return diffs
    }
}
