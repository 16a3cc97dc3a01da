import XCTest
@testable import LayoutEngine

/// The records a pass writes and walks for every element, at the sizes
/// their comments and docs/PERFORMANCE.md give: a big tree walks them more
/// often than its cache holds them, so a field moved (or added) in the
/// wrong place costs every element. Change these with the numbers.
final class RecordSizeTests: XCTestCase {
    func testPassRecordSizes() {
        XCTAssertEqual(MemoryLayout<StackItem>.stride, 40, "a stack child while the stack is computed")
        XCTAssertEqual(MemoryLayout<Measured>.stride, 48, "a layout computed in the pass")
        XCTAssertEqual(MemoryLayout<Placed>.stride, 24, "a sublayout")
        XCTAssertEqual(MemoryLayout<ElementTable.Node>.stride, 16, "what the pass reads of every element")
        XCTAssertEqual(MemoryLayout<LayoutPass.Computed>.stride, 48, "a slot in each level's frame")
    }

    /// Rule 9: a kind with a large payload is boxed, so that an element of
    /// any kind is as large as an image's size and source, not as a text's
    /// string, limits and style (printed: what each element of a tree costs).
    func testAnElementIsAsLargeAsItsSmallKindsNotAsAText() {
        print("Element.Kind \(MemoryLayout<Element.Kind>.size), Element \(MemoryLayout<Element>.stride)")
        XCTAssertLessThanOrEqual(MemoryLayout<Element.Kind>.size, MemoryLayout<ImageNode>.size + 1)
        XCTAssertLessThan(MemoryLayout<Element.Kind>.size, MemoryLayout<TextStyle>.size)
    }
}
