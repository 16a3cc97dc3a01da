import ArgumentParser
import LayoutEngine
import Rendering
import XMLLayout
import XMLLayoutPreview

/// --canvas, --labels and --specs: how the ansi and svg pictures look.
struct PictureArguments: ParsableArguments {
    @Option(help: ArgumentHelp("The colour behind the layout (a CSS colour or #rrggbb), or none for the terminal's own "
                               + "background (ansi) or transparency (svg). Default: white, as a phone screen.",
                               valueName: "color|none"))
    var canvas: CanvasArgument?

    @Option(help: "debugName labels: auto (only where they fit, on a chip), all (cut at their node's edge) or none.")
    var labels: LabelArgument = .auto

    @Flag(help: "Draw layout specs as dashed outlines with their type.")
    var specs = false

    var options: PictureOptions {
        PictureOptions(canvas: canvas.map(\.color) ?? ANSIRenderer.Options.defaultCanvas,
                       labels: LabelMode(rawValue: labels.rawValue) ?? .auto, specs: specs)
    }
}

struct CanvasArgument: ExpressibleByArgument {
    var color: Color?

    init?(argument: String) {
        if argument == "none" { color = nil; return }
        guard let c = CSSColor.parse(argument) else { return nil }
        color = c
    }
}

enum LabelArgument: String, CaseIterable, ExpressibleByArgument {
    case auto, all, none
}
