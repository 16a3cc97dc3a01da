import ArgumentParser
import XMLLayoutLanguageServer

struct Lsp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP 3.17 over standard input and output).",
        discussion: """
        For editors: diagnostics as you type, completion of elements, attributes and values from the \
        schema, hover with documentation and the element's computed frame, go to definition, quick fixes, \
        formatting, and an outline. \
        See docs/EDITORS.md for Neovim, VS Code and Helix.
        """
    )

    /// vscode-languageclient and others add `--stdio` (the transport this
    /// server always uses); accepted so that they work unconfigured.
    @Flag(help: "Use standard input and output (the default and only transport; for clients that pass it).")
    var stdio = false

    @Option(name: .customLong("clientProcessId"), help: ArgumentHelp("The client's process id (accepted for clients that pass it; unused).", visibility: .hidden))
    var clientProcessId: Int?

    @Option(help: ArgumentHelp("Also allow includes, data files and images below this folder (repeatable).",
                               valueName: "dir"))
    var root: [String] = []

    func validate() throws { try ExpansionOptions.widenProjectBoundary(to: root) }

    func run() throws {
        let code = LanguageServer.run(input: 0, output: 1, version: XMLLayoutCommand.configuration.version)
        if code != 0 { throw ExitCode(code) }
    }
}
