import XCTest
@testable import XMLLayout

/// The embedded schema is compiled without comments, documentation and
/// indentation (`XSDCompaction`): what is left validates exactly as the
/// whole schema does, and nothing else is dropped.
final class XSDCompactionTests: XCTestCase {
    private static let version1 = StrictSchema.version1(of: EmbeddedSchema.text)

    func testDropsCommentsAnnotationsAndTheSpaceBetweenTagsOnly() {
        let xsd = """
            <?xml version="1.0"?>
            <!-- a comment <with a tag> -->
            <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
              <xs:annotation id="a"><xs:documentation>Docs, <b>marked</b> up.</xs:documentation></xs:annotation>
              <xs:annotationish/>
              <xs:simpleType name="t">
                <xs:restriction base="xs:string"><xs:pattern value="a>  b|  c "/></xs:restriction>
              </xs:simpleType>
              <xs:element name="e" type="t" fixed="  two  spaces  "/>
            </xs:schema>
            """
        XCTAssertEqual(XSDCompaction.compacted(xsd), """
            <?xml version="1.0"?><xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:annotationish/>\
            <xs:simpleType name="t"><xs:restriction base="xs:string"><xs:pattern value="a>  b|  c "/>\
            </xs:restriction></xs:simpleType><xs:element name="e" type="t" fixed="  two  spaces  "/></xs:schema>
            """)
    }

    func testUnterminatedCommentOrAnnotationEndsTheText() {
        XCTAssertEqual(XSDCompaction.compacted("<a/>\n<!-- open"), "<a/>")
        XCTAssertEqual(XSDCompaction.compacted("<a/> <xs:annotation>open"), "<a/>")
        XCTAssertEqual(XSDCompaction.compacted("<a> <!-- c --> text <!-- d --> </a>"), "<a> text </a>")
        XCTAssertEqual(XSDCompaction.compacted(""), "")
        XCTAssertEqual(XSDCompaction.compacted("no tags at all "), "no tags at all ")
    }

    func testTheEmbeddedSchemaShrinksAndKeepsEveryDeclaration() {
        let compact = XSDCompaction.compacted(Self.version1)
        XCTAssertLessThan(compact.utf8.count * 2, Self.version1.utf8.count, "less than half of the text is left")
        XCTAssertFalse(compact.contains("<!--"))
        XCTAssertFalse(compact.contains("xs:annotation"))
        XCTAssertFalse(compact.contains("xs:documentation"))
        // Every declaration and facet, in the same order.
        let pattern = #/<xs:(element|attribute|complexType|simpleType|group|attributeGroup|enumeration|pattern|minInclusive|extension|restriction)\b[^>]*>/#
        XCTAssertEqual(compact.matches(of: pattern).map { String($0.output.0) },
                       Self.version1.matches(of: pattern).map { String($0.output.0) })
    }

    /// The same findings, message for message, for documents that break
    /// the schema in every way the checks can see.
    func testValidatesAsTheWholeSchemaDoes() throws {
        let whole = try CompiledSchema.compile(LayoutSource(path: "whole.xsd", text: Self.version1)).get()
        let compact = try CompiledSchema.embedded.get()
        let documents = [
            ##"<layout><stack direction="sideways"><box width="ten"/></stack></layout>"##,
            ##"<layout><boxx/><text fontSize="-1">x</text><inset insets="1,2"><box/></inset></layout>"##,
            ##"<layout width="375"><box bogus="1" backgroundColor="#12345"/><ratio ratio="0"><box/></ratio></layout>"##,
            ##"<layout><stack><box>text inside</box><overlay><box/></overlay></stack></layout>"##,
            ##"<layout><image src="a.png" contentMode="sideways"/><button title="b" flexGrow="x"/></layout>"##,
            ##"<layout name="ok" width="320"><stack spacing="8" alignItems="center"><text>fine</text></stack></layout>"##,
        ]
        for (k, text) in documents.enumerated() {
            let source = LayoutSource(path: "doc\(k).xml", text: text)
            XCTAssertEqual(SchemaValidator.validate(source, against: compact), SchemaValidator.validate(source, against: whole),
                           text)
        }
        XCTAssertFalse(SchemaValidator.validate(LayoutSource(path: "d.xml", text: documents[0]), against: compact).isEmpty)
        XCTAssertTrue(SchemaValidator.validate(LayoutSource(path: "d.xml", text: documents[5]), against: compact).isEmpty)
    }

    /// Diagnostics that quote the schema's documentation still find it: the
    /// vocabulary is read from the whole text.
    func testTheVocabularyKeepsTheDocumentation() throws {
        let vocabulary = try CompiledSchema.embedded.get().vocabulary
        let documented = vocabulary.elements.compactMap { vocabulary.documentation(of: $0) }
        XCTAssertGreaterThan(documented.count, 10)
    }
}
