import Foundation
import TextureCodegen
import XCTest
import XMLLayout

/// The generator on version-2 files: parameters, conditionals, templates,
/// loops, names and escaping. (That the code lays out as `render` does is
/// RoundTripTests' job.)
final class GeneratorVersion2Tests: XCTestCase {
    func generate(_ xml: String, set: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line) -> String {
        let source = LayoutSource(path: "/tmp/v2-layout.xml", text: xml)
        let inputs = ExpansionInputs(settings: set.sorted { $0.key < $1.key }.map { .init(name: $0.key, value: $0.value) })
        let out = SwiftGenerator.generate(source: source, inputs: inputs)
        guard let code = out.code else {
            XCTFail("no code: \(out.diagnostics)", file: file, line: line)
            return ""
        }
        return code
    }

    func assertContains(_ code: String, _ parts: [String], file: StaticString = #filePath, line: UInt = #line) {
        for p in parts where !code.contains(p) { XCTFail("missing \(p) in\n\(code)", file: file, line: line) }
    }

    static let parameters = """
    <layout name="P">
      <param name="compact" default="false"/>
      <param name="mode" default="list" values="list grid"/>
      <param name="gap" default="8"/>
      <param name="title" default="Hi"/>
      <vstack spacing="{gap}"><text>{title}</text><text maxLines="{compact ? 2 : 0}">b</text></vstack>
    </layout>
    """

    func testParametersAreStoredPropertiesThatLayTheNodeOutAgain() {
        let code = generate(Self.parameters)
        assertContains(code, [
            "var compact: Bool = false {\n        didSet { updateForState(); setNeedsLayout() }\n    }",
            "var mode: String = \"list\" {\n        didSet { updateForState(); setNeedsLayout() }\n    }",
            "var gap: CGFloat = 8 {", "var title: String = \"Hi\" {",
            "`<param name=\"mode\" default=\"list\" values=\"list grid\"/>` (v2-layout.xml:3): one of \"list\", \"grid\".",
            // What the state changes in a node is set again when it changes.
            "private func updateForState() {", "textNode2.maximumNumberOfLines = compact ? 2 : 0",
        ])
        // Without node settings that depend on the state, didSet only relayouts.
        let plain = generate("<layout name='Q'><param name='on' default='true'/><vstack><if test='on'><box/></if></vstack></layout>")
        assertContains(plain, ["var on: Bool = true {\n        didSet { setNeedsLayout() }\n    }"])
        XCTAssertFalse(plain.contains("updateForState"), plain)
    }

    func testSetChangesTheDefaultsWritten() {
        let code = generate(Self.parameters, set: ["compact": "true", "mode": "grid", "gap": "12", "title": "Hello"])
        assertContains(code, ["var compact: Bool = true {", "var mode: String = \"grid\" {", "var gap: CGFloat = 12 {",
                              "var title: String = \"Hello\" {", "spacing: 12,", "string: title,"])
    }

    func testIfAndElseBecomeSwiftConditionalsOnTheParameters() {
        let code = generate("""
        <layout name="F">
          <param name="step" default="name" values="name age done"/>
          <param name="compact" default="false"/>
          <vstack spacing="{compact ? 4 : 8}">
            <if test="step == 'name'"><text id="nameField">n</text></if>
            <else><text id="ageField">a</text></else>
            <if test="not compact"><text id="footer">f</text></if>
            <if test="step != 'done' and compact"><text id="hint">h</text></if>
          </vstack>
        </layout>
        """)
        assertContains(code, [
            "// v2-layout.xml:5 <if test=\"step == 'name'\">\n        if step == \"name\" {\n            vstackSpecChildren.append(nameField)\n        } else {\n            vstackSpecChildren.append(ageField)\n        }",
            "if !compact {\n            vstackSpecChildren.append(footer)\n        }",
            "if step != \"done\" && compact {\n            vstackSpecChildren.append(hint)\n        }",
            "spacing: compact ? 4 : 8,",
            // Every state's nodes exist; automaticallyManagesSubnodes shows those the spec uses.
            "let nameField = ASTextNode()", "let ageField = ASTextNode()", "let hint = ASTextNode()",
        ])
    }

    func testTemplatesBecomeMethodsWithTheirDifferencesAsArguments() {
        let code = generate("""
        <layout name="T">
          <template name="Row">
            <param name="title"/>
            <param name="detail" default=""/>
            <hstack debugName="row" spacing="8">
              <text debugName="title">{title}</text>
              <if test="detail"><text debugName="detail">{detail}</text></if>
              <slot/>
            </hstack>
          </template>
          <vstack>
            <use id="wifi" template="Row" title="Wi-Fi" detail="Home"><text debugName="chevron">›</text></use>
            <use template="Row" title="Bluetooth" flexGrow="1"/>
          </vstack>
        </layout>
        """)
        assertContains(code, [
            "/// `<template name=\"Row\">` (v2-layout.xml:2)",
            "private func rowLayoutSpec(title: ASTextNode, detail: ASTextNode?, content: [ASLayoutElement]) -> ASLayoutSpec {",
            "if let detail {\n            rowChildren.append(detail)\n        }",
            "rowChildren += content",
            "let wifi = rowLayoutSpec(title: wifiTitle, detail: wifiDetail, content: [chevron])",
            "let row = rowLayoutSpec(title: title, detail: nil, content: [])",
            // A use's style attributes are set by the caller on what the method returns.
            "row.style.flexGrow = 1",
            "children: [wifi, row]",
        ])
        XCTAssertFalse(code.contains("wifi.style"), code)
    }

