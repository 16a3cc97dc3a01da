import TextSupport
import XCTest

/// Line ends and the three kinds of column of `SourceText`.
final class SourceTextTests: XCTestCase {
    func testLinesEndAtLineFeedCarriageReturnLineFeedAndLoneCarriageReturn() {
        let text = SourceText("lf\ncrlf\r\ncr\rlast")
        XCTAssertEqual(text.lineCount, 4)
        XCTAssertEqual((1...4).map { text.line($0) }, ["lf", "crlf", "cr", "last"])
        XCTAssertEqual(text.lineStarts, [0, 3, 9, 12])
        XCTAssertNil(text.line(0))
        XCTAssertNil(text.line(5))
    }

    func testABreakAtTheEndStartsAnEmptyLine() {
        for text in ["a\n", "a\r\n", "a\r"] {
            let source = SourceText(text)
            XCTAssertEqual(source.lineCount, 2, text.debugDescription)
            XCTAssertEqual(source.line(2), "", text.debugDescription)
        }
        XCTAssertEqual(SourceText("").lineCount, 1)
        XCTAssertEqual(SourceText("").line(1), "")
    }

    func testCarriageReturnsInARowAreLinesEach() {
        let text = SourceText("a\r\r\nb\n\rc")
        XCTAssertEqual((1...5).map { text.line($0) }, ["a", "", "b", "", "c"])
    }

    func testLineBytesLeaveTheBreakOut() {
        let text = SourceText("ab\r\ncd")
        XCTAssertEqual(Array(text.lineBytes(0)), Array("ab".utf8))
        XCTAssertEqual(Array(text.lineBytes(1)), Array("cd".utf8))
        XCTAssertEqual(Array(text.lineBytes(2)), [])
        XCTAssertEqual(Array(text.lineBytes(-1)), [])
    }

    func testScalarColumnsCountCharactersNotBytes() {
        // "é" is 2 bytes, "中" 3, "😀" 4: one column each.
        let text = SourceText("x\né中😀y")
        let y = Array("x\né中😀".utf8).count
        XCTAssertEqual(text.sourcePosition(ofOffset: y).line, 2)
        XCTAssertEqual(text.sourcePosition(ofOffset: y).column, 4)
        XCTAssertEqual(text.sourcePosition(ofOffset: 0).column, 1)
        XCTAssertEqual(text.offset(line1: 2, scalarColumn: 4), y)
    }

    func testUTF16ColumnsCountAstralCharactersTwice() {
        let text = SourceText("😀a\r😀😀b")
        let b = Array("😀a\r😀😀".utf8).count
        XCTAssertEqual(text.position(ofOffset: b).line, 1)
        XCTAssertEqual(text.position(ofOffset: b).character, 4)
        XCTAssertEqual(text.offset(line: 1, character: 4), b)
        XCTAssertEqual(text.character(line: 1, scalarColumn: 3), 4)
        XCTAssertEqual(text.position(ofOffset: 4).character, 2, "after the first 😀, a")
    }

    func testLoneCarriageReturnEndsALineForLSPPositions() {
        // The language server's old index ended lines only at a line feed.
        let text = SourceText("one\rtwo")
        XCTAssertEqual(text.position(ofOffset: 4).line, 1)
        XCTAssertEqual(text.position(ofOffset: 4).character, 0)
        XCTAssertEqual(text.offset(line: 1, character: 3), 7)
    }

    func testPositionsAreClampedToTheText() {
        let text = SourceText("ab\ncd")
        XCTAssertEqual(text.offset(line: 0, character: 99), 2)
        XCTAssertEqual(text.offset(line: 9, character: 0), 5)
        XCTAssertEqual(text.offset(line: -1, character: 0), 0)
        XCTAssertEqual(text.sourcePosition(ofOffset: 99).line, 2)
        XCTAssertEqual(text.sourcePosition(ofOffset: 99).column, 3)
        XCTAssertEqual(text.lineIndex(ofOffset: -5), 0)
    }

    func testScalarLineStartsCountScalars() {
        XCTAssertEqual(SourceText("é\r\n😀x\rz").scalarLineStarts(), [0, 3, 6])
        XCTAssertEqual(SourceText("").scalarLineStarts(), [0])
    }

    /// Texts with line feeds only take the memchr path; with any carriage
    /// return, the byte loop. Both split where a walk over scalars does.
    func testAgreesWithASplitOverScalarsOnRandomTexts() {
        let pieces = ["a", "bc", "\n", "\n\n", "é", "😀", " ", "\r", "\r\n"]
        for round in 0..<1_000 {
            let usable = round % 2 == 0 ? pieces.filter { !$0.contains("\r") } : pieces
            let text = (0..<Int.random(in: 0...10)).map { _ in usable.randomElement()! }.joined()
            let expected = text.unicodeScalars.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" }
            // `split` sees "\r\n" as two breaks: join those back.
            let lines = Self.lines(text)
            XCTAssertEqual(SourceText(text).lineCount, lines.count, text.debugDescription)
            for (n, line) in lines.enumerated() { XCTAssertEqual(SourceText(text).line(n + 1), line, text.debugDescription) }
            XCTAssertGreaterThanOrEqual(expected.count, lines.count)
        }
    }

    /// Positions on ASCII lines are read off the byte offset; on others,
    /// counted: both agree with counting the scalars before the offset.
    func testPositionsOnASCIIAndOtherLinesAgreeWithCountingScalars() {
        let pieces = ["a", "bc", "\n", "é", "😀", " ", "\r\n", "xyz"]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 1...12)).map { _ in pieces.randomElement()! }.joined()
            let source = SourceText(text)
            let bytes = Array(text.utf8)
            // Every scalar's offset but the line feed of a CRLF (inside a break, no position).
            for offset in 0...bytes.count where offset == bytes.count
                || (bytes[offset] & 0xC0 != 0x80 && !(bytes[offset] == 10 && offset > 0 && bytes[offset - 1] == 13)) {
                let before = String(decoding: bytes[..<offset], as: UTF8.self)
                let lastBreak = before.unicodeScalars.lastIndex { $0 == "\n" || $0 == "\r" }
                let onLine = lastBreak.map { before.unicodeScalars[before.unicodeScalars.index(after: $0)...] }
                    ?? before.unicodeScalars[...]
                XCTAssertEqual(source.sourcePosition(ofOffset: offset).column, onLine.count + 1, text.debugDescription)
                XCTAssertEqual(source.position(ofOffset: offset).character, onLine.reduce(0) { $0 + $1.utf16.count },
                               text.debugDescription)
            }
        }
    }

    private static func lines(_ text: String) -> [String] {
        var lines: [String] = [""]
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n" && previous == "\r" { continue }
            if scalar == "\n" || scalar == "\r" { lines.append("") } else { lines[lines.count - 1].unicodeScalars.append(scalar) }
        }
        return lines
    }
}
