import TextureLayout
import XCTest

/// docs/TEXTURE.md's example, kept true.
final class DocsExampleTests: XCTestCase {
    func testTimeStaysOnScreenWhenNarrow() {
        let header = PostHeaderNode()
        let layout = header.layoutThatFits(ASSizeRangeMake(CGSize(width: 200, height: 0),
                                                           CGSize(width: 200, height: CGFloat.infinity)))
        XCTAssertEqual(layout.size.width, 200)
        XCTAssertEqual(layout.drawnFrame(of: header.time)?.maxX, 190)
        XCTAssertTrue(header.asciiArtString().contains("ASTextNode (time)"))
        // The location truncates instead of pushing the time off screen.
        XCTAssertLessThan(layout.drawnFrame(of: header.location)!.maxX, layout.drawnFrame(of: header.time)!.minX)
    }
}
