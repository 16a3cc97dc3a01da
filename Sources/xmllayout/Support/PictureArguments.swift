import ArgumentParser
import LayoutEngine
import Rendering
import XMLLayout
import XMLLayoutPreview

/// --canvas, --labels, --specs, --look and --scale: how the ansi, svg and png pictures look.
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

    @Option(help: ArgumentHelp("svg and png: device (what the phone shows: the root's bounds only, clipped like a screen; "
                               + "no outlines, labels or spec outlines) or debug (outlines, labels, --specs, and nodes "
                               + "outside the root shown). Default: device for png, debug for svg (the picture to find a node in).",
                               valueName: "device|debug"))
    var look: LookArgument?

    @Option(help: ArgumentHelp("png: pixels per point, 1, 2 or 3, also the layout's pixel grid (default: the file's "
                               + "screenScale, or with --device the finest device's).", valueName: "1|2|3"))
    var scale: ScaleArgument?

    var options: PictureOptions {
        PictureOptions(canvas: canvas.map { $0.color } ?? ANSIRenderer.Options.defaultCanvas,
                       labels: LabelMode(rawValue: labels.rawValue) ?? .auto, specs: specs,
                       look: look.flatMap { PictureLook(rawValue: $0.rawValue) })
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

enum LookArgument: String, CaseIterable, ExpressibleByArgument {
    case device, debug

    static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}

struct ScaleArgument: ExpressibleByArgument {
    var value: Double

    init?(argument: String) {
        guard let v = Int(argument), (1...3).contains(v) else { return nil }
        value = Double(v)
    }

    static var allValueStrings: [String] { ["1", "2", "3"] }
}

enum LabelArgument: String, CaseIterable, ExpressibleByArgument {
    case auto, all, none

    static var allValueStrings: [String] { allCases.map { $0.rawValue } } // no key path (start-up)
}
