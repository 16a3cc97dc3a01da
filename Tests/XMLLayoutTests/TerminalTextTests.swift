#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import XCTest
@testable import XMLLayout
import ImageDecoding
import LayoutEngine

/// Control characters from a file never reach the terminal raw.
final class TerminalTextTests: XCTestCase {
    func testControlCharactersAreShownNotSent() {
        XCTAssertEqual(TerminalText.visible("a\u{1B}]2;title\u{07}b"), "a^[]2;title^Gb")
        XCTAssertEqual(TerminalText.visible("\u{0}\u{7F}\r\n"), "^@^?^M^J")
        XCTAssertEqual(TerminalText.visible("\u{9B}31m \u{202E}txt"), "\\u{9B}31m \\u{202E}txt")
        XCTAssertEqual(TerminalText.visible("tab\tkept, é 中 😀 unchanged"), "tab\tkept, é 中 😀 unchanged")
        XCTAssertEqual(TerminalText.visible("a\tb", keepingTabs: false), "a^Ib")
    }

    func testEchoedSourceLineAndCaretStayAligned() {
        let source = "<layout>\n  <box a=\"\u{1B}]2;x\u{07}\" bad=\"1\"/>\n</layout>"
        // Column 19 is `b` of `bad`, after an ESC and a BEL (each shown as two characters).
        let diagnostic = Diagnostic.error("unknown attribute 'bad'", id: .unknownAttribute,
                                          at: SourceLocation(file: "t.xml", line: 2, column: 19))
        XCTAssertEqual(DiagnosticFormatter.format(diagnostic, source: source), """
            t.xml:2:19: error: unknown attribute 'bad' [unknown-attribute]
              <box a="^[]2;x^G" bad="1"/>
                                ^
            """)
    }

    func testMessagesPathsAndHintsAreEscapedToo() {
        let diagnostic = Diagnostic.error("value '\u{1B}[2J' is odd", id: .invalidValue, file: "a\u{1B}b.xml", hint: "no \u{07}bell")
        let text = DiagnosticFormatter.format(diagnostic)
        XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, text)
        XCTAssertEqual(text, "a^[b.xml: error: value '^[[2J' is odd [invalid-value]\n  hint: no ^Gbell")
    }
}

/// Image paths are opened only when they name a regular file.
final class ImageFileTypeTests: XCTestCase {
    func testFIFOIsRefusedWithoutOpeningIt() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("image-fifo-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        XCTAssertEqual(mkfifo(dir + "/photo.png", 0o600), 0)
        // Before the check this call blocked in open(2) until a writer came.
        guard case .failure(.unreadable(let why)) = ImageHeader.pixelSize(ofFileAt: dir + "/photo.png") else {
            return XCTFail("a FIFO is not an image file")
        }
        XCTAssertEqual(why, "it is a FIFO (named pipe), not a regular file")
        guard case .failure(.unreadable(let device)) = ImageHeader.pixelSize(ofFileAt: "/dev/zero") else {
            return XCTFail("a device is not an image file")
        }
        XCTAssertEqual(device, "it is a character device, not a regular file")
    }
}
