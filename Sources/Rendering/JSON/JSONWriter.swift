/// A tiny streaming JSON writer into a byte buffer: the caller says what
/// comes next (open, key, value, comma, close) and the writer places
/// newlines and indentation. Pretty output puts every member and element on
/// its own line with two spaces a level, a value on its key's line, and an
/// empty container as `[]` (what `JSONSerialization`'s pretty printing does,
/// with 2 spaces).
///
/// Bytes, not String appends: a 100,000-element layout is megabytes of
/// JSON. Each piece is stored straight into a 64 KB scratch buffer (no
/// uniqueness or capacity check of an Array per byte), which is appended to
/// the output whole when full, or handed to a sink (`render(_:into:)`: the
/// JSON streamed to a file, never held whole); numbers and plain strings
/// are encoded in place.
struct Writer {
    /// What was flushed from the scratch buffer so far (without a sink).
    private var output: [UInt8] = []
    /// Where full scratch buffers go instead of `output`.
    private let sink: ((UnsafeRawBufferPointer) -> Void)?
    /// True once anything was flushed (to `output` or the sink).
    private var flushedAny = false
    private let storage: ScratchStorage
    private let scratch: UnsafeMutablePointer<UInt8>
    private var used = 0
    let pretty: Bool
    let maxLevels: Int
    private var level = 0
    /// True right after `open`: a `close` then needs no newline.
    private var justOpened = false
    /// True right after `key`: the value stays on the key's line.
    private var afterKey = false

    init(pretty: Bool, maxLevels: Int, capacity: Int = 256) {
        self.pretty = pretty
        self.maxLevels = maxLevels
        sink = nil
        output.reserveCapacity(capacity)
        storage = ScratchStorage()
        scratch = storage.base
    }

    /// A writer that hands its bytes to `sink` in pieces (of at most the
    /// scratch buffer's size, except a single piece larger than half of it)
    /// as the buffer fills; `finish()` hands over the rest.
    init(pretty: Bool, maxLevels: Int, sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.pretty = pretty
        self.maxLevels = maxLevels
        self.sink = sink
        storage = ScratchStorage()
        scratch = storage.base
    }

    /// The output so far (a copy; `finish()` hands it over without one).
    var bytes: [UInt8] {
        var all = output
        all.append(contentsOf: UnsafeBufferPointer(start: scratch, count: used))
        return all
    }

    /// The output as a String (the bytes are valid UTF-8 by construction).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The output, handed over: the writer is done.
    mutating func finish() -> [UInt8] {
        flush()
        defer { output = [] }
        return output
    }

    /// `{` or `[`.
    mutating func open(_ bracket: StaticString) {
        startValue()
        put(bracket.utf8Start.pointee)
        level += 1
        justOpened = true
    }

    /// `}` or `]`.
    mutating func close(_ bracket: StaticString) {
        level -= 1
        if !justOpened { newline() }
        justOpened = false
        put(bracket.utf8Start.pointee)
    }

    /// `"name": ` (pretty) or `"name":`.
    mutating func key(_ name: String) {
        startValue()
        quoted(name)
        put(UInt8(ascii: ":"))
        if pretty { put(UInt8(ascii: " ")) }
        afterKey = true
    }

    /// `"name": ` for a name known to need no escaping (the renderers' own
    /// keys): its bytes are copied, not scanned.
    mutating func plainKey(_ name: StaticString) {
        startValue()
        let n = name.utf8CodeUnitCount
        room(n + 4)
        scratch[used] = UInt8(ascii: "\"")
        (scratch + used + 1).update(from: name.utf8Start, count: n)
        scratch[used + 1 + n] = UInt8(ascii: "\"")
        scratch[used + 2 + n] = UInt8(ascii: ":")
        used += n + 3
        if pretty { scratch[used] = UInt8(ascii: " "); used += 1 }
        afterKey = true
    }

