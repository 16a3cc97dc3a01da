/// Fix-its for an unknown element whose hint names a replacement
/// (`<hstak>` → "did you mean 'hstack'?"): renaming means editing the start
/// tag and, unless it is self-closing, the matching end tag, whose position
/// only the source text knows (the DOM keeps start tags only).
enum ElementRenameFixIts {
    /// - Parameter file: when given, only diagnostics located in it get
    ///   edits (`text` is its text; an expanded tree's diagnostics may be in
    ///   included files).
    /// - Parameter vocabulary: read only when a diagnostic needs it: the
    ///   embedded schema's is parsed on first use (~12 ms), and a thread
    ///   asking for it waits for any other reading it (a batch's workers).
    static func adding(to diagnostics: [Diagnostic], text: String, vocabulary: @autoclosure () -> SchemaVocabulary,
                       file: String? = nil) -> [Diagnostic] {
        guard diagnostics.contains(where: { !$0.fixIts.isEmpty || $0.id == .unknownElement || $0.id == .unknownAttribute })
        else { return diagnostics }
        return adding(to: diagnostics, text: text, reading: vocabulary(), file: file)
    }

    private static func adding(to diagnostics: [Diagnostic], text: String, reading vocabulary: SchemaVocabulary,
                               file: String?) -> [Diagnostic] {
        if let file {
            // The others pass through untouched, in their places.
            let mine = diagnostics.indices.filter { diagnostics[$0].range?.start.file == file }
            var result = diagnostics
            for (i, d) in zip(mine, adding(to: mine.map { diagnostics[$0] }, text: text, vocabulary: vocabulary)) {
                result[i] = d
            }
            return result
        }
        let source = ScannedText(text)
        let wrapped = InsetWrapFixIts.adding(to: renaming(diagnostics, source, vocabulary), source: source)
        return droppingUnsafeEdits(wrapped, source)
    }

    /// Value fix-its whose range holds a reference (`&#65;` for `A`: the
    /// value is shorter than its source) would cut the source in the wrong
    /// place.
    private static func droppingUnsafeEdits(_ diagnostics: [Diagnostic], _ source: ScannedText) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.id == .invalidValue, diagnostic.fixIts.contains(where: { source.containsReference(in: $0.range) })
            else { return diagnostic }
            var safe = diagnostic
            safe.fixIts = []
            return safe
        }
    }

    private static func renaming(_ diagnostics: [Diagnostic], _ source: ScannedText,
                                 _ vocabulary: SchemaVocabulary) -> [Diagnostic] {
        var suggestions: [String: [NameSuggestion]] = [:]
        return diagnostics.map { diagnostic in
            guard diagnostic.id == .unknownElement, diagnostic.fixIts.isEmpty, let start = diagnostic.location,
                  let offset = source.offset(of: start), let name = source.name(at: offset + 1) else { return diagnostic }
            let candidates = [vocabulary.elements, vocabulary.globalElements]
            let proposed = suggestions[name] ?? candidates.compactMap { NameSuggestions.element(name, among: $0) }
            suggestions[name] = proposed
            guard let suggestion = proposed.first(where: { $0.hint == diagnostic.hint })?.replacement else { return diagnostic }
            let length = name.unicodeScalars.count
            var edits = [Diagnostic.FixIt(range: source.range(from: offset + 1, length: length, file: start.file),
                                          replacement: suggestion)]
            switch source.endTagName(ofStartTagAt: offset, name: name) {
            case .selfClosing: break
            case .at(let nameOffset):
                edits.append(Diagnostic.FixIt(range: source.range(from: nameOffset, length: length, file: start.file),
                                              replacement: suggestion))
            case .notFound: return diagnostic // a half rename would break the file
            }
            var fixed = diagnostic
            fixed.fixIts = edits
            return fixed
        }
    }
}

