/// Safe fix-its (issue 34): a fix-it of the expansion (a did-you-mean name,
/// style, template, parameter or data key) is offered only when applying it
/// removes its diagnostic without adding another. Each distinct edit is
/// applied to the file's text, which is parsed and expanded again; the edit
/// stays when the diagnostics then are those of before less at least one.
/// `{post.tint}` outside the loop is not turned into `{posts.tint}` (an
/// array has no `tint`), and its hint no longer suggests it.
enum ExpansionFixItCheck {
    /// Each check parses and expands the file again: at most this many
    /// distinct edits are checked in one load (a file with more mistakes
    /// keeps the rest of its fix-its as found).
    static let maximumChecks = 16

    static func keepingSafe(_ diagnostics: [Diagnostic], source: LayoutSource, inputs: ExpansionInputs) -> [Diagnostic] {
        guard diagnostics.contains(where: { !$0.fixIts.isEmpty && $0.location?.file == source.path }) else { return diagnostics }
        let before = tally(diagnostics)
        var verdicts: [[Diagnostic.FixIt]: Bool] = [:]
        return diagnostics.map { d in
            guard !d.fixIts.isEmpty, d.location?.file == source.path else { return d }
            let safe: Bool
            if let known = verdicts[d.fixIts] {
                safe = known
            } else if verdicts.count >= maximumChecks {
                return d // past the budget: offered as found
            } else {
                safe = removesWithoutAdding(d, source: source, inputs: inputs, before: before)
                verdicts[d.fixIts] = safe
            }
            if safe { return d }
            var unsafe = d
            unsafe.fixIts = []
            if unsafe.hint?.hasPrefix("did you mean") == true { unsafe.hint = nil }
            return unsafe
        }
    }

    /// How often each (id, message) occurs: locations move with an edit.
    static func tally(_ diagnostics: [Diagnostic]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for d in diagnostics where d.severity != .note { counts["\(d.id?.rawValue ?? "")|\(d.message)", default: 0] += 1 }
        return counts
    }

    private static func removesWithoutAdding(_ d: Diagnostic, source: LayoutSource, inputs: ExpansionInputs,
                                             before: [String: Int]) -> Bool {
        let outcome = FixItApplier.apply([d], to: source.text, file: source.path)
        guard !outcome.applied.isEmpty else { return false }
        let fixed = LayoutSource(path: source.path, text: outcome.text)
        let (root, parseDiagnostics) = LayoutSourceLoader.parse(fixed)
        guard let root, !parseDiagnostics.hasErrors else { return false }
        let after = tally(LayoutExpansion.expand(root, source: fixed, inputs: inputs).diagnostics)
        let total = { (t: [String: Int]) in t.values.reduce(0, +) }
        return total(after) < total(before) && after.allSatisfy { before[$0.key, default: 0] >= $0.value }
    }
}
