import XCTest
import TextSupport
@testable import XMLLayout

final class DiagnosticFormatterTests: XCTestCase {
    private let location = SourceLocation(file: "card.xml", line: 2, column: 10)

    // MARK: - Headline

    func testHeadlineWithColumnAndID() {
        let diagnostic = Diagnostic.error("unknown attribute 'flexgrow' on <stack>", id: Diagnostic.Code.unknownAttribute, at: location)
        XCTAssertEqual(
            DiagnosticFormatter.headline(diagnostic),
            "card.xml:2:10: error: unknown attribute 'flexgrow' on <stack> [unknown-attribute]")
        XCTAssertEqual(diagnostic.description, DiagnosticFormatter.headline(diagnostic))
    }

    func testHeadlineWithoutColumnOrID() {
        let diagnostic = Diagnostic.warning("fraction against an unknown size", at: SourceLocation(file: "card.xml", line: 7))
        XCTAssertEqual(DiagnosticFormatter.headline(diagnostic), "card.xml:7: warning: fraction against an unknown size")
    }

    func testHeadlineWithoutLocation() {
        XCTAssertEqual(
            DiagnosticFormatter.headline(.error("no such file", id: Diagnostic.Code.fileNotFound, file: "missing.xml")),
            "missing.xml: error: no such file [file-not-found]")
        XCTAssertEqual(DiagnosticFormatter.headline(.note("see the schema")), "note: see the schema")
    }

    func testLocationFileWinsOverExplicitFile() {
        let diagnostic = Diagnostic.error("x", at: location, file: "other.xml")
        XCTAssertEqual(diagnostic.file, "card.xml")
    }

    // MARK: - Snippet and hint

    func testSnippetCaretAndHint() {
        let source = "<layout>\n  <stack flexgrow=\"1\">\n</layout>"
        let diagnostic = Diagnostic.error(
            "unknown attribute 'flexgrow' on <stack>", id: Diagnostic.Code.unknownAttribute,
            at: SourceLocation(file: "card.xml", line: 2, column: 10), hint: "did you mean 'flexGrow'?")
        XCTAssertEqual(DiagnosticFormatter.format(diagnostic, source: source), """
            card.xml:2:10: error: unknown attribute 'flexgrow' on <stack> [unknown-attribute]
              <stack flexgrow="1">
                     ^
              hint: did you mean 'flexGrow'?
            """)
    }

    func testCaretSpansTheRangeAndNotesFollow() {
        let source = "<layout>\n  <stack flexgrow=\"1\">\n</layout>"
        let start = SourceLocation(file: "card.xml", line: 2, column: 10)
        let diagnostic = Diagnostic.error(
            "unknown attribute 'flexgrow' on <stack>", id: .unknownAttribute,
            range: SourceRange(start: start, length: 8), hint: "did you mean 'flexGrow'?",
            notes: [Diagnostic.Note(message: "the stack starts here", location: SourceLocation(file: "card.xml", line: 2, column: 3)),
                    Diagnostic.Note(message: "no place")])
        XCTAssertEqual(diagnostic.location, start)
        XCTAssertEqual(DiagnosticFormatter.format(diagnostic, source: source), """
            card.xml:2:10: error: unknown attribute 'flexgrow' on <stack> [unknown-attribute]
              <stack flexgrow="1">
                     ^~~~~~~~
              hint: did you mean 'flexGrow'?
            card.xml:2:3: note: the stack starts here
            card.xml: note: no place
            """)
    }

    func testCaretOfARangeOverSeveralLinesStopsAtTheEndOfTheFirst() {
        let source = "<text text=\"ab\ncd\"/>"
        let diagnostic = Diagnostic.error("x", range: SourceRange(
            start: SourceLocation(file: "f.xml", line: 1, column: 13), end: SourceLocation(file: "f.xml", line: 2, column: 3)))
        XCTAssertEqual(DiagnosticFormatter.format(diagnostic, source: source).split(separator: "\n").last, "            ^~")
        XCTAssertEqual(diagnostic.range?.description, "f.xml:1:13-2:3")
    }

    func testCaretRepeatsTabsAndCountsCharactersNotBytes() {
        let source = "\t<text>héllo</text>"
        let diagnostic = Diagnostic.error("x", at: SourceLocation(file: "f.xml", line: 1, column: 11))
        XCTAssertEqual(DiagnosticFormatter.format(diagnostic, source: source), "f.xml:1:11: error: x\n\t<text>héllo</text>\n\t         ^")
    }

    func testNoCaretWithoutColumnAndNoSnippetForMissingLine() {
        let source = "<a>\n<b/>\n</a>\n"
        XCTAssertEqual(
            DiagnosticFormatter.format(.error("x", at: SourceLocation(file: "f.xml", line: 2)), source: source),
            "f.xml:2: error: x\n<b/>")
        XCTAssertEqual(
            DiagnosticFormatter.format(.error("x", at: SourceLocation(file: "f.xml", line: 9, column: 1)), source: source),
            "f.xml:9:1: error: x")
        XCTAssertEqual(
            DiagnosticFormatter.format(.error("x", file: "f.xml", hint: "try y"), source: source),
            "f.xml: error: x\n  hint: try y")
    }

    func testSnippetLinesHonourCRLFAndLoneCR() {
        XCTAssertEqual(SourceText("a\r\nbb\r\nc").line(2), "bb")
        XCTAssertEqual(SourceText("a\rb\rc").line(3), "c")
        XCTAssertEqual(SourceText("a\n").line(2), "")
        XCTAssertNil(SourceText("a\n").line(3))
        XCTAssertNil(SourceText("a").line(0))
    }

