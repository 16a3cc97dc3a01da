/// Lexical path arithmetic for includes, data files and `src` rewriting:
/// no file-system access, so that messages show the paths people wrote.
enum ExpansionPaths {
    /// `dir/relative`, with `.` and `..` resolved lexically; absolute paths unchanged.
    static func join(_ directory: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if directory.isEmpty || directory == "." { return normalize(relative) }
        return normalize(directory + "/" + relative)
    }

    static func directory(of path: String) -> String {
        let d = PathText.deletingLastComponent(path)
        return d.isEmpty ? "." : d
    }

    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? normalize(path) : join(PathText.currentDirectory(), path)
    }

    /// `path` relative to `directory` (both lexical; `..` where needed).
    static func relative(_ path: String, to directory: String) -> String {
        let p = absolute(path).split(separator: "/")
        let d = absolute(directory).split(separator: "/")
        var common = 0
        while common < p.count, common < d.count, p[common] == d[common] { common += 1 }
        let ups = Array(repeating: "..", count: d.count - common)
        let rest = p[common...].map(String.init)
        let all = ups + rest
        return all.isEmpty ? "." : all.joined(separator: "/")
    }
}
