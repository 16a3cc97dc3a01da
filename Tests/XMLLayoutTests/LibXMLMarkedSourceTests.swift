import Foundation
import XCTest
@testable import XMLLayout

/// Source text with emoji markers (1️⃣ … 9️⃣) at the positions a test wants to
/// assert, so tests state *where* without counting columns by hand (the
/// swift-format `MarkedText` idea). The markers are removed from `text`;
/// `location(_:)` gives the 1-based line and column (in Unicode scalars) each
/// marker stood at.
struct MarkedSource {
    static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    let text: String
    let path: String
    private var positions: [Character: (line: Int, column: Int)] = [:]

    init(_ marked: String, path: String = "test.xml") {
        self.path = path
        var text = ""
        var line = 1
        var column = 1
        for character in marked {
            if MarkedSource.markers.contains(character) {
                positions[character] = (line, column)
                continue
            }
            text.append(character)
            if character == "\n" || character == "\r\n" || character == "\r" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        self.text = text
    }

    var source: LayoutSource { LayoutSource(path: path, text: text) }

    func location(_ marker: Character, file: StaticString = #filePath, line: UInt = #line) -> SourceLocation {
        guard let position = positions[marker] else {
            XCTFail("marker \(marker) not in source", file: file, line: line)
            return SourceLocation(file: path, line: 0, column: 0)
        }
        return SourceLocation(file: self.path, line: position.line, column: position.column)
    }
}

/// Temporary files for reading tests, removed by the test's teardown.
enum TemporaryFiles {
    static func directory() throws -> String {
        let path = NSTemporaryDirectory() + "xmllayout-libxml-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ bytes: [UInt8], named name: String, in directory: String) throws -> String {
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}

final class LibXMLMarkedSourceTests: XCTestCase {
    func testMarkersAreRemovedAndLocated() {
        let marked = MarkedSource("1️⃣<a>\n  é2️⃣<b/>\r\n中3️⃣x")
        XCTAssertEqual(marked.text, "<a>\n  é<b/>\r\n中x")
        XCTAssertEqual(marked.location("1️⃣"), SourceLocation(file: "test.xml", line: 1, column: 1))
        XCTAssertEqual(marked.location("2️⃣"), SourceLocation(file: "test.xml", line: 2, column: 4))
        XCTAssertEqual(marked.location("3️⃣"), SourceLocation(file: "test.xml", line: 3, column: 2))
    }
}
