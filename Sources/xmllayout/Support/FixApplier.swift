import ArgumentParser
import XMLLayout
import XMLLayoutPreview

/// `validate --fix` and `--fix --dry-run`: apply every fix-it of each file
/// in place (written atomically, keeping the file's mode, by `OutputFile`),
/// or print the change as a unified diff; then validate the fixed text and
/// report what remains. Fix-its that overlap an earlier one are skipped in
/// that pass and proposed again in the next (up to `maximumPasses`); any
/// still left out at the end are said so.
struct FixOptions: ParsableArguments {
    @Flag(help: "Apply every fix-it in place, then report what remains.")
    var fix = false

    @Flag(help: "With --fix: print the changes as a unified diff instead of writing them.")
    var dryRun = false

    var isRequested: Bool { fix || dryRun }

    func validate() throws {
        if dryRun && !fix { throw ValidationError("--dry-run goes with --fix") }
    }

    /// Fixes `files`; returns true when any file still has errors (or, with
    /// `warningsAsErrors`, warnings) afterwards.
    func run(files: [String], quiet: Bool, warningsAsErrors: Bool, color: ColorChoice) throws -> Bool {
        if !dryRun, files.contains(LayoutLoader.standardInputPath) {
            throw ValidationError("--fix writes files in place; for standard input use --fix --dry-run")
        }
        var failed = false
        var remaining: [Diagnostic] = []
        for file in files {
            if let bad = RawArguments.fileDiagnostic(file) {
                DiagnosticPrinter.print([bad], sources: [:], summary: false, color: color)
                remaining.append(bad)
                failed = true
                continue
            }
            let before = PreviewPipeline.run(path: file, options: PreviewOptions(), render: false)
            guard let source = before.loaded.source else {
                DiagnosticPrinter.print(before.diagnostics, sources: [:], summary: false, color: color)
                remaining += before.diagnostics
                failed = true
                continue
            }
            // Passes: a fix can reveal the next mistake (a renamed element's
            // attributes are checked once it is known; libxml2 stops at a
            // broken start tag), and an overlapping fix-it is proposed again.
            var text = source.text
            var after = before
            var applied = 0
            var skipped: [Diagnostic] = []
            for _ in 0..<FixOptions.maximumPasses {
                // This file's fix-its only (an included file is fixed on its own).
                // Shown or past the per-file cap: every fix-it.
                let outcome = FixItApplier.apply(after.diagnostics + after.notShown, to: text, file: source.path)
                skipped = outcome.skipped
                guard !outcome.applied.isEmpty else { break }
                applied += outcome.applied.count
                text = outcome.text
                after = PreviewPipeline.run(loaded: LayoutLoader.load(source: LayoutSource(path: source.path, text: text)),
                                            options: PreviewOptions(), render: false)
            }
            report(applied: applied, skipped: skipped, file: source.path, text: text, color: color)
            var fixedText = text
            if applied > 0 {
                let bom = source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? "\u{FEFF}" : ""
                if dryRun {
                    let diff = FixItApplier.unifiedDiff(from: source.text, to: text, path: file)
                    try? OutputFile.writeAll(Array(diff.utf8), to: 1)
                } else {
                    do {
                        try OutputFile.write(Array((bom + text).utf8), to: file)
                    } catch {
                        Terminal.writeError("\(RawArguments.display(file)): error: cannot write the fixed file: \(error.reason)")
                        failed = true
                        fixedText = source.text
                        after = before
                    }
                }
            }
            let shown = quiet ? after.diagnostics.filter { $0.severity == .error } : after.diagnostics
            DiagnosticPrinter.print(shown, sources: [source.path: fixedText], summary: false, color: color)
            remaining += after.diagnostics
            if after.hasErrors || (warningsAsErrors && after.diagnostics.warningCount > 0) { failed = true }
        }
        let count = files.count == 1 ? "1 file" : "\(files.count) files"
        Terminal.writeError("\(count) checked after fixing: \(Validate.summary(remaining, warningsAsErrors: warningsAsErrors))")
        return failed
    }

    /// At most this many passes over one file.
    static let maximumPasses = 5

    private func report(applied n: Int, skipped: [Diagnostic], file: String, text: String, color: ColorChoice) {
        let name = RawArguments.display(file)
        let fixes = n == 1 ? "1 fix-it" : "\(n) fix-its"
        Terminal.writeError(n == 0 ? "\(name): nothing to fix" : "\(name): \(fixes) \(dryRun ? "would be applied" : "applied")")
        // Fix-its still left out after the last pass: they overlap one that
        // was applied, or no longer fit the text.
        let notes = skipped.map { skipped in
            Diagnostic.note("fix-it skipped: it overlaps an earlier one or lies outside the text (\(skipped.message))",
                            id: skipped.id, range: skipped.range, file: file)
        }
        DiagnosticPrinter.print(notes, sources: [file: text], summary: false, color: color)
    }
}