    func testLoopsAreWrittenOutWithIndexedNames() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gen2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try #"{"tags": ["swift", "texture", "xml"]}"#.write(to: dir.appendingPathComponent("d.json"), atomically: true, encoding: .utf8)
        let xml = """
        <layout name="L" data="d.json">
          <hstack spacing="4">
            <for each="tag" in="tags" index="i"><text debugName="tag">#{tag}</text></for>
          </hstack>
        </layout>
        """
        let out = SwiftGenerator.generate(source: LayoutSource(path: dir.appendingPathComponent("l.xml").path, text: xml))
        let code = try XCTUnwrap(out.code, "\(out.diagnostics)")
        assertContains(code, [
            "/// Written out from the sample data in d.json: the app supplies the real data.",
            "let tag0 = ASTextNode()", "let tag1 = ASTextNode()", "let tag2 = ASTextNode()",
            "string: \"#texture\"",
            "// l.xml:3 <for each=\"tag\" in=\"tags\" index=\"i\">: written out, one for each item of `tags` in the sample data; the app supplies the data.",
            "children: [tag0, tag1, tag2]",
        ])
    }

    func testNamesAndEscaping() {
        let code = generate("""
        <layout name="N">
          <param name="class" default="false"/>
          <param name="quote" default='say "hi" \\ now'/>
          <const name="labels" value='["a", "b"]'/>
          <vstack>
            <if test="class"><box debugName="style"/></if>
            <text debugName="quoted">{quote}</text>
            <for each="l" in="labels"><text>{l}</text></for>
          </vstack>
        </layout>
        """)
        assertContains(code, [
            "var `class`: Bool = false {", "if `class` {",
            "let styleNode = ASDisplayNode()",
            #"var quote: String = "say \"hi\" \\ now" {"#,
            // The text shows the parameter: it follows the property.
            "quoted.attributedText = NSAttributedString(string: quote, attributes:",
            "let textNode0 = ASTextNode()", "let textNode1 = ASTextNode()",
        ])
    }

    func testTextsShowingStringParametersFollowThem() {
        let code = generate("""
        <layout name="H">
          <param name="name" default="Hannah"/>
          <param name="handle" default="hb"/>
          <param name="big" default="false"/>
          <vstack>
            <text debugName="name">{name}</text>
            <text debugName="handle">@{handle} · {name}</text>
            <text fontSize="{big ? 20 : 12}">{name}!</text>
          </vstack>
        </layout>
        """)
        assertContains(code, [
            "var nameValue: String = \"Hannah\" {\n        didSet { updateForState(); setNeedsLayout() }",
            "let nameNode = ASTextNode()", "let handleNode = ASTextNode()",
            "nameNode.attributedText = NSAttributedString(\n            string: nameValue,",
            #"string: "@\(handle) · \(nameValue)""#,
            // A text whose other settings change by state keeps its value.
            #"string: "Hannah!""#,
            "textNode.attributedText = big\n            ? NSAttributedString(",
        ])
        XCTAssertFalse(code.contains("nameNode.attributedText = NSAttributedString(string: \"Hannah\""), code)
    }

    func testConstsStylesAndIncludesAreWrittenInline() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gen2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "<layout name='Part'><param name='v'/><text debugName='value'>{v}</text></layout>"
            .write(to: dir.appendingPathComponent("part.xml"), atomically: true, encoding: .utf8)
        let xml = """
        <layout name="I">
          <const name="gap" value="6"/>
          <style name="big" fontSize="30"/>
          <hstack spacing="{gap * 2}">
            <include id="first" src="part.xml" v="1" flexGrow="1"/>
            <include src="part.xml" v="2"/>
            <text style="big">x</text>
          </hstack>
        </layout>
        """
        let out = SwiftGenerator.generate(source: LayoutSource(path: dir.appendingPathComponent("i.xml").path, text: xml))
        let code = try XCTUnwrap(out.code, "\(out.diagnostics)")
        assertContains(code, [
            "spacing: 12,", "UIFont.systemFont(ofSize: 30)",
            "let first = ASTextNode()", "first.style.flexGrow = 1", "let value = ASTextNode()",
            "// part.xml:1 <text>",
        ])
        XCTAssertFalse(code.contains("func partLayoutSpec"), code)
    }
}
