import XCTest
@testable import XMLLayout

/// LANGUAGE.md "Identity" for version-1 files and for expanded ones.
final class IdentityKeysTests: XCTestCase {
    private func keys(_ text: String, path: String = "/tmp/dir/card.xml", main: String = "card.xml") throws -> [String] {
        let loaded = LayoutLoader.load(source: LayoutSource(path: path, text: text))
        XCTAssertFalse(loaded.hasErrors, "\(loaded.diagnostics)")
        return try XCTUnwrap(loaded.document).identityKeys(mainFileName: main)
    }

    func testAnIDElseTheLocationOfTheElementsLessThanSign() throws {
        let k = try keys("<layout width=\"100\">\n  <vstack>\n    <box id=\"hero\" height=\"10\"/>\n      <box height=\"5\"/>\n  </vstack>\n</layout>\n")
        XCTAssertEqual(k, ["card.xml:2:3", "hero", "card.xml:4:7"])
    }

    func testLinesAndColumnsOfSeveralDigits() throws {
        let text = "<layout width=\"100\">" + String(repeating: "\n", count: 108) + "<vstack>"
            + String(repeating: " ", count: 1_203) + "<box height=\"10\"/></vstack>\n</layout>\n"
        XCTAssertEqual(try keys(text), ["card.xml:109:1", "card.xml:109:1212"])
    }

    func testTwoFilesCountAsOneUnderTheFirstOnesName() throws {
        let text = "<layout width=\"100\">\n  <box height=\"10\"/>\n</layout>\n"
        XCTAssertEqual(try keys(text, path: "/tmp/dir/new.xml", main: "old.xml"), ["old.xml:2:3"])
    }

    func testLoopIndicesAndUsePrefixesInExpandedFiles() throws {
        let text = """
        <layout width="100">
          <const name="rows" value="[1, 2]"/>
          <template name="Row">
            <box height="10"/>
          </template>
          <vstack>
            <for each="r" in="rows">
              <use template="Row"/>
            </for>
          </vstack>
        </layout>

        """
        let k = try keys(text)
        XCTAssertEqual(k.count, 3)
        XCTAssertEqual(k[0], "card.xml:6:3")
        XCTAssertEqual(k[1], "card.xml:8:7[0]/card.xml:4:5")
        XCTAssertEqual(k[2], "card.xml:8:7[1]/card.xml:4:5")
        XCTAssertEqual(LayoutDocument.renamingMainFile(in: k[2], from: "card.xml", to: "old.xml"),
                       "old.xml:8:7[1]/old.xml:4:5")
        XCTAssertEqual(LayoutDocument.renamingMainFile(in: "hero/card.xml:4:5", from: "card.xml", to: "old.xml"),
                       "hero/old.xml:4:5", "an id segment is kept")
    }
}
