import LayoutEngine
import XCTest
@testable import XMLLayout

/// LANGUAGE.md "Containers (version 3)": the elements, their attributes,
/// where cells, sections, headers and footers may stand (located errors,
/// through expansion too), and the warnings for Texture's traps.
final class ContainerBuilderTests: XCTestCase {
    func testBuildsContainersWithTheirAttributes() throws {
        let loaded = loadLayout(layoutXML("""
          <vstack>
            <table separator="singleLine" contentInset="4,8" contentOffset="0,10" height="100">
              <cell height="44"/>
              <section><header/><cell/><footer/></section>
            </table>
            <collection layout="gallery" scrollDirection="horizontal" itemSize="60,40" minimumInteritemSpacing="2"
                        minimumLineSpacing="3" sectionInset="1" height="100"><cell/></collection>
            <pager page="2" height="100"><cell/><cell/><cell/></pager>
            <scroll scrollableDirections="both" automaticallyManagesContentSize="false"><box/></scroll>
          </vstack>
        """))
        let doc = try XCTUnwrap(loaded.document, loaded.errorLines.joined(separator: "\n"))
        let kids = doc.root.children
        guard case .container(let table) = kids[0].kind, case .container(let collection) = kids[1].kind,
              case .container(let pager) = kids[2].kind, case .container(let scroll) = kids[3].kind
        else { return XCTFail("not containers") }
        XCTAssertEqual(table.kind, .table)
        XCTAssertTrue(table.separator)
        XCTAssertEqual(table.contentInset, EdgeInsets(vertical: 4, horizontal: 8))
        XCTAssertEqual(table.contentOffset, Point(0, 10))
        XCTAssertEqual(kids[0].children.map(\.kind), [.item(.cell), .item(.section)])
        XCTAssertEqual(kids[0].children[1].children.map(\.kind), [.item(.header), .item(.cell), .item(.footer)])
        XCTAssertEqual(collection.layout, .gallery)
        XCTAssertEqual(collection.scrollDirection, .horizontal)
        XCTAssertEqual(collection.itemSize, Size(60, 40))
        XCTAssertEqual([collection.minimumInteritemSpacing, collection.minimumLineSpacing], [2, 3])
        XCTAssertEqual(collection.sectionInset, EdgeInsets(all: 1))
        XCTAssertEqual(pager.page, 2)
        XCTAssertEqual(scroll.scrollableDirections, .both)
        XCTAssertFalse(scroll.automaticallyManagesContentSize)
    }

    func testItemsOutsideTheirPlacesAreLocatedErrors() {
        let loaded = loadLayout(layoutXML("""
          <vstack>
            <cell/>
            <table><header/></table>
            <pager><section/></pager>
          </vstack>
        """))
        XCTAssertNil(loaded.document)
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.location?.line), [4, 5, 6])
        XCTAssertEqual(errors.map(\.id), [.unexpectedElement, .unexpectedElement, .unexpectedElement])
    }

    func testItemsThatExpansionPutsInTheWrongPlaceAreLocatedAtWhatItProduced() {
        let loaded = loadLayout(layoutXML("""
          <table>
            <cell/>
            <if test="true"><footer/></if>
          </table>
        """, root: "width=\"200\" height=\"300\""), path: "x.xml")
        XCTAssertNil(loaded.document)
        let errors = loaded.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.location?.line), [5], errors.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(errors.map(\.id), [.unexpectedElement])
    }

    func testAForFillsATable() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("rows.json", #"{"rows": ["a", "b", "c"]}"#)
        let path = try dir.write("t.xml", layoutXML("""
          <table>
            <for each="r" in="{rows}">
              <cell><text>{r}</text></cell>
            </for>
          </table>
        """, root: "width=\"200\" height=\"300\" data=\"rows.json\""))
        let loaded = LayoutLoader.load(path: path)
        let doc = try XCTUnwrap(loaded.document, loaded.errorLines.joined(separator: "\n"))
        XCTAssertEqual(doc.root.children.map(\.kind), [.item(.cell), .item(.cell), .item(.cell)])
    }

    func testPageWithContentOffsetIsAConflictAndAGalleryNeedsAnItemSize() {
        let loaded = loadLayout(layoutXML("""
          <vstack>
            <pager page="1" contentOffset="10,0"><cell/></pager>
            <collection layout="gallery"><cell/></collection>
          </vstack>
        """))
        XCTAssertEqual(loaded.diagnostics.filter { $0.severity == .error }.map(\.id), [.conflictingAttributes, .missingAttribute])
    }

    func testTexturesTrapsAreWarnedAbout() {
        let loaded = loadLayout(layoutXML("""
          <vstack>
            <scroll height="200"><box/></scroll>
            <collection itemSize="50,50" height="100"><cell/></collection>
          </vstack>
        """))
        XCTAssertEqual(loaded.errorLines, [])
        XCTAssertTrue(loaded.warningIDs.contains(.sizeIgnored))
        XCTAssertTrue(loaded.warningIDs.contains(.unusedAttribute))
    }
}
