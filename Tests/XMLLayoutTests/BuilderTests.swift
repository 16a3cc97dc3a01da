import LayoutEngine
import XCTest
@testable import XMLLayout

final class BuilderTests: XCTestCase {
    func testBuildsEveryElementInDocumentOrderWithLines() throws {
        let loaded = loadLayout(layoutXML("""
          <vstack debugName="v" spacing="4">
            <text debugName="t" fontSize="12">  Hello
               world </text>
            <hstack><box debugName="b" preferredSize="10,20"/><spacer flexGrow="1"/></hstack>
          </vstack>
        """))
        let doc = try XCTUnwrap(loaded.document, loaded.errorLines.joined(separator: "\n"))
        XCTAssertEqual(doc.rootRange, SizeRange(min: Size(200, 0), max: Size(200, .infinity)))
        XCTAssertEqual(doc.sourceMap.lines, [3, 4, 6, 6, 6])
        guard case .text(let t) = doc.root.children[0].kind else { return XCTFail("not a text") }
        XCTAssertEqual(t.text, "Hello world")
        XCTAssertEqual(t.fontSize, 12)
        XCTAssertEqual(doc.root.children[1].typeName, "hstack")
        XCTAssertEqual(doc.root.children[1].children[0].style.preferredSize, Size(10, 20))
    }

    func testRootRangeAttributes() throws {
        let d = try XCTUnwrap(loadLayout(layoutXML("<box/>", root: "minWidth=\"10\" maxWidth=\"300\" height=\"50\" screenScale=\"3\"")).document)
        XCTAssertEqual(d.rootRange, SizeRange(min: Size(10, 50), max: Size(300, 50)))
        XCTAssertEqual(d.screenScale, 3)
        let unconstrained = try XCTUnwrap(loadLayout(layoutXML("<box/>", root: "")).document)
        XCTAssertEqual(unconstrained.rootRange, .unconstrained)
        XCTAssertEqual(unconstrained.rootRange(overriding: RootRangeOverride(width: 320)).max.width, 320)
    }

    func testShorthandAndLonghandTogetherIsAnError() {
        let l = loadLayout(layoutXML("<box preferredSize=\"10,10\" width=\"5\"/>"))
        XCTAssertNil(l.document)
        XCTAssertEqual(l.errorLines, ["test.xml:3:6: error: 'preferredSize' and 'width' on <box> set the same property [conflicting-attributes]"])
        XCTAssertNotNil(loadLayout(layoutXML("<box minSize=\"1,1\" maxWidth=\"5\"/>")).document, "different fields are fine")
        XCTAssertNil(loadLayout(layoutXML("<box maxLayoutSize=\"5,5\" maxHeight=\"5\"/>")).document)
    }

    func testAlignmentTogetherWithThePropertyItSetsIsAnError() {
        let l = loadLayout(layoutXML("<vstack horizontalAlignment=\"middle\" alignItems=\"start\"/>"))
        XCTAssertEqual(l.diagnostics.first?.id, Diagnostic.Code.conflictingAttributes)
        XCTAssertTrue(l.errorLines.first?.contains("'horizontalAlignment' sets 'alignItems' in a vertical stack") ?? false, "\(l.errorLines)")
        // In a vertical stack horizontalAlignment sets alignItems, so justifyContent may be given.
        let ok = loadLayout(layoutXML("<vstack horizontalAlignment=\"middle\" justifyContent=\"end\"/>"))
        guard case .stack(let s)? = ok.document?.root.kind else { return XCTFail("\(ok.errorLines)") }
        XCTAssertEqual(s.alignItems, .center)
        XCTAssertEqual(s.justifyContent, .end)
    }

    func testTextGivenTwiceIsAnError() {
        let l = loadLayout(layoutXML("<text text=\"a\">b</text>"))
        XCTAssertEqual(l.diagnostics.map(\.id), [Diagnostic.Code.conflictingAttributes])
    }

    func testDuplicateIDsAreReported() throws {
        let l = loadLayout(layoutXML("<vstack><box id=\"a\"/><box id=\"a\"/></vstack>"))
        XCTAssertNil(l.document)
        XCTAssertEqual(l.errorLines, ["test.xml:3:31: error: duplicate id 'a' on <box>: ids must be unique in the file [duplicate-id]"])
        let d = try XCTUnwrap(l.diagnostics.first { $0.severity == .error })
        XCTAssertEqual(d.id, .duplicateID)
        XCTAssertEqual(d.range, SourceRange(start: SourceLocation(file: "test.xml", line: 3, column: 31), length: 1))
        XCTAssertEqual(d.notes, [Diagnostic.Note(message: "'a' is first the id of this <box>",
                                                 location: SourceLocation(file: "test.xml", line: 3, column: 18))])
    }

