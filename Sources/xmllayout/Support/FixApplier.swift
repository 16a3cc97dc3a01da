import ArgumentParser
import XMLLayout
import XMLLayoutPreview

/// `validate --fix` and `--fix --dry-run`: apply every fix-it of each file
/// in place (written atomically, keeping the file's mode, by `OutputFile`),
/// or print the change as a unified diff; then validate the fixed text and
/// report what remains. Fix-its that overlap an earlier one are skipped and
/// said so (run `--fix` again once the first is in).
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
            let outcome = FixItApplier.apply(before.diagnostics, to: source.text)
            report(outcome, file: file, source: source, color: color)
            var fixedText = outcome.text
            if !outcome.applied.isEmpty {
                let bom = source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? "\u{FEFF}" : ""
                if dryRun {
                    let diff = FixItApplier.unifiedDiff(from: source.text, to: outcome.text, path: file)
                    try? OutputFile.writeAll(Array(diff.utf8), to: 1)
                } else {
                    do {
                        try OutputFile.write(Array((bom + outcome.text).utf8), to: file)
                    } catch {
                        Terminal.writeError("\(RawArguments.display(file)): error: cannot write the fixed file: \(error.reason)")
                        failed = true
                        fixedText = source.text
                    }
                }
            }
            // What remains, from the fixed text (in memory for --dry-run).
            let after = outcome.applied.isEmpty ? before : PreviewPipeline.run(
                loaded: LayoutLoader.load(source: LayoutSource(path: file, text: fixedText)),
                options: PreviewOptions(), render: false)
            let shown = quiet ? after.diagnostics.filter { $0.severity == .error } : after.diagnostics
            DiagnosticPrinter.print(shown, sources: [file: fixedText], summary: false, color: color)
            remaining += after.diagnostics
            if after.hasErrors || (warningsAsErrors && after.diagnostics.warningCount > 0) { failed = true }
        }
        let count = files.count == 1 ? "1 file" : "\(files.count) files"
        Terminal.writeError("\(count) checked after fixing: \(Validate.summary(remaining, warningsAsErrors: warningsAsErrors))")
        return failed
    }

    private func report(_ outcome: FixItApplier.Outcome, file: String, source: LayoutSource, color: ColorChoice) {
        let name = RawArguments.display(file)
        let n = outcome.applied.count
        let fixes = n == 1 ? "1 fix-it" : "\(n) fix-its"
        if n == 0 {
            Terminal.writeError("\(name): nothing to fix")
        } else {
            Terminal.writeError("\(name): \(fixes) \(dryRun ? "would be applied" : "applied")")
        }
        let notes = outcome.skipped.map { skipped in
            Diagnostic.note("fix-it skipped: it overlaps an earlier one (\(skipped.message)); run --fix again",
                            id: skipped.id, range: skipped.range, file: file)
        }
        DiagnosticPrinter.print(notes, sources: [file: source.text], summary: false, color: color)
    }
}
