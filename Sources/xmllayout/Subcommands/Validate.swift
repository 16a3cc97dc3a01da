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

    @Option(help: ArgumentHelp("With --format sarif: write file URIs relative to this folder "
        + "(default: the repository holding the working directory, else the working directory).", valueName: "dir"))
    var baseUri: String?
    @Option(help: TextMetricsMode.help)
    var textMetrics: TextMetricsMode?
    @OptionGroup var fixing: FixOptions
    @OptionGroup var huge: HugeOption
    @OptionGroup var timing: TimingsOption
    @OptionGroup(title: "Many files") var jobs: JobsOption

    func run() throws {
        guard fixing.isRequested else { return try job.run() }
        try huge.run(timings: timing) {
            let files = InputFiles.excluding(jobs.exclude, from: try InputFiles.expandReporting(files)).map(\.path)
            if try fixing.run(files: files, quiet: quiet, warningsAsErrors: warningsAsErrors, color: color) {
                throw ExitCode.failure
            }
        }
    }

    /// What the options ask for (without `--fix`), as `ValidateJob` runs it.
    var job: ValidateJob {
        ValidateJob(files: files, warningsAsErrors: warningsAsErrors, expansionInputs: expansion.inputs, quiet: quiet,
                    color: color, format: format, huge: huge.huge, timings: timing.timings, jobs: jobs.jobs,
                    exclude: jobs.exclude, baseURI: baseUri, textMetrics: textMetrics)
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
