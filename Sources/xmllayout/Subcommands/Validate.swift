import ArgumentParser
import XMLLayout
import XMLLayoutPreview

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check layout files against the schema and the language's rules.",
        discussion: """
        Prints every error and warning as file:line:col: severity: message [id]. Exits with status 0 when \
        every file is valid (warnings allowed), 1 when any has errors.

        Examples:
          xmllayout validate Layouts/examples/*.xml
          xmllayout validate --warnings-as-errors card.xml
        """
    )

    @Argument(help: "One or more layout files (- for standard input).", completion: .file(extensions: ["xml"]))
    var files: [String]

    @Flag(help: "Treat warnings as errors (exit 1 when there are any).")
    var warningsAsErrors = false

    @OptionGroup(title: "State and data") var expansion: ExpansionOptions

    @Flag(name: .shortAndLong, help: "Only print errors.")
    var quiet = false

    func run() throws {
        var failed = false
        var all: [Diagnostic] = []
        for file in files {
            // Lint rules that need the layout (0×0 nodes, fractions of an
            // unknown parent) run too: validate reports what render would.
            let out = PreviewPipeline.run(path: file, options: PreviewOptions(), render: false, inputs: expansion.inputs)
            let shown = quiet ? out.diagnostics.filter { $0.severity == .error } : out.diagnostics
            DiagnosticPrinter.print(shown, sources: out.loaded.sources, summary: false)
            all += out.diagnostics
            if out.hasErrors || (warningsAsErrors && out.diagnostics.contains { $0.severity == .warning }) { failed = true }
        }
        let summary = DiagnosticFormatter.summary(all)
        let count = files.count == 1 ? "1 file" : "\(files.count) files"
        Terminal.writeError("\(count) checked: \(summary)")
        if failed { throw ExitCode.failure }
    }
}
