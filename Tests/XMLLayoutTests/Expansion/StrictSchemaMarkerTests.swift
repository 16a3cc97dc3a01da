import Foundation
import XCTest
@testable import XMLLayout

/// StrictSchema matches its markers as bytes (start-up time); it must cut
/// exactly what the plain string search cut.
final class StrictSchemaMarkerTests: XCTestCase {
    /// The string version the byte matching replaced, as the reference.
    static func reference(_ xsd: String) -> String {
        var out: [Substring] = []
        var skipping = false
        for line in xsd.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains("<!--v2-begin-->") { skipping = true }
            if skipping || line.hasSuffix("<!--v2-->") {
                if line.contains("<!--v2-end-->") { skipping = false }
                out.append("")
                continue
            }
            if let open = line.range(of: "<!--v1 "), let close = line.range(of: " v1-->") {
                out.append(line[..<open.lowerBound] + line[open.upperBound..<close.lowerBound] + line[close.upperBound...])
                continue
            }
            out.append(line)
        }
        return out.joined(separator: "\n")
    }

    func testTheEmbeddedSchemaIsCutAsBefore() {
        XCTAssertEqual(StrictSchema.version1(of: EmbeddedSchema.text), Self.reference(EmbeddedSchema.text))
    }

    func testMarkersAnywhereOnALine() {
        let xsd = """
        a <!--v2-->
        <!--v2--> not at the end
        b <!--v2-begin--> c
        inside
        d <!--v2-end--> e
        <x/><!--v1 <y é="1"/> v1--><z/>
        <!--v1 unclosed
        <!-<!--v1 x v1-->- ü
        <!--v2-begin--><!--v2-end-->
        last
        """
        XCTAssertEqual(StrictSchema.version1(of: xsd), Self.reference(xsd))
        for variant in [xsd + "\n", "\n" + xsd, xsd.replacingOccurrences(of: "\n", with: "\r\n"), "", "\n\n"] {
            XCTAssertEqual(StrictSchema.version1(of: variant), Self.reference(variant), variant.debugDescription)
        }
        XCTAssertEqual(StrictSchema.version1(of: xsd), """

        <!--v2--> not at the end



        <x/><y é="1"/><z/>
        <!--v1 unclosed
        <!-x- ü

        last
        """)
    }

    /// Random documents of marker lines, plain lines and v2 blocks, with or
    /// without a last LF: the lines between markers are taken in bulk.
    func testRandomDocumentsAreCutAsTheReferenceCuts() {
        let pieces = [
            "plain <x a=\"1\"/>", "", "  ", "a <!--v2-->", "<!--v2--> b", "<!--v2-begin-->", "c <!--v2-begin--> d",
            "<!--v2-end-->", "e <!--v2-end--> f", "<y/><!--v1 <z/> v1--><w/>", "<!--v1 open only", "close only v1-->",
            "<!--v3 other -->", "<!--", "<!--v", "é <!--v2-begin--><!--v2-end--> ü", "<!-<!--v1 q v1-->-",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let count = Int.random(in: 0...12, using: &generator)
            var text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: "\n")
            if Bool.random(using: &generator) { text += "\n" }
            XCTAssertEqual(StrictSchema.version1(of: text), Self.reference(text), text.debugDescription)
        }
    }
}
