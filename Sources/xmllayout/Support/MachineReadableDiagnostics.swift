import ArgumentParser
import Foundation
import XMLLayout

/// `validate --format`: the people's text (default), or JSON / SARIF 2.1.0
/// on standard output for tools.
enum DiagnosticOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif
}

enum MachineReadableDiagnostics {
    /// Where the SARIF log says the tool is documented (SARIF requires an
    /// absolute URI). Set this to the project's home page once published.
    static let informationURI = "https://github.com/TextureGroup/Texture"

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
            print(SARIFLog.render(records, tool: tool, baseDirectory: FileManager.default.currentDirectoryPath))
        }
    }
}
