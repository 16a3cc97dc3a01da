import LayoutEngine
import XCTest
@testable import XMLLayout

/// The interned attribute names the builder reads by id, and the fast
/// number path it reads most values with, agree with what they replace.
final class AttributeNameTests: XCTestCase {
    func testEveryAttributeOfTheLanguageHasAnIdAndItsOwnName() {
        let language = Set(LayoutElement.rootAttributes + LayoutElement.allCases.flatMap(\.attributes))
        let interned = AttributeName.allCases.map(\.string)
        XCTAssertEqual(Set(interned), language)
        XCTAssertEqual(Set(interned).count, interned.count, "a name given twice")
        XCTAssertLessThanOrEqual(interned.count, 128, "the element's mask has 128 bits")
        for name in AttributeName.allCases {
            XCTAssertEqual(AttributeName.id(of: name.string), name)
        }
        XCTAssertNil(AttributeName.id(of: "xsi:noNamespaceSchemaLocation"))
    }

    func testLookupByIdFindsWhatLookupByNameFinds() {
        let here = SourceLocation(file: "f.xml", line: 1, column: 1)
        func attribute(_ name: String, _ value: String) -> XMLAttribute {
            XMLAttribute(name: name, value: value, nameLocation: here, valueLocation: here)
        }
        var x = XMLElementNode(name: "box", location: here,
                               attributes: [attribute("x:width", "1"), attribute("width", "2"), attribute("alignSelf", "end")])
        XCTAssertEqual(x.value(of: .width), "2")
        XCTAssertEqual(x.attribute(.alignSelf)?.value, "end")
        XCTAssertNil(x.attribute(.height))
        XCTAssertEqual(x.attribute("x:width")?.value, "1")
        // Attributes changed later (a fix-it, an expansion) keep the mask right.
        x.attributes.append(attribute("height", "3"))
        x.attributes[0].name = "flexGrow"
        XCTAssertEqual(x.value(of: .height), "3")
        XCTAssertEqual(x.value(of: .flexGrow), "1")
        XCTAssertTrue(x.has(.flexGrow))
        XCTAssertFalse(x.has(.flexShrink))
    }

    func testSimpleDecimalsReadExactlyAsDoubleDoes() {
        let samples = ["0", "-0", "7", "180", "0.1", "0.3", "2.675", "-4.5", "123456789012345", "99999.9999999999",
                       "1.7976931348", "0.00000000000001", "000012.50", "3.14159265358979"]
        for s in samples {
            XCTAssertEqual(AttributeValues.simpleDecimal(s)?.bitPattern, Double(s)?.bitPattern, s)
        }
        // Anything else takes the general path.
        for s in ["", "-", ".5", "5.", "1e3", "+1", " 1", "1 ", "1,2", "1234567890123456", "inf", "0x10", "١٢"] {
            XCTAssertNil(AttributeValues.simpleDecimal(s), s)
        }
        XCTAssertEqual(AttributeValues.parts(" 1, 2 ,3,"), ["1", "2", "3", ""])
        XCTAssertEqual(AttributeValues.parts("a,\u{301}b"), ["a,\u{301}b"]) // ",́" is one Character, not a comma
    }
}
