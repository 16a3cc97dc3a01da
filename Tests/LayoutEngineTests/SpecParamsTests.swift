import XCTest
@testable import LayoutEngine

/// The pass reads a stack's or an inset's parameters from the table's
/// distinct parameter sets (`ElementTable.Node.params`), not from the
/// element's record: equal sets are kept once, bit for bit (-0 and 0 apart),
/// and past 65,535 distinct sets an element's record is read instead.
final class SpecParamsTests: XCTestCase {
    func testEqualParametersAreKeptOnce() {
        let rows = (0..<50).map { _ in
            Element.hstack(spacing: 4, [box("a", 10, 10), Element.inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                                                                        box("b", 5, 5))])
        }
        let table = ElementTable(root: Element.vstack(spacing: 8, rows))
        XCTAssertEqual(table.stackSpecs.count, 2)     // the column and the rows
        XCTAssertEqual(table.insetSpecs.count, 1)
        XCTAssertEqual(table.nodes.filter { $0.params != ElementTable.Node.noParams }.count, 1 + 50 + 50)
    }

    func testMinusZeroIsNotZero() {
        let table = ElementTable(root: Element.vstack([Element.hstack(spacing: 0, []), Element.hstack(spacing: -0.0, [])]))
        XCTAssertNotEqual(table.nodes[1].params, table.nodes[2].params)
        XCTAssertEqual(table.stackSpecs[Int(table.nodes[2].params)].spacing.sign, .minus)
    }

    func testPastTheLastIndexTheRecordIsRead() {
        // 65,600 insets, each with a top inset of its own.
        let count = 65_600
        let top = { (i: Int) in Double(i) / 2 }   // on the 2× pixel grid
        let insets = (0..<count).map { i in
            Element.inset(EdgeInsets(top: top(i), left: 0, bottom: 0, right: 0), Element.box(width: 1, height: 1))
        }
        let result = LayoutEngine.layout(Element.vstack(insets), in: range(10, 0, 10, inf))
        let table = result.elements
        XCTAssertEqual(table.insetSpecs.count, Int(ElementTable.Node.noParams))
        let frames = result.frames()
        for i in [0, 1, 65_534, 65_535, 65_536, count - 1] {
            let inset = 1 + 2 * i, child = inset + 1
            XCTAssertEqual(table.nodes[inset].params == ElementTable.Node.noParams, i >= 65_535, "inset \(i)")
            XCTAssertEqual(frames[child]!.y - frames[inset]!.y, top(i), "inset \(i)")
        }
    }
}

/// The open-addressing table behind the interning: every stored key finds
/// its own value through growth and collisions, and keys never stored find
/// none, however close to a stored one.
final class SpecInternerTests: XCTestCase {
    private func key(_ i: Int, spacing: Double = 0) -> ElementTable.SpecKey {
        // Keys that differ in one field only, and insets beside stacks.
        if i % 3 == 0 {
            return ElementTable.SpecKey(.inset(InsetLayoutSpec(insets: EdgeInsets(top: Double(i), left: 0, bottom: 0, right: -0.0))))!
        }
        return ElementTable.SpecKey(.stack(StackLayoutSpec(direction: i % 2 == 0 ? .vertical : .horizontal,
                                                          spacing: Double(i / 2) + spacing)))!
    }

    func testEveryStoredKeyFindsItsValueAndNoOtherKeyDoes() {
        var interner = ElementTable.SpecInterner()
        XCTAssertNil(interner.value(for: key(0)))
        let count = 5_000
        for i in 0..<count {
            XCTAssertNil(interner.value(for: key(i)), "\(i) before it is stored")
            interner.insert(UInt16(i), for: key(i))
            // Earlier ones survive every growth of the table.
            if i.isMultiple(of: 997) {
                for j in stride(from: 0, through: i, by: 7) { XCTAssertEqual(interner.value(for: key(j)), UInt16(j)) }
            }
        }
        for i in 0..<count { XCTAssertEqual(interner.value(for: key(i)), UInt16(i), "\(i)") }
        for i in 0..<count where i % 3 != 0 { XCTAssertNil(interner.value(for: key(i, spacing: 0.25)), "\(i) + 0.25") }
        XCTAssertNil(interner.value(for: ElementTable.SpecKey(.inset(InsetLayoutSpec(
            insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))))!), "-0 is not 0")
    }

    func testOnlyStacksAndInsetsHaveKeys() {
        XCTAssertNil(ElementTable.SpecKey(Element.box(width: 1, height: 1).kind))
    }
}
