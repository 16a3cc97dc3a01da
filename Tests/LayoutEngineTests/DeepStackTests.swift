import ThreadSupport
import XCTest
@testable import LayoutEngine
import _XMLLayoutTestSupport

/// `DeepStack`: work on a thread whose stack is as large as asked for.
final class DeepStackTests: XCTestCase {
    struct Boom: Error, Equatable {}

    /// One frame per level, each with a buffer the optimiser cannot drop.
    private func descend(_ depth: Int) -> Int {
        var frame = (depth, depth &+ 1, depth &+ 2, depth &+ 3, depth &+ 4, depth &+ 5, depth &+ 6, depth &+ 7)
        let here = withUnsafeMutableBytes(of: &frame) { Int($0[0]) }
        return depth == 0 ? here : descend(depth - 1) &+ here
    }

    func testRecursionFarDeeperThanTheMainThreadsStack() throws {
        // 400,000 frames of at least 64 bytes: more than the 8 MiB main thread stack.
        // ThreadSanitizer keeps a shadow call stack of its own, 65,536 frames
        // deep: far past it, its runtime faults and then deadlocks reporting
        // the fault, so under it the recursion stays within its reach (each
        // frame is larger there; still well past what one page holds).
        let tsan = Sanitizers.threadSanitizerIsOn
        let depth = tsan ? 50_000 : 400_000
        let outcome = try DeepStack.run(stackBytes: 1 << 30) { descend(depth) }
        XCTAssertEqual(outcome.value, descend(0) &+ (1...depth).reduce(0) { $0 &+ ($1 & 0xFF) })
        XCTAssertGreaterThan(outcome.peakStackBytes, tsan ? 1 << 20 : 8 << 20)
        XCTAssertLessThan(outcome.peakStackBytes, 1 << 30)
    }

    func testErrorsComeBackToTheCaller() {
        XCTAssertThrowsError(try DeepStack.run { throw Boom() }) { XCTAssertEqual($0 as? Boom, Boom()) }
    }

    func testTheEngineLaysOutADeepChainFromADeepStack() throws {
        // The pass starts its own thread, its stack sized from the depth.
        var chain = Element.box(width: 3, height: 4)
        for i in 0..<3_000 { chain = i % 2 == 0 ? .vstack([chain]) : .hstack([chain]) }
        let result = try DeepStack.run { LayoutEngine.layout(chain, in: SizeRange(min: .zero, max: Size(100, 100))) }.value
        XCTAssertEqual(result.size, Size(3, 4))
        XCTAssertEqual(result.elements.documentCount, 3_001)
    }
}
