import CHarfBuzz
import CLineBreak
import ThreadSupport

/// Each distinct (text, face) shaped once: shaping is at the face's design
/// units, so every size shares it. One cache serves one run (a
/// `FontMeasurer`); it holds a HarfBuzz buffer and an ICU line iterator to
/// reuse, behind a lock, so the measurer can be called from any thread.
/// Both are made for the first text: a run without text never opens
/// HarfBuzz or ICU (docs/PERFORMANCE.md, rule 8).
final class ShapingCache: @unchecked Sendable {
    private struct Key: Hashable {
        var text: String
        var face: ObjectIdentifier
    }

    private let lock = Lock()
    private var shaped: [Key: ShapedText] = [:]
    private var buffer: OpaquePointer?
    private var breaker: UnsafeMutableRawPointer?

    init() {}

    deinit {
        if let buffer { hb_buffer_destroy(buffer) }
        if let breaker { xl_line_breaker_close(breaker) }
    }

    func shape(_ text: String, _ face: FontFace) -> ShapedText {
        let key = Key(text: text, face: ObjectIdentifier(face))
        return lock.withLock {
            if let known = shaped[key] { return known }
            let buffer = self.buffer ?? hb_buffer_create()!
            if self.buffer == nil {
                self.buffer = buffer
                breaker = xl_line_breaker_open()
            }
            let made = ShapedText(text, face: face, buffer: buffer, breaker: breaker)
            shaped[key] = made
            return made
        }
    }
}
