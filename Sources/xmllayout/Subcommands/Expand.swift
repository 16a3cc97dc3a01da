import ArgumentParser
import XMLLayout

struct Expand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expand", // as the type name says, without demangling it at start-up
        abstract: "Print a layout with its templates, includes, loops, conditions and expressions expanded.",
        discussion: """
        The result is a plain version-1 layout (like cc -E) that render accepts: ids and debugNames are kept, \
        image paths are rewritten relative to the main file. Errors go to stderr; a file with errors prints \
        nothing and exits with status 1.

        Examples:
          xmllayout expand feed.xml
          xmllayout expand signup.xml --set fieldState=age
          xmllayout expand feed.xml --data other-feed.json -o feed.flat.xml
        """
    )

    @Argument(help: "The layout file.", completion: .file(extensions: ["xml"]))
    var file: String

    @OptionGroup(title: "State and data") var expansion: ExpansionOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the output to this file instead of stdout.", valueName: "path"))
    var output: String?

    @OptionGroup var huge: HugeOption
    @OptionGroup var timing: TimingsOption

    func run() throws {
        try huge.run(timings: timing) { try expand() }
    }

    private func expand() throws {
        try OutputFile.refuseOverwriting(inputs: [file] + [expansion.data].compactMap { $0 }, with: output)
        let (text, loaded) = LayoutExpansion.expandedText(path: file, inputs: expansion.inputs, limits: huge.limits)
        var timings = loaded.timings
        defer { timing.report(timings) }
        DiagnosticPrinter.print(loaded.diagnostics, sources: loaded.sources, summary: loaded.hasErrors)
        guard let text else { throw ExitCode.failure }
        if let output, let problem = RawArguments.pathProblem(output) {
            Terminal.writeError("error: cannot write '\(RawArguments.display(output))': \(problem)")
            throw ExitCode.failure
        }
        try timings.measure(.write) { try OutputFile.deliver(text, to: output) }
    }
}
