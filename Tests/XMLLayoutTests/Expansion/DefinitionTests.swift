import XCTest
@testable import XMLLayout

/// const, style and file param (LANGUAGE.md "Definitions").
final class DefinitionTests: XCTestCase {
    func testConstUsesEarlierConstants() throws {
        let l = expandLayout("""
        <layout width="200">
          <const name="gutter" value="12"/>
          <const name="double" value="{gutter * 2}"/>
          <vstack alignItems="start"><box height="{double + 1}" width="{gutter}"/></vstack>
        </layout>
        """)
        XCTAssertEqual(l.errors, [])
        XCTAssertEqual(l.frameSummary[1], "box - 0,0,12,25")
    }

    func testConstMayNotUseALaterConstant() {
        let l = expandLayout("""
        <layout width="200">
          <const name="a" value="{b}"/>
          <const name="b" value="1"/>
          <box width="{a}"/>
        </layout>
        """)
        XCTAssertEqual(l.firstError?.message, "unknown name 'b'")
        XCTAssertEqual(l.firstError?.location, SourceLocation(file: "t.xml", line: 2, column: 27))
    }

    func testStylesApplyLeftToRightAndTheElementWins() {
        let l = expandLayout("""
        <layout width="200">
          <style name="a" width="10" height="10"/>
          <style name="b" width="20"/>
          <vstack alignItems="start">
            <box style="a b"/>
            <box style="b a"/>
            <box style="a b" width="30"/>
          </vstack>
        </layout>
        """)
        XCTAssertEqual(l.errors, [])
        XCTAssertEqual(Array(l.frameSummary[1...3]), [
            "box - 0,0,20,10", "box - 0,10,10,10", "box - 0,20,30,10",
        ])
    }

    /// A wrong value a style brings is written in the style: reported there,
    /// once for all its uses (issue 34: one diagnostic per mistake).
    func testAStyleValueIsCheckedWhereTheStyleWritesIt() {
        let l = expandLayout("""
        <layout width="200">
          <style name="ok" height="3"/>
          <style name="wide" width="-5"/>
          <stack><box style="ok wide"/><box style="wide"/></stack>
        </layout>
        """)
        XCTAssertEqual(l.errors.count, 1)
        let e = l.errors[0]
        XCTAssertEqual(e.location, SourceLocation(file: "t.xml", line: 3, column: 29), "at the value in the style")
        XCTAssertTrue(e.message.contains("'width'") && e.message.contains("'-5'"), e.message)
        XCTAssertEqual(e.id, DiagnosticID.invalidValue, "the same check as a literal value")
    }

    /// An attribute a style brings that the element cannot take is the use's
    /// mistake: at the element's `style`, naming the style.
    func testAStyleAttributeTheElementCannotTakeIsAtItsStyleAttribute() {
        let l = expandLayout("""
        <layout width="200">
          <style name="label" maxLines="2"/>
          <box style="label" width="1" height="1"/>
        </layout>
        """)
        XCTAssertEqual(l.errors.count, 1)
        let e = l.errors[0]
        XCTAssertEqual(e.location, SourceLocation(file: "t.xml", line: 3, column: 15), "at the style's name in the style attribute")
        XCTAssertTrue(e.message.contains("'maxLines'") && e.message.contains("style 'label'"), e.message)
        XCTAssertEqual(e.id, DiagnosticID.unknownAttribute)
    }

    func testUnknownStyleSuggestsADefinedOne() {
        let l = expandLayout("""
        <layout width="200">
          <style name="caption" height="3"/>
          <box style="captoin"/>
        </layout>
        """)
        XCTAssertEqual(l.firstError?.message, "unknown style 'captoin'")
        XCTAssertEqual(l.firstError?.hint, "did you mean 'caption'?")
    }

    static let stateFile = """
    <layout width="200">
      <param name="fieldState" default="name" values="name age"/>
      <param name="rows" default="2"/>
      <vstack>
        <if test="fieldState == 'name'"><box debugName="name" height="10"/></if>
        <else><box debugName="age" height="{rows * 10}"/></else>
      </vstack>
    </layout>
    """

