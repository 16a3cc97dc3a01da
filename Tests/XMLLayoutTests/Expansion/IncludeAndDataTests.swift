import XCTest
@testable import XMLLayout

/// include, data and --data.
final class IncludeAndDataTests: XCTestCase {
    func testIncludeWithParametersOwnDefinitionsAndStyleAttributes() throws {
        let f = try ExpansionFixture()
        try f.file("parts/header.xml", """
        <layout width="999" height="999">
          <const name="pad" value="4"/>
          <param name="title"/>
          <vstack spacing="{pad}" debugName="header" height="10">
            <text>{title}</text>
          </vstack>
        </layout>
        """)
        try f.file("main.xml", """
        <layout width="200">
          <vstack>
            <include src="parts/header.xml" title="Home" height="50" id="top"/>
          </vstack>
        </layout>
        """)
        let l = f.load("main.xml")
        XCTAssertEqual(l.errors, [])
        XCTAssertEqual(l.frameSummary[0], "vstack - 0,0,200,50", "the included root's size attributes are ignored")
        XCTAssertEqual(l.frameSummary[1], "vstack header 0,0,200,50", "height on the include wins")
        let origins = try XCTUnwrap(l.document?.sourceMap.origins)
        XCTAssertEqual(origins.map(\.relativeFile), [nil, "parts/header.xml", "parts/header.xml"])
        XCTAssertEqual(origins.map(\.key), ["main.xml:2:3", "top", "top/parts/header.xml:5:5"])
        XCTAssertTrue(l.dependencies.contains { $0.hasSuffix("parts/header.xml") })
    }

    func testIncludedFilesSeeOnlyTheirOwnDefinitions() throws {
        let f = try ExpansionFixture()
        try f.file("part.xml", "<layout><box width=\"{gutter}\"/></layout>")
        try f.file("main.xml", "<layout width=\"200\"><const name=\"gutter\" value=\"3\"/><include src=\"part.xml\"/></layout>")
        let l = f.load("main.xml")
        XCTAssertEqual(l.errors.count, 1)
        XCTAssertEqual(l.errors[0].message, "unknown name 'gutter'")
        XCTAssertTrue(l.errors[0].location?.file.hasSuffix("part.xml") ?? false)
        XCTAssertEqual(l.errors[0].notes.first?.message, "in file included from here")
    }

    func testIncludeCycleShowsTheChain() throws {
        let f = try ExpansionFixture()
        try f.file("a.xml", "<layout width=\"10\">\n<include src=\"b.xml\"/></layout>")
        try f.file("b.xml", "<layout>\n<include src=\"a.xml\"/></layout>")
        let l = f.load("a.xml")
        XCTAssertEqual(l.errors.count, 1)
        XCTAssertEqual(l.errors[0].message, "include cycle: a.xml → b.xml → a.xml")
        XCTAssertTrue(l.errors[0].location?.file.hasSuffix("b.xml") ?? false)
    }

    func testUnknownIncludeParameter() throws {
        let f = try ExpansionFixture()
        try f.file("p.xml", "<layout><param name=\"title\" default=\"x\"/><text>{title}</text></layout>")
        try f.file("m.xml", "<layout width=\"10\"><include src=\"p.xml\" titel=\"y\"/></layout>")
        let l = f.load("m.xml")
        XCTAssertEqual(l.errors.count, 1)
        XCTAssertEqual(l.errors[0].hint, "did you mean 'title'?")
    }

    func testImagePathsInIncludedFilesAreRelativeToThatFile() throws {
        let f = try ExpansionFixture()
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                            0, 0, 0, 8, 0, 0, 0, 6, 8, 6, 0, 0, 0]
        try f.dir.write("parts/img/p.png", png)
        try f.file("parts/pic.xml", "<layout><image src=\"img/p.png\"/></layout>")
        try f.file("m.xml", "<layout width=\"100\"><vstack alignItems=\"start\"><include src=\"parts/pic.xml\"/></vstack></layout>")
        let l = f.load("m.xml")
        XCTAssertEqual(l.errors, [])
        XCTAssertEqual(l.frameSummary[1], "image - 0,0,8,6")
        XCTAssertTrue(f.expanded("m.xml")?.contains("src=\"parts/img/p.png\"") ?? false, "expand rewrites paths")
    }

    func testDataAttributeAndDataOptionWins() throws {
        let f = try ExpansionFixture()
        try f.file("a.json", "{\"items\": [10, 20]}")
        try f.file("b.json", "{\"items\": [5]}")
        try f.file("m.xml", """
        <layout width="100" data="a.json">
          <vstack><for each="h" in="items" index="i"><box height="{h}" debugName="b{i}"/></for></vstack>
        </layout>
        """)
        XCTAssertEqual(Array(f.load("m.xml").frameSummary[1...2]), [
            "box b0 0,0,100,10", "box b1 0,10,100,20",
        ])
        let other = f.load("m.xml", data: "b.json")
        XCTAssertEqual(other.frameSummary.count, 3)
        XCTAssertEqual(other.frameSummary[1], "box b0 0,0,100,5")
    }

    func testAnIncludedFileSeesOnlyItsOwnData() throws {
        let f = try ExpansionFixture()
        try f.file("main.json", "{\"h\": 10}")
        try f.file("part.json", "{\"k\": 7}")
        try f.file("ok.xml", "<layout data=\"part.json\"><box height=\"{k}\"/></layout>")
        try f.file("bad.xml", "<layout><box height=\"{h}\"/></layout>")
        try f.file("m.xml", "<layout width=\"10\" data=\"main.json\"><vstack><include src=\"ok.xml\"/><box height=\"{h}\"/></vstack></layout>")
        let l = f.load("m.xml")
        XCTAssertEqual(l.errors, [])
        XCTAssertEqual(Array(l.frameSummary[1...2]), ["box - 0,0,10,7", "box - 0,7,10,10"])
        try f.file("m2.xml", "<layout width=\"10\" data=\"main.json\"><include src=\"bad.xml\"/></layout>")
        XCTAssertEqual(f.load("m2.xml").errors.first?.message, "unknown name 'h'")
    }

    func testDataMustBeAJSONObject() throws {
        let f = try ExpansionFixture()
        try f.file("arr.json", "[1, 2]")
        try f.file("bad.json", "{\"a\": 1,\n  \"b\": }")
        try f.file("m.xml", "<layout width=\"100\"><box/></layout>")
        let arr = f.load("m.xml", data: "arr.json")
        XCTAssertEqual(arr.errors.count, 1)
        XCTAssertTrue(arr.errors[0].message.contains("must hold a JSON object"), arr.errors[0].message)
        let bad = f.load("m.xml", data: "bad.json")
        XCTAssertEqual(bad.errors.count, 1)
        XCTAssertEqual(bad.errors[0].location?.line, 2, "located in the JSON file")
        XCTAssertTrue(bad.errors[0].location?.file.hasSuffix("bad.json") ?? false)
    }
}
