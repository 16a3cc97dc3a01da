import Foundation
import LayoutEngine
import XCTest
@testable import XMLLayout

/// The streaming front end (SAX passes, no libxml2 tree) gives exactly the
/// tree path's DOM and document for a clean file, and gives up on anything
/// else so that the tree path reports it.
final class StreamingFrontEndTests: XCTestCase {
    /// The DOM built from SAX events against the DOM converted from libxml2's tree.
    private func assertSameDOM(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let source = LayoutSource(path: "dir/t.xml", text: text)
        let scan = StartTagScanner.scan(source.bytes, maximumDepth: 256)
        let streamed = source.bytes.withUnsafeBufferPointer {
            SAXTreeBuilder.build($0, path: source.path, scan: scan, huge: false)
        }
        let converted = try XCTUnwrap(LibXMLDocumentParser.parse(source).parsed?.root, file: file, line: line)
        XCTAssertEqual(streamed, Self.streamingForm(converted), text, file: file, line: line)
    }

    /// A converted DOM as the streaming builder makes it: white space alone
    /// in an element other than `<text>` is not kept (nothing reads it).
    static func streamingForm(_ x: XMLElementNode) -> XMLElementNode {
        var x = x
        if x.name != "text", x.text.unicodeScalars.allSatisfy({ [" ", "\n", "\t", "\r"].contains($0) }) { x.text = "" }
        x.children = x.children.map(streamingForm)
        return x
    }

    /// A built document as text (`Element` is not Equatable); the
    /// dictionary of percentages is compared as such (its order is not fixed).
    private static func dumped(_ document: LayoutDocument?) -> String {
        guard var document else { return "nil" }
        document.percentageAttributes = [:]
        var out = ""
        dump(document, to: &out)
        return out
    }

    func testValidatingInTheSamePassGivesTheSameTreeOrNone() throws {
        guard case .success(let schema) = CompiledSchema.embedded else { return XCTFail("schema") }
        func build(_ text: String, validating: Bool) -> XMLElementNode? {
            let source = LayoutSource(path: "t.xml", text: text)
            let scan = StartTagScanner.scan(source.bytes, maximumDepth: 256)
            return source.bytes.withUnsafeBufferPointer {
                SAXTreeBuilder.build($0, path: source.path, scan: scan, huge: false,
                                     validatingWith: validating ? schema : nil)
            }
        }
        let valid = "<layout width=\"375\"><stack spacing=\"2\"><text>a &amp; b</text><box width=\"1\"/></stack></layout>"
        let streamed = try XCTUnwrap(build(valid, validating: true))
        XCTAssertEqual(streamed, build(valid, validating: false))
        // Well-formed but not valid: a tree without validation, none with it.
        let invalid = "<layout width=\"375\"><stack spacing=\"two\"><box/></stack></layout>"
        XCTAssertNotNil(build(invalid, validating: false))
        XCTAssertNil(build(invalid, validating: true))
        // Character data outside <text> that is not white space: no tree
        // (the tree path reports it); white space alone is not kept.
        XCTAssertNil(build("<layout width=\"375\"><stack>x<box/></stack></layout>", validating: false))
        XCTAssertNil(build("<layout width=\"375\"><stack><![CDATA[x]]><box/></stack></layout>", validating: false))
        let spaced = try XCTUnwrap(build("<layout width=\"375\">\n <stack> \t\r\n<box/></stack></layout>",
                                         validating: true))
        XCTAssertEqual(spaced.text, "")
        XCTAssertEqual(spaced.children.first?.text, "")
        // A parser warning fails the pass, with and without a validator plugged in.
        let warned = "<?xml version=\"1.1\"?>" + valid
        XCTAssertNil(build(warned, validating: false))
        XCTAssertNil(build(warned, validating: true))
    }

