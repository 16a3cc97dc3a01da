/// Values kept per ASCII word (and a tag: what else the value depends on),
/// found by a 64-bit FNV-1a digest of the word's bytes, with the bytes and
/// tag checked on a hit. `WordShaper` and `LineBreaker` look a word up for
/// every word of every text, so a lookup hashes one integer and makes no
/// `String`.
struct WordTable<Value> {
    private struct Slot {
        var value: Value
        var tag: UInt64
        /// Where the word's bytes are in `spelled`.
        var at: Int32
        var count: Int32
    }

    private var slots: [UInt64: Slot] = [:]
    private var spelled: [UInt8] = []

    static var emptyDigest: UInt64 { 0xcbf2_9ce4_8422_2325 }

    /// The digest with one more byte.
    @inline(__always) static func digest(_ digest: UInt64, adding byte: UInt8) -> UInt64 {
        (digest ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// The value kept for `utf8[start..<end]` with `tag` (`digest` is
    /// the bytes'), or else `make`'s, kept unless another word has its
    /// digest; nil when `make` gives nil.
    mutating func value(_ utf8: [UInt8], _ start: Int, _ end: Int, tag: UInt64, digest: UInt64,
                        make: () -> Value?) -> Value? {
        let key = digest ^ (tag &* 0x9E37_79B9_7F4A_7C15)
        if let known = slots[key] {
            if known.tag == tag && spells(known, utf8, start, end) { return known.value }
            return make()
        }
        guard let made = make() else { return nil }
        slots[key] = Slot(value: made, tag: tag, at: Int32(spelled.count), count: Int32(end - start))
        spelled += utf8[start..<end]
        return made
    }

    private func spells(_ known: Slot, _ utf8: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard Int(known.count) == end - start else { return false }
        let at = Int(known.at)
        for k in 0..<(end - start) where spelled[at + k] != utf8[start + k] { return false }
        return true
    }
}