/// The source as Unicode scalars with line starts, for going between
/// offsets and `SourceLocation`s (lines end at `\n`, `\r\n` or `\r`, as XML
/// counts them).
struct ScannedText {
    let scalars: [Unicode.Scalar]
    let lineStarts: [Int]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var starts = [0]
        var i = 0
        while i < scalars.count {
            if scalars[i] == "\r", i + 1 < scalars.count, scalars[i + 1] == "\n" { i += 1 }
            if scalars[i] == "\n" || scalars[i] == "\r" { starts.append(i + 1) }
            i += 1
        }
        lineStarts = starts
    }

    func offset(of location: SourceLocation) -> Int? {
        guard let column = location.column, location.line >= 1, location.line <= lineStarts.count else { return nil }
        let offset = lineStarts[location.line - 1] + column - 1
        return offset < scalars.count && scalars[offset] == "<" ? offset : nil
    }

    /// True when the range is not on one line of the text, or has an `&` in it.
    func containsReference(in range: SourceRange) -> Bool {
        guard let startColumn = range.start.column, let endColumn = range.end.column,
              range.start.line == range.end.line, range.start.line >= 1, range.start.line <= lineStarts.count
        else { return !range.isEmpty }
        let start = lineStarts[range.start.line - 1] + startColumn - 1
        let end = lineStarts[range.start.line - 1] + endColumn - 1
        guard start >= 0, end <= scalars.count, start <= end else { return true }
        return scalars[start..<end].contains { $0 == "&" || $0 == "\n" || $0 == "\r" }
    }

    func range(from offset: Int, length: Int, file: String) -> SourceRange {
        // The last line start at or before the offset (binary search: a
        // file may have thousands of renames).
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let line = low
        return SourceRange(start: SourceLocation(file: file, line: line + 1, column: offset - lineStarts[line] + 1),
                           length: length)
    }

    private func isNameEnd(_ i: Int) -> Bool {
        i >= scalars.count || [" ", "\t", "\n", "\r", "/", ">"].contains(scalars[i])
    }

    /// The tag name starting at `offset`.
    func name(at offset: Int) -> String? {
        var i = offset
        var name = String.UnicodeScalarView()
        while !isNameEnd(i) { name.append(scalars[i]); i += 1 }
        return name.isEmpty ? nil : String(name)
    }

    func hasPrefix(_ prefix: String, at i: Int) -> Bool {
        let p = Array(prefix.unicodeScalars)
        return i + p.count <= scalars.count && Array(scalars[i..<(i + p.count)]) == p
    }

    /// The offset just past `terminator` from `i`, or nil.
    private func skip(past terminator: String, from i: Int) -> Int? {
        var j = i
        while j < scalars.count {
            if hasPrefix(terminator, at: j) { return j + terminator.unicodeScalars.count }
            j += 1
        }
        return nil
    }

    /// The `>` ending the tag that starts at `i` (quotes respected), and
    /// whether it is `/>`.
    func tagEnd(from i: Int) -> (end: Int, selfClosing: Bool)? {
        var j = i + 1
        var quote: Unicode.Scalar?
        while j < scalars.count {
            let c = scalars[j]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == ">" {
                return (j, scalars[j - 1] == "/")
            }
            j += 1
        }
        return nil
    }

    enum EndTag { case selfClosing, at(Int), notFound }

    /// Where the name of the end tag matching the start tag at `offset` is.
    func endTagName(ofStartTagAt offset: Int, name: String) -> EndTag {
        guard let first = tagEnd(from: offset) else { return .notFound }
        if first.selfClosing { return .selfClosing }
        var depth = 1
        var i = first.end + 1
        while i < scalars.count {
            guard scalars[i] == "<" else { i += 1; continue }
            if hasPrefix("<!--", at: i) {
                guard let next = skip(past: "-->", from: i + 4) else { return .notFound }
                i = next
            } else if hasPrefix("<![CDATA[", at: i) {
                guard let next = skip(past: "]]>", from: i + 9) else { return .notFound }
                i = next
            } else if hasPrefix("<?", at: i) {
                guard let next = skip(past: "?>", from: i + 2) else { return .notFound }
                i = next
            } else {
                let closing = hasPrefix("</", at: i)
                let nameStart = i + (closing ? 2 : 1)
                guard let tag = tagEnd(from: i) else { return .notFound }
                if self.name(at: nameStart) == name {
                    if closing {
                        depth -= 1
                        if depth == 0 { return .at(nameStart) }
                    } else if !tag.selfClosing {
                        depth += 1
                    }
                }
                i = tag.end + 1
            }
        }
        return .notFound
    }
}
