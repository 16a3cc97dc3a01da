import XCTest
@testable import XMLLayout

/// for, if/else, expressions in attributes and text, and the limits.
final class ControlFlowTests: XCTestCase {
    func testForWithIndexAndLoopKeys() throws {
        let l = expandLayout("""
        <layout width="100">
          <param name="rows" default="[[1,2],[3]]"/>
          <vstack>
            <for each="row" in="{rows}" index="r">
              <for each="v" in="row">
                <box height="{v}" debugName="{r}-{v}"/>
              </for>
            </for>
          </vstack>
        </layout>
        """)
        XCTAssertEqual(l.errors, [])
        XCTAssertEqual(l.frameSummary.dropFirst().dropLast(), [
            "box 0-1 0,0,100,1", "box 0-2 0,1,100,2", "box 1-3 0,3,100,3",
        ])
        let keys = try XCTUnwrap(l.document?.sourceMap.origins.map(\.key))
        XCTAssertEqual(keys, ["t.xml:3:3", "t.xml:6:9[0][0]", "t.xml:6:9[0][1]", "t.xml:6:9[1][0]"])
    }

    func testIfElse() {
        let xml = """
        <layout width="100">
          <param name="on" default="true"/>
          <inset insets="0">
            <if test="{on}"><box debugName="yes"/></if>
            <else><box debugName="no"/></else>
          </inset>
        </layout>
        """
        XCTAssertEqual(expandLayout(xml).frameSummary[1].prefix(7), "box yes")
        let off = expandLayout(xml, inputs: ExpansionInputs(settings: [.init(name: "on", value: "false")]))
        XCTAssertEqual(off.frameSummary[1].prefix(6), "box no")
    }

    func testUnderAOneChildSpecAForMustGiveExactlyOne() {
        let two = expandLayout("""
        <layout width="100">
          <param name="items" default="[1, 2]"/>
          <inset insets="0">
            <for each="x" in="items"><box/></for>
          </inset>
        </layout>
        """)
        XCTAssertEqual(two.errors.count, 1)
        XCTAssertEqual(two.errors[0].location, SourceLocation(file: "t.xml", line: 4, column: 5), "at the for")
        let none = expandLayout("""
        <layout width="100">
          <ratio ratio="1"><if test="false"><box/></if></ratio>
        </layout>
        """)
        XCTAssertEqual(none.errors.first?.location, SourceLocation(file: "t.xml", line: 2, column: 20), "at the if")
    }

    func testNullAttributeIsLeftOutAndBracesEscape() throws {
        let f = try ExpansionFixture()
        try f.file("m.xml", """
        <layout width="100">
          <param name="compact" default="false"/>
          <vstack alignItems="start">
            <box width="{compact ? 100 : null}" height="4" debugName="{{x}}"/>
          </vstack>
        </layout>
        """)
        XCTAssertEqual(f.load("m.xml").errors, [])
        let text = try XCTUnwrap(f.expanded("m.xml"))
        XCTAssertTrue(text.contains("<box height=\"4\" debugName=\"{{x}}\"/>"), text)
        XCTAssertTrue(try XCTUnwrap(f.expanded("m.xml", set: ["compact": "true"])).contains("<box width=\"100\" height=\"4\""))
    }

    func testExpressionErrorsAreLocatedAtTheOperatorOrName() {
        let l = expandLayout("""
        <layout width="100">
          <vstack>
            <box height="{1 / 0}"/>
            <text>ab {nme}</text>
          </vstack>
        </layout>
        """)
        XCTAssertEqual(l.errors.map(\.location), [
            SourceLocation(file: "t.xml", line: 3, column: 21),
            SourceLocation(file: "t.xml", line: 4, column: 15),
        ])
    }

    func testElementLimit() throws {
        let f = try ExpansionFixture()
        try f.file("big.json", "{\"xs\": [" + (0..<400).map(String.init).joined(separator: ",") + "]}")
        try f.file("m.xml", """
        <layout width="100" data="big.json">
          <vstack>
            <for each="a" in="xs">
              <for each="b" in="xs"><box/></for>
            </for>
          </vstack>
        </layout>
        """)
        let l = f.load("m.xml")
        XCTAssertEqual(l.errors.count, 1)
        XCTAssertEqual(l.errors[0].id, ExpansionID.tooManyElements)
        XCTAssertTrue(l.errors[0].message.contains("100000"))
        XCTAssertEqual(l.errors[0].location?.line, 4, "at the innermost for")
    }

    func testExpandedXMLRendersTheSame() throws {
        let f = try ExpansionFixture()
        try f.file("m.xml", TemplateTests.row)
        let text = try XCTUnwrap(f.expanded("m.xml"))
        XCTAssertFalse(text.contains("<use"))
        try f.file("flat.xml", text)
        let flat = f.load("flat.xml")
        XCTAssertEqual(flat.errors, [])
        XCTAssertEqual(flat.frameSummary, f.load("m.xml").frameSummary)
    }
}
