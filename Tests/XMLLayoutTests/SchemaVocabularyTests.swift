import XCTest
@testable import XMLLayout

/// The vocabulary read from an XSD: names, attributes with groups and base
/// types resolved, child counts, documentation and value descriptions.
final class SchemaVocabularyTests: XCTestCase {
    private let vocabulary = TestSchema.compiled.vocabulary

    func testElementsInSchemaOrder() {
        XCTAssertEqual(vocabulary.elements, ["layout", "stack", "overlay", "ratio", "box", "text", "spacer"])
        XCTAssertEqual(vocabulary.globalElements, ["layout"])
        XCTAssertNil(vocabulary.element("nope"))
    }

    func testAttributesResolveGroupsAndExtensions() {
        XCTAssertEqual(vocabulary.attributes(of: "stack"), ["width", "flexGrow", "id", "direction"])
        XCTAssertEqual(vocabulary.attributes(of: "ratio"), ["ratio", "width", "flexGrow", "id"])
        XCTAssertEqual(vocabulary.attributes(of: "layout"), ["width", "opacity", "height"])
        XCTAssertEqual(vocabulary.attributes(of: "nope"), [])
        XCTAssertEqual(vocabulary.attribute("ratio", of: "ratio")?.isRequired, true)
        XCTAssertEqual(vocabulary.attribute("width", of: "box")?.typeName, "Dimension")
    }

    func testChildCountsAndAllowedChildren() throws {
        let expectations: [(String, Int, Int?)] = [
            ("layout", 1, 1), ("stack", 0, nil), ("overlay", 2, 2), ("ratio", 1, 1), ("box", 0, 1), ("text", 0, 0), ("spacer", 0, 0),
        ]
        for (name, minimum, maximum) in expectations {
            let element = try XCTUnwrap(vocabulary.element(name))
            XCTAssertEqual(element.minimumChildren, minimum, name)
            XCTAssertEqual(element.maximumChildren, maximum, name)
        }
        XCTAssertEqual(vocabulary.element("stack")?.childElements, ["stack", "overlay", "ratio", "box", "text", "spacer"])
        XCTAssertEqual(vocabulary.element("text")?.allowsText, true)
        XCTAssertEqual(vocabulary.element("stack")?.allowsText, false)
    }

    func testDocumentation() {
        XCTAssertEqual(vocabulary.documentation(of: "stack"), "A stack of children.")
        XCTAssertEqual(vocabulary.documentation(of: "layout"), "The root.")
        XCTAssertNil(vocabulary.documentation(of: "box"))
        XCTAssertEqual(vocabulary.documentation(ofAttribute: "width", of: "box"), "The element's width.")
    }

    func testValueDescriptions() {
        XCTAssertEqual(vocabulary.valueDescription(ofType: "Direction"), "one of horizontal, vertical")
        XCTAssertEqual(vocabulary.valueDescription(ofType: "Dimension"), "A dimension: auto, points or a percentage")
        XCTAssertEqual(vocabulary.valueDescription(ofType: "Ratio"), "a number > 0")
        XCTAssertEqual(vocabulary.valueDescription(ofType: "Percent"), "a number between 0 and 100")
        XCTAssertEqual(vocabulary.valueDescription(ofType: "NumberOrAuto"), "a number or 'auto'")
        XCTAssertEqual(vocabulary.valueDescription(ofType: "xs:boolean"), "true or false")
        XCTAssertNil(vocabulary.valueDescription(ofType: "Unknown"))
    }

    func testFirstSentenceOfDocumentation() {
        XCTAssertEqual(SimpleTypeDescriber.firstSentence("A point, e.g. \"1,2\". Negative allowed."), "A point, e.g. \"1,2\"")
        XCTAssertEqual(SimpleTypeDescriber.firstSentence("One. Two."), "One")
        XCTAssertEqual(SimpleTypeDescriber.firstSentence("Only one."), "Only one")
        XCTAssertEqual(SchemaPhrase.lowercasingFirstWord("A number"), "a number")
        XCTAssertEqual(SchemaPhrase.lowercasingFirstWord("ASDimension: auto"), "ASDimension: auto")
        XCTAssertEqual(SchemaPhrase.lowercasingFirstWord("CGSize"), "CGSize")
    }

    func testParticleBounds() {
        let child = Particle.element(names: ["a"], min: 1, max: 1)
        XCTAssertTrue(Particle.sequence([child, child], min: 1, max: 1).bounds == (2, 2))
        XCTAssertTrue(Particle.sequence([child], min: 0, max: nil).bounds == (0, nil))
        XCTAssertTrue(Particle.choice([child, .sequence([child, child], min: 1, max: 1)], min: 1, max: 3).bounds == (1, 6))
        XCTAssertTrue(Particle.choice([], min: 1, max: 1).bounds == (0, 0))
        XCTAssertTrue(Particle.sequence([.any(min: 0, max: nil)], min: 1, max: 0).bounds == (0, 0))
    }

    func testSubstitutionGroupsAndAbstractHeads() {
        let xsd = """
            <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
              <xs:element name="item" abstract="true"/>
              <xs:element name="apple" substitutionGroup="item"/>
              <xs:element name="pear" substitutionGroup="item"/>
              <xs:element name="basket">
                <xs:complexType><xs:sequence><xs:element ref="item" maxOccurs="3"/></xs:sequence></xs:complexType>
              </xs:element>
            </xs:schema>
            """
        let schema = try? CompiledSchema.compile(LayoutSource(path: "s.xsd", text: xsd)).get()
        XCTAssertEqual(schema?.vocabulary.elements, ["apple", "pear", "basket"])
        XCTAssertEqual(schema?.vocabulary.element("basket")?.childElements, ["apple", "pear"])
        XCTAssertEqual(schema?.vocabulary.element("basket")?.maximumChildren, 3)
    }
}
