import XCTest
@testable import LayoutEngine

/// The compact per-element data the layout pass reads instead of the records.
final class ElementTableTests: XCTestCase {
    func cell() -> Element {
        .inset(EdgeInsets(all: 8), .hstack(spacing: 8, [
            .image(size: Size(40, 40)),
            Element.vstack([.box(width: 180, height: 16), .box(width: 120, height: 14)]).flexShrink(1),
            .spacer(flexGrow: 1),
            .box(width: 24, height: 24),
        ]))
    }

    func testRepeatedStylesAreStoredOnce() {
        let table = ElementTable(root: .vstack((0..<500).map { _ in cell() }))
        XCTAssertEqual(table.count, 1 + 500 * 8)
        // Distinct styles: default, flexShrink 1, three box sizes, flexGrow 1.
        XCTAssertEqual(table.styles.count, 6)
        for i in 0..<table.count {
            XCTAssertTrue(table.styles[Int(table.nodes[i].style)].isIdentical(to: table[ElementID(i)].style))
        }
    }

    func testStylesThatDifferOnlyInTheSignOfZeroStayApart() {
        var a = Style(), b = Style()
        a.spacingBefore = 0
        b.spacingBefore = -0.0
        XCTAssertEqual(a, b, "== merges them")
        XCTAssertFalse(a.isIdentical(to: b))
        let table = ElementTable(root: .vstack([Element(.box, style: a), Element(.box, style: b)]))
        XCTAssertNotEqual(table.nodes[1].style, table.nodes[2].style)
        XCTAssertEqual(table.styles[Int(table.nodes[2].style)].spacingBefore.sign, .minus)
    }

    func testNodesMirrorTheRecords() {
        let table = ElementTable(root: .vstack([cell(), Element.button(ButtonNode(title: "OK"))]))
        for i in 0..<table.count {
            let id = ElementID(i)
            XCTAssertEqual(Int(table.nodes[i].childCount), table[id].childCount)
            XCTAssertEqual(table.nodes[i].tag, table[id].kind.tag)
            XCTAssertEqual(table.nodes[i].isFlexible, table[id].style.flexGrow > 0 && table[id].style.flexShrink > 0)
            XCTAssertEqual(table.children(of: id).map(\.rawValue),
                           (0..<table[id].childCount).map { Int(table.childIDs[Int(table.nodes[i].childStart) + $0]) })
        }
    }
}
