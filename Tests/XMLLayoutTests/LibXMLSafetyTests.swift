import Dispatch
import Foundation
import Synchronization
import XCTest
@testable import XMLLayout

/// Untrusted input: no DTD, no external entity, no entity expansion, bounded
/// nesting, nothing printed to stderr, and safe to use from many threads.
final class LibXMLSafetyTests: XCTestCase {
    private func parse(_ text: String, path: String = "evil.xml") -> (root: XMLElementNode?, diagnostics: [Diagnostic]) {
        LayoutSourceLoader.parse(LayoutSource(path: path, text: text))
    }

    private let doctypeMessage = "DOCTYPE declarations are not allowed (external entities and DTDs are never loaded)"

    // MARK: - DOCTYPE, XXE, entity bombs

    func testDoctypeIsRejectedAtItsLocation() {
        let marked = MarkedSource("<?xml version=\"1.0\"?>\n<!-- hi -->\n1️⃣<!DOCTYPE layout>\n<layout/>")
        let (root, diagnostics) = LayoutSourceLoader.parse(marked.source)
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.map(\.message), [doctypeMessage])
        XCTAssertEqual(diagnostics.first?.id, DiagnosticID.doctypeNotAllowed)
        XCTAssertEqual(diagnostics.first?.location, marked.location("1️⃣"))
    }

    func testExternalEntityIsNeverRead() throws {
        let passwd = (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)) ?? "root:x:0:0"
        let firstLine = String(passwd.split(separator: "\n").first ?? "root:x:0:0")
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE layout [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
            <layout name="&xxe;"><text>&xxe;</text></layout>
            """
        for run in [parse(text), SchemaValidator.parseAndValidate(LayoutSource(path: "evil.xml", text: text))] {
            XCTAssertNil(run.root)
            let output = DiagnosticFormatter.formatAll(run.diagnostics, sources: ["evil.xml": text])
            XCTAssertFalse(output.contains(firstLine), output)
            XCTAssertFalse(output.contains("root:"), output)
            XCTAssertTrue(run.diagnostics.contains { $0.id == DiagnosticID.doctypeNotAllowed })
        }
    }

    func testParameterEntityAndNetworkDTDAreNeverLoaded() {
        let text = """
            <!DOCTYPE layout SYSTEM "http://127.0.0.1:9/evil.dtd" [ <!ENTITY % p SYSTEM "file:///etc/passwd"> %p; ]>
            <layout/>
            """
        let start = Date()
        let (root, diagnostics) = parse(text)
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.map(\.message), [doctypeMessage])
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }

    func testBillionLaughsIsRejectedQuickly() {
        var lines = ["<?xml version=\"1.0\"?>", "<!DOCTYPE lolz [", "  <!ENTITY lol0 \"lol\">"]
        for level in 1...10 {
            let refs = String(repeating: "&lol\(level - 1);", count: 10)
            lines.append("  <!ENTITY lol\(level) \"\(refs)\">")
        }
        lines += ["]>", "<layout><text>&lol10;</text></layout>"]
        let start = Date()
        let (root, diagnostics) = parse(lines.joined(separator: "\n"))
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertNil(root)
        XCTAssertTrue(diagnostics.hasErrors)
        XCTAssertEqual(diagnostics.first?.id, DiagnosticID.doctypeNotAllowed)
        XCTAssertLessThan(elapsed, 0.2)
    }

    func testUndeclaredEntityIsAnErrorNotAFetch() {
        let (root, diagnostics) = parse("<layout>&xxe;</layout>")
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.map(\.message), ["unknown entity '&xxe;': XML defines only &amp; &lt; &gt; &quot; and &apos;"])
    }

    func testSAXBackstopStopsAtDoctype() {
        // The scanner refuses DOCTYPE before libxml2 runs; this checks the
        // second line of defence by calling the libxml2 layer directly.
        let text = "<!DOCTYPE a [ <!ENTITY e SYSTEM \"file:///etc/passwd\"> ]><a>&e;</a>"
        let parser = LibXMLParser()!
        let (document, _, sawDoctype) = parser.parse(Array(text.utf8), url: "x.xml")
        XCTAssertNil(document)
        XCTAssertTrue(sawDoctype)
    }

    // MARK: - Nesting

    private func nested(_ depth: Int) -> String {
        String(repeating: "<box>", count: depth) + String(repeating: "</box>", count: depth)
    }

    func testNestingLimit() throws {
        XCTAssertEqual(LayoutSourceLoader.maximumNestingDepth, 256)
        for depth in [200, 256] {
            let (root, diagnostics) = parse(nested(depth))
            XCTAssertEqual(diagnostics, [], "depth \(depth)")
            XCTAssertEqual(root?.elementsInDocumentOrder.count, depth)
        }
        for depth in [257, 300, 10_000] {
            let (root, diagnostics) = parse(nested(depth))
            XCTAssertNil(root, "depth \(depth)")
            XCTAssertEqual(diagnostics, [.error(
                "nesting deeper than 256 levels", id: DiagnosticID.nestingTooDeep,
                at: SourceLocation(file: "evil.xml", line: 1, column: 256 * 5 + 1),
                hint: "pass --huge to lift the limit (as xmllint --huge does); DTDs and external entities stay refused")],
                "depth \(depth)")
        }
    }

    func testLibXMLDepthErrorIsReworded() {
        // Bypass the scanner to see libxml2's own limit and our wording of it.
        let (document, issues, _) = LibXMLParser()!.parse(Array(nested(300).utf8), url: "deep.xml")
        XCTAssertNil(document)
        let diagnostics = LibXMLParseDiagnostics.diagnostics(from: issues, path: "deep.xml")
        XCTAssertEqual(diagnostics.first?.message, "nesting deeper than 256 levels")
        XCTAssertEqual(diagnostics.first?.id, DiagnosticID.nestingTooDeep)
        XCTAssertEqual(diagnostics.first?.location?.line, 1)
    }

    // MARK: - stderr

    func testNothingIsPrintedToStandardError() throws {
        let printed = try capturingStandardError {
            _ = parse("<a>\n<b x=1>\n</a>")
            _ = parse("<a>&undefined;</a>")
            _ = parse("<a xmlns:p='relative/uri'><p:b/></a>") // a namespace warning
            _ = SchemaValidator.parseAndValidate(LayoutSource(path: "v.xml", text: "<layout><hstak/></layout>"))
            _ = CompiledSchema.compile(LayoutSource(path: "broken.xsd", text: "<xs:schema xmlns:xs='http://www.w3.org/2001/XMLSchema'><xs:element name='a' type='nope'/></xs:schema>"))
        }
        XCTAssertEqual(printed, "")
    }

    private func capturingStandardError(_ body: () -> Void) throws -> String {
        let path = try TemporaryFiles.directory() + "/stderr.txt"
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        XCTAssertGreaterThanOrEqual(file, 0)
        fflush(nil) // every stream, stderr among them
        let saved = dup(STDERR_FILENO)
        dup2(file, STDERR_FILENO)
        body()
        fflush(nil) // every stream, stderr among them
        dup2(saved, STDERR_FILENO)
        close(saved)
        close(file)
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    // MARK: - Threads

    func testConcurrentParsingAndValidation() {
        let documents: [(String, Int)] = [
            ("<a><b x='1'/><c/></a>", 0),
            ("<a>\n<b></a>", 1),
            ("<!DOCTYPE a><a/>", 1),
            (nested(300), 1),
        ]
        let expected = documents.map { parse($0.0) }
        let schemaExpected = SchemaValidator.validate(LayoutSource(path: "v.xml", text: "<layout><stak/></layout>"))
        XCTAssertFalse(schemaExpected.isEmpty)
        let iterations = 400
        let mismatches = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: iterations) { iteration in
            let index = iteration % (documents.count + 1)
            let ok: Bool
            if index == documents.count {
                ok = SchemaValidator.validate(LayoutSource(path: "v.xml", text: "<layout><stak/></layout>")) == schemaExpected
            } else {
                let result = LayoutSourceLoader.parse(LayoutSource(path: "evil.xml", text: documents[index].0))
                ok = result.root == expected[index].root && result.diagnostics == expected[index].diagnostics
                    && result.diagnostics.count == documents[index].1
            }
            if !ok { mismatches.withLock { $0.append("iteration \(iteration)") } }
        }
        XCTAssertEqual(mismatches.withLock { $0 }, [])
    }
}
