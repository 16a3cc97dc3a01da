import XCTest
@testable import XMLLayout

/// template, param, slot and use.
final class TemplateTests: XCTestCase {
    static let row = """
    <layout width="200">
      <template name="Row">
        <param name="label"/>
        <param name="size" default="10"/>
        <hstack height="{size}" debugName="row-{label}">
          <text flexShrink="1">{label}</text>
          <slot/>
        </hstack>
      </template>
      <vstack>
        <use template="Row" label="a"/>
        <use template="Row" label="b" size="{20 + 5}" height="40" id="second">
          <box width="5"/>
        </use>
      </vstack>
    </layout>
    """

    func testParametersSlotAndStyleAttributesOnTheUse() {
        let l = expandLayout(Self.row)
        XCTAssertEqual(l.errors, [])
        let s = l.frameSummary
        XCTAssertEqual(s[1], "hstack row-a 0,0,200,10")
        XCTAssertEqual(s[3], "hstack row-b 0,10,200,40", "height on the use wins over the body's")
        XCTAssertEqual(s[5], "box - 10.5,10,5,40", "the use's child fills the slot")
    }

    func testKeysAndIds() throws {
        let l = expandLayout(Self.row)
        let origins = try XCTUnwrap(l.document?.sourceMap.origins)
        XCTAssertEqual(origins.map(\.key), [
            "t.xml:10:3",
            "t.xml:11:5/t.xml:5:5", "t.xml:11:5/t.xml:6:7",
            "second", "second/t.xml:6:7", "t.xml:13:7",
        ])
        XCTAssertEqual(l.document?.sourceMap.ids[3], "second")
    }

    func testANonParameterAttributeIsAnError() {
        let l = expandLayout("""
        <layout width="200">
          <template name="T"><param name="label"/><text>{label}</text></template>
          <use template="T" lable="x" label="y"/>
        </layout>
        """)
        XCTAssertEqual(l.errors.count, 1)
        XCTAssertEqual(l.errors[0].location, SourceLocation(file: "t.xml", line: 3, column: 21))
        // 'label' is set already: renaming 'lable' would write it twice, so
        // neither the fix-it nor its did-you-mean is offered (issue 34).
        XCTAssertNil(l.errors[0].hint)
        XCTAssertEqual(l.errors[0].fixIts, [])
    }

    func testErrorsInATemplateAreLocatedWhereWrittenWithANote() {
        let l = expandLayout("""
        <layout width="200">
          <template name="T">
            <param name="w"/>
            <box width="{w}" height="1"/>
          </template>
          <vstack>
            <use template="T" w="-4"/>
          </vstack>
        </layout>
        """)
        XCTAssertEqual(l.errors.count, 1)
        let e = l.errors[0]
        XCTAssertEqual(e.location, SourceLocation(file: "t.xml", line: 4, column: 17), "at the {")
        XCTAssertEqual(e.id, DiagnosticID.invalidValue)
        XCTAssertEqual(e.notes, [.init(message: "in template 'T' used here", location: SourceLocation(file: "t.xml", line: 7, column: 5))])
        XCTAssertTrue(DiagnosticFormatter.format(e).hasSuffix("t.xml:7:5: note: in template 'T' used here"))
    }

    func testRecursionShowsTheChain() {
        let l = expandLayout("""
        <layout width="200">
          <template name="A"><use template="B"/></template>
          <template name="B"><vstack><use template="A"/></vstack></template>
          <use template="A"/>
        </layout>
        """)
        XCTAssertEqual(l.errors.count, 1)
        XCTAssertEqual(l.errors[0].message, "template 'A' uses itself: A → B → A")
        XCTAssertEqual(l.errors[0].location, SourceLocation(file: "t.xml", line: 3, column: 30))
        XCTAssertEqual(l.errors[0].notes.count, 2)
    }

    func testATemplateBodyNeverSeesItsCallersLoopVariables() {
        let l = expandLayout("""
        <layout width="200">
          <param name="xs" default="[1]"/>
          <template name="T"><box height="{x}"/></template>
          <vstack><for each="x" in="xs"><use template="T"/></for></vstack>
        </layout>
        """)
        XCTAssertEqual(l.errors.count, 1)
        XCTAssertEqual(l.errors.first?.message, "unknown name 'x'")
        XCTAssertEqual(l.errors.first?.location?.line, 3)
    }

    func testUnknownTemplate() {
        let l = expandLayout("<layout width=\"200\"><template name=\"Card\"><box/></template><use template=\"Crad\"/></layout>")
        XCTAssertEqual(l.firstError?.message, "unknown template 'Crad'")
        XCTAssertEqual(l.firstError?.hint, "did you mean 'Card'?")
    }

    /// 64 nested levels are allowed; the 65th is the error, at that use.
    func testDepthLimit() {
        func chain(_ n: Int) -> String {
            var s = "<layout width=\"10\">\n"
            for i in 0..<n {
                s += "<template name=\"T\(i)\">" + (i + 1 < n ? "<use template=\"T\(i + 1)\"/>" : "<box height=\"1\"/>") + "</template>\n"
            }
            return s + "<use template=\"T0\"/>\n</layout>"
        }
        XCTAssertEqual(expandLayout(chain(64)).errors, [])
        let deep = expandLayout(chain(65))
        XCTAssertEqual(deep.errors.count, 1)
        XCTAssertEqual(deep.errors[0].id, ExpansionID.tooDeep)
        XCTAssertTrue(deep.errors[0].message.contains("64"))
        XCTAssertEqual(deep.errors[0].location?.line, 65, "the use inside T63, the 65th level")
    }
}

extension TemplateTests {
    /// Templates nested 60 deep, each 10 levels deep, would nest 600 levels:
    /// more than a file may, so an error rather than a crash later.
    func testTheExpandedTreeNestsNoDeeperThanAFileMay() {
        var s = "<layout width=\"10\">\n"
        let ten = String(repeating: "<wrapper>", count: 10)
        let close = String(repeating: "</wrapper>", count: 10)
        for i in 0..<60 {
            s += "<template name=\"T\(i)\">" + ten + (i + 1 < 60 ? "<use template=\"T\(i + 1)\"/>" : "<box/>") + close + "</template>\n"
        }
        s += "<use template=\"T0\"/>\n</layout>"
        let l = expandLayout(s)
        XCTAssertEqual(l.errors.count, 1)
        XCTAssertEqual(l.errors.first?.id, ExpansionID.tooDeep)
        XCTAssertTrue(l.errors.first?.message.contains("256") ?? false, "\(l.errors)")
    }
}
