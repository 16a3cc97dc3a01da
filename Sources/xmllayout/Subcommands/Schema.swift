import ArgumentParser
import XMLLayout

struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the XSD schema of the layout language.",
        discussion: """
        The schema is compiled into the binary. Save it and point your editor's XML language server at it \
        for completion and hover help, or validate with xmllint:

          xmllayout schema > xmllayout.xsd
          xmllint --noout --schema xmllayout.xsd card.xml
        """
    )

    func run() {
        print(EmbeddedSchema.text, terminator: EmbeddedSchema.text.hasSuffix("\n") ? "" : "\n")
    }
}
