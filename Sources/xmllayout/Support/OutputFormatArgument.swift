import ArgumentParser
import XMLLayoutPreview

/// --format, spelled as OutputFormat's cases.
enum OutputFormatArgument: String, CaseIterable, ExpressibleByArgument {
    case ansi, tree, json, svg, ascii

    var format: OutputFormat { OutputFormat(rawValue: rawValue)! }
}
