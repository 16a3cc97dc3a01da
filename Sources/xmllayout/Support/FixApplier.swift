import ArgumentParser
import LayoutEngine
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
            // Taken before the read: the write checks the file is still this one.
            let snapshot = InPlaceWrite.Snapshot(path: file)
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
                let next = PreviewPipeline.run(loaded: LayoutLoader.load(source: LayoutSource(path: source.path, text: outcome.text)),
                                               options: PreviewOptions(), render: false)
                // Never worse: a pass that leaves no fewer errors than it found
                // (in a file that parsed, so no later stage was waiting) is
                // undone, and its fix-its are said to be left out.
                if Self.isWorse(next.diagnostics, than: after.diagnostics) {
                    skipped = outcome.applied
                    break
                }
                applied += outcome.applied.count
                text = outcome.text
                after = next
            }
            report(applied: applied, skipped: skipped, file: source.path, text: text, color: color)
            var fixedText = text
            if applied > 0 {
                let bom = source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? "\u{FEFF}" : ""
                if dryRun {
                    let diff = FixItApplier.unifiedDiff(from: source.text, to: text, path: file)
                    try? OutputFile.writeAll(Array(diff.utf8), to: 1)
                } else {
                    do throws(OutputFile.Failure) {
                        try InPlaceWrite.replace(file, readAs: source.bytes, when: snapshot, with: Array((bom + text).utf8),
                                                 activity: "fixing")
                    } catch {
                        Terminal.writeError("\(RawArguments.display(file)): error: cannot write the fixed file: \(error.reason)")
                        failed = true
                        fixedText = source.text
                        after = before
                    }
                }
            }
            // Fix-its shown for the files this one includes, applied there.
            if fixIncludedFiles(after, mainFile: source.path, color: color, failed: &failed), !dryRun {
                after = PreviewPipeline.run(loaded: LayoutLoader.load(source: LayoutSource(path: source.path, text: fixedText)),
                                            options: PreviewOptions(), render: false)
            }
            let shown = quiet ? after.diagnostics.filter { $0.severity == .error } : after.diagnostics
            var sources = after.loaded.sources
            sources[source.path] = fixedText
            DiagnosticPrinter.print(shown, sources: sources, summary: false, color: color)
            remaining += after.diagnostics
            if after.hasErrors || (warningsAsErrors && after.diagnostics.warningCount > 0) { failed = true }
        }
        let count = files.count == 1 ? "1 file" : "\(files.count) files"
        Terminal.writeError("\(count) checked after fixing: \(Validate.summary(remaining, warningsAsErrors: warningsAsErrors))")
        return failed
    }

    /// Applies (or with `--dry-run` shows) the fix-its of `output`'s
    /// diagnostics that lie in files `mainFile` includes, one pass each (the
    /// file as the run read it, written only if it is still that: they are
    /// inside the project, or the include would have been refused). True
    /// when any file was changed.
    private func fixIncludedFiles(_ output: PreviewOutput, mainFile: String, color: ColorChoice, failed: inout Bool) -> Bool {
        let files = Set(output.diagnostics.flatMap { $0.fixIts.map(\.range.start.file) }).subtracting([mainFile])
        var changed = false
        for path in files.sorted() {
            guard let included = output.loaded.includedSources.first(where: { $0.path == path }) else { continue }
            let outcome = FixItApplier.apply(output.diagnostics, to: included.text, file: path)
            guard !outcome.applied.isEmpty else { continue }
            report(applied: outcome.applied.count, skipped: outcome.skipped, file: path, text: outcome.text, color: color)
            if dryRun {
                try? OutputFile.writeAll(Array(FixItApplier.unifiedDiff(from: included.text, to: outcome.text, path: path).utf8), to: 1)
                continue
            }
            let bom = included.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? "\u{FEFF}" : ""
            do throws(OutputFile.Failure) {
                try InPlaceWrite.replace(path, readAs: included.bytes, when: InPlaceWrite.Snapshot(path: path),
                                         with: Array((bom + outcome.text).utf8), activity: "fixing")
                changed = true
            } catch {
                Terminal.writeError("\(TerminalText.visible(path)): error: cannot write the fixed file: \(error.reason)")
                failed = true
            }
        }
        return changed
    }

    /// At most this many passes over one file.
    static let maximumPasses = 5

    /// Not better: with errors before, no fewer errors after; without, no
    /// fewer diagnostics. When before was not well-formed XML only more
    /// errors count (a parse error hides the checks that come after it, so
    /// fixing one may rightly reveal more).
    static func isWorse(_ after: [Diagnostic], than before: [Diagnostic]) -> Bool {
        let wellFormed = !before.contains { $0.id.map(Diagnostic.Code.wellFormedness.contains) ?? false }
        guard wellFormed else { return after.errorCount > before.errorCount }
        if before.errorCount > 0 { return after.errorCount >= before.errorCount }
        return after.count >= before.count
    }

    private func report(applied n: Int, skipped: [Diagnostic], file: String, text: String, color: ColorChoice) {
        let name = RawArguments.display(file)
        let fixes = n == 1 ? "1 fix-it" : "\(n) fix-its"
        Terminal.writeError(n == 0 ? "\(name): nothing to fix" : "\(name): \(fixes) \(dryRun ? "would be applied" : "applied")")
        // Fix-its still left out after the last pass: they overlap one that
        // was applied, or no longer fit the text.
        let notes = skipped.map { skipped in
            Diagnostic.note("fix-it skipped: it overlaps an earlier one, lies outside the text or would add errors (\(skipped.message))",
                            id: skipped.id, range: skipped.range, file: file)
        }
        DiagnosticPrinter.print(notes, sources: [file: text], summary: false, color: color)
    }
}
