import LayoutEngine
@testable import Rendering
import XCTest

/// `JSONRenderer.render(_:into:)`: the JSON handed over in pieces as it is
/// made (what `render --format json` streams to its destination) is the same
/// bytes as the whole text, in pieces no larger than the writer's buffer.
final class JSONStreamTests: XCTestCase {
    /// 1,500 boxes in rows of ten: far more JSON than one buffer holds.
    private func bigResult() -> LayoutResult {
        let rows = (0..<150).map { row in
            Element.hstack((0..<10).map { i in Element.box(width: 3, height: Double(row % 7 + 1)).debugName("b\(row)-\(i)") })
        }
        return LayoutEngine.layout(Element.vstack(rows).debugName("list"),
                                   in: SizeRange(min: Size(375, 0), max: Size(375, .infinity)))
    }

    func testPiecesJoinToTheWholeTextAndStayWithinTheBuffer() {
        let result = bigResult()
        for pretty in [true, false] {
            let renderer = JSONRenderer(prettyPrinted: pretty) { $0.rawValue + 1 }
            var joined: [UInt8] = []
            var sizes: [Int] = []
            renderer.render(result, into: { piece in
                sizes.append(piece.count)
                joined.append(contentsOf: piece)
            })
            let whole = renderer.renderBytes(result)
            XCTAssertEqual(joined, whole, "pretty: \(pretty)")
            XCTAssertEqual(String(decoding: joined, as: UTF8.self), renderer.render(result))
            XCTAssertGreaterThan(whole.count, 2 << 16, "several buffers' worth")
            XCTAssertGreaterThan(sizes.count, 2, "handed over while being made, not at the end")
            XCTAssertLessThanOrEqual(sizes.max() ?? 0, 1 << 16)
            XCTAssertFalse(sizes.contains(0), "no empty pieces")
        }
    }

    func testASmallLayoutIsOnePiece() {
        let result = LayoutEngine.layout(Element.box(width: 2, height: 3), in: SizeRange(min: Size(10, 0), max: Size(10, 100)))
        var pieces: [[UInt8]] = []
        JSONRenderer().render(result, into: { pieces.append(Array($0)) })
        XCTAssertEqual(pieces.count, 1)
        XCTAssertEqual(pieces.first, JSONRenderer().renderBytes(result))
    }
}
