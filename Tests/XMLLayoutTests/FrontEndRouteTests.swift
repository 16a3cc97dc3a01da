import Foundation
import LayoutEngine
import XCTest
@testable import XMLLayout

/// `FrontEnd`'s table: which route a file takes, and that every route a file
/// could take gives what the sequential route gives.
final class FrontEndRouteTests: XCTestCase {
    private typealias Shape = FrontEnd.Shape

    func testTheTableAnswersAsItsDocumentationSays() {
        func route(_ elements: Int, _ depth: Int, huge: Bool = false, _ purpose: FrontEnd.Purpose = .document,
                   cores: Bool = true) -> FrontEnd.Route {
            FrontEnd.route(for: Shape(elements: elements, depth: depth), huge: huge, purpose: purpose, secondCore: cores)
        }
        let many = FrontEnd.minimumValidationThreadElements, ahead = FrontEnd.minimumAheadElements
        let deep = FrontEnd.maximumThreadDepth
        for purpose in [FrontEnd.Purpose.document, .tree, .ahead] {
            XCTAssertEqual(FrontEnd.route(for: nil, huge: false, purpose: purpose), .sequential)
        }
        XCTAssertEqual(route(1, 1), .onePass)
        XCTAssertEqual(route(many - 1, 10), .onePass)
        XCTAssertEqual(route(many, 10), .validationThread)
        XCTAssertEqual(route(many, 10, .tree), .validationThread)
        XCTAssertEqual(route(many, 10, huge: true), .validationThread)
        XCTAssertEqual(route(many, deep), .validationThread)
        XCTAssertEqual(route(many, deep + 1, huge: true), .onePass)
        XCTAssertEqual(route(many, 10, cores: false), .onePass)
        XCTAssertEqual(route(ahead - 1, 10, .ahead), .onePass)
        XCTAssertEqual(route(ahead, 10, .ahead), .ahead)
        XCTAssertEqual(route(many, 10, .ahead), .ahead)
        XCTAssertEqual(route(ahead, 10, huge: true, .ahead), .onePass)
        XCTAssertEqual(route(many, 10, huge: true, .ahead), .validationThread)
        XCTAssertEqual(route(ahead, deep + 1, huge: true, .ahead), .onePass)
        XCTAssertEqual(route(ahead, 10, .ahead, cores: false), .onePass)
    }

    /// Files of each kind, loaded by `LayoutLoader`'s entry: the route the
    /// table picks is the one that gives the result.
    func testEachKindOfFileTakesItsRoute() throws {
        let two = FrontEnd.hasSecondCore
        let cases: [(name: String, text: String, purpose: FrontEnd.Purpose, route: FrontEnd.Route)] = [
            ("small", Self.layout(rows: 3), .document, .onePass),
            ("small-tree", Self.layout(rows: 3), .tree, .onePass),
            ("large", Self.layout(rows: 900), .document, two ? .validationThread : .onePass),
            ("large-tree", Self.layout(rows: 900), .tree, two ? .validationThread : .onePass),
            ("watched", Self.layout(rows: 60), .ahead, two ? .ahead : .onePass),
            ("watched-small", Self.layout(rows: 3), .ahead, .onePass),
            ("warned", Self.warned, .document, .onePass),
            ("schema-error", Self.schemaError, .document, .sequential),
            ("builder-error", Self.builderError, .document, .sequential),
            ("malformed", Self.malformed, .document, .sequential),
            ("doctype", Self.doctype, .document, .sequential),
            ("version-2", Self.version2, .document, .expanded),
            ("version-2-ahead", Self.version2, .ahead, .expanded),
        ]
        for c in cases {
            let source = LayoutSource(path: "dir/\(c.name).xml", text: c.text)
            let load = FrontEnd.load(source, inputs: ExpansionInputs(), purpose: c.purpose)
            XCTAssertEqual(load.route, c.route, c.name)
            XCTAssertEqual(load.pending != nil, c.route == .ahead, c.name)
            var timings = PhaseTimings()
            _ = load.pending?.finish(into: &timings)
        }
        XCTAssertGreaterThanOrEqual(Self.elements(Self.layout(rows: 900)), FrontEnd.minimumValidationThreadElements)
        XCTAssertGreaterThanOrEqual(Self.elements(Self.layout(rows: 60)), FrontEnd.minimumAheadElements)
        XCTAssertLessThan(Self.elements(Self.layout(rows: 60)), FrontEnd.minimumValidationThreadElements)
    }

