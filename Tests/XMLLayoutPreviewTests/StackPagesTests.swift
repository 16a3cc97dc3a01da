import ThreadSupport
import LayoutEngine
import XCTest
@testable import XMLLayoutPreview

/// `StackPages`: after a deep recursion returns, the stack pages it touched
/// are given back (the thread's resident stack shrinks to what is used
/// after), and the depth it had reached is still known for `--timings`.
final class StackPagesTests: XCTestCase {
    /// At least a kilobyte of stack a level, every page of it written.
    @inline(never)
    private static func burn(_ depth: Int) -> Int {
        guard depth > 0 else { return 0 }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { buffer in
            for i in stride(from: 0, to: 1024, by: 64) { buffer[i] = UInt8(truncatingIfNeeded: depth &+ i) }
            return Int(buffer[(depth * 64) % 1024]) &+ burn(depth - 1)
        }
    }

    func testPagesOfAFinishedRecursionAreReleasedAndItsDepthKept() throws {
        #if os(Linux)
        let outcome = try DeepStack.run(stackBytes: 256 << 20) { () -> Int in
            let sum = Self.burn(16_000) // 16 MB and more
            StackPages.releaseBelowCurrentFrame()
            return sum
        }
        XCTAssertGreaterThan(outcome.value, 0)
        XCTAssertGreaterThan(StackPages.deepestReleased, 16 << 20, "the depth reached is kept")
        XCTAssertLessThan(outcome.peakStackBytes, 4 << 20, "resident at the thread's end: only what was used after")
        #else
        throw XCTSkip("Linux only")
        #endif
    }
}
