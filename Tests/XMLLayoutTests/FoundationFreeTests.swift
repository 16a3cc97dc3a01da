import Foundation
import XCTest
@testable import XMLLayout

/// The plain-Swift replacements of Foundation API (start-up: the tool links
/// no Foundation) give what Foundation gives, checked against Foundation
/// itself, which the tests may link.
final class FoundationFreeTests: XCTestCase {
    static let paths = [
        "", "/", "//", "a", "/a", "a/", "/a/", "a/b", "/a/b", "a//b", "/a//b//", "a/b/", "./a", "../a/b",
        "a/.", "a/..", "..", ".", ".a", "a.", "a.b", "a.b.c", "/x/y.tar.gz", "dir.d/file", "dir.d/", "/.hidden",
        "Layouts/examples/card.xml", "é/ü.xml", "a b/c d.png",
        // A combining mark after a "/" or a ".": NSString works on code
        // units, so the separator is still one (PathText works on bytes).
        "a/\u{301}b", "x/y.\u{301}z", "e\u{301}/.\u{301}", "/\u{301}",
    ]

    /// Every path of up to five of "a", "." and "/": the byte route ASCII
    /// paths take (`PathText.isASCII`) against NSString, case by case.
    static let generatedPaths: [String] = {
        var paths = [""], level = [""]
        for _ in 0..<5 {
            level = level.flatMap { prefix in ["a", ".", "/"].map { prefix + $0 } }
            paths += level
        }
        return paths
    }()

    func testPathTextMatchesNSString() {
        for path in Self.paths + Self.generatedPaths {
            let ns = path as NSString
            let fixed = PathText.fixingSlashes(path)
            if fixed.count == 1 && fixed != "/" {
                // Foundation traps here ("a", "a/", "."): one name, no folder.
                XCTAssertEqual(PathText.deletingLastComponent(path), "", path)
            } else {
                XCTAssertEqual(PathText.deletingLastComponent(path), ns.deletingLastPathComponent, path)
            }
            XCTAssertEqual(PathText.lastComponent(path), ns.lastPathComponent, path)
            XCTAssertEqual(PathText.pathExtension(path), ns.pathExtension, path)
            XCTAssertEqual(PathText.deletingPathExtension(path), ns.deletingPathExtension, path)
            for component in ["", "x", "x.png", "../y", "sub/z"] {
                XCTAssertEqual(PathText.appending(component, to: path), ns.appendingPathComponent(component), "\(path) + \(component)")
            }
        }
    }

    func testCurrentDirectoryMatchesFileManager() throws {
        XCTAssertEqual(PathText.currentDirectory(), FileManager.default.currentDirectoryPath)
        // A long one too (the path is no longer read into a fixed buffer).
        let saved = FileManager.default.currentDirectoryPath
        defer { FileManager.default.changeCurrentDirectoryPath(saved) }
        let top = try TemporaryFiles.directory()
        defer { try? FileManager.default.removeItem(atPath: top) }
        // Made a level at a time: the whole path is longer than one call takes.
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(top))
        let name = String(repeating: "d", count: 200)
        for _ in 0..<24 {
            XCTAssertEqual(mkdir(name, 0o755), 0)
            XCTAssertEqual(chdir(name), 0)
        }
        // (FileManager itself gives up on one this long.)
        let expected = String(cString: realpath(top, nil)) + String(repeating: "/" + name, count: 24)
        XCTAssertGreaterThan(expected.utf8.count, 4096)
        XCTAssertEqual(PathText.currentDirectory(), expected)
    }

    func testCFormatMatchesStringFormat() {
        for value in [0.0, 0.04, 0.05, 0.15, 1.25, 2.5, 35.55, 99.95, 1234.5678, -3.45, 1e-9] {
            for format in ["%.1f", "%.0f ms", "%.2f", "%.1f ms"] {
                XCTAssertEqual(cFormat(format, value), String(format: format, value), "\(format) \(value)")
            }
        }
        for byte: UInt8 in [0, 9, 0x7F, 0x80, 0xFF] {
            XCTAssertEqual(cFormat("\\x%02X", byte), String(format: "\\x%02X", byte))
        }
    }

    func testTrimmingSpacesAndTabsMatchesWhitespaces() {
        for text in ["", " ", "\t a \t", "a", " a b ", "\u{00A0}x\u{2003}", "\n x \n", " \u{301}x"] {
            XCTAssertEqual(text.trimmingSpacesAndTabs(), text.trimmingCharacters(in: .whitespaces), text.debugDescription)
        }
    }

    func testPiecesMatchComponentsSeparatedBy() {
        for (text, separator) in [("a:b::c", ":"), ("", ":"), (":", ":"), ("x = y = z", " = "), ("abc", "--"), ("é:ü", ":")] {
            XCTAssertEqual(text.pieces(separatedBy: separator), text.components(separatedBy: separator), text)
        }
    }

    private struct Inner: Encodable { var b: Int; var a: String?; var Z: [String] }
    private struct Outer: Encodable {
        var zeta: String
        var alpha: [Inner]
        var flag: Bool?
        var n: Int?
        var empty: [Int]
        enum CodingKeys: String, CodingKey { case zeta, alpha, flag = "$schema", n, empty }
    }

    func testSortedKeysEncoderMatchesJSONEncoder() throws {
        let value = Outer(zeta: "a\"b\\c/d\n\t\r\u{8}\u{c}\u{1}\u{1f}é😀", alpha: [Inner(b: -3, a: nil, Z: ["x", ""]),
                          Inner(b: 7, a: "q", Z: [])], flag: true, n: nil, empty: [])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        XCTAssertEqual(try SortedKeysJSONEncoder.encode(value), Array(try encoder.encode(value)))
    }
}