    /// Each version-1 file forced down every version-1 route, for each
    /// purpose: the same diagnostics, document and kept tree as the
    /// sequential route (a streamed route that gives up ends there).
    func testEveryRouteGivesWhatTheSequentialRouteGives() throws {
        let files = [("small", Self.layout(rows: 3)), ("large", Self.layout(rows: 100)), ("warned", Self.warned),
                     ("schema-error", Self.schemaError), ("builder-error", Self.builderError),
                     ("malformed", Self.malformed), ("doctype", Self.doctype)]
        var streamed = 0
        for (name, text) in files {
            let source = LayoutSource(path: "dir/\(name).xml", text: text)
            for purpose in [FrontEnd.Purpose.document, .tree] {
                let expected = FrontEnd.load(source, inputs: ExpansionInputs(), purpose: purpose, route: .sequential)
                XCTAssertEqual(expected.route, .sequential)
                for route in [FrontEnd.Route.onePass, .validationThread, .ahead] {
                    let label = "\(name) \(purpose) \(route)"
                    let load = FrontEnd.load(source, inputs: ExpansionInputs(), purpose: purpose, route: route)
                    if load.route != .sequential { streamed += 1 }
                    var loaded = load.loaded
                    if let pending = load.pending {
                        if !pending.finish(into: &loaded.timings) { continue } // `confirm` loads it again
                    }
                    Self.assertSame(loaded, expected.loaded, label)
                    XCTAssertEqual(Self.keptRoot(load.tree), Self.keptRoot(expected.tree), label)
                }
            }
        }
        // The clean ones (small, large, warned) streamed down every route.
        XCTAssertEqual(streamed, 3 * 2 * 3)
    }

    /// A version-2 file takes the expanded route whatever is asked; a
    /// version-1 file sent there is handed to the version-1 routes.
    func testTheExpandedRouteHandsVersion1FilesOn() throws {
        let v1 = LayoutSource(path: "dir/v1.xml", text: Self.layout(rows: 3))
        let expanded = FrontEnd.load(v1, inputs: ExpansionInputs(), purpose: .document, route: .expanded)
        let sequential = FrontEnd.load(v1, inputs: ExpansionInputs(), purpose: .document, route: .sequential)
        XCTAssertEqual(expanded.route, .sequential)
        Self.assertSame(expanded.loaded, sequential.loaded, "v1")
        let v2 = LayoutSource(path: "dir/v2.xml", text: Self.version2)
        let load = FrontEnd.load(v2, inputs: ExpansionInputs(), purpose: .document)
        XCTAssertEqual(load.route, .expanded)
        XCTAssertEqual(load.loaded.diagnostics, [])
        XCTAssertEqual(load.loaded.document?.sourceMap.count, 3)
    }

    // MARK: - Files

    static func layout(rows: Int) -> String {
        let row = "<inset insets=\"8\"><stack direction=\"horizontal\" spacing=\"8\"><text>item &amp; more</text>"
            + "<box width=\"24\" height=\"24\"/><spacer flexGrow=\"1\"/></stack></inset>\n"
        return "<layout width=\"375\"><stack direction=\"vertical\">\n" + String(repeating: row, count: rows)
            + "</stack></layout>\n"
    }

    private static let warned = "<layout width=\"100\"><stack><box/><box width=\"10\" height=\"10\"/></stack></layout>\n"
    private static let schemaError = layout(rows: 3).replacingOccurrences(of: "spacing=\"8\"", with: "spacing=\"eight\"")
    private static let builderError = "<layout width=\"375\"><stack><box id=\"a\"/><box id=\"a\"/></stack></layout>\n"
    private static let malformed = "<layout width=\"375\"><stack><box/></stak></layout>\n"
    private static let doctype = "<!DOCTYPE layout []><layout width=\"375\"><box/></layout>\n"
    private static let version2 = """
        <layout width="375"><param name="n" default="2"/>\
        <stack><box width="{n * 10}" height="4"/><box width="1" height="1"/></stack></layout>

        """

    private static func elements(_ text: String) -> Int {
        StartTagScanner.scan(Array(text.utf8), maximumDepth: 256).tags.count
    }

    private static func assertSame(_ a: LayoutLoader.Loaded, _ b: LayoutLoader.Loaded, _ label: String,
                                   file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.diagnostics, b.diagnostics, label, file: file, line: line)
        XCTAssertEqual(dumped(a.document), dumped(b.document), label, file: file, line: line)
        XCTAssertEqual(a.document?.sourceMap, b.document?.sourceMap, label, file: file, line: line)
        XCTAssertEqual(a.document?.percentageAttributes, b.document?.percentageAttributes, label, file: file, line: line)
        XCTAssertEqual(a.source?.bytes, b.source?.bytes, label, file: file, line: line)
    }

    /// A document as text (`Element` is not Equatable), its percentages apart.
    private static func dumped(_ document: LayoutDocument?) -> String {
        guard var document else { return "nil" }
        document.percentageAttributes = [:]
        var out = ""
        dump(document, to: &out)
        return out
    }

    /// A kept tree as the streamed routes keep it (white space outside <text> dropped).
    private static func keptRoot(_ tree: LayoutLoader.KeptTree?) -> XMLElementNode? {
        guard case .parsed(let root) = tree else { return nil }
        return StreamingFrontEndTests.streamingForm(root)
    }
}
