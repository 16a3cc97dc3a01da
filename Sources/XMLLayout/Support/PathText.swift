#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// NSString's path operations (`deletingLastPathComponent`,
/// `appendingPathComponent`, `lastPathComponent`, `pathExtension`,
/// `deletingPathExtension`) as plain Swift, with the same results on "/"
/// separators, so the tool needs no Foundation for them.
package enum PathText {
    /// Runs of "/" as one, and no trailing "/" (except for "/" itself).
    package static func fixingSlashes(_ path: String) -> String {
        isASCII(path) ? ASCIIPath.fixingSlashes(path) : CharacterPath.fixingSlashes(path)
    }

    package static func deletingLastComponent(_ path: String) -> String {
        isASCII(path) ? ASCIIPath.deletingLastComponent(path) : CharacterPath.deletingLastComponent(path)
    }

    package static func appending(_ component: String, to path: String) -> String {
        if component.isEmpty { return path }
        if path.isEmpty { return component }
        return path.hasSuffix("/") ? path + component : path + "/" + component
    }

    package static func lastComponent(_ path: String) -> String {
        isASCII(path) ? ASCIIPath.lastComponent(path) : CharacterPath.lastComponent(path)
    }

    package static func pathExtension(_ path: String) -> String {
        isASCII(path) ? ASCIIPath.pathExtension(path) : CharacterPath.pathExtension(path)
    }

    package static func deletingPathExtension(_ path: String) -> String {
        isASCII(path) ? ASCIIPath.deletingPathExtension(path) : CharacterPath.deletingPathExtension(path)
    }

    /// Whether every byte is ASCII: then bytes, scalars and Characters are
    /// one and the same, and the byte routes give the Character routes'
    /// results exactly, in a fraction of the time (Character by Character,
    /// a path took ~20,000 instructions; a batch asks a few a file, one of
    /// them for every file before any worker starts).
    package static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }
}

/// PathText on ASCII text, byte by byte.
private enum ASCIIPath {
    static let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")

    static func fixingSlashes(_ path: String) -> String {
        guard path != "/" else { return path }
        var previousSlash = false, collapses = false
        for byte in path.utf8 {
            if byte == slash {
                if previousSlash { collapses = true; break }
                previousSlash = true
            } else {
                previousSlash = false
            }
        }
        // Most paths: nothing to fix.
        if !collapses && !previousSlash { return path }
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        previousSlash = false
        for byte in path.utf8 {
            if byte == slash {
                if previousSlash { continue }
                previousSlash = true
            } else {
                previousSlash = false
            }
            out.append(byte)
        }
        if out.last == slash { out.removeLast() } // as NSString: "//" becomes ""
        return String(decoding: out, as: UTF8.self)
    }

    static func deletingLastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed == "/" || fixed.isEmpty { return fixed }
        let bytes = fixed.utf8
        guard let last = bytes.lastIndex(of: slash) else { return "" }
        if last == bytes.startIndex { return "/" }
        return String(decoding: bytes[..<last], as: UTF8.self)
    }

    static func lastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        let bytes = fixed.utf8
        guard bytes.count > 1, let last = bytes.lastIndex(of: slash) else { return fixed }
        return String(decoding: bytes[bytes.index(after: last)...], as: UTF8.self)
    }

    /// Where the extension starts (after the "."), if there is one: not for
    /// a name that starts with its only "." nor for "..".
    private static func extensionStart(_ fixed: String.UTF8View) -> String.Index? {
        let nameStart = fixed.lastIndex(of: slash).map { fixed.index(after: $0) } ?? fixed.startIndex
        guard let period = fixed[nameStart...].lastIndex(of: dot), period != nameStart else { return nil }
        if fixed[nameStart...].elementsEqual("..".utf8) { return nil }
        return fixed.index(after: period)
    }

    static func pathExtension(_ path: String) -> String {
        let fixed = fixingSlashes(path).utf8
        guard fixed.count > 1, let start = extensionStart(fixed) else { return "" }
        return String(decoding: fixed[start...], as: UTF8.self)
    }

    static func deletingPathExtension(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        let bytes = fixed.utf8
        guard bytes.count > 1, let start = extensionStart(bytes) else { return fixed }
        return String(decoding: bytes[..<bytes.index(before: start)], as: UTF8.self)
    }
}

/// PathText on any text, Character by Character, as Foundation's NSString
/// path methods are on Linux (a "/" or "." joined to a combining mark that
/// follows it is no separator).
private enum CharacterPath {
    static func fixingSlashes(_ path: String) -> String {
        guard path != "/" else { return path }
        var out = ""
        out.reserveCapacity(path.utf8.count)
        var lastWasSlash = false
        for scalar in path.unicodeScalars {
            if scalar == "/" {
                if lastWasSlash { continue }
                lastWasSlash = true
            } else {
                lastWasSlash = false
            }
            out.unicodeScalars.append(scalar)
        }
        if out.hasSuffix("/") { out.removeLast() } // as NSString: "//" becomes ""
        return out
    }

    static func deletingLastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed == "/" || fixed.isEmpty { return fixed }
        guard let slash = fixed.lastIndex(of: "/") else { return "" }
        if slash == fixed.startIndex { return "/" }
        return String(fixed[..<slash])
    }

    static func lastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1, let slash = fixed.lastIndex(of: "/") else { return fixed }
        return String(fixed[fixed.index(after: slash)...])
    }

    private static func extensionStart(_ fixed: String) -> String.Index? {
        let nameStart = fixed.lastIndex(of: "/").map { fixed.index(after: $0) } ?? fixed.startIndex
        guard let dot = fixed[nameStart...].lastIndex(of: "."), dot != nameStart else { return nil }
        if fixed[nameStart...] == ".." { return nil }
        return fixed.index(after: dot)
    }

    static func pathExtension(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1, let start = extensionStart(fixed) else { return "" }
        return String(fixed[start...])
    }

    static func deletingPathExtension(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1, let start = extensionStart(fixed) else { return fixed }
        return String(fixed[..<fixed.index(before: start)])
    }
}

extension PathText {
    /// The working directory (getcwd(3)), as FileManager's
    /// `currentDirectoryPath`; "" if it cannot be had.
    /// getcwd allocates the path itself (glibc, BSD libc): no 4 KB buffer
    /// to zero on each call, of which a batch makes one or two a file.
    package static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "" }
        defer { free(path) }
        return String(cString: path)
    }
}

extension PathText {
    /// `path` made absolute against the working directory, "." and ".."
    /// resolved lexically (URL's `standardizedFileURL.path`).
    package static func absolute(_ path: String) -> String { ExpansionPaths.absolute(path) }
}

extension PathText {
    /// `path` with every symlink resolved (`realpath`): what a file is,
    /// however it is reached (`l/a.xml` through `l -> .` is `a.xml`). The
    /// lexical `absolute(path)` when it cannot be resolved (no such file).
    package static func resolved(_ path: String) -> String {
        let lexical = absolute(path)
        guard let real = realpath(lexical, nil) else { return lexical }
        defer { free(real) }
        return String(cString: real)
    }
}
