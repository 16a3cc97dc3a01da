import XCTest
@testable import XMLLayout

/// A small XSD in the shape of the real one (attribute groups, a group of
/// local elements, complexContent extension, mixed text, required
/// attributes, fixed child counts), so the validator's messages are tested
/// independently of the evolving real schema.
enum TestSchema {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
          <xs:simpleType name="Dimension">
            <xs:annotation><xs:documentation>A dimension: auto, points or a percentage. More words.</xs:documentation></xs:annotation>
            <xs:restriction base="xs:token"><xs:pattern value="auto|[0-9]+(pt|%)?"/></xs:restriction>
          </xs:simpleType>
          <xs:simpleType name="Direction">
            <xs:restriction base="xs:token">
              <xs:enumeration value="horizontal"/><xs:enumeration value="vertical"/>
            </xs:restriction>
          </xs:simpleType>
          <xs:simpleType name="Ratio">
            <xs:restriction base="xs:double"><xs:minExclusive value="0"/></xs:restriction>
          </xs:simpleType>
          <xs:simpleType name="Percent">
            <xs:restriction base="xs:decimal"><xs:minInclusive value="0"/><xs:maxInclusive value="100"/></xs:restriction>
          </xs:simpleType>
          <xs:simpleType name="NumberOrAuto">
            <xs:union memberTypes="xs:double">
              <xs:simpleType><xs:restriction base="xs:token"><xs:enumeration value="auto"/></xs:restriction></xs:simpleType>
            </xs:union>
          </xs:simpleType>
          <xs:attributeGroup name="style">
            <xs:attribute name="width" type="Dimension">
              <xs:annotation><xs:documentation>The element's width.</xs:documentation></xs:annotation>
            </xs:attribute>
            <xs:attribute name="flexGrow" type="xs:nonNegativeInteger"/>
            <xs:attribute name="id" type="xs:ID"/>
          </xs:attributeGroup>
          <xs:group name="element">
            <xs:choice>
              <xs:element name="stack" type="StackType">
                <xs:annotation><xs:documentation>A stack of children.</xs:documentation></xs:annotation>
              </xs:element>
              <xs:element name="overlay" type="TwoChildren"/>
              <xs:element name="ratio" type="RatioType"/>
              <xs:element name="box" type="BoxType"/>
              <xs:element name="text" type="TextType"/>
              <xs:element name="spacer" type="SpacerType"/>
            </xs:choice>
          </xs:group>
          <xs:element name="layout">
            <xs:annotation><xs:documentation>The root.</xs:documentation></xs:annotation>
            <xs:complexType>
              <xs:sequence><xs:group ref="element"/></xs:sequence>
              <xs:attribute name="width" type="xs:double"/>
              <xs:attribute name="opacity" type="Percent"/>
              <xs:attribute name="height" type="NumberOrAuto"/>
            </xs:complexType>
          </xs:element>
          <xs:complexType name="Base">
            <xs:attributeGroup ref="style"/>
          </xs:complexType>
          <xs:complexType name="StackType">
            <xs:complexContent>
              <xs:extension base="Base">
                <xs:sequence><xs:group ref="element" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
                <xs:attribute name="direction" type="Direction"/>
              </xs:extension>
            </xs:complexContent>
          </xs:complexType>
          <xs:complexType name="TwoChildren">
            <xs:sequence><xs:group ref="element"/><xs:group ref="element"/></xs:sequence>
            <xs:attributeGroup ref="style"/>
          </xs:complexType>
          <xs:complexType name="RatioType">
            <xs:sequence><xs:group ref="element"/></xs:sequence>
            <xs:attribute name="ratio" type="Ratio" use="required"/>
            <xs:attributeGroup ref="style"/>
          </xs:complexType>
          <xs:complexType name="BoxType">
            <xs:sequence><xs:group ref="element" minOccurs="0"/></xs:sequence>
            <xs:attributeGroup ref="style"/>
          </xs:complexType>
          <xs:complexType name="TextType" mixed="true">
            <xs:attribute name="fontSize" type="xs:double"/>
            <xs:attributeGroup ref="style"/>
          </xs:complexType>
          <xs:complexType name="SpacerType">
            <xs:attributeGroup ref="style"/>
          </xs:complexType>
        </xs:schema>
        """

    static let compiled: CompiledSchema = {
        switch CompiledSchema.compile(LayoutSource(path: "test.xsd", text: text)) {
        case .success(let schema): return schema
        case .failure(let error): fatalError("test schema does not compile: \(error)")
        }
    }()
}

final class SchemaValidatorTests: XCTestCase {
    private func validate(_ marked: MarkedSource) -> (root: XMLElementNode?, diagnostics: [Diagnostic]) {
        SchemaValidator.parseAndValidate(marked.source, against: TestSchema.compiled)
    }

    private func assertOne(
        _ marked: MarkedSource, _ message: String, id: Diagnostic.Code, at marker: Character, hint: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let (root, diagnostics) = validate(marked)
        XCTAssertNotNil(root, "a well-formed document keeps its tree", file: file, line: line)
        XCTAssertEqual(diagnostics.map(\.pointOnly), [.error(message, id: id, at: marked.location(marker), hint: hint)],
                       file: file, line: line)
    }

    func testValidDocumentHasNoDiagnostics() {
        let marked = MarkedSource("""
            <layout width="375"><stack direction="vertical" flexGrow="1" width="50%">
              <text fontSize="12">hello</text><spacer/><overlay><box/><box/></overlay>
              <ratio ratio="0.5"><box width="auto"/></ratio>
            </stack></layout>
            """)
        XCTAssertEqual(validate(marked).diagnostics, [])
    }

    // MARK: - Attributes

    func testUnknownAttributeSuggestsTheRightCase() {
        let marked = MarkedSource("<layout>\n  <stack 1️⃣flexgrow=\"1\"/>\n</layout>")
        assertOne(marked, "unknown attribute 'flexgrow' on <stack>", id: DiagnosticID.unknownAttribute,
                  at: "1️⃣", hint: "did you mean 'flexGrow'?")
        let formatted = DiagnosticFormatter.format(validate(marked).diagnostics[0], source: marked.text)
        XCTAssertEqual(formatted, """
            test.xml:2:10: error: unknown attribute 'flexgrow' on <stack> [unknown-attribute]
              <stack flexgrow="1"/>
                     ^~~~~~~~
              hint: did you mean 'flexGrow'?
            """)
        let fixIts = validate(marked).diagnostics[0].fixIts
        XCTAssertEqual(fixIts.map(\.replacement), ["flexGrow"])
        XCTAssertEqual(fixIts.map(\.range.description), ["test.xml:2:10-18"])
    }

    /// Renaming an unknown element edits its start tag and its end tag
    /// (nested elements of the same name and comments are skipped), or only
    /// the start tag when it is self-closing; applying the edits gives a
    /// file without the error.
    func testUnknownElementFixItsRenameBothTags() throws {
        var text = "<layout>\n  <hstak><hstak></hstak><!-- </hstak> --><box/></hstak>\n</layout>"
        let (_, diagnostics) = SchemaValidator.parseAndValidate(LayoutSource(path: "test.xml", text: text))
        // Both unknown elements at once (libxml2 alone skips the inner one).
        XCTAssertEqual(diagnostics.map(\.id), [.unknownElement, .unknownElement])
        XCTAssertEqual(diagnostics.first?.fixIts.map(\.range.description), ["test.xml:2:4-9", "test.xml:2:50-55"])
        XCTAssertEqual(diagnostics.last?.fixIts.map(\.range.description), ["test.xml:2:11-16", "test.xml:2:19-24"])
        for _ in 0..<3 {
            let fixIts = SchemaValidator.validate(LayoutSource(path: "test.xml", text: text)).flatMap(\.fixIts)
            if fixIts.isEmpty { break }
            XCTAssertTrue(fixIts.allSatisfy { $0.replacement == "hstack" })
            text = Self.apply(fixIts, to: text)
        }
        XCTAssertEqual(text, "<layout>\n  <hstack><hstack></hstack><!-- </hstak> --><box/></hstack>\n</layout>")
        XCTAssertEqual(SchemaValidator.validate(LayoutSource(path: "test.xml", text: text)), [])
        let selfClosing = SchemaValidator.validate(LayoutSource(path: "test.xml", text: "<layout><hstak/></layout>"))
        XCTAssertEqual(selfClosing.first?.fixIts.map(\.range.description), ["test.xml:1:10-15"])
    }

    func testNoFixItWithoutASuggestion() {
        let (_, diagnostics) = SchemaValidator.parseAndValidate(LayoutSource(path: "test.xml", text: "<layout><zzzzzz/></layout>"))
        XCTAssertEqual(diagnostics.map(\.id), [.unknownElement])
        XCTAssertEqual(diagnostics.first?.fixIts, [])
    }

    /// Applies single-line edits (from the last to the first).
    static func apply(_ fixIts: [Diagnostic.FixIt], to text: String) -> String {
        var lines = text.components(separatedBy: "\n").map { Array($0.unicodeScalars) }
        for fix in fixIts.sorted(by: { ($0.range.start.line, $0.range.start.column!) > ($1.range.start.line, $1.range.start.column!) }) {
            let l = fix.range.start.line - 1
            lines[l].replaceSubrange((fix.range.start.column! - 1)..<(fix.range.end.column! - 1), with: Array(fix.replacement.unicodeScalars))
        }
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }

    func testInvalidEnumerationValueSuggestsOneWithAFixIt() {
        let marked = MarkedSource("<layout><stack direction=\"1️⃣Vertical\"/></layout>")
        assertOne(marked, "invalid value 'Vertical' for attribute 'direction' on <stack>: expected one of horizontal, vertical",
                  id: .invalidValue, at: "1️⃣", hint: "did you mean 'vertical'?")
        let d = validate(marked).diagnostics[0]
        XCTAssertEqual(d.fixIts, [Diagnostic.FixIt(range: SourceRange(start: marked.location("1️⃣"), length: 8),
                                                   replacement: "vertical")])
        XCTAssertEqual(DiagnosticFormatter.format(d, source: marked.text).split(separator: "\n")[2],
                       "                          ^~~~~~~~")
    }

    func testUnknownAttributeSuggestsByEditDistanceOrNothing() {
        assertOne(MarkedSource("<layout><stack 1️⃣directoin=\"vertical\"/></layout>"),
                  "unknown attribute 'directoin' on <stack>", id: DiagnosticID.unknownAttribute,
                  at: "1️⃣", hint: "did you mean 'direction'?")
        assertOne(MarkedSource("<layout><box 1️⃣colour=\"red\"/></layout>"),
                  "unknown attribute 'colour' on <box>", id: DiagnosticID.unknownAttribute, at: "1️⃣")
    }

    func testUnknownAttributeNamesTheElementsThatTakeIt() {
        assertOne(MarkedSource("<layout><box 1️⃣direction=\"vertical\"/></layout>"),
                  "unknown attribute 'direction' on <box>", id: DiagnosticID.unknownAttribute,
                  at: "1️⃣", hint: "'direction' belongs on <stack>")
        assertOne(MarkedSource("<layout 1️⃣flexGrow=\"1\"><box/></layout>"),
                  "unknown attribute 'flexGrow' on <layout>", id: DiagnosticID.unknownAttribute,
                  at: "1️⃣", hint: "'flexGrow' belongs on 6 other elements (<stack>, <overlay>, <ratio>, …)")
    }

    func testDuplicateID() {
        let marked = MarkedSource("<layout><stack>\n  <box id=\"1️⃣a\"/><box id=\"2️⃣a\"/></stack></layout>")
        let first = marked.location("1️⃣")
        assertOne(marked, "duplicate id 'a' on <box>: ids must be unique in the file", id: DiagnosticID.duplicateID,
                  at: "2️⃣")
        let duplicate = validate(marked).diagnostics[0]
        XCTAssertEqual(duplicate.notes, [Diagnostic.Note(message: "'a' is first the id of this <box>", location: first)])
        XCTAssertEqual(duplicate.range?.description, "test.xml:2:25-26")
        assertOne(MarkedSource("<layout><box id=\"1️⃣9a\"/></layout>"),
                  "invalid value '9a' for attribute 'id' on <box>: expected an identifier unique in the file (a letter or '_' first, then letters, digits, '-', '_' or '.')",
                  id: DiagnosticID.invalidValue, at: "1️⃣")
    }

    func testNamespacedElements() {
        assertOne(MarkedSource("1️⃣<layout xmlns=\"urn:x\"><box/></layout>"),
                  "<layout> is in the namespace 'urn:x'; layout elements have no namespace",
                  id: DiagnosticID.invalidRoot, at: "1️⃣", hint: "remove the xmlns declaration")
        assertOne(MarkedSource("<layout>1️⃣<box xmlns=\"urn:x\"/></layout>"),
                  "<box> is in the namespace 'urn:x'; layout elements have no namespace",
                  id: DiagnosticID.unexpectedElement, at: "1️⃣", hint: "remove the xmlns declaration")
    }

    func testInvalidValuesDescribeWhatIsExpected() {
        assertOne(MarkedSource("<layout><box width=\"1️⃣abc\"/></layout>"),
                  "invalid value 'abc' for attribute 'width' on <box>: expected a dimension: auto, points or a percentage",
                  id: DiagnosticID.invalidValue, at: "1️⃣")
        assertOne(MarkedSource("<layout><stack direction=\"1️⃣diagonal\"/></layout>"),
                  "invalid value 'diagonal' for attribute 'direction' on <stack>: expected one of horizontal, vertical",
                  id: DiagnosticID.invalidValue, at: "1️⃣")
        assertOne(MarkedSource("<layout><ratio ratio=\"1️⃣0\"><box/></ratio></layout>"),
                  "invalid value '0' for attribute 'ratio' on <ratio>: expected a number > 0",
                  id: DiagnosticID.invalidValue, at: "1️⃣")
        assertOne(MarkedSource("<layout><box flexGrow=\"1️⃣-1\"/></layout>"),
                  "invalid value '-1' for attribute 'flexGrow' on <box>: expected a whole number ≥ 0",
                  id: DiagnosticID.invalidValue, at: "1️⃣")
        assertOne(MarkedSource("<layout opacity=\"1️⃣101\"><box/></layout>"),
                  "invalid value '101' for attribute 'opacity' on <layout>: expected a number between 0 and 100",
                  id: DiagnosticID.invalidValue, at: "1️⃣")
        assertOne(MarkedSource("<layout height=\"1️⃣tall\"><box/></layout>"),
                  "invalid value 'tall' for attribute 'height' on <layout>: expected a number or 'auto'",
                  id: DiagnosticID.invalidValue, at: "1️⃣")
    }

    func testMissingRequiredAttribute() {
        assertOne(MarkedSource("<layout>1️⃣<ratio><box/></ratio></layout>"),
                  "missing required attribute 'ratio' on <ratio>", id: DiagnosticID.missingAttribute,
                  at: "1️⃣", hint: "add ratio=\"…\" (a number > 0)")
    }

    // MARK: - Children

    func testTooManyAndTooFewChildren() {
        assertOne(MarkedSource("<layout>1️⃣<overlay><box/><box/><box/><box/></overlay></layout>"),
                  "<overlay> needs exactly 2 children, found 4", id: DiagnosticID.childCount, at: "1️⃣")
        assertOne(MarkedSource("<layout>1️⃣<overlay><box/></overlay></layout>"),
                  "<overlay> needs exactly 2 children, found 1", id: DiagnosticID.childCount, at: "1️⃣")
        assertOne(MarkedSource("<layout>1️⃣<box><box/><box/></box></layout>"),
                  "<box> takes at most 1 child, found 2", id: DiagnosticID.childCount, at: "1️⃣")
        assertOne(MarkedSource("<layout>1️⃣<ratio ratio=\"1\"></ratio></layout>"),
                  "<ratio> needs exactly 1 child, found 0", id: DiagnosticID.childCount, at: "1️⃣")
        assertOne(MarkedSource("1️⃣<layout><box/><box/></layout>"),
                  "<layout> needs exactly 1 child, found 2", id: DiagnosticID.childCount, at: "1️⃣")
        assertOne(MarkedSource("<layout>1️⃣<spacer><box/></spacer></layout>"),
                  "<spacer> takes no children, found 1", id: DiagnosticID.childCount, at: "1️⃣")
    }

    func testUnknownElementSuggestsAName() {
        assertOne(MarkedSource("<layout><stack>\n  1️⃣<hstak/>\n</stack></layout>"),
                  "unknown element <hstak>", id: DiagnosticID.unknownElement, at: "1️⃣", hint: "did you mean 'stack'?")
        assertOne(MarkedSource("1️⃣<layuot><box/></layuot>"),
                  "unknown element <layuot>", id: DiagnosticID.unknownElement, at: "1️⃣", hint: "did you mean 'layout'?")
    }

    func testKnownElementInTheWrongPlace() {
        assertOne(MarkedSource("1️⃣<stack/>"),
                  "<stack> cannot be the root element", id: DiagnosticID.invalidRoot, at: "1️⃣",
                  hint: "the root element must be <layout>")
        assertOne(MarkedSource("<layout>1️⃣<layout/></layout>"),
                  "<layout> is not allowed inside <layout>", id: DiagnosticID.unexpectedElement, at: "1️⃣",
                  hint: "expected <stack>, <overlay>, <ratio>, <box>, <text> or <spacer>")
        assertOne(MarkedSource("<layout>1️⃣<text>hi <box/></text></layout>"),
                  "<text> takes no children, found 1", id: DiagnosticID.childCount, at: "1️⃣")
    }

    func testTextWhereOnlyElementsMayBe() {
        assertOne(MarkedSource("<layout>1️⃣<stack>hello</stack></layout>"),
                  "<stack> cannot contain text", id: DiagnosticID.unexpectedText, at: "1️⃣",
                  hint: "put text in a <text> element")
        assertOne(MarkedSource("<layout>1️⃣<spacer>hello</spacer></layout>"),
                  "<spacer> cannot contain text", id: DiagnosticID.unexpectedText, at: "1️⃣",
                  hint: "put text in a <text> element")
    }

    // MARK: - Many problems at once

    func testAllDiagnosticsAreCollectedSortedAndTheTreeIsKept() throws {
        let marked = MarkedSource("""
            <layout>
              <stack 1️⃣flexgrow="1" direction="2️⃣up">
                3️⃣<overlay><box width="4️⃣wide"/></overlay>
                5️⃣<bx/>
              </stack>
            </layout>
            """)
        let (root, diagnostics) = validate(marked)
        XCTAssertEqual(root?.elementsInDocumentOrder.map(\.name), ["layout", "stack", "overlay", "box", "bx"])
        XCTAssertEqual(diagnostics.map(\.location), ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"].map { marked.location($0) })
        XCTAssertEqual(diagnostics.map(\.id), [
            DiagnosticID.unknownAttribute, DiagnosticID.invalidValue, DiagnosticID.childCount,
            DiagnosticID.invalidValue, DiagnosticID.unknownElement,
        ])
        XCTAssertEqual(diagnostics.last?.hint, "did you mean 'box'?")
    }

    func testMalformedDocumentsAreNotValidated() {
        let (root, diagnostics) = validate(MarkedSource("<layout><stak></layout>"))
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.map(\.id), [DiagnosticID.unclosedTag])
    }

    func testSchemaCompilationErrorsAreLocatedInTheXSD() {
        let xsd = MarkedSource("""
            <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
              1️⃣<xs:element name="a" type="Missing"/>
            </xs:schema>
            """, path: "broken.xsd")
        guard case .failure(let error) = CompiledSchema.compile(xsd.source) else {
            return XCTFail("a schema naming an undefined type must not compile")
        }
        XCTAssertEqual(error.diagnostics.count, 1)
        XCTAssertEqual(error.diagnostics.first?.location, xsd.location("1️⃣"))
        XCTAssertEqual(error.diagnostics.first?.id, DiagnosticID.schemaCompilation)
        XCTAssertTrue(error.diagnostics.first?.message.contains("Missing") ?? false)
    }

    func testDidYouMean() {
        XCTAssertEqual(DidYouMean.suggestion(for: "flexgrow", among: ["flexShrink", "flexGrow"]), "flexGrow")
        XCTAssertEqual(DidYouMean.suggestion(for: "hstak", among: ["stack", "hstack", "vstack"]), "hstack")
        XCTAssertEqual(DidYouMean.suggestion(for: "widht", among: ["width", "height"]), "width")
        XCTAssertNil(DidYouMean.suggestion(for: "x", among: ["id"]))
        XCTAssertNil(DidYouMean.suggestion(for: "colour", among: ["width", "height"]))
        XCTAssertEqual(DidYouMean.editDistance("kitten", "sitting"), 3)
    }
}

extension Diagnostic {
    /// The diagnostic as a point (no range end, notes or fix-its), for
    /// comparing with one built from a marker.
    var pointOnly: Diagnostic {
        var d = self
        d.location = d.location
        d.notes = []
        d.fixIts = []
        return d
    }
}
