import LayoutEngine
import TextureLayout
import XCTest
import _TextureTestSupport

/// Lays `texture` out through TextureLayout and `element` directly through
/// LayoutEngine, and asserts the same elements (kind, style, debug name)
/// with the same frames.
func assertSameAsEngine(_ texture: ASLayoutElement, _ element: Element,
                        in range: ASSizeRange = ASSizeRangeMake(CGSize(width: 0, height: 0), CGSize(width: 300, height: 400)),
                        scale: Double = 2, file: StaticString = #filePath, line: UInt = #line) {
    let t = texture.layoutThatFits(range).layoutResult
    let e = LayoutEngine.layout(element, in: SizeRange(min: Size(Double(range.min.width), Double(range.min.height)),
                                                      max: Size(Double(range.max.width), Double(range.max.height))),
                                grid: PixelGrid(scale: scale), measurer: xmlMeasurer())
    XCTAssertEqual(t.elements.count, e.elements.count, "element count", file: file, line: line)
    for i in 0..<min(t.elements.count, e.elements.count) {
        let a = t.elements[ElementID(i)], b = e.elements[ElementID(i)]
        XCTAssertEqual(a.kind, b.kind, "kind of #\(i)", file: file, line: line)
        XCTAssertEqual(a.style, b.style, "style of #\(i)", file: file, line: line)
        XCTAssertEqual(a.debugName, b.debugName, "debugName of #\(i)", file: file, line: line)
    }
    XCTAssertEqual(t.frames(), e.frames(), "frames", file: file, line: line)
}

/// A plain node with a preferred size (Texture's helper).
func sized(_ w: CGFloat, _ h: CGFloat) -> ASDisplayNode { ASDisplayNodeWithBackgroundColor(.red, CGSize(width: w, height: h)) }

/// The same node in the engine's terms.
func sizedElement(_ w: Double, _ h: Double) -> Element {
    Element(.box).width(.points(w)).height(.points(h)).presentation(Presentation(backgroundColor: Color(red: 255, green: 0, blue: 0)))
}
