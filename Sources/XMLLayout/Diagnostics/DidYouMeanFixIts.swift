import TextSupport

/// Fix-its for the did-you-mean hints of names the expander resolves
/// (`{gutte}` → `gutter`, `style="captoin"` → `caption`, `<use
/// template="Rwo">`): the diagnostic sits on the misspelt name, quoted in
/// its message, and the hint names the replacement. An edit is made only
/// when the source holds exactly that name there; the diagnostic's range
/// becomes the name either way.
enum DidYouMeanFixIts {
    static let codes: Set<Diagnostic.Code> = [.unknownName, .unknownStyle, .unknownTemplate, .unknownParameter, .unknownKey]

    static func adding(to diagnostics: [Diagnostic], sources: [String: String]) -> [Diagnostic] {
        var lines: [String: SourceText] = [:]
        return diagnostics.map { diagnostic in
            guard let id = diagnostic.id, codes.contains(id), diagnostic.fixIts.isEmpty,
                  let name = quoted(in: diagnostic.message, after: ""), !name.isEmpty,
                  let start = diagnostic.location, let column = start.column, let text = sources[start.file] else {
                return diagnostic
            }
            if lines[start.file] == nil { lines[start.file] = SourceText(text) }
            guard let line = lines[start.file]?.line(start.line) else { return diagnostic }
            let scalars = Array(line.unicodeScalars), needle = Array(name.unicodeScalars)
            guard column >= 1, column - 1 + needle.count <= scalars.count,
                  Array(scalars[(column - 1)..<(column - 1 + needle.count)]) == needle else { return diagnostic }
            var fixed = diagnostic
            let range = SourceRange(start: start, length: needle.count)
            fixed.range = range // the name, hint or not
            if let replacement = quoted(in: diagnostic.hint ?? "", after: "did you mean ") {
                fixed.fixIts = [.init(range: range, replacement: replacement)]
            }
            return fixed
        }
    }

    /// The first `'…'` in `text` after `prefix` (which must start it).
    private static func quoted(in text: String, after prefix: String) -> String? {
        guard text.hasPrefix(prefix) || prefix.isEmpty else { return nil }
        let rest = text.dropFirst(prefix.count)
        guard let open = rest.firstIndex(of: "'") else { return nil }
        let after = rest[rest.index(after: open)...]
        guard let close = after.firstIndex(of: "'") else { return nil }
        return String(after[..<close])
    }
}
