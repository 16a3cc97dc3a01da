import CHarfBuzz
import CLineBreak
import LayoutEngine
import ThreadSupport

/// Each distinct (text, face) shaped once: shaping is at the face's design
/// units, so every size shares it. One cache serves one run (a
/// `FontMeasurer`); it holds a HarfBuzz buffer and an ICU line iterator to
/// reuse, behind a lock, so the measurer can be called from any thread.
/// The buffer and the line iterator are made for the first text: a run
/// without text never opens HarfBuzz or ICU (docs/PERFORMANCE.md, rule 8).
///
/// It also keeps each text's layouts by what else a layout depends on
/// (`LayoutKey`): the layout pass offers a text the same size more than
/// once (a stack measures, then lays out at the size it chose).
final class ShapingCache: @unchecked Sendable {
    private struct Key: Hashable {
        var text: String
        var face: ObjectIdentifier
    }

    /// A shaped text and the layouts made of it so far.
    private final class Entry {
        let shaped: ShapedText
        var layouts: [(key: LayoutKey, layout: TextLayout)] = []
        init(_ shaped: ShapedText) { self.shaped = shaped }
    }

    private let lock = Lock()
    private var entries: [Key: Entry] = [:]
    private var buffer: OpaquePointer?
    private var iterator: UnsafeMutableRawPointer?
    private var breaker = LineBreaker(iterator: nil)
    let counters = ShapingCounters()
    private var words = WordShaper()
    private let byWords: Bool

    /// `byWords`: shape ASCII text a word at a time where the face allows
    /// (`WordShaper`; the same glyphs, each word shaped once).
    init(byWords: Bool = true) {
        self.byWords = byWords
    }

    deinit {
        if let buffer { hb_buffer_destroy(buffer) }
        if let iterator { xl_line_breaker_close(iterator) }
    }

    func shape(_ text: String, _ face: FontFace) -> ShapedText { entry(text, face).shaped }

    /// A shaping's glyphs, for tests that compare shaping by words with shaping whole.
    func glyphs(_ text: String, _ face: FontFace) -> [ShapedGlyph] { shape(text, face).glyphs }

    /// The layout of `text` in `face` made for `key` before, or `make`'s of
    /// its shaping (made outside the lock: it shapes ellipses through this cache).
    func layout(_ text: String, _ face: FontFace, _ key: LayoutKey, make: (ShapedText) -> TextLayout)
        -> TextLayout {
        let entry = entry(text, face)
        if let known = lock.withLock({ entry.layouts.first { $0.key == key }?.layout }) { return known }
        let made = make(entry.shaped)
        counters.count { $0.layouts += 1 }
        lock.withLock { entry.layouts.append((key, made)) }
        return made
    }

    private func entry(_ text: String, _ face: FontFace) -> Entry {
        let key = Key(text: text, face: ObjectIdentifier(face))
        return lock.withLock {
            if let known = entries[key] { return known }
            let buffer = self.buffer ?? hb_buffer_create()!
            if self.buffer == nil {
                self.buffer = buffer
                iterator = xl_line_breaker_open()
                breaker = LineBreaker(iterator: iterator)
                if iterator != nil { counters.count { $0.lineBreakers += 1 } }
            }
            let utf8 = Array(text.utf8)
            let glyphs: [ShapedGlyph]
            if byWords && face.shapesByWords && !utf8.contains(where: { $0 >= 0x80 }) {
                let before = words.shapings
                glyphs = words.shape(utf8, face: face, buffer: buffer)
                counters.count { $0.shapings += words.shapings - before }
            } else {
                glyphs = ShapedGlyph.shape(utf8, face: face, buffer: buffer)
                counters.count { $0.shapings += 1 }
            }
            let made = Entry(ShapedText(text, utf8: utf8, face: face, glyphs: glyphs, breaks: breaker.breaks(utf8),
                                        counters: counters))
            entries[key] = made
            return made
        }
    }
}

/// What a layout depends on besides the text and face.
struct LayoutKey: Equatable {
    var size: Double
    var kern: Double
    var lineSpacing: Double
    var maxSize: Size
    var maxLines: Int
    var truncation: Truncation
    var scale: Double
}

/// Counts of the work a measurer did (`FontMeasurer.statistics`), shared
/// with the texts it shaped, which make glyph runs after it.
final class ShapingCounters: @unchecked Sendable {
    private let lock = Lock()
    private var values = FontMeasurer.Statistics()

    func count(_ change: (inout FontMeasurer.Statistics) -> Void) { lock.withLock { change(&values) } }

    var statistics: FontMeasurer.Statistics { lock.withLock { values } }
}
