import ArgumentParser
import XMLLayoutPreview

/// --format, spelled as OutputFormat's cases.
enum OutputFormatArgument: String, CaseIterable, ExpressibleByArgument {
    case ansi, tree, json, svg, png, ascii

    /// The same strings as ArgumentParser's default (each raw value), without
    /// its key path: building that key path cost each start-up ~0.5 M instructions.
    static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    var format: OutputFormat { OutputFormat(rawValue: rawValue)! }
}
