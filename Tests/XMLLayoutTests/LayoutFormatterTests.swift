import Foundation
import XCTest
@testable import XMLLayout

/// `xmllayout format`: meaning kept (the parsed DOM is the same), idempotent,
/// and the Layouts/ examples kept formatted.
final class LayoutFormatterTests: XCTestCase {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let root = here.deletingLastPathComponent().deletingLastPathComponent()

    static var corpus: [URL] {
        SchemaSamplesTests.xmlFiles(in: root.appendingPathComponent("Layouts"))
            + SchemaSamplesTests.xmlFiles(in: here.appendingPathComponent("SchemaSamples"))
    }

    private func format(_ text: String, path: String = "t.xml") throws -> String {
        switch LayoutFormatter.format(LayoutSource(path: path, text: text)) {
        case .success(let s): return s
        case .failure(let e): throw e
        }
    }

    /// The DOM as the language sees it: names, attributes (order does not
    /// matter), text with white space collapsed, children.
    private struct Meaning: Equatable {
        var name: String
        var attributes: [String: String]
        var text: String
        var children: [Meaning]

        init(_ e: XMLElementNode) {
            name = e.name
            attributes = Dictionary(e.attributes.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
            text = e.text.split(whereSeparator: { " \t\n\r".contains($0) }).joined(separator: " ")
            children = e.children.map(Meaning.init)
        }
    }

    func testEveryFileKeepsItsMeaningAndFormattingIsIdempotent() throws {
        let files = Self.corpus
        XCTAssertGreaterThan(files.count, 100)
        var formattedCount = 0
        for file in files {
            guard case .success(let source) = LayoutSourceLoader.read(path: file.path) else { continue }
            let original = LayoutSourceLoader.parse(source)
            guard case .success(let once) = LayoutFormatter.format(source) else {
                XCTAssertNil(original.root, "\(file.lastPathComponent) parses but was not formatted")
                continue
            }
            formattedCount += 1
            let reparsed = LayoutSourceLoader.parse(LayoutSource(path: file.path, text: once))
            let (a, b) = (try XCTUnwrap(original.root), try XCTUnwrap(reparsed.root, file.lastPathComponent))
            XCTAssertEqual(Meaning(a), Meaning(b), file.lastPathComponent)
            XCTAssertEqual(try format(once, path: file.path), once, "not idempotent: \(file.lastPathComponent)")
            // Same diagnostics, apart from where they are.
            let before = SchemaValidator.validate(source).map { "\($0.severity) \($0.id?.rawValue ?? "") \($0.message)" }
            let after = SchemaValidator.validate(LayoutSource(path: file.path, text: once)).map {
                "\($0.severity) \($0.id?.rawValue ?? "") \($0.message)"
            }
            XCTAssertEqual(Set(before), Set(after), file.lastPathComponent)
        }
        XCTAssertGreaterThan(formattedCount, 100)
    }

    /// Mutated examples: whatever still parses formats to the same meaning,
    /// idempotently; whatever does not is refused.
    func testMutatedFilesKeepTheirMeaning() throws {
        var generator = SystemRandomNumberGenerator()
        let inserts: [Unicode.Scalar] = ["<", ">", "\"", "/", " ", "\n", "&", "é", "a", "-", "!"]
        var failures: [String] = []
        for file in ["card.xml", "photo-feed-cell.xml"] {
            let url = Self.root.appendingPathComponent("Layouts/examples/" + file)
            let original = Array(try String(contentsOf: url, encoding: .utf8).unicodeScalars)
            var wellFormed = 0
            for _ in 0..<80 {
                var text = original // one mutation each, so most stay well-formed
                let i = Int.random(in: 0..<text.count, using: &generator)
                if Bool.random(using: &generator) { text.remove(at: i) } else { text.insert(inserts.randomElement(using: &generator)!, at: i) }
                var view = String.UnicodeScalarView()
                view.append(contentsOf: text)
                let source = LayoutSource(path: file, text: String(view))
                let parsed = LayoutSourceLoader.parse(source)
                switch LayoutFormatter.format(source) {
                case .failure:
                    if parsed.root != nil && !parsed.diagnostics.hasErrors { failures.append("refused a well-formed file:\n\(source.text)") }
                case .success(let once):
                    wellFormed += 1
                    let again = LayoutSourceLoader.parse(LayoutSource(path: file, text: once)).root
                    if parsed.root.map(Meaning.init) != again.map(Meaning.init) { failures.append("meaning changed:\n\(source.text)") }
                    if (try? format(once, path: file)) != once { failures.append("not idempotent:\n\(source.text)") }
                }
            }
            XCTAssertGreaterThan(wellFormed, 10, file)
        }
        XCTAssertEqual(failures, [])
    }

    func testLayoutsExamplesAreFormatted() throws {
        let files = SchemaSamplesTests.xmlFiles(in: Self.root.appendingPathComponent("Layouts"))
        XCTAssertGreaterThan(files.count, 5)
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            XCTAssertEqual(try format(text), text, "run: xmllayout format -i \(file.path)")
        }
    }

