/// A fixed list of names, each found by its place in the list: the
/// language's element and attribute names, which the builder and the parser
/// look up for every element.
///
/// Not a `[String: Int]`: the first dictionary keyed by String has its
/// storage type made at run time, at every start, by a scan of all the
/// program's protocol conformances (~200,000 instructions), and `Hasher`
/// over a name costs ~300 instructions a lookup. Here: FNV-1a over the
/// name's bytes, open addressing over a table at most a quarter full, and
/// one String comparison (equal small strings compare as two words).
struct NameTable: Sendable {
    private let names: [String]
    /// An index in `names`, or -1 for an empty slot.
    private let slots: [Int32]

    init(_ names: [String]) {
        var size = 16
        while size < names.count * 4 { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        for (i, name) in names.enumerated() {
            var s = NameTable.hash(name) & (size - 1)
            while slots[s] >= 0 {
                precondition(names[Int(slots[s])] != name, "\(name) listed twice")
                s = (s + 1) & (size - 1)
            }
            slots[s] = Int32(i)
        }
        self.names = names
        self.slots = slots
    }

    /// The place of `name` in the list, or nil when it is not there.
    func index(of name: String) -> Int? {
        let mask = slots.count - 1
        var s = NameTable.hash(name) & mask
        while slots[s] >= 0 {
            let i = Int(slots[s])
            if names[i] == name { return i }
            s = (s + 1) & mask
        }
        return nil
    }

    private static func hash(_ name: String) -> Int {
        var h: UInt32 = 2_166_136_261
        for byte in name.utf8 { h = (h ^ UInt32(byte)) &* 16_777_619 }
        return Int(h ^ h >> 15)
    }
}