    func testSAXTreeMatchesTheConvertedTree() throws {
        try assertSameDOM("<layout width=\"375\"><box width=\"1\" height=\"2\"/></layout>")
        // Text, CDATA, comments and processing instructions between children;
        // white space kept raw; entities and character references in text.
        try assertSameDOM("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- before -->
            <layout name="a &amp; b" width="375">
              <stack direction="vertical"> <!-- c --> <?pi x?>
                <text text="x">one &lt;two&gt; &#x41;&#66;<![CDATA[ <raw> & ]]>three</text>
                <text>\u{00E9}\u{1F600} 中文</text>
              </stack>
            </layout>
            <!-- after -->
            """)
        // Attribute values: references, normalised white space, both quotes.
        try assertSameDOM("""
            <layout name='&amp;&#38;&#38;#60;&lt;&gt;&quot;&apos;&#9;&#10;x' width="3\t7\n5">
              <box debugName="tab\there
            next" width = '1' height="2" />
            </layout>
            """)
        // Prefixed names and namespace declarations (not attributes).
        try assertSameDOM("""
            <layout xmlns:x="urn:x" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" x:a="1"
                    xsi:noNamespaceSchemaLocation="s.xsd"><x:box x:b="2"/></layout>
            """)
        // A byte-order mark, and CRLF line ends.
        try assertSameDOM("\u{FEFF}<layout\r\n width=\"1\">\r\n<box/>\r\n</layout>\r\n")
    }

    /// Every version-1 file of Layouts/ and of the schema samples: clean
    /// ones stream to the tree path's DOM and build; the rest do not stream.
    func testEveryLayoutStreamsToTheTreePathsResultOrNotAtAll() throws {
        guard case .success(let schema) = CompiledSchema.embedded else { return XCTFail("schema") }
        let files = SchemaSamplesTests.xmlFiles(in: SchemaSamplesTests.root.appendingPathComponent("Layouts"))
            + SchemaSamplesTests.xmlFiles(in: SchemaSamplesTests.here.appendingPathComponent("SchemaSamples"))
        var streamed = 0, declined = 0
        for file in files {
            guard case .success(let source) = LayoutLoader.read(path: file.path),
                  !Version2Detection.mayUseVersion2(source.bytes) else { continue }
            let base = PathText.deletingLastComponent(source.path)
            var timings = PhaseTimings()
            let outcome = FrontEnd.streamed(source, schema: schema, baseDirectory: base, purpose: .tree,
                                            timings: &timings)?.outcome
            let (root, diagnostics) = SchemaValidator.parseAndValidate(source)
            let built = root.map { LayoutBuilder.build($0, file: source.path, baseDirectory: base) }
            let name = file.lastPathComponent
            if diagnostics.isEmpty, let root, let built, !built.diagnostics.hasErrors {
                let outcome = try XCTUnwrap(outcome, name)
                XCTAssertEqual(outcome.root, Self.streamingForm(root), name)
                XCTAssertEqual(outcome.diagnostics, [], name)
                XCTAssertEqual(outcome.built?.diagnostics, built.diagnostics, name)
                XCTAssertEqual(outcome.built?.document?.sourceMap, built.document?.sourceMap, name)
                XCTAssertEqual(Self.dumped(outcome.built?.document), Self.dumped(built.document), name)
                XCTAssertEqual(outcome.built?.document?.percentageAttributes, built.document?.percentageAttributes, name)
                // Built while the DOM is given up: the same document; the
                // root stands alone.
                var timings = PhaseTimings()
                let consumed = try XCTUnwrap(FrontEnd.streamed(
                    source, schema: schema, baseDirectory: base, purpose: .document, timings: &timings)?.outcome, name)
                XCTAssertEqual(consumed.built?.diagnostics, built.diagnostics, name)
                XCTAssertEqual(Self.dumped(consumed.built?.document), Self.dumped(built.document), name)
                XCTAssertEqual(consumed.built?.document?.percentageAttributes, built.document?.percentageAttributes, name)
                XCTAssertEqual(consumed.root?.name, root.name, name)
                XCTAssertEqual(consumed.root?.children, [], name)
                streamed += 1
            } else {
                XCTAssertNil(outcome, name)
                declined += 1
            }
        }
        XCTAssertGreaterThan(streamed, 20)
        XCTAssertGreaterThan(declined, 20)
    }

    /// The builder fed by SAX events (`StreamedLayoutBuild`, no DOM) gives
    /// what the DOM walk gives: document and diagnostics, warnings and
    /// builder errors alike, for every well-formed version-1 layout.
    func testStreamedBuildMatchesTheDOMWalk() throws {
        let files = SchemaSamplesTests.xmlFiles(in: SchemaSamplesTests.root.appendingPathComponent("Layouts"))
            + SchemaSamplesTests.xmlFiles(in: SchemaSamplesTests.here.appendingPathComponent("SchemaSamples"))
        var compared = 0, withWarnings = 0, withErrors = 0
        for file in files {
            guard case .success(let source) = LayoutLoader.read(path: file.path),
                  !Version2Detection.mayUseVersion2(source.bytes) else { continue }
            let base = PathText.deletingLastComponent(source.path)
            let scan = StartTagScanner.scan(source.bytes, maximumDepth: 256)
            let stream = StreamedLayoutBuild(file: source.path, baseDirectory: base, depth: scan.deepest)
            let streamed = source.bytes.withUnsafeBufferPointer {
                SAXTreeBuilder.stream($0, path: source.path, scan: scan, huge: false, into: stream)
            }
            let dom = source.bytes.withUnsafeBufferPointer {
                SAXTreeBuilder.build($0, path: source.path, scan: scan, huge: false)
            }
            let name = file.lastPathComponent
            XCTAssertEqual(streamed, dom != nil, name)
            guard streamed, let dom else { continue }
            let walked = LayoutBuilder.build(dom, file: source.path, baseDirectory: base)
            let built = stream.finish()
            XCTAssertEqual(built.diagnostics, walked.diagnostics, name)
            XCTAssertEqual(Self.dumped(built.document), Self.dumped(walked.document), name)
            XCTAssertEqual(built.document?.percentageAttributes, walked.document?.percentageAttributes, name)
            XCTAssertEqual(stream.root?.name, dom.name, name)
            compared += 1
            withWarnings += walked.diagnostics.contains { $0.severity == .warning } ? 1 : 0
            withErrors += walked.diagnostics.hasErrors ? 1 : 0
        }
        XCTAssertGreaterThan(compared, 40)
        XCTAssertGreaterThanOrEqual(withWarnings, 3)
        XCTAssertGreaterThanOrEqual(withErrors, 3)
    }

    /// A `<text>`'s kind is built at its end tag, where its character data
    /// is known; a repeated id, a text given twice and a wrong child count
    /// are reported as the DOM walk reports them, and so are lint warnings.
    func testStreamedBuildOfTextAndErrors() throws {
        let text = """
            <layout width="375"><stack><text id="a" fontSize="12">one &amp; <![CDATA[two]]></text>\
            <text text="x">both</text><box id="a"/><ratio ratio="2"/><inset/>\
            <center><box flexGrow="1" layoutPosition="1,2"/></center></stack></layout>
            """
        let source = LayoutSource(path: "dir/t.xml", text: text)
        let scan = StartTagScanner.scan(source.bytes, maximumDepth: 256)
        let stream = StreamedLayoutBuild(file: source.path, baseDirectory: "dir")
        XCTAssertTrue(source.bytes.withUnsafeBufferPointer {
            SAXTreeBuilder.stream($0, path: source.path, scan: scan, huge: false, into: stream)
        })
        let dom = try XCTUnwrap(source.bytes.withUnsafeBufferPointer {
            SAXTreeBuilder.build($0, path: source.path, scan: scan, huge: false)
        })
        let walked = LayoutBuilder.build(dom, file: source.path, baseDirectory: "dir")
        let built = stream.finish()
        XCTAssertEqual(built.diagnostics, walked.diagnostics)
        XCTAssertEqual(built.diagnostics.filter { $0.severity == .error }.count, 4, "\(built.diagnostics)")
        XCTAssertEqual(built.diagnostics.filter { $0.severity == .warning }.count, 2, "\(built.diagnostics)")
        XCTAssertNil(built.document)
        // Without the errors: the text's content is read at its end tag.
        let clean = LayoutSource(path: "t.xml", text: "<layout width=\"375\"><text>one &amp; <![CDATA[two]]></text></layout>")
        let cleanStream = StreamedLayoutBuild(file: clean.path, baseDirectory: ".")
        XCTAssertTrue(clean.bytes.withUnsafeBufferPointer {
            SAXTreeBuilder.stream($0, path: clean.path, scan: StartTagScanner.scan(clean.bytes, maximumDepth: 256),
                                  huge: false, into: cleanStream)
        })
        let document = try XCTUnwrap(cleanStream.finish().document)
        guard case .text(let node) = document.root.kind else { return XCTFail("\(document.root.kind)") }
        XCTAssertEqual(node.text, "one & two")
    }

    func testOnlyCleanFilesStream() throws {
        guard case .success(let schema) = CompiledSchema.embedded else { return XCTFail("schema") }
        func streams(_ text: String) -> Bool {
            var timings = PhaseTimings()
            return FrontEnd.streamed(LayoutSource(path: "t.xml", text: text), schema: schema, baseDirectory: ".",
                                     purpose: .tree, timings: &timings) != nil
        }
        let box = "<box width=\"1\" height=\"1\"/>"
        XCTAssertTrue(streams("<layout width=\"375\"><stack>\(box)\(box)</stack></layout>"))
        // Not valid: an unknown attribute, a bad value, an unknown element.
        XCTAssertFalse(streams("<layout width=\"375\"><box widht=\"1\"/></layout>"))
        XCTAssertFalse(streams("<layout width=\"wide\">\(box)</layout>"))
        XCTAssertFalse(streams("<layout width=\"375\"><boxx/></layout>"))
        // Not well-formed; an undeclared entity; a DOCTYPE.
        XCTAssertFalse(streams("<layout width=\"375\">\(box)</layuot>"))
        XCTAssertFalse(streams("<layout name=\"&nope;\" width=\"375\">\(box)</layout>"))
        XCTAssertFalse(streams("<!DOCTYPE layout []><layout width=\"375\">\(box)</layout>"))
        // A libxml2 warning.
        XCTAssertFalse(streams("<?xml version=\"1.1\"?><layout width=\"375\">\(box)</layout>"))
        // Valid, but ids repeated: streaming validation does not see it, the builder does.
        XCTAssertFalse(streams("<layout width=\"375\"><stack><box id=\"a\"/><box id=\"a\"/></stack></layout>"))
        // Large enough for the two passes to run on two threads: the same answers.
        let many = String(repeating: box, count: FrontEnd.minimumValidationThreadElements)
        XCTAssertTrue(streams("<layout width=\"375\"><stack>\(many)</stack></layout>"))
        XCTAssertFalse(streams("<layout width=\"375\"><stack>\(many)<box id=\"a\"/><box id=\"a\"/></stack></layout>"))
        XCTAssertFalse(streams("<layout width=\"375\"><stack>\(many)<box height=\"x\"/></stack></layout>"))
    }

    /// From `SAXParse.minimumPushedBytes` on, libxml2 is fed in chunks (a
    /// push parser) rather than given the whole file: the same trees and
    /// documents, the same refusals, on one thread (deep) and two (wide).
    func testBigFilesArePushedInChunksWithTheSameResults() throws {
        guard case .success(let schema) = CompiledSchema.embedded else { return XCTFail("schema") }
        // Long names: few elements (quick in a debug build), yet enough for two threads.
        let name = "a &amp; b &#38; \u{00E9}\u{1F600}" + String(repeating: "x", count: 180)
        let box = "<box width=\"1\" height=\"2\" debugName=\"\(name)\"/>\n    "
        let count = SAXParse.minimumPushedBytes / box.utf8.count + 1
        XCTAssertGreaterThanOrEqual(count, FrontEnd.minimumValidationThreadElements)
        let wide = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<layout width=\"375\">\n  <stack>\n    "
            + String(repeating: box, count: count) + "<text>x &lt; y</text></stack>\n</layout>\n"
        // Deeper than the standard limit: one pass, the validator plugged in.
        var deep = "<layout width=\"375\">"
        for _ in 0..<300 { deep += "<stack>\(box)" }
        deep += String(repeating: box, count: count) + "<text>x &lt; y</text>" + String(repeating: "</stack>", count: 300)
            + "</layout>"
        for (name, text, limits) in [("wide", wide, SourceLimits.standard), ("deep", deep, SourceLimits.huge)] {
            var source = LayoutSource(path: "dir/\(name).xml", text: text)
            source.limits = limits
            XCTAssertGreaterThanOrEqual(source.bytes.count, SAXParse.minimumPushedBytes, name)
            var timings = PhaseTimings()
            let outcome = try XCTUnwrap(FrontEnd.streamed(source, schema: schema, baseDirectory: "dir", purpose: .tree,
                                                          timings: &timings)?.outcome, name)
            let (root, diagnostics) = SchemaValidator.parseAndValidate(source)
            XCTAssertEqual(diagnostics, [], name)
            let tree = try XCTUnwrap(root, name)
            XCTAssertEqual(outcome.root, Self.streamingForm(tree), name)
            let built = LayoutBuilder.build(tree, file: source.path, baseDirectory: "dir")
            XCTAssertEqual(outcome.built?.diagnostics, built.diagnostics, name)
            XCTAssertEqual(Self.dumped(outcome.built?.document), Self.dumped(built.document), name)
            // Refused as the memory parser refuses: a bad value, a tag left open, text in a stack.
            XCTAssertTrue(text.contains("<text>"), name)
            for broken in [text.replacingOccurrences(of: "<text>", with: "<box height=\"x\"/><text>"),
                           text.replacingOccurrences(of: "<text>", with: "<box<text>"),
                           text.replacingOccurrences(of: "<text>", with: "words<text>")] {
                var bad = LayoutSource(path: "dir/\(name).xml", text: broken)
                bad.limits = limits
                XCTAssertNil(FrontEnd.streamed(bad, schema: schema, baseDirectory: "dir", purpose: .tree,
                                               timings: &timings)?.outcome, name)
            }
        }
    }

    /// Character data between elements must be white space (else the file
    /// leaves the SAX path): the word-at-a-time check answers as a byte
    /// loop does, wherever in a run of spaces the other byte sits.
    func testWhiteSpaceRunsAreToldWordByWord() {
        func plain(_ bytes: [UInt8]) -> Bool { bytes.allSatisfy { [0x20, 0x0A, 0x09, 0x0D].contains($0) } }
        func check(_ bytes: [UInt8], _ file: StaticString = #filePath, _ line: UInt = #line) {
            let got = bytes.withUnsafeBufferPointer { SAXTreeBuilder.isXMLWhiteSpace($0) }
            XCTAssertEqual(got, plain(bytes), "\(bytes)", file: file, line: line)
        }
        check([])
        for length in 1...40 {
            check([UInt8](repeating: 0x20, count: length))
            for position in 0..<length {
                for other: UInt8 in [0x0A, 0x09, 0x0D, 0x41, 0x00, 0xC3, 0x21, 0x1F] {
                    var run = [UInt8](repeating: 0x20, count: length)
                    run[position] = other
                    check(run)
                }
            }
        }
        // Indentation as files have it: a newline, then spaces and tabs.
        check(Array("\n                \t        ".utf8))
        check(Array("\r\n        x       ".utf8))
    }
}
