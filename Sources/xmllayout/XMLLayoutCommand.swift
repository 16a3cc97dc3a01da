import ArgumentParser
import ThreadSupport
import XMLLayout
import XMLLayoutPreview

@main
enum Main {
    static func main() {
        TextMeasurers.installInFrontEnd()
        // A batch (`render DIR --output-dir OUT`, several files) compiles the
        // embedded schema (~10 M instructions) on another core while this
        // thread checks the line and walks the folders, rather than while
        // the workers wait for it. A single file does not: its start-up is
        // one thread's, and a second one would only add its own cost.
        let arguments = CommandLine.arguments
        let schema = FastArguments.looksLikeBatch(arguments)
            ? JoinableThread(stackSize: 8 << 20) { _ = CompiledSchema.embedded } : nil
        guard let job = fastJob(arguments) else {
            parseAndRun(schema: schema)
            return
        }
        do {
            try job()
            schema?.join()
        } catch {
            schema?.join()
            XMLLayoutCommand.exit(withError: error)
        }
    }

    /// `render FILE --format json`, `validate FILE` and the like skip
    /// ArgumentParser's parsing (see FastArguments): the job they ask for;
    /// nil for every other line, which goes through it.
    static func fastJob(_ arguments: [String]) -> (() throws -> Void)? {
        FastArguments.renderJob(arguments).map { job in { try job.run() } }
            ?? FastArguments.validateJob(arguments).map { job in { try job.run() } }
    }

    /// `XMLLayoutCommand.main()`, with one addition: for `render` and
    /// `validate` (batches above all), the embedded schema compiles (~10 M
    /// instructions) on another core while ArgumentParser parses the line
    /// (~18 M) and the folders are walked, rather than after, while the
    /// workers wait for it. Joined before the process ends, on every path.
    private static func parseAndRun(schema started: JoinableThread?) {
        let arguments = CommandLine.arguments
        let schema = started ?? (arguments.count > 2 && (arguments[1] == "render" || arguments[1] == "validate")
            ? JoinableThread(stackSize: 8 << 20) { _ = CompiledSchema.embedded } : nil)
        do {
            var command = try XMLLayoutCommand.parseAsRoot()
            try command.run()
            schema?.join()
        } catch {
            schema?.join()
            XMLLayoutCommand.exit(withError: error)
        }
    }
}

struct XMLLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xmllayout",
        abstract: "Lay out XML layout files exactly as Texture (AsyncDisplayKit) does, and preview them.",
        discussion: """
        Layout files use Texture's vocabulary: specs (stack, inset, overlay, background, center, ratio, \
        relative, absolute, corner, wrapper, spacer) and nodes (text, image, button, box, …) with style \
        attributes such as flexGrow, flexBasis and preferredLayoutSize. See Layouts/README.md.

        Examples:
          xmllayout render Layouts/examples/post-header.xml
          xmllayout render card.xml --width 320 --format json
          xmllayout render card.xml --format svg -o card.svg
          xmllayout validate Layouts/examples/*.xml
          xmllayout watch card.xml
          xmllayout render card.xml --format png -o card.png
          xmllayout snapshot verify Layouts/examples
          xmllayout schema > xmllayout.xsd
        """,
        version: "0.1.0",
        subcommands: [Render.self, Validate.self, Watch.self, Snapshot.self, Expand.self, Transition.self, Generate.self, Schema.self,
                      Format.self, Lsp.self]
    )
}
