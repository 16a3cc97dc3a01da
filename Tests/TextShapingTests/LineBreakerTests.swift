import XCTest
import CLineBreak
@testable import TextShaping

/// `LineBreaker` walks ASCII text a word at a time; these compare it with
/// ICU's walk over the whole text, which it must equal on every text.
final class LineBreakerTests: XCTestCase {
    private var iterator: UnsafeMutableRawPointer?

    override func setUp() { iterator = xl_line_breaker_open() }
    override func tearDown() { if let iterator { xl_line_breaker_close(iterator) } }

    private func assertSameBreaks(_ texts: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let iterator = try XCTUnwrap(iterator)
        var byWords = LineBreaker(iterator: iterator), whole = LineBreaker(iterator: iterator, byWords: false)
        var differing: [String] = []
        for text in texts where byWords.breaks(Array(text.utf8)) != whole.breaks(Array(text.utf8)) {
            differing.append(text)
        }
        XCTAssertEqual(differing.prefix(20), [], "\(differing.count) of \(texts.count) differ", file: file, line: line)
    }

    private static let printable = (0x21...0x7E).map { String(UnicodeScalar(UInt8($0))) }

    /// Every printable pair either side of one or two spaces, with letters
    /// and digits around them ("xa bx", "1a  b1").
    func testEveryPairAroundSpaces() throws {
        var texts: [String] = []
        for a in Self.printable {
            for b in Self.printable {
                texts.append("x\(a) \(b)x")
                texts.append("1\(a)  \(b)1")
                texts.append("\(a) \(b)")
            }
        }
        try assertSameBreaks(texts)
    }

    /// Every printable triple inside a word, between words.
    func testEveryTripleInsideAWord() throws {
        var texts: [String] = []
        for a in Self.printable {
            for b in Self.printable {
                for c in ["a", "1", ".", "-", "/", ")", "(", "%", "$", "?", "'"] {
                    texts.append("go \(a)\(b)\(c) on")
                    texts.append("go \(c)\(a)\(b)")
                }
            }
        }
        try assertSameBreaks(texts)
    }

    /// Random printable texts of up to eight words, with runs of spaces,
    /// trailing spaces and punctuation-heavy words (the same seed each run).
    func testRandomTexts() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let alphabet = Array("abcXYZ0189.,;:!?-/()[]{}\"'%$#&*+=<>@\\^_`|~")
        var texts: [String] = []
        for _ in 0..<20_000 {
            var text = ""
            for w in 0..<(1 + next(8)) {
                if w > 0 { text += String(repeating: " ", count: 1 + next(2) * next(3)) }
                for _ in 0..<(1 + next(7)) { text.append(alphabet[next(alphabet.count)]) }
            }
            if next(4) == 0 { text += " " }
            texts.append(text)
        }
        try assertSameBreaks(texts)
    }

    /// Sentences as posts have them: numbers, prices, times, URLs, hyphens.
    func testSentences() throws {
        try assertSameBreaks([
            "The quick brown fox jumps over the lazy dog.",
            "Price: $12.50 (was $20), 3-4 days, 10:30am/11:45pm; 50% off!",
            "See https://example.com/a-b?c=d&e=f for e-mail: me@example.com",
            "Well-known co-op's \"quoted\" words, and 'single' ones... ok?!",
            "1,000,000 people - 2.5x more -- really? 1/2 of them #tag @user",
            "a (b c) [d e] {f g} h",
        ])
    }

    func testEachDistinctWordIsWalkedOnce() throws {
        var breaker = LineBreaker(iterator: try XCTUnwrap(iterator))
        for _ in 0..<10 { _ = breaker.breaks(Array("the dog and the fox and the cat".utf8)) }
        XCTAssertEqual(breaker.walks, 5) // the, dog, and, fox, cat
    }
}
