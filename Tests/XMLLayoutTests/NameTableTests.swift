import XCTest
@testable import XMLLayout

/// The lookup behind `LayoutElement.named` and `AttributeName.id(of:)`:
/// every listed name is found at its place, and nothing else is, however
/// close.
final class NameTableTests: XCTestCase {
    func testEveryNameIsFoundAtItsPlace() {
        let names = (0..<500).map { "name\($0)" } + ["", "a", "é", "layout:stack", String(repeating: "x", count: 40)]
        let table = NameTable(names)
        for (i, name) in names.enumerated() { XCTAssertEqual(table.index(of: name), i, name) }
    }

    func testOtherNamesAreNotFound() {
        let table = NameTable(["stack", "text", "flexGrow"])
        for other in ["", "Stack", "stac", "stacks", "flexgrow", "flexGrow ", "texts", "tex", "e\u{301}"] {
            XCTAssertNil(table.index(of: other), other)
        }
    }

    func testTheLanguagesNamesAreTheirCases() {
        for element in LayoutElement.allCases { XCTAssertEqual(LayoutElement.named(element.rawValue), element) }
        XCTAssertNil(LayoutElement.named("layout"))
        XCTAssertNil(LayoutElement.named("Stack"))
        for name in AttributeName.allCases { XCTAssertEqual(AttributeName.id(of: name.string), name) }
        XCTAssertNil(AttributeName.id(of: "flexgrow"))
        XCTAssertNil(AttributeName.id(of: "xlink:href"))
    }
}
