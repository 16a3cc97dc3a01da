import XCTest
@testable import LayoutEngine

final class TextMetricsTests: XCTestCase {
    func testAdvanceAndLineHeight() {
        let m = TextMetrics(fontSize: 17)
        XCTAssertEqual(m.layout("Hello", maxWidth: .infinity).size, Size(51, 20.5))
        XCTAssertEqual(m.layout("Hi", maxWidth: .infinity).size, Size(20.5, 20.5))
        XCTAssertEqual(TextMetrics(fontSize: 10).layout("hello world again", maxWidth: .infinity).size, Size(102, 12))
    }

    func testWideCharactersTakeTwoAdvances() {
        let m = TextMetrics(fontSize: 10)
        XCTAssertEqual(m.layout("日本", maxWidth: .infinity).size.width, 24)
        XCTAssertEqual(m.layout("a日", maxWidth: .infinity).size.width, 18)
        XCTAssertTrue(TextMetrics.isWide("日"))
        XCTAssertTrue(TextMetrics.isWide("ｱ") == false) // halfwidth katakana is narrow
        XCTAssertTrue(TextMetrics.isWide("Ａ"))         // fullwidth A
        XCTAssertFalse(TextMetrics.isWide("é"))
    }

    /// The wide ranges are in ascending order and do not overlap, which
    /// lets `isWide` stop at the first range ending at or after a scalar;
    /// every scalar then gets the answer a scan of all ranges gives.
    func testWideRangesAreOrderedAndTheLookupAgreesWithAFullScan() {
        let ranges = TextMetrics.wideRanges
        for (a, b) in zip(ranges, ranges.dropFirst()) {
            XCTAssertLessThanOrEqual(a.0, a.1)
            XCTAssertLessThan(a.1, b.0, "ranges out of order at \(String(a.0, radix: 16))")
        }
        var disagreements = 0
        for v in UInt32(0)...0x3FFFF {
            guard let s = Unicode.Scalar(v) else { continue }
            let scanned = ranges.contains { v >= $0.0 && v <= $0.1 }
            if TextMetrics.isWide(s) != scanned { disagreements += 1 }
        }
        XCTAssertEqual(disagreements, 0)
    }

    func testWrapsAtSpacesAndInsideTooLongWords() {
        let m = TextMetrics(fontSize: 10)
        let t = m.layout("hello world again", maxWidth: 60)
        XCTAssertEqual(t.lines.map(\.text), ["hello", "world", "again"])
        XCTAssertEqual(t.size, Size(30, 36))
        let long = m.layout("abcdefghij", maxWidth: 36)
        XCTAssertEqual(long.lines.map(\.text), ["abcdef", "ghij"])
        let mixed = m.layout("ab abcdefghij", maxWidth: 36)
        XCTAssertEqual(mixed.lines.map(\.text), ["ab", "abcdef", "ghij"])
        XCTAssertEqual(m.layout("x", maxWidth: 1).lines.map(\.text), ["x"], "at least one character a line")
    }

    func testMaxLinesTruncates() {
        let m = TextMetrics(fontSize: 10)
        let t = m.layout("one two three four", maxWidth: 42, maxLines: 2)
        XCTAssertEqual(t.lines.count, 2)
        XCTAssertTrue(t.truncated)
        XCTAssertEqual(t.lines[1].text, "three…")
        XCTAssertEqual(t.size.height, 24)
        XCTAssertEqual(m.layout("one two three four", maxWidth: 42, maxLines: 2, truncation: .head).lines[1].text, "…e four")
        XCTAssertEqual(m.layout("one two three four", maxWidth: 42, maxLines: 2, truncation: .clip).lines[1].text, "three f")
        XCTAssertEqual(m.layout("abcdefghijkl", maxWidth: 30, maxLines: 1, truncation: .middle).lines[0].text, "ab…kl")
    }

    func testWhitespaceCollapse() {
        XCTAssertEqual(collapseWhitespace("  hello \n\t world  "), "hello world")
        XCTAssertEqual(collapseWhitespace("   "), "")
    }

    func testTextNodeLayoutSetsBaselinesAndClampsToMax() {
        let r = LayoutEngine.layout(Element.text("Hello"), in: SizeRange(min: .zero, max: Size(30, 100)))
        XCTAssertEqual(r.rootLayout().ascender, 17 * 0.9, accuracy: 1e-9)
        XCTAssertEqual(r.rootLayout().descender, -17 * 0.3, accuracy: 1e-9)
        XCTAssertEqual(r.size, Size(20.5, 61.5), "two 10.2 pt characters a line at 30 pt: He/ll/o")
    }

    /// The byte loop for printable ASCII finds exactly the lines the
    /// Character loop finds: every spacing, long words, every limit.
    func testASCIILineBreakingMatchesTheCharacterLoop() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab  cdefghij klmnop,.!-XYZ0123456789  ")
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...60, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            for limit in [0, 1, 2, 3, 5, 8, 13, 40, Int.max] {
                var bytes = text
                let fast = bytes.withUTF8 { TextMetrics.breakPrintableASCII($0, limitUnits: limit) }
                let slow = TextMetrics.breakLinesByCharacters(text, limitUnits: limit)
                XCTAssertEqual(fast?.map(\.text), slow.map(\.text), "'\(text)' in \(limit)")
                XCTAssertEqual(fast?.map(\.units), slow.map(\.units), "'\(text)' in \(limit)")
            }
        }
        // Anything else goes the Character way.
        for text in ["caf\u{E9}", "a\tb", "\u{65E5}\u{672C}", "a\r\nb"] {
            var bytes = text
            XCTAssertNil(bytes.withUTF8 { TextMetrics.breakPrintableASCII($0, limitUnits: 3) }, text)
        }
    }

    /// The byte loop for ASCII collapses white space exactly as the
    /// Character loop does (and returns collapsed text as it is).
    func testASCIIWhitespaceCollapsingMatchesTheCharacterLoop() {
        let alphabet = Array("ab \t\n\r  xy.")
        for _ in 0..<5_000 {
            let text = String((0..<Int.random(in: 0...16)).map { _ in alphabet.randomElement()! })
            XCTAssertEqual(collapseWhitespace(text), collapseWhitespaceByCharacters(text), text.debugDescription)
        }
        for text in ["a\r\nb", " caf\u{E9}  x ", "a \u{301}b", "\u{7}a  b"] {
            XCTAssertEqual(collapseWhitespace(text), collapseWhitespaceByCharacters(text), text.debugDescription)
        }
    }
}
