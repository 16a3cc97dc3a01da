import ArgumentParser
import LayoutEngine
import XMLLayout
import XMLLayoutPreview

/// What `validate` was asked to do (without `--fix`), as plain values:
/// `Validate` fills it from its parsed options, and `FastArguments` from a
/// short command line without swift-argument-parser (start-up: its parsing
/// is more than half of a small file's check), so both run exactly this code.
struct ValidateJob: Equatable {
    var files: [String]
    var warningsAsErrors = false
    var expansionInputs = ExpansionInputs()
    var quiet = false
    var color: ColorChoice = .auto
    var format: DiagnosticOutputFormat = .text
    var huge = false
    var timings = false
    var jobs: Int?
    var exclude: [String] = []
    /// `--base-uri DIR`: SARIF URIs relative to it.
    var baseURI: String?
    var textMetrics: TextMetricsMode?

    /// One file's outcome, from a worker.
    enum Checked: Sendable {
        case unreadable(Diagnostic)
        case checked(PreviewOutput)
    }

    func run() throws {
        try HugeOption.run(huge: huge, timings: timings) { try validateFiles() }
    }

    private func validateFiles() throws {
        let (inputs, partials) = InputFiles.batch(InputFiles.excluding(exclude, from: try InputFiles.expandReporting(files)))
        let files = inputs.map { $0.path } // no key path (start-up)
        var failed = false
        var all: [Diagnostic] = []
        var reported: [Diagnostic] = []
        var phases = PhaseTimings()
        defer { TimingsOption.report(phases, if: timings) }
        var options = PreviewOptions()
        options.limits = HugeOption.limits(huge)
        options.keepsTree = false // diagnostics only
        options.textMetrics = textMetrics
        TextMeasurers.installInFrontEnd(override: textMetrics)
        // Several files: each pass reuses the arrays of one before it.
        let storage = inputs.count > 1 ? LayoutStorage() : nil
        var progress = BatchProgress(total: inputs.count)
        let expansionInputs = expansionInputs
        // Files are checked on `--jobs` workers and reported here, in order;
        // with --huge on this thread alone, the one with the large stack.
        BatchRunner.run(count: inputs.count, jobs: huge ? 1 : JobsOption.count(jobs), work: { [options, storage] index -> Checked in
            if let bad = inputs[index].problem { return .unreadable(bad) }
            // Lint rules that need the layout (0×0 nodes, fractions of an
            // unknown parent) run too: validate reports what render would.
            return .checked(PreviewPipeline.run(path: inputs[index].path, options: options, render: false,
                                                inputs: expansionInputs, storage: storage))
        }, arrived: { index, done in
            progress.update(done: done, path: files[index])
        }, handle: { _, checked in
            switch checked {
            case .unreadable(let bad):
                progress.clear()
                if format == .text { DiagnosticPrinter.print([bad], sources: [:], summary: false, color: color) }
                all.append(bad)
                reported.append(bad)
                failed = true
            case .checked(let out):
                phases.merge(out.timings)
                let shown = quiet ? out.diagnostics.filter { $0.severity == .error } : out.diagnostics
                if format == .text {
                    if !shown.isEmpty { progress.clear() }
                    DiagnosticPrinter.print(shown, sources: out.loaded.sources, summary: false,
                                            color: color, fixIts: true)
                }
                reported += shown
                all += out.diagnostics
                if out.hasErrors || (warningsAsErrors && out.diagnostics.contains { $0.severity == .warning }) { failed = true }
            }
        })
        progress.clear()
        phases.measure(.write) { MachineReadableDiagnostics.write(reported, format: format, baseURI: baseURI) }
        let summary = Validate.summary(all, warningsAsErrors: warningsAsErrors)
        let count = files.count == 1 ? "1 file" : "\(files.count) files"
        Terminal.writeError("\(count) checked: \(summary)" + BatchSummary.partials(partials))
        if failed { throw ExitCode.failure }
    }
}
