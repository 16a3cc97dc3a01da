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
            let children = table.children(of: id).map { table[$0].style }
            let flexible = children.filter { $0.flexGrow > 0 && $0.flexShrink > 0 }.count
            XCTAssertEqual(table.nodes[i].flexibleChildren, min(flexible, 2))
            XCTAssertEqual(table.nodes[i].hasStretchedChild, children.contains { $0.alignSelf == .stretch })
            XCTAssertEqual(table.children(of: id).map(\.rawValue),
                           (0..<table[id].childCount).map { Int(table.childIDs[Int(table.nodes[i].childStart) + $0]) })
        }
    }

    /// A stack counts its flexible children (§3.1.3 looks for exactly one)
    /// and notes a child aligned stretch, as its children are appended.
    func testStacksCountTheirFlexibleAndStretchedChildren() {
        let flexible = Element.box(width: 10, height: 10).flexGrow(1).flexShrink(1)
        let growOnly = Element.box(width: 10, height: 10).flexGrow(1)
        var stretched = Element.box(width: 10, height: 10)
        stretched.style.alignSelf = .stretch
        let table = ElementTable(root: .vstack([
            .hstack([growOnly, growOnly]),            // 1: none flexible
            .hstack([growOnly, flexible, growOnly]),  // 4: one
            .hstack([flexible, flexible, flexible]),  // 8: more than one
            .hstack([growOnly, stretched]),           // 12: a stretched child
        ]))
        XCTAssertEqual([1, 4, 8, 12].map { table.nodes[$0].flexibleChildren }, [0, 1, 2, 0])
        XCTAssertEqual([1, 4, 8, 12].map { table.nodes[$0].hasStretchedChild }, [false, false, false, true])
        XCTAssertEqual(table.nodes[0].flexibleChildren, 0)
        XCTAssertFalse(table.nodes[6].hasStretchedChild)
        // The flags of an element and of its children do not mix.
        XCTAssertTrue(table.nodes[6].isFlexible)
        XCTAssertFalse(table.nodes[5].isFlexible)
        XCTAssertEqual(table.nodes[6].flexibleChildren, 0)
    }
}
