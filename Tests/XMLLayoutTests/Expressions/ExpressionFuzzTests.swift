import Testing
import XMLLayout

/// Random input never crashes or hangs the expression parser, evaluator,
/// interpolation or JSON reader: it gives a value or a located error.
@Suite struct ExpressionFuzzTests {
    /// A small deterministic generator (xorshift), so a failure reproduces.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    /// Pieces that make random strings look like expressions often enough to
    /// reach deep into the parser and evaluator.
    static let pieces = [
        "1", "0", "50%", "0.5", "'a'", "\"b\"", "gutter", "post", ".", "[", "]", "(", ")", "{", "}", "{{", "}}",
        "+", "-", "*", "/", "<", "<=", "==", "!=", ">", "and", "or", "not", "?", ":", ",", "count", "min", "round",
        "null", "true", " ", "é", "中", "\\", "'", "\"", "tags", "posts", "%", "=", "!", "&", "e9", "[0]", "\n",
    ]

    @Test func randomTextNeverCrashes() {
        var random = Generator(state: 0x9E37_79B9_7F4A_7C15)
        var values = 0
        var errors = 0
        for _ in 0..<4000 {
            var source = ""
            for _ in 0..<random.below(14) {
                if random.below(4) == 0 {
                    source.unicodeScalars.append(UnicodeScalar(UInt8(random.below(128))))
                } else {
                    source += Self.pieces[random.below(Self.pieces.count)]
                }
            }
            let sourceLength = source.utf8.count
            for attempt in 0..<3 {
                do {
                    switch attempt {
                    case 0: _ = try Expression.parse(source).evaluate(in: sampleScope)
                    case 1: _ = try InterpolatedText.parse(source).evaluate(in: sampleScope)
                    default: _ = try ExpressionValue.parseJSON(source)
                    }
                    values += 1
                } catch {
                    errors += 1
                    #expect(error.offset >= 0 && error.offset <= sourceLength, "\(source)")
                }
            }
        }
        // Both outcomes were exercised.
        #expect(values > 100)
        #expect(errors > 100)
    }

    @Test func randomBytesNeverCrash() {
        var random = Generator(state: 42)
        for _ in 0..<2000 {
            let bytes = (0..<random.below(40)).map { _ in UInt8(random.below(256)) }
            let source = String(decoding: bytes, as: UTF8.self)
            _ = try? Expression.parse(source).evaluate(in: sampleScope)
            _ = try? InterpolatedText.parse(source).evaluate(in: sampleScope)
            _ = try? ExpressionValue.parseJSON(source)
            _ = ExpressionValue.fromLiteral(source)
        }
    }
}
