import ArgumentParser
import XMLLayoutLanguageServer

struct Lsp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP 3.17 over standard input and output).",
        discussion: """
        For editors: diagnostics as you type, completion of elements, attributes and values from the \
        schema, hover with documentation and the element's computed frame, formatting, and an outline. \
        See docs/EDITORS.md for Neovim, VS Code and Helix.
        """
    )

    func run() throws {
        let code = LanguageServer.run(input: 0, output: 1, version: XMLLayoutCommand.configuration.version)
        if code != 0 { throw ExitCode(code) }
    }
}