    func testParameterDefaultAndSet() {
        XCTAssertEqual(expandLayout(Self.stateFile).frameSummary[1], "box name 0,0,200,10")
        let age = expandLayout(Self.stateFile, inputs: ExpansionInputs(settings: [
            .init(name: "fieldState", value: "age"), .init(name: "rows", value: "3"),
        ]))
        XCTAssertEqual(age.errors, [])
        XCTAssertEqual(age.frameSummary[1], "box age 0,0,200,30", "--set values are JSON when they parse")
    }

    func testEnumerationRejectsOtherValues() {
        let l = expandLayout(Self.stateFile, inputs: ExpansionInputs(settings: [.init(name: "fieldState", value: "agee")]))
        XCTAssertEqual(l.errors.count, 1)
        XCTAssertTrue(l.errors[0].message.contains("'agee' is not a value of parameter 'fieldState'"), l.errors[0].message)
        XCTAssertEqual(l.errors[0].hint, "did you mean 'age'?")
    }

    func testUnknownSetNameIsAnError() {
        let l = expandLayout(Self.stateFile, inputs: ExpansionInputs(settings: [.init(name: "fieldstate", value: "age")]))
        XCTAssertEqual(l.errors.count, 1)
        XCTAssertEqual(l.errors[0].hint, "did you mean 'fieldState'?")
    }

    func testRequiredParameterMissingIsAnErrorAtItsParam() {
        let l = expandLayout("""
        <layout width="200">
          <param name="title"/>
          <text>{title}</text>
        </layout>
        """)
        XCTAssertEqual(l.firstError?.message, "missing required parameter 'title'")
        XCTAssertEqual(l.firstError?.location, SourceLocation(file: "t.xml", line: 2, column: 3))
        let given = expandLayout("<layout width=\"200\"><param name=\"title\"/><text debugName=\"{title}\">{title}</text></layout>",
                                 inputs: ExpansionInputs(settings: [.init(name: "title", value: "Hi")]))
        XCTAssertEqual(given.errors, [])
        XCTAssertEqual(given.frameSummary.first, "text Hi 0,0,200,20.5")
    }

    func testVersionOneFilesTakeTheFastPath() throws {
        let v1 = "<layout width=\"200\"><vstack><text debugName=\"user\">hello</text><box style2=\"x\"/></vstack></layout>"
        XCTAssertFalse(Version2Detection.mayUseVersion2(Array(v1.utf8)))
        XCTAssertTrue(Version2Detection.mayUseVersion2(Array("<layout><use template=\"T\"/></layout>".utf8)))
        XCTAssertTrue(Version2Detection.mayUseVersion2(Array("<layout><text>{x}</text></layout>".utf8)))
        XCTAssertFalse(Version2Detection.mayUseVersion2(Array("<layout><user/></layout>".utf8)))
    }

    /// The memchr scan answers as a plain search for each marker does.
    func testByteScanAgreesWithAPlainSearch() {
        let markers = ["<const", "<style", "<param", "<template", "<use", "<include", "<for", "<if", "<else", "<slot"]
        func plain(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            if bytes.contains(UInt8(ascii: "{")) || bytes.contains(UInt8(ascii: "}")) { return true }
            for m in ["style=", "data="].map({ Array($0.utf8) }) where bytes.count >= m.count {
                for i in 0...(bytes.count - m.count) where Array(bytes[i..<(i + m.count)]) == m { return true }
            }
            for m in markers.map({ Array($0.utf8) }) where bytes.count >= m.count {
                for i in 0...(bytes.count - m.count) where Array(bytes[i..<(i + m.count)]) == m {
                    if i + m.count == bytes.count || !Version2Detection.isNameByte(bytes[i + m.count]) { return true }
                }
            }
            return false
        }
        let pieces = ["<use", "<user", "<if", "<iframe", "style", "=", "data", "meta", " ", "<", "x", "\"", "{", "<else>",
                      "<for/", "slot", "<t", "é", "<include", "<c", "onst", "<const\n"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...8)).map { _ in pieces.randomElement()! }.joined()
            XCTAssertEqual(Version2Detection.mayUseVersion2(Array(text.utf8)), plain(text), text.debugDescription)
        }
    }
}
