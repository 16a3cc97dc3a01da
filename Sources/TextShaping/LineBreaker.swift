import CLineBreak

/// Line-break opportunities (UAX #14) from ICU's line iterator. ASCII text
/// is walked a word at a time, each distinct word once: ICU's rules look
/// across spaces only where the text before them ends in an opening
/// bracket or a quote (LB14, LB15; the others that do, LB16 and LB17, need
/// characters that are not ASCII), so elsewhere a word's breaks, and
/// whether a line may start at it, are those of " word " alone.
/// LineBreakerTests compares the two walks over many texts.
struct LineBreaker {
    /// What ICU says of " word ": whether a line may start at the word, and
    /// the offsets inside the word (from its start) where one may.
    private struct Word {
        var startsLine: Bool
        var inside: [UInt8]
    }

    private let iterator: UnsafeMutableRawPointer?
    private let byWords: Bool
    private var words = WordTable<Word>()
    /// Texts ICU walked (each distinct word counts one), for tests.
    private(set) var walks = 0

    /// `iterator`: ICU's (`xl_line_breaker_open`), nil when ICU failed
    /// (then a line may break after each run of spaces). `byWords`: walk
    /// ASCII text a word at a time.
    init(iterator: UnsafeMutableRawPointer?, byWords: Bool = true) {
        self.iterator = iterator
        self.byWords = byWords
    }

    /// The UTF-8 offsets after which a line may break, ascending, the end included.
    mutating func breaks(_ utf8: [UInt8]) -> [Int] {
        if let iterator {
            if byWords, let breaks = wordBreaks(utf8, iterator) { return breaks }
            walks += 1
            if let breaks = Self.icuBreaks(utf8, iterator) { return breaks }
        }
        var breaks = utf8.indices.filter { $0 > 0 && utf8[$0 - 1] == 0x20 && utf8[$0] != 0x20 }
        breaks.append(utf8.count)
        return breaks
    }

    /// The breaks word by word; nil when the text is not printable ASCII
    /// starting with a word, or a word is long, or one ends with what ICU
    /// looks past spaces from: ( [ { " '.
    private mutating func wordBreaks(_ utf8: [UInt8], _ iterator: UnsafeMutableRawPointer) -> [Int]? {
        let n = utf8.count
        if n == 0 || utf8[0] == 0x20 { return nil }
        var out: [Int] = []
        out.reserveCapacity(n / 4 + 2)
        var i = 0
        while i < n {
            if utf8[i] == 0x20 { i += 1; continue }
            if i > 0 {
                switch utf8[i - 1 - trailingSpaces(utf8, before: i)] {
                case 0x28, 0x5B, 0x7B, 0x22, 0x27: return nil
                default: break
                }
            }
            var end = i
            var digest = WordTable<Word>.emptyDigest
            while end < n && utf8[end] != 0x20 {
                guard utf8[end] > 0x20 && utf8[end] < 0x7F else { return nil }
                digest = WordTable<Word>.digest(digest, adding: utf8[end])
                end += 1
            }
            if end - i > 200 { return nil }
            var walked = false
            let found = words.value(utf8, i, end, tag: 0, digest: digest) { () -> Word? in
                walked = true
                return Self.word(utf8[i..<end], iterator)
            }
            if walked { walks += 1 }
            guard let word = found else { return nil }
            if i > 0 && word.startsLine { out.append(i) }
            for b in word.inside { out.append(i + Int(b)) }
            i = end
        }
        out.append(n)
        return out
    }

    /// How many spaces come right before `i`.
    private func trailingSpaces(_ utf8: [UInt8], before i: Int) -> Int {
        var k = 0
        while k < i && utf8[i - 1 - k] == 0x20 { k += 1 }
        return k
    }

    private static func word(_ word: ArraySlice<UInt8>, _ iterator: UnsafeMutableRawPointer) -> Word? {
        guard let breaks = icuBreaks([0x20] + word + [0x20], iterator) else { return nil }
        // Offsets in " word ": 1 is the word's start; the word's end is
        // never one (no break before a space), the text's end always is.
        return Word(startsLine: breaks.contains(1),
                    inside: breaks.filter { $0 > 1 && $0 <= word.count }.map { UInt8($0 - 1) })
    }

    /// ICU's walk over the whole text; nil when ICU fails.
    private static func icuBreaks(_ utf8: [UInt8], _ iterator: UnsafeMutableRawPointer) -> [Int]? {
        let n = utf8.count
        var out = [Int](repeating: 0, count: Swift.max(8, n / 3))
        while true {
            let found = utf8.withUnsafeBufferPointer { p in
                p.withMemoryRebound(to: CChar.self) { text in
                    out.withUnsafeMutableBufferPointer {
                        xl_line_breaks(iterator, text.baseAddress, n, $0.baseAddress, $0.count)
                    }
                }
            }
            if found < 0 { return nil }
            if found <= out.count { return Array(out[0..<found]) }
            out = [Int](repeating: 0, count: found)
        }
    }
}
