/// The files a layout file includes with a literal path (`<include
/// src="parts/row.xml"/>`), found by scanning its text, without parsing or
/// expanding it: a batch (`render DIR`, `validate DIR`) checks a file that
/// another of its files includes as part of that file, not alone (a partial
/// usually needs the parameters its includer gives). A `src` with an
/// expression is not followed.
public enum IncludeScan {
    /// The absolute, normalised paths `path` includes literally.
    public static func includedPaths(ofFileAt path: String) -> [String] {
        guard case .success(let bytes) = LayoutFileReader.readBytes(atPath: path, limit: SourceLimits.standard.maximumFileSize)
        else { return [] }
        let text = String(decoding: bytes, as: UTF8.self)
        let directory = ExpansionPaths.directory(of: ExpansionPaths.absolute(path))
        return sources(in: text).map { ExpansionPaths.join(directory, $0) }
    }

    /// The `src` values of `<include …>` tags, in order, expressions left out.
    static func sources(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let start = rest.firstRange(of: "<include") {
            rest = rest[start.upperBound...]
            guard let first = rest.first, first.isWhitespace else { continue }
            let tag = rest.prefix { $0 != ">" }
            if let src = attribute("src", in: tag), !src.isEmpty, !src.contains("{") { found.append(src) }
        }
        return found
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        var rest = tag
        while let r = rest.firstRange(of: name) {
            let before = rest[..<r.lowerBound].last
            rest = rest[r.upperBound...]
            guard before.map({ $0.isWhitespace }) ?? false else { continue }
            let afterName = rest.drop { $0.isWhitespace }
            guard afterName.first == "=" else { continue }
            let value = afterName.dropFirst().drop { $0.isWhitespace }
            guard let quote = value.first, quote == "\"" || quote == "'" else { continue }
            let body = value.dropFirst()
            guard let end = body.firstIndex(of: quote) else { return nil }
            return String(body[..<end])
        }
        return nil
    }
}

extension IncludeScan {
    /// Those of `paths` (as given) that another of them includes literally.
    /// Files that only include each other (a cycle, an error of its own)
    /// are not partials: each is still checked.
    public static func includedByOthers(_ paths: [String]) -> Set<String> {
        guard paths.count > 1 else { return [] }
        var given: [String: [String]] = [:]
        for p in paths { given[ExpansionPaths.absolute(p), default: []].append(p) }
        var includers: [String: Set<String>] = [:]
        for p in paths {
            let own = ExpansionPaths.absolute(p)
            for target in includedPaths(ofFileAt: p) where target != own && given[target] != nil {
                includers[target, default: []].insert(own)
            }
        }
        // A partial needs an includer that is checked itself (or is checked through one that is).
        var partial = Set<String>()
        var changed = true
        while changed {
            changed = false
            for (target, from) in includers where !partial.contains(target) {
                if from.contains(where: { includers[$0] == nil || partial.contains($0) && $0 != target }) {
                    partial.insert(target)
                    changed = true
                }
            }
        }
        return Set(partial.flatMap { given[$0] ?? [] })
    }
}
