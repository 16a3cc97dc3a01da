import Foundation
import TextureCodegen
import XCTest
import _TextureTestSupport

/// One way to give a node its own layout spec, in every generated file: its
/// `layoutSpecBlock` is set once, in init, to a method of the class. A
/// block assigned while laying out (the old `{ _, _ in spec }` from a
/// template's method) is set again on every pass and hands out a spec built
/// by another node's layout.
final class LayoutSpecBlockPatternTests: XCTestCase {
    func testLayoutSpecBlocksAreSetOnceInInitToAMethod() throws {
        let pattern = try NSRegularExpression(
            pattern: #"^\s*(\S+)\.layoutSpecBlock = \{ \[unowned self\] _, _ in self\.(\w+)\(\) \}$"#)
        var checked = 0
        for (file, _) in RoundTripTests.examples {
            let path = file.hasPrefix("/") ? file : examplesDirectory.appendingPathComponent(file).path
            let code = try XCTUnwrap(SwiftGenerator.generate(path: path).code, file)
            let name = URL(fileURLWithPath: file).lastPathComponent
            // The member being written: the last declaration at the class's indent.
            var member = ""
            for line in code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.hasPrefix("    "), !line.hasPrefix("     "), line.hasSuffix("{") || line.hasSuffix("(") {
                    member = line.trimmingCharacters(in: .whitespaces)
                }
                guard line.contains("layoutSpecBlock") else { continue }
                checked += 1
                XCTAssertEqual(member, "override init() {", "\(name): layoutSpecBlock assigned outside init: \(line)")
                let range = NSRange(line.startIndex..., in: line)
                let match = pattern.firstMatch(in: line, range: range)
                XCTAssertNotNil(match, "\(name): not the one way (a method of the class, set in init): \(line)")
                if let match, let r = Range(match.range(at: 2), in: line) {
                    XCTAssertTrue(code.contains("private func \(line[r])() -> ASLayoutSpec {"), "\(name): no method \(line[r])")
                }
            }
        }
        // The examples have nodes with specs of their own, main-file and template-made.
        XCTAssertGreaterThan(checked, 10)
    }
}
