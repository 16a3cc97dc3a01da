extension ElementTable {
    /// A stack's or an inset's parameters, bit for bit (so that -0 and 0,
    /// which print differently, stay apart): what `SpecInterner` looks up.
    struct SpecKey: Equatable {
        var kind: UInt8
        var a: UInt64, b: UInt64, c: UInt64, d: UInt64

        init?(_ kind: Element.Kind) {
            switch kind {
            case .stack(let s):
                // The enums have no payload: one byte each, their case.
                let cases = UInt64(unsafeBitCast(s.direction, to: UInt8.self))
                    | UInt64(unsafeBitCast(s.justifyContent, to: UInt8.self)) << 8
                    | UInt64(unsafeBitCast(s.alignItems, to: UInt8.self)) << 16
                    | UInt64(unsafeBitCast(s.flexWrap, to: UInt8.self)) << 24
                    | UInt64(unsafeBitCast(s.alignContent, to: UInt8.self)) << 32
                self.kind = 0
                (a, b, c, d) = (s.spacing.bitPattern, s.lineSpacing.bitPattern, cases, 0)
            case .inset(let i):
                self.kind = 1
                (a, b, c, d) = (i.insets.top.bitPattern, i.insets.left.bitPattern,
                                i.insets.bottom.bitPattern, i.insets.right.bitPattern)
            default:
                return nil
            }
        }

        /// A multiply-and-fold mix of the five fields: good enough to spread
        /// a few thousand keys, and a tenth of what `Hasher` costs.
        var mixed: UInt64 {
            func step(_ h: UInt64, _ word: UInt64) -> UInt64 {
                let m = (h ^ word) &* 0xBF58_476D_1CE4_E5B9
                return m ^ m >> 31
            }
            return step(step(step(step(UInt64(kind) &+ 0x9E37_79B9_7F4A_7C15, a), b), c), d)
        }
    }

    /// The index of each distinct parameter set seen while appending, by
    /// open addressing over a power-of-two table.
    ///
    /// Not a `[SpecKey: UInt16]`: a dictionary keyed by a type of ours has
    /// its storage type made at run time, at every start, by a scan of all
    /// the program's protocol conformances (for `SpecKey: Hashable`), about
    /// 200,000 instructions; and `Hasher` over 33 bytes cost ~400
    /// instructions a stack.
    struct SpecInterner {
        private var keys: [SpecKey] = []
        private var values: [UInt16] = []
        /// An index in `keys`, or -1 for an empty slot; at most half full.
        private var slots: [Int32] = []

        /// The value stored for `key`, if any.
        func value(for key: SpecKey) -> UInt16? {
            guard !slots.isEmpty else { return nil }
            let mask = slots.count - 1
            var i = Int(truncatingIfNeeded: key.mixed) & mask
            while slots[i] >= 0 {
                if keys[Int(slots[i])] == key { return values[Int(slots[i])] }
                i = (i + 1) & mask
            }
            return nil
        }

        /// Stores `value` for `key`, which must not be stored yet.
        mutating func insert(_ value: UInt16, for key: SpecKey) {
            if (keys.count + 1) * 2 > slots.count { grow() }
            keys.append(key)
            values.append(value)
            place(Int32(keys.count - 1))
        }

        private mutating func place(_ entry: Int32) {
            let mask = slots.count - 1
            var i = Int(truncatingIfNeeded: keys[Int(entry)].mixed) & mask
            while slots[i] >= 0 { i = (i + 1) & mask }
            slots[i] = entry
        }

        private mutating func grow() {
            slots = [Int32](repeating: -1, count: max(16, slots.count * 2))
            for entry in keys.indices { place(Int32(entry)) }
        }
    }
}
