import TextSupport

/// An LSP range as JSON.
func lspRange(_ index: SourceText, from start: Int, to end: Int) -> [String: Any] {
    let a = index.position(ofOffset: start), b = index.position(ofOffset: max(start, end))
    return ["start": ["line": a.line, "character": a.character], "end": ["line": b.line, "character": b.character]]
}
