import ArgumentParser
import LayoutEngine
import XMLLayout
import TextSupport

struct Format: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format", // as the type name says, without demangling it at start-up
        abstract: "Format layout files canonically (indentation, attribute order, wrapping).",
        discussion: """
        Two-space indentation, one element per line, attributes in the schema's order (identity, size, \
        flex, element-specific, presentation), start tags longer than 100 columns wrapped one attribute \
        per line; comments, blank lines between elements (at most one) and text are kept. A file that is \
        not well-formed XML is never formatted (its errors are printed; exit 1).

        Examples:
          xmllayout format card.xml              # the formatted file on standard output
          xmllayout format -i Layouts/**/*.xml   # rewrite in place
          xmllayout format --check *.xml         # CI: list files that would change, exit 1 if any
          xmllayout format --check --diff *.xml  # the same, with the changes as a unified diff
        """
    )

    @Argument(help: "One or more layout files (- for standard input).", completion: .file(extensions: ["xml"]))
    var files: [String]

    @Flag(name: [.customShort("i"), .customLong("in-place")], help: "Rewrite the files in place (atomically).")
    var inPlace = false

    @Flag(help: "Write nothing; list the files that are not formatted and exit 1 if there are any.")
    var check = false

    @Flag(help: "With --check: print the changes formatting would make, as a unified diff, instead of the file names.")
    var diff = false

    func validate() throws {
        if inPlace && check { throw ValidationError("--check and -i cannot be used together") }
        if diff && !check { throw ValidationError("--diff goes with --check") }
        if inPlace && files.contains(LayoutLoader.standardInputPath) {
            throw ValidationError("-i cannot rewrite standard input")
        }
    }

    func run() throws {
        var failed = false
        var unformatted: [String] = []
        for file in files {
            // Taken before the read: the write checks the file is still this one.
            let snapshot = inPlace ? InPlaceWrite.Snapshot(path: file) : nil
            let read: Result<LayoutSource, Diagnostic> = file == LayoutLoader.standardInputPath
                ? LayoutSourceLoader.readStandardInput(path: "<stdin>")
                : LayoutSourceLoader.read(path: file)
            let source: LayoutSource
            switch read {
            case .failure(let diagnostic):
                DiagnosticPrinter.print([diagnostic], sources: [:], summary: false)
                failed = true
                continue
            case .success(let s): source = s
            }
            switch LayoutFormatter.format(source) {
            case .failure(let error):
                let diagnostics = error.diagnostics
                DiagnosticPrinter.print(diagnostics, sources: [source.path: source.text], summary: false)
                failed = true
            case .success(let formatted):
                // As the file writes it: its byte-order mark and CRLF line ends kept.
                let bytes = TextConventions(of: source.bytes).applied(to: formatted)
                if check {
                    if bytes != source.bytes {
                        unformatted.append(file)
                        if diff { print(FixItApplier.unifiedDiff(from: source.text, to: formatted, path: TerminalText.visible(file)), terminator: "") }
                    }
                } else if inPlace {
                    if bytes != source.bytes {
                        do throws(OutputFile.Failure) {
                            try InPlaceWrite.replace(file, readAs: source.bytes, when: snapshot, with: bytes, activity: "formatting")
                        } catch {
                            Terminal.writeError("\(TerminalText.visible(file)): error: cannot write the formatted file: \(error.reason)")
                            failed = true
                        }
                    }
                } else {
                    print(XMLEscaping.escapingControls(formatted), terminator: "")
                }
            }
        }
        if check {
            if !diff { for file in unformatted { print(TerminalText.visible(file)) } }
            if !unformatted.isEmpty {
                Terminal.writeError("\(unformatted.count) of \(files.count) file\(files.count == 1 ? "" : "s") would be reformatted")
            }
        }
        if failed || !unformatted.isEmpty { throw ExitCode.failure }
    }
}
