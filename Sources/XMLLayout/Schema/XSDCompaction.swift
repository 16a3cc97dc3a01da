#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An XSD without what validation never reads: comments, `xs:annotation`
/// elements (documentation) and the white space between tags. libxml2
/// then parses and compiles 28 KB of the embedded schema instead of 71 KB,
/// which every process that validates pays once (`CompiledSchema.embedded`).
///
/// Run at build time alone (`Tools/embed-schema.sh`, the `schema-compact`
/// tool), on the embedded schema, known to compile: the compacted text's line
/// numbers are not the file's, and the schema's documentation stays in the
/// original text, from which `vocabulary` reads.
enum XSDCompaction {
    static func compacted(_ xsd: String) -> String {
        String(decoding: compacted(Array(xsd.utf8)), as: UTF8.self)
    }

    /// The compacted bytes of valid UTF-8 are valid UTF-8: only whole
    /// comments, elements and runs of ASCII white space are dropped.
    static func compacted(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { compacted($0) }
    }

    /// Tag by tag, with `memchr` between them (a byte loop took 18
    /// instructions a byte, most of what the compaction saved libxml2).
    static func compacted(_ p: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(p.count)
        let n = p.count
        var i = 0
        while i < n {
            guard p[i] == lt else {
                // Text (or the rest of a tag whose attribute held a ">"): to the next "<".
                let j = next(lt, in: p, from: i)
                out.append(contentsOf: UnsafeBufferPointer(rebasing: p[i ..< j]))
                i = j
                continue
            }
            if starts(p, at: i, with: commentOpen) {
                i = skippingSpaceBeforeATag(p, from: end(of: commentClose, in: p, from: i + commentOpen.count))
                continue
            }
            if starts(p, at: i, with: annotationOpen), i + annotationOpen.count < n,
               p[i + annotationOpen.count] == gt || isSpace(p[i + annotationOpen.count]) {
                // Annotations do not nest, and hold no "</xs:annotation>" of their own.
                i = skippingSpaceBeforeATag(p, from: end(of: annotationClose, in: p, from: i + annotationOpen.count))
                continue
            }
            // A tag, to its first ">" (one inside an attribute value ends the
            // copy early; the rest goes out as text, whole).
            let close = next(gt, in: p, from: i)
            let j = Swift.min(close + 1, n)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: p[i ..< j]))
            i = skippingSpaceBeforeATag(p, from: j)
        }
        return out
    }

    /// Past the white space at `from` when a tag follows it: a schema's
    /// elements hold no text that validation reads.
    private static func skippingSpaceBeforeATag(_ p: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        var k = from
        while k < p.count, isSpace(p[k]) { k += 1 }
        return k < p.count && p[k] == lt ? k : from
    }

    private static let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">")
    private static let commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
    private static let annotationOpen = Array("<xs:annotation".utf8), annotationClose = Array("</xs:annotation>".utf8)

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// The index of the first `byte` at or after `from`, or the end.
    private static func next(_ byte: UInt8, in p: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        guard from < p.count, let base = p.baseAddress,
              let found = memchr(base + from, Int32(byte), p.count - from) else { return p.count }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    private static func starts(_ p: UnsafeBufferPointer<UInt8>, at i: Int, with prefix: [UInt8]) -> Bool {
        guard i + prefix.count <= p.count else { return false }
        for k in prefix.indices where p[i + k] != prefix[k] { return false }
        return true
    }

    /// The index just past the first `marker` at or after `from`, or the end.
    private static func end(of marker: [UInt8], in p: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        var k = next(marker[0], in: p, from: from)
        while k < p.count {
            if starts(p, at: k, with: marker) { return k + marker.count }
            k = next(marker[0], in: p, from: k + 1)
        }
        return p.count
    }
}
