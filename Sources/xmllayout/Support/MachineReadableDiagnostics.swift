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

    static func write(_ diagnostics: [Diagnostic], format: DiagnosticOutputFormat) {
        let records = diagnostics.map(DiagnosticRecord.init)
        switch format {
        case .text:
            return
        case .json:
            print(DiagnosticJSON.render(records))
        case .sarif:
            let tool = SARIFLog.Tool(
                name: "xmllayout", version: XMLLayoutCommand.configuration.version, informationURI: informationURI)
            print(SARIFLog.render(records, tool: tool, baseDirectory: PathText.currentDirectory()))
        }
    }
}
