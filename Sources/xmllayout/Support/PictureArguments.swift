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

    @Option(help: ArgumentHelp("debugName labels: auto (only where they fit whole, covering no text, on a chip that "
                               + "contrasts with what lies beneath), all (cut at their node's edge) or none."))
    var labels: LabelArgument = .auto

    @Flag(help: ArgumentHelp("Draw layout specs (stack, inset, overlay, …) as dashed outlines with their type, as "
                             + "Texture's spec visualisation does; they never cover a node or a text."))
    var specs = false

    var options: PictureOptions {
        PictureOptions(canvas: canvas.map { $0.color } ?? ANSIRenderer.Options.defaultCanvas,
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

    static var allValueStrings: [String] { allCases.map { $0.rawValue } } // no key path (start-up)
}
