import ArgumentParser
import LayoutEngine
import XMLLayout
import XMLLayoutPreview

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate", // as the type name says, without demangling it at start-up
        abstract: "Check layout files against the schema and the language's rules.",
        discussion: """
        Prints every error and warning as file:line:col: severity: message [id]. Exits with status 0 when \
        every file is valid (warnings allowed), 1 when any has errors.

        Examples:
          xmllayout validate Layouts/examples/*.xml
          xmllayout validate Layouts/                   # all *.xml below
          xmllayout validate --warnings-as-errors card.xml
          xmllayout validate --fix --dry-run card.xml   # the fix-its as a diff
        """
    )

    @Argument(help: "One or more layout files (- for standard input) or folders (searched for *.xml).",
              completion: .file(extensions: ["xml"]))
    var files: [String]

    @Flag(help: "Treat warnings as errors (exit 1 when there are any).")
    var warningsAsErrors = false

    @OptionGroup(title: "State and data") var expansion: ExpansionOptions

    @Flag(name: .shortAndLong, help: "Only print errors.")
    var quiet = false

    @Option(help: "Colours for the diagnostics on stderr: auto, always or never (NO_COLOR is honoured).")
    var color: ColorChoice = .auto

    @Option(help: "text (default), or json or sarif (SARIF 2.1.0, for CI code scanning) on standard output.")
    var format: DiagnosticOutputFormat = .text
    @OptionGroup var fixing: FixOptions
    @OptionGroup var huge: HugeOption
    @OptionGroup var timing: TimingsOption
    @OptionGroup(title: "Many files") var jobs: JobsOption

    /// One file's outcome, from a worker.
    enum Checked: Sendable {
        case unreadable(Diagnostic)
        case checked(PreviewOutput)
    }

    func run() throws {
        try huge.run(timings: timing) { try validateFiles() }
    }

    private func validateFiles() throws {
        let inputs = try InputFiles.expandReporting(files)
        let files = inputs.map(\.path)
        if fixing.isRequested {
            if try fixing.run(files: files, quiet: quiet, warningsAsErrors: warningsAsErrors, color: color) { throw ExitCode.failure }
            return
        }
        var failed = false
        var all: [Diagnostic] = []
        var reported: [Diagnostic] = []
        var timings = PhaseTimings()
        defer { timing.report(timings) }
        var options = PreviewOptions()
        options.limits = huge.limits
        options.keepsTree = false // diagnostics only
        // One pass: what it frees goes back to the system, not to a next pass.
        if inputs.count == 1 { LayoutEngine.keepsSpareStorage = false }
        var progress = BatchProgress(total: inputs.count)
        let expansionInputs = expansion.inputs
        // Files are checked on `--jobs` workers and reported here, in order;
        // with --huge on this thread alone, the one with the large stack.
        BatchRunner.run(count: inputs.count, jobs: huge.huge ? 1 : jobs.count, work: { [options] index -> Checked in
            if let bad = inputs[index].problem { return .unreadable(bad) }
            // Lint rules that need the layout (0×0 nodes, fractions of an
            // unknown parent) run too: validate reports what render would.
            return .checked(PreviewPipeline.run(path: inputs[index].path, options: options, render: false,
                                                inputs: expansionInputs))
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
                timings.merge(out.timings)
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
        timings.measure(.write) { MachineReadableDiagnostics.write(reported, format: format) }
        let summary = Self.summary(all, warningsAsErrors: warningsAsErrors)
        let count = files.count == 1 ? "1 file" : "\(files.count) files"
        Terminal.writeError("\(count) checked: \(summary)")
        if failed { throw ExitCode.failure }
    }

    /// The usual summary, or with --warnings-as-errors one that says the
    /// warnings were counted as errors (they are what made the exit status 1).
    static func summary(_ all: [Diagnostic], warningsAsErrors: Bool) -> String {
        let warnings = all.warningCount
        guard warningsAsErrors, warnings > 0 else { return DiagnosticFormatter.summary(all) }
        let errors = all.errorCount
        let counted = "\(warnings) warning\(warnings == 1 ? "" : "s") treated as error\(warnings == 1 ? "" : "s")"
        return errors == 0 ? counted : "\(errors) error\(errors == 1 ? "" : "s"), \(counted)"
    }
}
