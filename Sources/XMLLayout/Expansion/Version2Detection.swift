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
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), lt = UInt8(ascii: "<")
        let s = UInt8(ascii: "s"), d = UInt8(ascii: "d")
        return bytes.withUnsafeBufferPointer { bytes -> Bool in
            var i = 0
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                // Most bytes are none of the five that matter: one table load each.
                if !interesting[Int(b)] { i += 1; continue }
                if b == open || b == close { return true }
                // Every marker's second byte is checked first: most `<`, `s` and
                // `d` bytes of a version-1 file start nothing of version 2.
                if (b == lt || b == s || b == d) && i + 1 < n && mayStartMarker(b, bytes[i + 1]) {
                    for m in markers where m[0] == b && bytes[i...].starts(with: m) {
                        // `<use` must not match `<user…`: the next byte ends the name.
                        let next = i + m.count < n ? bytes[i + m.count] : 0x20
                        if m.last == UInt8(ascii: "=") || !isNameByte(next) { return true }
                    }
                }
                i += 1
            }
            return false
        }
    }

    /// `{`, `}`, `<`, `s`, `d`: the bytes a marker can start with.
    private static let interesting: [Bool] = (0..<256).map { b in
        b == 0x7B || b == 0x7D || b == 0x3C || b == 0x73 || b == 0x64
    }

    /// Whether `first`, `second` begin one of `markers`.
    @inline(__always)
    private static func mayStartMarker(_ first: UInt8, _ second: UInt8) -> Bool {
        switch first {
        case UInt8(ascii: "<"): // <const <style <param <template <use <include <for <if <else <slot
            switch second {
            case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "p"), UInt8(ascii: "t"), UInt8(ascii: "u"),
                 UInt8(ascii: "i"), UInt8(ascii: "f"), UInt8(ascii: "e"): return true
            default: return false
            }
        case UInt8(ascii: "s"): return second == UInt8(ascii: "t") // style=
        default: return second == UInt8(ascii: "a") // data=
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
