/// Safe fix-its (issue 34): a fix-it of the expansion (a did-you-mean name,
/// style, template, parameter or data key) is offered only when applying it
/// removes its diagnostic without adding another. Each distinct edit is
/// applied to the file's text, which is parsed and expanded again; the edit
/// stays when the diagnostics then are those of before less at least one,
/// and, when that leaves the expansion without errors, when the whole check
/// of the fixed text (schema, build) has fewer errors than before.
/// `{post.tint}` outside the loop is not turned into `{posts.tint}` (an
/// array has no `tint`), and its hint no longer suggests it; `style="captoin"`
/// keeps its hint but loses its fix-it when `caption` brings an attribute the
/// element cannot take.
enum ExpansionFixItCheck {
    /// Each check parses and expands the file again: at most this many
    /// distinct edits are checked in one load (a file with more mistakes
    /// keeps the rest of its fix-its as found).
    static let maximumChecks = 16

    /// Set while a fixed text is checked: its own fix-its are not checked.
    @TaskLocal static var isChecking = false

    enum Verdict { case safe, unsafe, unsafeButNameRight }

    static func keepingSafe(_ diagnostics: [Diagnostic], source: LayoutSource, inputs: ExpansionInputs) -> [Diagnostic] {
        guard !isChecking, diagnostics.contains(where: { !$0.fixIts.isEmpty && $0.location?.file == source.path })
        else { return diagnostics }
        let before = tally(diagnostics)
        let errorsBefore = diagnostics.errorCount
        var verdicts: [[Diagnostic.FixIt]: Verdict] = [:]
        return diagnostics.map { d in
            guard !d.fixIts.isEmpty, d.location?.file == source.path else { return d }
            let verdict: Verdict
            if let known = verdicts[d.fixIts] {
                verdict = known
            } else if verdicts.count >= maximumChecks {
                return d // past the budget: offered as found
            } else {
                verdict = check(d, source: source, inputs: inputs, before: before, errorsBefore: errorsBefore)
                verdicts[d.fixIts] = verdict
            }
            guard verdict != .safe else { return d }
            var unsafe = d
            unsafe.fixIts = []
            if verdict == .unsafe, unsafe.hint?.hasPrefix("did you mean") == true { unsafe.hint = nil }
            return unsafe
        }
    }

    /// How often each (id, message) occurs: locations move with an edit.
    static func tally(_ diagnostics: [Diagnostic]) -> [String: Int] {
        var counts: [String: Int] = [:]
        for d in diagnostics where d.severity != .note { counts["\(d.id?.rawValue ?? "")|\(d.message)", default: 0] += 1 }
        return counts
    }

    private static func check(_ d: Diagnostic, source: LayoutSource, inputs: ExpansionInputs,
                              before: [String: Int], errorsBefore: Int) -> Verdict {
        let outcome = FixItApplier.apply([d], to: source.text, file: source.path)
        guard !outcome.applied.isEmpty else { return .unsafe }
        let fixed = LayoutSource(path: source.path, text: outcome.text)
        let (root, parseDiagnostics) = LayoutSourceLoader.parse(fixed)
        guard let root, !parseDiagnostics.hasErrors else { return .unsafe }
        let expanded = LayoutExpansion.expand(root, source: fixed, inputs: inputs).diagnostics
        let after = tally(expanded)
        let total = { (t: [String: Int]) in t.values.reduce(0, +) }
        guard total(after) < total(before), after.allSatisfy({ before[$0.key, default: 0] >= $0.value }) else { return .unsafe }
        // The expansion is clean now: the checks after it run on the fixed text.
        guard d.severity == .error, !expanded.hasErrors else { return .safe }
        let whole = $isChecking.withValue(true) { LayoutLoader.load(source: fixed, inputs: inputs) }
        return whole.diagnostics.errorCount < errorsBefore ? .safe : .unsafeButNameRight
    }
}