    func testIndentationOrderCommentsAndBlankLines() throws {
        let input = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- header -->
        <layout width="375" name="A">
        <stack spacing="4" debugName="s" direction="vertical" backgroundColor="red" flexGrow="1">


             <!-- two blank lines above become one -->
          <text maxLines="2"  debugName="t">Hello,   world</text>
        <box/>

        <box></box>
         </stack>
        </layout>
        """
        XCTAssertEqual(try format(input), """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- header -->
        <layout name="A" width="375">
          <stack debugName="s" flexGrow="1" direction="vertical" spacing="4" backgroundColor="red">
            <!-- two blank lines above become one -->
            <text debugName="t" maxLines="2">Hello,   world</text>
            <box/>

            <box/>
          </stack>
        </layout>

        """)
    }

    func testLongStartTagsWrapAlignedUnderTheFirstAttribute() throws {
        let input = """
        <layout><box debugName="aVeryLongDebugNameIndeed" width="100" height="200" backgroundColor="#123456" borderColor="#abcdef" cornerRadius="4"/></layout>
        """
        XCTAssertEqual(try format(input), """
        <layout>
          <box debugName="aVeryLongDebugNameIndeed"
               width="100"
               height="200"
               backgroundColor="#123456"
               borderColor="#abcdef"
               cornerRadius="4"/>
        </layout>

        """)
        // Text too long for the start tag's line is collapsed and filled
        // into lines of its own; the start tag is not wrapped for it.
        let text = "<layout><text fontSize=\"12\">" + String(repeating: "word  ", count: 30) + "</text></layout>"
        let words = String(repeating: "word ", count: 18) + "word"
        XCTAssertEqual(try format(text), """
        <layout>
          <text fontSize="12">
            \(words)
            word word word word word word word word word word word
          </text>
        </layout>

        """)
        // Text that fits is kept as written; a line break inside is collapsed.
        XCTAssertEqual(try format("<layout><text>a  b</text></layout>"), "<layout>\n  <text>a  b</text>\n</layout>\n")
        XCTAssertEqual(try format("<layout><text>\n   a\n   b\n</text></layout>"), "<layout>\n  <text>a b</text>\n</layout>\n")
    }

    func testEscapesCDATAAndCharacterReferencesRoundTrip() throws {
        let input = "<layout><text text=\"a &quot;b&quot; &amp; &lt;c&gt;&#10;d\">Fish &amp; chips &lt; 3 ]]&gt;</text>"
            + "<text><![CDATA[<raw> & ]]></text></layout>"
        let out = try format(input)
        // Double quotes and no single ones: single-quoted, so no &quot; is needed.
        XCTAssertTrue(out.contains("text='a \"b\" &amp; &lt;c>&#10;d'"), out)
        XCTAssertTrue(out.contains(">Fish &amp; chips &lt; 3 ]]&gt;</text>"), out)
        XCTAssertTrue(out.contains("<text><![CDATA[<raw> & ]]></text>"), out)
        let a = LayoutSourceLoader.parse(LayoutSource(path: "a", text: input)).root
        let b = LayoutSourceLoader.parse(LayoutSource(path: "b", text: out)).root
        XCTAssertEqual(a.map(Meaning.init), b.map(Meaning.init))
    }

    func testNamespaceDeclarationsAndForeignAttributesComeFirst() throws {
        let input = """
        <layout width="1" xsi:noNamespaceSchemaLocation="x.xsd" name="N" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><box/></layout>
        """
        XCTAssertEqual(try format(input), """
        <layout xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                xsi:noNamespaceSchemaLocation="x.xsd"
                name="N"
                width="1">
          <box/>
        </layout>

        """)
    }

    func testMalformedFilesAreNotFormatted() {
        guard case .failure(let error) = LayoutFormatter.format(LayoutSource(path: "bad.xml", text: "<layout><box></layout>")) else {
            return XCTFail("a malformed file was formatted")
        }
        XCTAssertTrue(error.diagnostics.contains { $0.severity == .error && $0.id == DiagnosticID.unclosedTag })
    }

    /// Every attribute the schema declares has a place in the order table
    /// (none falls into "unknown"), and the shared style attributes are
    /// grouped the same way on every element.
    func testEveryDeclaredAttributeHasAGroup() {
        let vocabulary = CompiledSchema.embeddedVocabulary
        XCTAssertFalse(vocabulary.elements.isEmpty)
        for element in vocabulary.elements {
            for attribute in vocabulary.attributes(of: element) {
                let group = AttributeOrder.group(of: attribute, on: element, vocabulary: vocabulary)
                XCTAssertNotEqual(group, .unknown, "\(element).\(attribute)")
            }
        }
        let boxAttributes = Set(vocabulary.attributes(of: "box"))
        for name in ["id", "debugName"] + AttributeOrder.size + AttributeOrder.flex + AttributeOrder.presentation {
            XCTAssertTrue(boxAttributes.contains(name), "\(name) is not a box attribute in the schema")
        }
    }
}

/// Version-2 files: JSON in a single-quoted value stays readable, and an
/// empty element whose start tag wraps still closes itself.
final class LayoutFormatterVersion2Tests: XCTestCase {
    func testSingleQuotedJSONAndWrappedEmptyElements() throws {
        let input = """
        <layout name="L" width="375">
          <const name="tints" value='["#3d7ea6", "#d2691e", "#2e8b57", "#8b5a2b", "#6a5acd", "#c71585", "#4682b4", "#112233"]'/>
          <box debugName="b"/>
        </layout>

        """
        let out = try LayoutFormatter.format(LayoutSource(path: "v2.xml", text: input)).get()
        XCTAssertTrue(out.contains(##"value='["#3d7ea6", "#d2691e""##), out)
        XCTAssertFalse(out.contains("&quot;"), out)
        XCTAssertFalse(out.contains("</const>"), out)
        XCTAssertEqual(try LayoutFormatter.format(LayoutSource(path: "v2.xml", text: out)).get(), out, "idempotent")
    }
}
