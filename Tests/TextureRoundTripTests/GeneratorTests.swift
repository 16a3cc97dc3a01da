import Foundation
import TextureCodegen
import XCTest
import LayoutEngine
import XMLLayout

/// The generator's naming, escaping and structure, on small files.
final class GeneratorTests: XCTestCase {
    func generate(_ xml: String, className: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> String {
        let source = LayoutSource(path: "/tmp/test-layout.xml", text: xml)
        let out = SwiftGenerator.generate(source: source, className: className)
        guard let code = out.code else {
            XCTFail("no code: \(out.diagnostics)", file: file, line: line)
            return ""
        }
        return code
    }

    func testClassNames() {
        XCTAssertTrue(generate("<layout name='PostHeader'><box/></layout>").contains("final class PostHeaderNode: ASDisplayNode {"))
        XCTAssertTrue(generate("<layout name='photo cell'><box/></layout>").contains("final class PhotoCellNode: ASDisplayNode {"))
        XCTAssertTrue(generate("<layout name='HeaderNode'><box/></layout>").contains("final class HeaderNode: ASDisplayNode {"))
        // No name: the file's.
        XCTAssertTrue(generate("<layout><box/></layout>").contains("final class TestLayoutNode: ASDisplayNode {"))
        XCTAssertTrue(generate("<layout name='X'><box/></layout>", className: "Mine").contains("final class Mine: ASDisplayNode {"))
        XCTAssertEqual(SwiftGenerator.defaultClassName(layoutName: nil, fileName: "dir/2-up grid.xml"), "_2UpGridNode")
        XCTAssertTrue(SwiftGenerator.isValidTypeName("CardNode"))
        XCTAssertFalse(SwiftGenerator.isValidTypeName("9Card"))
        XCTAssertFalse(SwiftGenerator.isValidTypeName("class"))
        XCTAssertFalse(SwiftGenerator.isValidTypeName("Card-Node"))
    }

    func testPropertyNamesFromIdOrDebugNameUniqueAndEscaped() {
        let code = generate("""
        <layout name="N"><vstack>
          <text id="user-name" debugName="ignored">a</text>
          <text debugName="Title Label">b</text>
          <text debugName="titleLabel">c</text>
          <text debugName="class">d</text>
          <box debugName="style"/>
          <box debugName="frame"/>
          <text>e</text>
          <text>f</text>
          <image debugName="URLImage" imageSize="1,1"/>
        </vstack></layout>
        """)
        for declaration in ["let userName = ASTextNode()", "let titleLabel = ASTextNode()", "let titleLabel2 = ASTextNode()",
                            "let `class` = ASTextNode()", "let styleNode = ASDisplayNode()", "let frameNode = ASDisplayNode()",
                            "let textNode = ASTextNode()", "let textNode2 = ASTextNode()", "let urlImage = ASImageNode()"] {
            XCTAssertTrue(code.contains(declaration), "missing \(declaration) in\n\(code)")
        }
        XCTAssertTrue(code.contains("`class`.debugName = \"class\""))
        XCTAssertTrue(code.contains("userName.debugName = \"ignored\""))
        XCTAssertTrue(code.contains("children: [userName, titleLabel, titleLabel2, `class`, styleNode, frameNode, textNode, textNode2, urlImage]"))
    }

    func testTextIsEscaped() {
        let code = generate(#"<layout name="N"><text text="say &quot;hi&quot; \ now &#9;tab"/></layout>"#)
        XCTAssertTrue(code.contains(#"string: "say \"hi\" \\ now tab""#), code)
        let ok = generate(#"<layout name="N"><button title="say &quot;hi&quot; \o/ {{x}} #(y)"/></layout>"#)
        XCTAssertTrue(ok.contains(#"setTitle("say \"hi\" \\o/ {x} #(y)", with:"#), ok)
        let unicode = generate("<layout name='N'><text>Grüße 🎉 漢字</text></layout>")
        XCTAssertTrue(unicode.contains(#"string: "Grüße 🎉 漢字""#), unicode)
    }

    func testSpecsCarryTheirSourceLine() {
        let code = generate("""
        <layout name="N">
          <inset insets="1">
            <center>
              <box/>
            </center>
          </inset>
        </layout>
        """)
        XCTAssertTrue(code.contains("// test-layout.xml:3 <center>\n        let centerSpec = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: boxNode)"), code)
        XCTAssertTrue(code.contains("// test-layout.xml:2 <inset>\n        return ASInsetLayoutSpec("), code)
    }

    func testRootKinds() {
        // A box root is the class: its presentation and spec are self's.
        let box = generate("<layout name='N'><box backgroundColor='red' debugName='me'><wrapper><text>a</text></wrapper></box></layout>")
        XCTAssertTrue(box.contains("        debugName = \"me\"\n        backgroundColor = UIColor.red\n"), box)
        XCTAssertTrue(box.contains("return ASWrapperLayoutSpec(layoutElement: textNode)"), box)
        XCTAssertFalse(box.contains("let me ="))
        // A node child of a node is wrapped, in the node's own spec method.
        let nested = generate("<layout name='N'><vstack><box debugName='card'><text>a</text></box></vstack></layout>")
        XCTAssertTrue(nested.contains("card.layoutSpecBlock = { [unowned self] _, _ in self.cardLayoutSpec() }"), nested)
        XCTAssertTrue(nested.contains("private func cardLayoutSpec() -> ASLayoutSpec {\n        return ASWrapperLayoutSpec(layoutElement: textNode)"), nested)
        // A leaf box root has no spec at all.
        XCTAssertFalse(generate("<layout name='N'><box/></layout>").contains("layoutSpecThatFits"))
    }

    /// Issue 34: images by asset name (the file name without its extension),
    /// the path in a comment.
    func testImagesUseTheAssetNameWithThePathInAComment() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("img"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let gif = Array("GIF89a".utf8) + [4, 0, 2, 0, 0, 0, 0]
        FileManager.default.createFile(atPath: dir.appendingPathComponent("img/a.gif").path, contents: Data(gif))
        let xml = "<layout name='N'><hstack><image src='img/a.gif'/><image src='img/a.gif' scale='2'/><button src='img/a.gif' title='t'/></hstack></layout>"
        let out = SwiftGenerator.generate(source: LayoutSource(path: dir.appendingPathComponent("x.xml").path, text: xml))
        let code = try XCTUnwrap(out.code)
        XCTAssertTrue(code.contains(#"imageNode.image = UIImage(named: "a") // img/a.gif"#), code)
        XCTAssertTrue(code.contains(#"imageNode2.image = UIImage(named: "a").map { UIImage(cgImage: $0.cgImage!, scale: 2, orientation: .up) } // img/a.gif"#), code)
        XCTAssertTrue(code.contains(#"buttonNode.setImage(UIImage(named: "a"), for: .normal) // img/a.gif"#), code)
    }

    func testErrorsGiveNoCode() {
        let out = SwiftGenerator.generate(source: LayoutSource(path: "/tmp/bad.xml", text: "<layout><stack flexgrow='1'/></layout>"))
        XCTAssertNil(out.code)
        XCTAssertTrue(out.diagnostics.contains { $0.severity == .error })
    }
}
