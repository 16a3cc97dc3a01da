import ThreadSupport
import LayoutEngine
import XCTest
@testable import XMLLayout

/// `SourceLimits.huge` (`--huge`): deep and large sources parse, libxml2's
/// own limits are lifted with them, and DOCTYPE stays refused.
final class HugeLimitsTests: XCTestCase {
    private func source(_ text: String, limits: SourceLimits, path: String = "deep.xml") -> LayoutSource {
        var source = LayoutSource(path: path, text: text)
        source.limits = limits
        return source
    }

    private func chain(_ depth: Int) -> String {
        var xml = "<layout width=\"100\">"
        for i in 0..<depth { xml += i % 2 == 0 ? "<vstack>" : "<hstack>" }
        xml += "<box width=\"1\" height=\"1\"/>"
        for i in (0..<depth).reversed() { xml += i % 2 == 0 ? "</vstack>" : "</hstack>" }
        return xml + "</layout>"
    }

    func testHugeParsesAndValidatesWhatStandardRefuses() throws {
        let text = chain(10_000)
        let refused = SchemaValidator.parseAndValidate(source(text, limits: .standard))
        XCTAssertNil(refused.root)
        XCTAssertEqual(refused.diagnostics.map(\.id), [DiagnosticID.nestingTooDeep])
        XCTAssertNotNil(refused.diagnostics.first?.hint)

        // The walks over a 10,000-deep tree need more than the main thread's stack.
        let outcome = try DeepStack.run {
            let (root, diagnostics) = SchemaValidator.parseAndValidate(self.source(text, limits: .huge))
            return (count: root?.elementsInDocumentOrder.count, diagnostics: diagnostics)
        }
        XCTAssertEqual(outcome.value.diagnostics, [])
        XCTAssertEqual(outcome.value.count, 10_000 + 2)
        XCTAssertGreaterThan(outcome.peakStackBytes, 0)
    }

    func testHugeLiftsLibXMLsOwnDepthLimit() {
        // Without the scanner in front: libxml2 refuses 300 levels unless XML_PARSE_HUGE.
        let bytes = Array((String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)).utf8)
        XCTAssertNil(LibXMLParser()!.parse(bytes, url: "deep.xml").document)
        XCTAssertNotNil(LibXMLParser()!.parse(bytes, url: "deep.xml", huge: true).document)
    }

    func testHugeStillRefusesDoctype() {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE layout [<!ENTITY e \"x\">]>\n<layout><text>&e;</text></layout>"
        let (root, diagnostics) = LayoutSourceLoader.parse(source(text, limits: .huge))
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.map(\.id), [DiagnosticID.doctypeNotAllowed])
        XCTAssertEqual(diagnostics.first?.location?.line, 2)
    }

    func testHugeLiftsTheFileSizeLimit() throws {
        let bytes = Array(("<layout><!--" + String(repeating: "x", count: 9 * 1024 * 1024) + "--></layout>").utf8)
        guard case .failure(let refused) = LayoutSourceLoader.decode(path: "big.xml", bytes: bytes) else {
            return XCTFail("9 MiB accepted without --huge")
        }
        XCTAssertEqual(refused.id, DiagnosticID.fileTooLarge)
        XCTAssertEqual(refused.hint, SourceLimits.standard.hugeHint)
        let accepted = try LayoutSourceLoader.decode(path: "big.xml", bytes: bytes, limits: .huge).get()
        XCTAssertEqual(accepted.limits, .huge)
        XCTAssertNotNil(LayoutSourceLoader.parse(accepted).root)
    }

    func testTheHugeDepthLimitIsStillALimit() {
        var limits = SourceLimits.huge
        limits.maximumNestingDepth = 1_000
        let (root, diagnostics) = LayoutSourceLoader.parse(source(chain(1_000), limits: limits))
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.map(\.message), ["nesting deeper than 1000 levels"])
        XCTAssertNil(diagnostics.first?.hint, "--huge is already on")
        XCTAssertGreaterThanOrEqual(SourceLimits.huge.maximumNestingDepth, 1_000_000)
    }

    func testLoaderTimesEachPhaseOfADeepFile() throws {
        let text = chain(2_000)
        let loaded = try DeepStack.run { LayoutLoader.load(source: self.source(text, limits: .huge)) }.value
        XCTAssertFalse(loaded.hasErrors, "\(loaded.diagnostics)")
        for phase in [PhaseTimings.Phase.parse, .validate, .build] {
            XCTAssertNotNil(loaded.timings.seconds[phase], "\(phase)")
        }
        XCTAssertNil(loaded.timings.seconds[.expand])
        XCTAssertEqual(loaded.timings.elementCount, 2_001)
    }
}