    func testLongLinesAreShownAsAWindowAroundTheColumn() {
        let width = DiagnosticFormatter.maximumSnippetWidth
        let line = String(repeating: "a", count: 1000) + "X" + String(repeating: "b", count: 1000)
        let formatted = DiagnosticFormatter.format(.error("x", at: SourceLocation(file: "f", line: 1, column: 1001)), source: line)
        let lines = formatted.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines[1].unicodeScalars.count, width + 2, "the window and two ellipses")
        XCTAssertTrue(lines[1].hasPrefix("…a") && lines[1].hasSuffix("b…"))
        let caret = lines[2].unicodeScalars.count - 1
        XCTAssertEqual(Array(lines[1].unicodeScalars)[caret], "X", "the caret stays under the column")

        let start = DiagnosticFormatter.format(.error("x", at: SourceLocation(file: "f", line: 1, column: 2)), source: line)
        XCTAssertEqual(start.split(separator: "\n")[1], Substring(String(repeating: "a", count: width) + "…"))
        XCTAssertEqual(start.split(separator: "\n")[2], " ^")
        let end = DiagnosticFormatter.format(.error("x", at: SourceLocation(file: "f", line: 1, column: 2002)), source: line)
        XCTAssertEqual(end.split(separator: "\n")[1], Substring("…" + String(repeating: "b", count: width)))
        XCTAssertEqual(end.split(separator: "\n")[2].count, width + 2, "a column just past the end")
    }

    // MARK: - Many diagnostics

    func testFormatAllUsesSourcesPerFileAndEndsWithSummary() {
        let diagnostics: [Diagnostic] = [
            .error("bad", id: Diagnostic.Code.invalidValue, at: SourceLocation(file: "a.xml", line: 1, column: 4)),
            .warning("odd", at: SourceLocation(file: "b.xml", line: 1, column: 1)),
            .error("no such file", file: "c.xml"),
        ]
        XCTAssertEqual(DiagnosticFormatter.formatAll(diagnostics, sources: ["a.xml": "<a x=\"1\"/>"]), """
            a.xml:1:4: error: bad [invalid-value]
            <a x="1"/>
               ^
            b.xml:1:1: warning: odd
            c.xml: error: no such file
            2 errors, 1 warning
            """)
    }

    func testSummary() {
        let error = Diagnostic.error("e")
        let warning = Diagnostic.warning("w")
        let note = Diagnostic.note("n")
        XCTAssertEqual(DiagnosticFormatter.summary([]), "no errors or warnings")
        XCTAssertEqual(DiagnosticFormatter.summary([error]), "1 error")
        XCTAssertEqual(DiagnosticFormatter.summary([warning, warning, warning]), "3 warnings")
        XCTAssertEqual(DiagnosticFormatter.summary([error, error, warning, note]), "2 errors, 1 warning")
        XCTAssertEqual(DiagnosticFormatter.summary([note]), "no errors or warnings")
    }
}

final class SourceLineIndexTests: XCTestCase {
    /// The line finder the index once sat beside, kept as the tests' oracle:
    /// a plain walk over Unicode scalars.
    private func referenceLine(_ number: Int, in text: String) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        let scalars = text.unicodeScalars
        var lineStart = scalars.startIndex
        var index = lineStart
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "\n" || scalar == "\r" else { index = scalars.index(after: index); continue }
            if current == number { return String(scalars[lineStart..<index]) }
            var next = scalars.index(after: index)
            if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" { next = scalars.index(after: next) }
            current += 1
            lineStart = next
            index = next
        }
        return current == number ? String(scalars[lineStart..<scalars.endIndex]) : nil
    }

    func testAgreesWithTheLineFinderOnEveryKindOfLineBreak() {
        let text = "one\ntwo\r\nthree\rfour\n\nsix"
        let index = SourceText(text)
        for n in 0...8 {
            XCTAssertEqual(index.line(n), referenceLine(n, in: text), "line \(n)")
        }
        XCTAssertEqual(index.line(3), "three")
        XCTAssertEqual(index.line(5), "")
    }

    /// Texts with line feeds only take the memchr path; with any carriage
    /// return, the byte loop. Both agree with the line finder.
    func testAgreesWithTheLineFinderOnRandomTexts() {
        let pieces = ["a", "bc", "\n", "\n\n", "é", " ", "\r", "\r\n"]
        for round in 0..<2_000 {
            let usable = round % 2 == 0 ? pieces.filter { !$0.contains("\r") } : pieces
            let text = (0..<Int.random(in: 0...10)).map { _ in usable.randomElement()! }.joined()
            let index = SourceText(text)
            for n in 0...12 { XCTAssertEqual(index.line(n), referenceLine(n, in: text), "\(text.debugDescription) line \(n)") }
        }
    }

    func testFormatEachMatchesFormat() {
        let source = "<layout>\n  <box width=\"abc\"/>\n</layout>\n"
        let d = Diagnostic.error("bad", at: SourceLocation(file: "f.xml", line: 2, column: 15), hint: "fix it")
        XCTAssertEqual(DiagnosticFormatter.formatEach([d, d], sources: ["f.xml": source]),
                       [DiagnosticFormatter.format(d, source: source), DiagnosticFormatter.format(d, source: source)])
    }
}
