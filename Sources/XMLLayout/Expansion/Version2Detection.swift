#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a file may use version 2 of the language. A cheap byte scan: a
/// version-1 file (no braces, no definition or control elements, no `style`
/// or `data` attribute) goes through the loader exactly as before, with no
/// copy of its tree.
enum Version2Detection {
    private static let markers: [[UInt8]] = [
        "<const", "<style", "<param", "<template", "<use", "<include", "<for", "<if", "<else", "<slot",
        "style=", "data=",
    ].map { Array($0.utf8) }

    static func mayUseVersion2(_ bytes: [UInt8]) -> Bool {
        // memchr jumps between the few bytes that can matter (`{`, `}`, `<`,
        // `=`): a few instructions a kilobyte, where looking at every byte
        // cost ~11 a byte (4 M on a 386 KB file, twice per load).
        bytes.withUnsafeBufferPointer { bytes -> Bool in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
            func positions(of byte: UInt8, _ found: (Int) -> Bool) -> Bool {
                var from = 0
                while from < bytes.count, let hit = memchr(base + from, Int32(byte), bytes.count - from) {
                    let i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if found(i) { return true }
                    from = i + 1
                }
                return false
            }
            if memchr(base, Int32(UInt8(ascii: "{")), bytes.count) != nil
                || memchr(base, Int32(UInt8(ascii: "}")), bytes.count) != nil { return true }
            // `style=` and `data=`, found from their `=`.
            let attributeMarkers = markers.filter { $0.last == UInt8(ascii: "=") }
            // Each candidate is first told by the one byte before (`e`, `a`)
            // or after (`c`, `s`…) its `=` or `<`: every attribute and every
            // tag stops here, and comparing all markers at each cost ~350
            // instructions an element.
            var beforeEquals = [Bool](repeating: false, count: 256)
            for m in attributeMarkers { beforeEquals[Int(m[m.count - 2])] = true }
            if positions(of: UInt8(ascii: "="), { i in
                i > 0 && beforeEquals[Int(bytes[i - 1])]
                    && attributeMarkers.contains { m in i + 1 >= m.count && bytes[(i + 1 - m.count)...i].elementsEqual(m) }
            }) { return true }
            // `<const`, `<use`…, not followed by another name byte (`<user`).
            let elementMarkers = markers.filter { $0.first == UInt8(ascii: "<") }
            var afterOpen = [Bool](repeating: false, count: 256)
            for m in elementMarkers { afterOpen[Int(m[1])] = true }
            return positions(of: UInt8(ascii: "<")) { i in
                i + 1 < bytes.count && afterOpen[Int(bytes[i + 1])] && elementMarkers.contains { m in
                    guard bytes[i...].starts(with: m) else { return false }
                    return i + m.count >= bytes.count || !isNameByte(bytes[i + m.count])
                }
            }
        }
    }

    static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D || b == 0x5F
            || b == 0x2E || b == 0x3A || b >= 0x80
    }

    /// The element names of version 2 (never in an expanded tree).
    static let constructs: Set<String> = [
        "const", "style", "param", "template", "use", "include", "for", "if", "else", "slot",
    ]

    /// A precise check on the parsed tree (the byte scan may see a marker in
    /// a comment or in text).
    static func usesVersion2(_ root: XMLElementNode) -> Bool {
        if root.attribute("data") != nil { return true }
        var stack = [root]
        while let x = stack.popLast() {
            if constructs.contains(x.name) || x.attribute("style") != nil { return true }
            if x.text.contains(where: { $0 == "{" || $0 == "}" }) { return true }
            for a in x.attributes where a.value.contains(where: { $0 == "{" || $0 == "}" }) { return true }
            stack.append(contentsOf: x.children)
        }
        return false
    }
}
