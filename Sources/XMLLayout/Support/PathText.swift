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

    package static func deletingLastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed == "/" || fixed.isEmpty { return fixed }
        guard let slash = fixed.lastIndex(of: "/") else { return "" }
        if slash == fixed.startIndex { return "/" }
        return String(fixed[..<slash])
    }

    package static func appending(_ component: String, to path: String) -> String {
        if component.isEmpty { return path }
        if path.isEmpty { return component }
        return path.hasSuffix("/") ? path + component : path + "/" + component
    }

    package static func lastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1, let slash = fixed.lastIndex(of: "/") else { return fixed }
        return String(fixed[fixed.index(after: slash)...])
    }

    /// The extension's first index in `fixed` (after the "."), if any: not
    /// for a name that starts with its only "." nor for "..".
    private static func extensionStart(_ fixed: String) -> String.Index? {
        let nameStart = fixed.lastIndex(of: "/").map { fixed.index(after: $0) } ?? fixed.startIndex
        guard let dot = fixed[nameStart...].lastIndex(of: "."), dot != nameStart else { return nil }
        if fixed[nameStart...] == ".." { return nil }
        return fixed.index(after: dot)
    }

    package static func pathExtension(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1, let start = extensionStart(fixed) else { return "" }
        return String(fixed[start...])
    }

    package static func deletingPathExtension(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        guard fixed.count > 1, let start = extensionStart(fixed) else { return fixed }
        return String(fixed[..<fixed.index(before: start)])
    }
}

extension PathText {
    /// The working directory (getcwd(3)), as FileManager's
    /// `currentDirectoryPath`; "" if it cannot be had.
    package static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        while getcwd(&buffer, buffer.count) == nil {
            guard errno == ERANGE, buffer.count < 1 << 20 else { return "" }
            buffer = [CChar](repeating: 0, count: buffer.count * 2)
        }
        return String(cString: buffer)
    }
}

extension PathText {
    /// `path` made absolute against the working directory, "." and ".."
    /// resolved lexically (URL's `standardizedFileURL.path`).
    package static func absolute(_ path: String) -> String { ExpansionPaths.absolute(path) }
}
