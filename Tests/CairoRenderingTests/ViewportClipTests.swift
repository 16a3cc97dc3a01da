import Foundation
import ImageDecoding
import Rendering
import XCTest
import XMLLayoutPreview

/// A container's content drawn through its viewport as UIKit draws a
/// scroll view (clipsToBounds): each partly shown cell is drawn whole, at its
/// own frame, and cut exactly at the viewport's edge. Its rounded corners, its
/// border and its text stay where the frame puts them. They are not re-laid
/// in the part that shows.
final class ViewportClipTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "viewport-clip-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    /// A green bar 50 pt high over a table 100 pt high (y 50…150) scrolled
    /// to 30: its first row (y 20…80) and its last (y 103…163) are partly shown.
    static let table = ##"""
        <layout width="100" height="200">
          <vstack>
            <box height="50" backgroundColor="#00ff00"/>
            <table height="100" contentOffset="0,30" separator="none">
              <cell><box height="60" cornerRadius="10" backgroundColor="#ff0000"/></cell>
              <cell><text fontSize="20">Ag</text></cell>
              <cell><box height="60" borderWidth="4" borderColor="#000000" backgroundColor="#ffff00"/></cell>
            </table>
          </vstack>
        </layout>
        """##

    /// A horizontal collection 80 pt wide (its content scrolled 30 to the left)
    /// in the first row of a table like `table`'s: rows at y 20…80, 80…140, 140…200.
    static let nested = ##"""
        <layout width="100" height="200">
          <vstack>
            <box height="50" backgroundColor="#00ff00"/>
            <table height="100" contentOffset="0,30" separator="none">
              <cell>
                <inset insets="0,0,0,20">
                  <collection height="60" scrollDirection="horizontal" itemSize="60,60" contentOffset="30,0">
                    <cell><box backgroundColor="#ff0000"/></cell>
                    <cell><box backgroundColor="#0000ff"/></cell>
                    <cell><box backgroundColor="#ff0000"/></cell>
                  </collection>
                </inset>
              </cell>
              <cell><box height="60" backgroundColor="#0000ff"/></cell>
              <cell><box height="60" backgroundColor="#ff00ff"/></cell>
            </table>
          </vstack>
        </layout>
        """##

    private func run(_ xml: String, format: OutputFormat, look: PictureLook? = nil) throws -> PreviewOutput {
        let path = folder + "/layout.xml"
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        var options = PreviewOptions(format: format)
        options.picture = PictureOptions(look: look)
        options.screenScale = 2
        return PreviewPipeline.run(path: path, options: options)
    }

    private func png(_ xml: String) throws -> DecodedImage {
        let out = try run(xml, format: .png)
        let png = try XCTUnwrap(out.png, "\(out.diagnostics.map(\.message))")
        guard case .success(let image) = ImageDecoder.decode(png) else { throw XCTSkip("undecodable") }
        XCTAssertEqual([image.width, image.height], [200, 400])
        return image
    }

    /// The colour of the pixel at point (`x`, `y`) of a picture at scale 2, without alpha.
    private func rgb(_ image: DecodedImage, _ x: Double, _ y: Double) -> [Int] {
        let i = (Int(y * 2) * image.width + Int(x * 2)) * 4
        return (0..<3).map { Int(image.pixels[i + $0]) }
    }

    /// How many groups are open before line `i`.
    private func depth(_ lines: [String], at i: Int) -> Int {
        lines[..<i].reduce(0) { d, line in
            d + line.components(separatedBy: "<g ").count + line.components(separatedBy: "<g>").count - 2
                - (line.components(separatedBy: "</g>").count - 1)
        }
    }

    private let green = [0, 255, 0], red = [255, 0, 0], blue = [0, 0, 255], yellow = [255, 255, 0]
    private let black = [0, 0, 0], white = [255, 255, 255]

    func testAPartlyShownRowIsCutAtTheViewportsEdgeAsALayerIs() throws {
        let image = try png(Self.table)
        XCTAssertEqual(rgb(image, 50, 49.75), green, "the row's part above the viewport is not drawn over the bar")
        XCTAssertEqual(rgb(image, 0.25, 50.25), red,
                       "the red box's rounded corners lie above the viewport: at its top edge it is square")
        XCTAssertEqual(rgb(image, 50, 149.75), yellow, "the bordered box's bottom border lies below the viewport")
        XCTAssertEqual(rgb(image, 1, 149.75), black, "its left border runs to the edge")
        XCTAssertEqual(rgb(image, 50, 150.25), white, "below the viewport: the canvas")
    }

    func testNestedContainersCutTheirContentToBothViewports() throws {
        let image = try png(Self.nested)
        XCTAssertEqual(rgb(image, 15, 49.75), green, "the table's viewport cuts the collection's first item")
        XCTAssertEqual(rgb(image, 15, 50.25), red)
        XCTAssertEqual(rgb(image, 79.75, 60), blue, "the collection's second item, up to the collection's edge")
        XCTAssertEqual(rgb(image, 80.25, 60), white, "past the collection's edge, inside the table: the canvas")
    }

    func testTheSVGClipsEachContainersContentToItsViewport() throws {
        let svg = try XCTUnwrap(try run(Self.table, format: .svg).text)
        let lines = svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let clip = ##"<clipPath id="viewport-e2"><rect x="0" y="50" width="100" height="100"/></clipPath>"##
        let open = try XCTUnwrap(lines.firstIndex(of: ##"<g class="viewport" clip-path="url(#viewport-e2)">"##), svg)
        XCTAssertEqual(lines[open - 1], clip, "the table's frame is the clip")
        XCTAssertEqual(depth(lines, at: lines.count), 0, "balanced groups")
        // The first row drawn whole, at its frame, inside the group.
        let red = try XCTUnwrap(lines.firstIndex(of: ##"<rect x="0" y="20" width="100" height="60" rx="10" fill="#ff0000"/>"##), svg)
        XCTAssertGreaterThan(red, open)
        // The text row (y 80…103) is fully shown; the last row is whole too.
        XCTAssert(lines.contains(##"<rect x="0" y="103" width="100" height="60" fill="#ffff00"/>"##), svg)
        XCTAssert(lines.contains { $0.hasPrefix(##"<rect x="2" y="105" width="96" height="56" fill="none" stroke="#000000""##) },
                  "the border inside the whole frame, half its width in: \(svg)")
    }

    func testAPartlyShownTextKeepsItsBaselineAndIsCutByTheViewport() throws {
        // The text's row is at y 40…63 (scrolled 10), the viewport at y 50…150.
        let xml = ##"""
            <layout width="100" height="200">
              <vstack>
                <box height="50" backgroundColor="#00ff00"/>
                <table height="100" contentOffset="0,10" separator="none">
                  <cell><text fontSize="20">Ag</text></cell>
                  <cell><box height="200"/></cell>
                </table>
              </vstack>
            </layout>
            """##
        let svg = try XCTUnwrap(try run(xml, format: .svg).text)
        let lines = svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let open = try XCTUnwrap(lines.firstIndex(of: ##"<g class="viewport" clip-path="url(#viewport-e2)">"##), svg)
        let line = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("<text x=\"0\" y=") && $0.contains(">Ag</text>") }, svg)
        XCTAssertGreaterThan(line, open)
        // Liberation Sans's ascender is 1854 of 2048 units: the baseline is
        // 18.1055 below the row's top (y 40), not below the viewport's (y 50).
        XCTAssert(lines[line].hasPrefix(##"<text x="0" y="58.1055""##), lines[line])
        XCTAssert(lines.contains(##"<clipPath id="clip-e4"><rect x="0" y="40" width="100" height="23"/></clipPath>"##),
                  "the text's own clip is its whole frame: \(svg)")
    }

    func testNestedViewportGroupsNestAndTheIndicatorsAreCutByTheEnclosingViewports() throws {
        let svg = try XCTUnwrap(try run(Self.nested, format: .svg, look: .device).text)
        let lines = svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let outer = try XCTUnwrap(lines.firstIndex(of: ##"<g class="viewport" clip-path="url(#viewport-e2)">"##), svg)
        let inner = try XCTUnwrap(lines.firstIndex(of: ##"<g class="viewport" clip-path="url(#viewport-e5)">"##), svg)
        XCTAssert(lines.contains(##"<clipPath id="viewport-e5"><rect x="0" y="20" width="80" height="60"/></clipPath>"##), svg)
        let first = try XCTUnwrap(lines.firstIndex(of: ##"<rect x="-30" y="20" width="60" height="60" fill="#ff0000"/>"##), svg)
        let row = try XCTUnwrap(lines.firstIndex(of: ##"<rect x="0" y="80" width="100" height="60" fill="#0000ff"/>"##), svg)
        XCTAssert(outer < inner && inner < first && first < row, svg)
        XCTAssertEqual(depth(lines, at: first), depth(lines, at: row) + 1, "the collection's group closes before the table's next row")
        // The collection's indicator (x 13.33…48.89 at y 78) lies in the table's viewport group.
        let indicator = try XCTUnwrap(lines.firstIndex { $0.hasPrefix(##"<rect x="13.3333" y="78""##) }, svg)
        XCTAssertEqual(lines[indicator - 1], ##"<g class="viewport" clip-path="url(#viewport-e2)">"##)
        XCTAssertEqual(depth(lines, at: lines.count), 0, "balanced groups")
    }
}
