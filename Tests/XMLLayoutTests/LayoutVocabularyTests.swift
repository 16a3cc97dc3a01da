import XCTest
@testable import XMLLayout

/// The front end's element table (`LayoutElement`, `AttributeGroup`) is what
/// the XSD declares: the same elements, attributes in the same order, the
/// same groups, child counts and required attributes. When the schema
/// changes, this test names what the table must follow.
final class LayoutVocabularyTests: XCTestCase {
    private let vocabulary = CompiledSchema.embeddedVocabulary

    private func schemaRoot() throws -> XMLElementNode {
        let (parsed, diagnostics) = LibXMLDocumentParser.parse(
            LayoutSource(path: EmbeddedSchema.sourcePath, text: EmbeddedSchema.text))
        XCTAssertEqual(diagnostics, [])
        return try XCTUnwrap(parsed?.root)
    }

    func testTheTableHasExactlyTheSchemasElements() {
        XCTAssertFalse(vocabulary.elements.isEmpty, "the embedded schema compiles")
        XCTAssertEqual(vocabulary.elements.filter { $0 != LayoutElement.root },
                       LayoutElement.allCases.map(\.rawValue), "same elements, in schema order")
        XCTAssertEqual(vocabulary.globalElements, [LayoutElement.root])
    }

    func testEachElementsAttributesChildrenAndRequiredAttributes() throws {
        for element in LayoutElement.allCases {
            let declared = try XCTUnwrap(vocabulary.element(element.rawValue), element.rawValue)
            XCTAssertEqual(element.attributes, declared.attributes.map(\.name), element.rawValue)
            XCTAssertEqual(element.requiredAttributes, declared.attributes.filter(\.isRequired).map(\.name), element.rawValue)
            XCTAssertEqual(element.children?.lowerBound ?? 0, declared.minimumChildren, element.rawValue)
            XCTAssertEqual(element.children?.upperBound, declared.maximumChildren, element.rawValue)
            XCTAssertEqual(declared.allowsText, element == .text, element.rawValue)
        }
        let root = try XCTUnwrap(vocabulary.element(LayoutElement.root))
        XCTAssertEqual(LayoutElement.rootAttributes, root.attributes.map(\.name))
        XCTAssertEqual([root.minimumChildren, root.maximumChildren], [1, 1])
    }

    /// The groups, read from the XSD's `xs:attributeGroup` definitions and
    /// the `xs:attributeGroup ref`s of each element's type.
    func testAttributeGroupsAndWhoUsesThem() throws {
        let schema = try schemaRoot()
        let groups = schema.xsdChildren("attributeGroup")
        XCTAssertEqual(Set(groups.compactMap { $0.value("name") }), Set(AttributeGroup.allCases.map(\.rawValue)))
        for group in AttributeGroup.allCases {
            let node = try XCTUnwrap(groups.first { $0.value("name") == group.rawValue })
            XCTAssertEqual(group.attributes, node.xsdChildren("attribute").compactMap { $0.value("name") }, group.rawValue)
        }
        let types = Dictionary(schema.xsdChildren("complexType").compactMap { t in t.value("name").map { ($0, t) } },
                               uniquingKeysWith: { a, _ in a })
        let declarations = schema.elementsInDocumentOrder.filter { $0.name.hasSuffix("element") && $0.value("type") != nil }
        for element in LayoutElement.allCases {
            let declaration = try XCTUnwrap(declarations.first { $0.value("name") == element.rawValue }, element.rawValue)
            let type = try XCTUnwrap(types[declaration.value("type")!], element.rawValue)
            XCTAssertEqual(element.groups.map(\.rawValue), type.xsdChildren("attributeGroup").compactMap { $0.value("ref") },
                           element.rawValue)
            XCTAssertEqual(element.ownAttributes, type.xsdChildren("attribute").compactMap { $0.value("name") }, element.rawValue)
        }
    }

    func testSemanticSubsetsAreStyleAttributes() {
        let style = Set(AttributeGroup.style.attributes)
        XCTAssertTrue(Set(AttributeGroup.sizeAttributes).isSubset(of: style))
        XCTAssertTrue(Set(AttributeGroup.stackChildAttributes).isSubset(of: style))
    }
}
