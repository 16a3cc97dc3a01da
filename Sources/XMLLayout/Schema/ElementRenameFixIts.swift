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
