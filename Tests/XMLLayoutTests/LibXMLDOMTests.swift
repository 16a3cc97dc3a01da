import XCTest
@testable import XMLLayout

/// The Swift DOM: structure, text, attribute values, and the line and column
/// of every element and attribute (libxml2 gives lines only; the scanner
/// supplies columns, so these tests pin the two together).
final class LibXMLDOMTests: XCTestCase {
    private func parse(_ marked: MarkedSource, file: StaticString = #filePath, line: UInt = #line) -> XMLElementNode? {
        let (root, diagnostics) = LayoutSourceLoader.parse(marked.source)
        XCTAssertEqual(diagnostics, [], file: file, line: line)
        return root
    }

    func testElementAndAttributePositions() throws {
        let marked = MarkedSource("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment with <stack fake="1"> inside -->
            1️⃣<layout 2️⃣name="3️⃣Card" width='4️⃣375'>
              5️⃣<stack
                  6️⃣direction = "7️⃣vertical"
                  spacing="8"><?pi <box a="b"?>
                9️⃣<text fontSize="12">é中<![CDATA[<box x="1">]]>x</text>
              </stack>
            </layout>
            """)
        let root = try XCTUnwrap(parse(marked))
        XCTAssertEqual(root.name, "layout")
        XCTAssertEqual(root.location, marked.location("1️⃣"))
        XCTAssertEqual(root.attributes.map(\.name), ["name", "width"])
        XCTAssertEqual(root.attribute("name")?.nameLocation, marked.location("2️⃣"))
        XCTAssertEqual(root.attribute("name")?.valueLocation, marked.location("3️⃣"))
        XCTAssertEqual(root.attribute("width")?.valueLocation, marked.location("4️⃣"))
        XCTAssertEqual(root.attribute("width")?.value, "375")

        let stack = try XCTUnwrap(root.children.first)
        XCTAssertEqual(root.children.count, 1)
        XCTAssertEqual(stack.location, marked.location("5️⃣"))
        XCTAssertEqual(stack.attribute("direction")?.nameLocation, marked.location("6️⃣"))
        XCTAssertEqual(stack.attribute("direction")?.valueLocation, marked.location("7️⃣"))

        let text = try XCTUnwrap(stack.children.first)
        XCTAssertEqual(stack.children.count, 1, "CDATA and processing instructions are not elements")
        XCTAssertEqual(text.location, marked.location("9️⃣"))
        XCTAssertEqual(text.text, "é中<box x=\"1\">x")
        XCTAssertNil(text.attribute("missing"))
    }

    func testColumnsCountCharactersAfterWideAndAstralCharacters() throws {
        let marked = MarkedSource("<a>中文😀1️⃣<b 2️⃣c=\"é3️⃣\"/></a>")
        let root = try XCTUnwrap(parse(marked))
        let b = root.children[0]
        XCTAssertEqual(b.location, marked.location("1️⃣"))
        XCTAssertEqual(b.location.column, 7)
        XCTAssertEqual(b.attributes[0].nameLocation, marked.location("2️⃣"))
        XCTAssertEqual(b.attributes[0].valueLocation.column, marked.location("3️⃣").column! - 1)
    }

    func testTextIsRawConcatenationOfDirectCharacterData() throws {
        let marked = MarkedSource("<text>  hello\n <b>inner</b> world &amp; <![CDATA[<&>]]>&#x41;</text>")
        let root = try XCTUnwrap(parse(marked))
        XCTAssertEqual(root.text, "  hello\n  world & <&>A", "descendants' text is not included, white space is untouched")
        XCTAssertEqual(root.children.map(\.text), ["inner"])
    }

    func testAttributeValuesAreNormalisedAndNamespaceDeclarationsAreNotAttributes() throws {
        let marked = MarkedSource("""
            <layout xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="x.xsd" name="a&amp;b&#10;c\td" />
            """)
        let root = try XCTUnwrap(parse(marked))
        XCTAssertEqual(root.attributes.map(\.name), ["xsi:noNamespaceSchemaLocation", "name"])
        XCTAssertEqual(root.attribute("name")?.value, "a&b\nc d", "a literal tab becomes a space, &#10; stays a newline")
    }

    func testEmptyAttributeValuePointsAtClosingQuote() throws {
        let marked = MarkedSource("<a b=\"1️⃣\"/>")
        let root = try XCTUnwrap(parse(marked))
        XCTAssertEqual(root.attribute("b")?.value, "")
        XCTAssertEqual(root.attribute("b")?.valueLocation, marked.location("1️⃣"))
    }

    func testCRLFAndLoneCRLineBreaks() throws {
        let marked = MarkedSource("<a>\r\n1️⃣<b/>\r2️⃣<c/>\n3️⃣<d/></a>")
        let root = try XCTUnwrap(parse(marked))
        XCTAssertEqual(root.children.map(\.location), [marked.location("1️⃣"), marked.location("2️⃣"), marked.location("3️⃣")])
        XCTAssertEqual(root.children.map(\.location.line), [2, 3, 4])
    }

    func testByteOrderMarkIsNotAColumn() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<a><b/></a>".utf8)
        let source = try LayoutSourceLoader.decode(path: "bom.xml", bytes: bytes).get()
        XCTAssertEqual(source.text, "<a><b/></a>")
        let (root, diagnostics) = LayoutSourceLoader.parse(source)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(root?.location, SourceLocation(file: "bom.xml", line: 1, column: 1))
        XCTAssertEqual(root?.children.first?.location.column, 4)
    }

    func testLinesBeyond65535AreExact() throws {
        // libxml2 2.9 stores element lines in 16 bits unless XML_PARSE_BIG_LINES.
        let filler = String(repeating: "\n", count: 70_000)
        let marked = MarkedSource("<a>" + filler + "  1️⃣<b x=\"2️⃣1\"/>\n3️⃣<c/></a>")
        let root = try XCTUnwrap(parse(marked))
        XCTAssertEqual(root.children[0].location, marked.location("1️⃣"))
        XCTAssertEqual(root.children[0].location.line, 70_001)
        XCTAssertEqual(root.children[0].attributes[0].valueLocation, marked.location("2️⃣"))
        XCTAssertEqual(root.children[1].location, marked.location("3️⃣"))
    }

    func testLinesBeyond65535InLibXMLErrors() {
        let filler = String(repeating: "\n", count: 70_000)
        let (root, diagnostics) = LayoutSourceLoader.parse(LayoutSource(path: "f.xml", text: "<a>" + filler + "<b></a>"))
        XCTAssertNil(root)
        XCTAssertEqual(diagnostics.first?.location?.line, 70_001)
    }

    func testDocumentOrderAndPrefixedNames() throws {
        let marked = MarkedSource("<r xmlns:p=\"urn:x\"><p:a><b/></p:a><c 1️⃣p:k=\"v\"/></r>")
        let root = try XCTUnwrap(parse(marked))
        XCTAssertEqual(root.elementsInDocumentOrder.map(\.name), ["r", "p:a", "b", "c"])
        XCTAssertEqual(root.children[1].attribute("p:k")?.value, "v")
        XCTAssertEqual(root.children[1].attribute("p:k")?.nameLocation, marked.location("1️⃣"))
    }

    func testScannerSkipsMarkupThatLooksLikeTags() {
        let bytes = Array("""
            <?xml version="1.0"?><!-- <x a="1"> --><r a='>' b="<"><![CDATA[<y>]]><?p <z>?><s/></r>
            """.utf8)
        let scan = StartTagScanner.scan(bytes, maximumDepth: 256)
        XCTAssertEqual(scan.startTags.map(\.name), ["r", "s"])
        XCTAssertEqual(scan.startTags.map(\.depth), [1, 2])
        XCTAssertEqual(scan.startTags[0].attributes.map(\.name), ["a", "b"])
        XCTAssertNil(scan.doctype)
    }
}