    func testBuilderWithoutSchemaStillReportsChildCountsAndUnknownElements() {
        // The builder never trusts the schema to have run.
        let loc = SourceLocation(file: "t.xml", line: 1, column: 1)
        let overlay = XMLElementNode(name: "overlay", location: loc, children: [XMLElementNode(name: "box", location: loc)])
        let root = XMLElementNode(name: "layout", location: loc, children: [overlay])
        let (doc, diags) = LayoutBuilder.build(root, file: "t.xml", baseDirectory: ".")
        XCTAssertNil(doc)
        XCTAssertEqual(diags.map(\.description), ["t.xml:1:1: error: <overlay> needs exactly 2 children, found 1 [child-count]"])
        let unknown = XMLElementNode(name: "layout", location: loc, children: [XMLElementNode(name: "hstak", location: loc)])
        XCTAssertEqual(LayoutBuilder.build(unknown, file: "t.xml", baseDirectory: ".").diagnostics.first?.id, Diagnostic.Code.unknownElement)
    }

    /// One check, one wording: what the builder reports without the schema
    /// reads exactly as what the schema reports for the same file.
    func testBuilderAndSchemaReportStructureInTheSameWords() throws {
        let files = [
            "<layout><overlay><box/></overlay></layout>",
            "<layout><spacer><box/></spacer></layout>",
            "<layout><box><box/><box/></box></layout>",
            "<layout><ratio><box/></ratio></layout>",
            "<layout><box/><box/></layout>",
            "<stack><box/></stack>",
            "<layout><stack><box id=\"a\"/><box id=\"a\"/></stack></layout>",
        ]
        for text in files {
            let source = LayoutSource(path: "t.xml", text: text)
            let (root, schema) = SchemaValidator.parseAndValidate(source)
            let built = LayoutBuilder.build(try XCTUnwrap(root), file: "t.xml", baseDirectory: ".").diagnostics
            XCTAssertFalse(schema.isEmpty, text)
            XCTAssertEqual(built.map(\.description), schema.map(\.description), text)
            XCTAssertEqual(built.map(\.notes), schema.map(\.notes), text)
        }
    }

    func testLintWarningsCarryStableIDs() {
        let l = loadLayout(layoutXML("""
          <inset insets="4" width="100">
            <vstack>
              <text ascender="3">x</text>
              <box flexGrow="1" height="4"/>
              <center><box flexGrow="1" layoutPosition="1,1"/></center>
            </vstack>
          </inset>
        """))
        XCTAssertNotNil(l.document)
        XCTAssertEqual(l.warningIDs, [Diagnostic.Code.sizeIgnored, Diagnostic.Code.ascenderOnText, Diagnostic.Code.stackOnlyAttribute, Diagnostic.Code.layoutPositionOutsideAbsolute])
        let w = l.diagnostics.first { $0.id == Diagnostic.Code.stackOnlyAttribute }!
        XCTAssertEqual(w.location?.line, 7)
        XCTAssertEqual(w.hint, "the parent is <center>")
    }

    func testLayoutDependentWarnings() throws {
        let l = loadLayout(layoutXML("<vstack><box debugName=\"lost\"/><box height=\"50%\" width=\"5\"/><ratio ratio=\"2\"><box/></ratio></vstack>", root: ""))
        let doc = try XCTUnwrap(l.document)
        let result = LayoutEngine.layout(doc.root, in: doc.rootRange)
        let warnings = doc.diagnostics(for: result, file: "test.xml")
        XCTAssertEqual(Set(warnings.compactMap(\.id)), [Diagnostic.Code.noIntrinsicSize, Diagnostic.Code.fractionOfUnknownParent, Diagnostic.Code.ratioWithoutMax])
        XCTAssertTrue(warnings.contains { $0.id == Diagnostic.Code.noIntrinsicSize && $0.location?.line == 3 })
    }

    func testAMinimumAboveItsMaximumIsAnInvalidRange() throws {
        let l = loadLayout(layoutXML("<box/>", root: "minWidth=\"300\" maxWidth=\"100\""))
        XCTAssertNil(l.document)
        XCTAssertEqual(l.errorLines, ["test.xml:2:19: error: minWidth (300) is larger than maxWidth (100) [invalid-range]"])
        XCTAssertEqual(l.diagnostics.first?.range?.description, "test.xml:2:19-22")
    }

