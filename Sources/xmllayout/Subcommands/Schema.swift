import ArgumentParser
import XMLLayout

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema", // as the type name says, without demangling it at start-up
        abstract: "Print the XSD schema of the layout language.",
        discussion: """
        The schema is compiled into the binary. Save it and point your editor's XML language server at it \
        for completion and hover help, or validate with xmllint:

          xmllayout schema > xmllayout.xsd
          xmllint --noout --schema xmllayout.xsd card.xml
        """
    )

    func run() throws {
        let text = EmbeddedSchema.text.hasSuffix("\n") ? EmbeddedSchema.text : EmbeddedSchema.text + "\n"
        do {
            try OutputFile.writeAll(Array(text.utf8), to: STDOUT_FILENO) // write errors reported, unlike print
        } catch {
            Terminal.writeError("error: cannot write standard output: \(error.reason)")
            throw ExitCode.failure
        }
    }
}
