import ArgumentParser
import XMLLayout

/// `validate --format`: the people's text (default), or JSON / SARIF 2.1.0
/// on standard output for tools.
enum DiagnosticOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif

    static var allValueStrings: [String] { allCases.map { $0.rawValue } } // no key path (start-up)
}

enum MachineReadableDiagnostics {
    /// Where the SARIF log says the tool is documented: an absolute URI of
    /// the project's home page. It has none published, so the log leaves
    /// `informationUri` out (it is optional in SARIF 2.1.0); each rule
    /// carries its own documentation (`help`) instead.
    static let informationURI: String? = nil

    /// The folder SARIF URIs are relative to: `--base-uri DIR`, else the
    /// repository holding the working directory (the nearest folder up with
    /// a `.git`), else the working directory.
    static func sarifBase(_ given: String?) -> String {
        if let given, !given.isEmpty { return PathText.absolute(given) }
        let here = PathText.currentDirectory()
        var folder = here
        while true {
            var info = stat()
            if stat(PathText.appending(".git", to: folder), &info) == 0 { return folder }
            let parent = PathText.deletingLastComponent(folder)
            if parent.isEmpty || parent == folder { return here }
            folder = parent
        }
    }

    static func write(_ diagnostics: [Diagnostic], format: DiagnosticOutputFormat, baseURI: String? = nil) {
        var records = diagnostics.map(DiagnosticRecord.init)
        switch format {
        case .text:
            return
        case .json:
            print(DiagnosticJSON.render(records))
        case .sarif:
            let tool = SARIFLog.Tool(
                name: "xmllayout", version: XMLLayoutCommand.configuration.version, informationURI: informationURI)
            // Code scanning wants URIs relative to the repository root.
            func absolute(_ file: String) -> String { file == "<stdin>" ? file : PathText.absolute(file) }
            for i in records.indices {
                records[i].file = records[i].file.map(absolute)
                for j in records[i].notes.indices { records[i].notes[j].file = records[i].notes[j].file.map(absolute) }
                for j in records[i].fixIts.indices { records[i].fixIts[j].file = absolute(records[i].fixIts[j].file) }
            }
            print(SARIFLog.render(records, tool: tool, baseDirectory: sarifBase(baseURI)))
        }
    }
}