    func testScaleWithoutSourceIsAnUnusedAttribute() throws {
        let xml = layoutXML("<image scale=\"2\" imageSize=\"10,10\"/>")
        let l = loadLayout(xml)
        XCTAssertNotNil(l.document, "a warning only")
        let warning = try XCTUnwrap(l.diagnostics.first)
        XCTAssertEqual(l.diagnostics.count, 1)
        XCTAssertEqual(warning.description, "test.xml:3:8: warning: 'scale' has no effect without 'src' [unused-attribute]")
        XCTAssertEqual(DiagnosticFormatter.format(warning, source: xml).split(separator: "\n").dropFirst().joined(separator: "\n"), """
            <image scale="2" imageSize="10,10"/>
                   ^~~~~
            """)
    }

    func testASizeNotValidForSizeIsANonFiniteSizeWarning() throws {
        // Two 9,000,000 pt boxes make an 18,000,000 pt stack, not "valid for
        // size" (< 10,000,000): Texture lays it out as 0×0.
        let l = loadLayout(layoutXML("<vstack><box width=\"1\" height=\"9000000\"/><box width=\"1\" height=\"9000000\"/></vstack>",
                                     root: ""))
        let doc = try XCTUnwrap(l.document)
        let result = LayoutEngine.layout(doc.root, in: doc.rootRange)
        let warnings = doc.diagnostics(for: result, file: "test.xml").filter { $0.id == .nonFiniteSize }
        XCTAssertEqual(warnings.count, 1, "\(doc.diagnostics(for: result, file: "test.xml"))")
        XCTAssertEqual(warnings.first?.description, "test.xml:3:1: warning: <vstack>: the computed size is not finite, "
                       + "so the element is laid out as 0×0 [non-finite-size]")
        XCTAssertEqual(warnings.first?.range?.description, "test.xml:3:1-8", "the caret spans <vstack")
    }

    func testImagesFromFilesAreSizedFromTheirHeaders() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("img/a.png", ImageHeaderTests.png(width: 120, height: 80))
        let path = try dir.write("l.xml", layoutXML("<vstack><image debugName=\"i\" src=\"img/a.png\" scale=\"2\"/></vstack>", root: ""))
        let l = LayoutLoader.load(path: path)
        let doc = try XCTUnwrap(l.document, "\(l.errorLines)")
        guard case .image(let img) = doc.root.children[0].kind else { return XCTFail() }
        XCTAssertEqual(img.intrinsicSize, Size(60, 40))
        XCTAssertEqual(doc.imagePaths, [dir.url.appendingPathComponent("img/a.png").path])
    }

    func testBogusImagesAreLocatedErrorsAndMissingOnesWarnings() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("bogus.png", "not an image")
        let path = try dir.write("l.xml", layoutXML("<vstack><image src=\"nope.png\"/><image src=\"bogus.png\"/></vstack>"))
        let l = LayoutLoader.load(path: path)
        XCTAssertNil(l.document)
        XCTAssertEqual(l.diagnostics.map(\.id), [Diagnostic.Code.imageUnreadable, Diagnostic.Code.imageFormat])
        XCTAssertEqual(l.diagnostics.map(\.severity), [.warning, .error])
        XCTAssertEqual(l.diagnostics.first?.location?.column, 21)
    }

    /// A picture not saved yet: a warning, and the image is laid out as
    /// ASImageNode with no image is, like a box (here: stretched to the
    /// stack's width, 0 high).
    func testAMissingImageIsLaidOutLikeABox() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("l.xml", layoutXML("<vstack><image src=\"later.png\"/><box preferredLayoutSize=\"10,10\"/></vstack>"))
        let l = LayoutLoader.load(path: path)
        let document = try XCTUnwrap(l.document, "\(l.diagnostics)")
        XCTAssertEqual(l.diagnostics.map(\.id), [Diagnostic.Code.imageUnreadable])
        XCTAssertEqual(l.diagnostics.first?.severity, .warning)
        XCTAssertEqual(document.imagePaths, [dir.url.appendingPathComponent("later.png").path])
        // Document order: layout host, vstack, image, box. The stack gives its
        // children an open height, so the image (a box's intrinsic) is 0 high.
        let frames = LayoutEngine.layout(document.root, in: document.rootRange).documentFrames()
        XCTAssertEqual(frames.suffix(2).map(\.size), [Size(200, 0), Size(10, 10)])
    }
}
