import LayoutEngine
import ArgumentParser
import TextureCodegen
import XMLLayout

/// `xmllayout generate swift FILE`: code generation from a layout file.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate", // as the type name says, without demangling it at start-up
        abstract: "Generate code from a layout file.",
        subcommands: [GenerateSwift.self]
    )

    /// Without a language there is nothing to do: a usage error (exit 64).
    func run() throws {
        throw ValidationError("say what to generate: xmllayout generate swift FILE")
    }
}

struct GenerateSwift: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write the layout as a Texture node class in Swift.",
        discussion: """
        One Swift file that compiles unchanged against Texture (AsyncDisplayKit) on iOS and against the \
        TextureLayout library elsewhere: a final ASDisplayNode subclass with a property per drawn element, \
        configured in init, and layoutSpecThatFits(_:) building the spec tree. A file with errors prints \
        them and writes nothing (exit status 1).

        Examples:
          xmllayout generate swift Layouts/examples/card.xml
          xmllayout generate swift card.xml --class ArticleCardNode -o ArticleCardNode.swift
          xmllayout generate swift feed.xml --set compact=true   # the parameter's default in the code

        Version-2 files: each file parameter becomes a stored property (setting it lays the node out \
        again), what its values change becomes Swift conditionals on it, each template a method, and \
        includes and loops over the sample data are written out.
        """
    )

    @Argument(help: "The layout file.", completion: .file(extensions: ["xml"]))
    var file: String

    @Option(name: .customLong("class"), help: ArgumentHelp("The class name (default: the layout's name + Node).", valueName: "name"))
    var className: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the code to this file instead of stdout.", valueName: "path"))
    var output: String?

    @OptionGroup(title: "State and data") var expansion: ExpansionOptions

    @Flag(name: .shortAndLong, help: "Do not print warnings.")
    var quiet = false

    @Option(help: "Colours for diagnostics: auto, always or never (NO_COLOR is honoured).")
    var color: ColorChoice = .auto

    func validate() throws {
        if output?.isEmpty == true { throw ValidationError("--output needs a file name") }
        if let c = className, !SwiftGenerator.isValidTypeName(c) {
            throw ValidationError("--class must be a Swift type name (letters, digits and _, not starting with a digit)")
        }
    }

    func run() throws {
        try RawArguments.refuseUnreadableNames(file: file, output: output, color: color)
        try OutputFile.refuseOverwriting(inputs: [file], with: output)
        let out = SwiftGenerator.generate(path: file, className: className, inputs: expansion.inputs)
        let shown = quiet ? out.diagnostics.filter { $0.severity == .error } : out.diagnostics
        let sources = out.source.map { [$0.path: $0.text] } ?? [:]
        DiagnosticPrinter.print(shown, sources: sources, summary: out.code == nil, color: color)
        guard let code = out.code else { throw ExitCode.failure }
        let bytes = Array(code.utf8)
        do {
            if let output {
                try OutputFile.write(bytes, to: output)
            } else {
                try OutputFile.writeAll(bytes, to: STDOUT_FILENO)
            }
        } catch {
            let target = output.map { "'\(TerminalText.visible($0))'" } ?? "standard output"
            Terminal.writeError("error: cannot write \(target): \(error.reason)")
            throw ExitCode.failure
        }
    }
}