    /// A value written as is (`null`, `[]`).
    mutating func literal(_ value: StaticString) {
        startValue()
        put(UnsafeRawBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
    }

    /// A value already in JSON form, written as is.
    mutating func raw(_ value: String) {
        startValue()
        var value = value
        value.withUTF8 { put(UnsafeRawBufferPointer($0)) }
    }

    mutating func string(_ value: String) {
        startValue()
        quoted(value)
    }

    /// A string, or `null` for nil.
    mutating func string(_ value: String?) {
        if let value { string(value) } else { literal("null") }
    }

    mutating func int(_ value: Int) {
        startValue()
        putInteger(Int64(value))
    }

    /// An integer, or `null` for nil.
    mutating func int(_ value: Int?) {
        if let value { int(value) } else { literal("null") }
    }

    /// `NumberFormat.append`'s format, written in place.
    mutating func number(_ v: Double) {
        startValue()
        guard v.isFinite, Swift.abs(v) < 900_719_925_474 else {
            // Rare (not finite, or beyond four decimals): the shared code.
            var rare: [UInt8] = []
            NumberFormat.append(v, to: &rare)
            rare.withUnsafeBytes { put($0) }
            return
        }
        let scaled = Int64((v * 10_000).rounded(.toNearestOrAwayFromZero))
        if scaled == 0 { put(UInt8(ascii: "0")); return }
        if scaled < 0 { put(UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        putInteger(Int64(magnitude / 10_000))
        var fraction = magnitude % 10_000
        guard fraction != 0 else { return }
        var digits = 4
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        room(5)
        scratch[used] = UInt8(ascii: ".")
        // Exactly `digits` digits, leading zeros included ("0.05").
        var k = digits
        while k > 0 {
            scratch[used + k] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
            k -= 1
        }
        used += digits + 1
    }

    mutating func comma() { put(UInt8(ascii: ",")) }

    // MARK: - Bytes

    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if used > 0 || flushedAny {
            newline()
        }
        justOpened = false
    }

    private mutating func newline() {
        guard pretty else { return }
        let n = 1 + 2 * Swift.min(level, maxLevels)
        room(n)
        scratch[used] = UInt8(ascii: "\n")
        (scratch + used + 1).update(repeating: UInt8(ascii: " "), count: n - 1)
        used += n
    }

    /// Decimal digits of `v`, with `-` when negative (`NumberFormat.appendInteger`).
    private mutating func putInteger(_ v: Int64) {
        room(20)
        if v < 0 { scratch[used] = UInt8(ascii: "-"); used += 1 }
        var m = v.magnitude
        var count = 1
        var probe = m
        while probe >= 10 { probe /= 10; count += 1 }
        var k = count - 1
        while k >= 0 {
            scratch[used + k] = UInt8(ascii: "0") + UInt8(m % 10)
            m /= 10
            k -= 1
        }
        used += count
    }

    /// `s` as a JSON string literal: copied whole when it needs no escape
    /// (names nearly always), else through `JSONText`.
    private mutating func quoted(_ s: String) {
        var s = s
        let plain = s.withUTF8 { utf8 -> Bool in
            for b in utf8 where b < 0x20 || b >= 0x7F || b == 0x22 || b == 0x5C { return false }
            put(UInt8(ascii: "\""))
            put(UnsafeRawBufferPointer(utf8))
            put(UInt8(ascii: "\""))
            return true
        }
        if plain { return }
        var escaped: [UInt8] = []
        JSONText.appendQuoted(s, to: &escaped)
        escaped.withUnsafeBytes { put($0) }
    }

    @inline(__always)
    private mutating func room(_ n: Int) {
        if used + n > ScratchStorage.size { flush() }
    }

    private mutating func flush() {
        guard used > 0 else { return }
        emit(UnsafeRawBufferPointer(start: scratch, count: used))
        used = 0
    }

    private mutating func emit(_ bytes: UnsafeRawBufferPointer) {
        flushedAny = true
        if let sink { sink(bytes) } else { output.append(contentsOf: bytes) }
    }

    @inline(__always)
    private mutating func put(_ b: UInt8) {
        room(1)
        scratch[used] = b
        used += 1
    }

    private mutating func put(_ p: UnsafeRawBufferPointer) {
        guard let base = p.baseAddress, p.count > 0 else { return }
        if p.count > ScratchStorage.size / 2 {
            flush()
            emit(p)
            return
        }
        room(p.count)
        UnsafeMutableRawPointer(scratch + used).copyMemory(from: base, byteCount: p.count)
        used += p.count
    }
}

/// The writer's scratch buffer, freed with the last writer that uses it.
private final class ScratchStorage {
    static let size = 1 << 16
    let base = UnsafeMutablePointer<UInt8>.allocate(capacity: ScratchStorage.size)
    deinit { base.deallocate() }
}
