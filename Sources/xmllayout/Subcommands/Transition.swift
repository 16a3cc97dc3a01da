import ArgumentParser
import Dispatch
import LayoutEngine
import Rendering
import XMLLayout
import XMLLayoutPreview

struct Transition: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transition", // as the type name says, without demangling it at start-up
        abstract: "What changes between two layouts: Texture's layout transition context.",
        discussion: """
        Compares two states of one file (--from/--to name=value), two sizes (--from-size/--to-size W or WxH; an H \
        of 0 leaves the height free) or two files, matching elements by their identity keys, and lists the \
        inserted, removed and changed nodes with their initial and final frames (--all adds specs). Formats: \
        json (docs/LANGUAGE.md's), tree (+ inserted, - removed, ~ changed), svg (one picture that plays the \
        transition in a browser), ansi (animates on a terminal, then shows the final layout and a summary; the \
        default on a terminal, tree otherwise).

        Examples:
          xmllayout transition signup.xml --from fieldState=name --to fieldState=age
          xmllayout transition card.xml --from-size 320x0 --to-size 414x0 --format json
          xmllayout transition old.xml new.xml --format svg -o change.svg
        """
    )

    @Argument(help: "The layout file (the initial layout), and optionally a second file (the final layout).",
              completion: .file(extensions: ["xml"]))
    var files: [String]

    @Option(name: .customLong("from"), help: ArgumentHelp("A file parameter of the initial state; repeatable.",
                                                          valueName: "name=value"))
    var fromSettings: [String] = []

    @Option(name: .customLong("to"), help: ArgumentHelp("A file parameter of the final state; repeatable.",
                                                        valueName: "name=value"))
    var toSettings: [String] = []

    @Option(name: .customLong("from-size"), parsing: .unconditional,
            help: ArgumentHelp("The initial root size: W or WxH (H 0: free).", valueName: "size"))
    var fromSize: String?

    @Option(name: .customLong("to-size"), parsing: .unconditional,
            help: ArgumentHelp("The final root size: W or WxH (H 0: free).", valueName: "size"))
    var toSize: String?

    @OptionGroup(title: "State and data (both sides)") var expansion: ExpansionOptions

    @Flag(help: "Report layout specs too (Texture reports nodes only).")
    var all = false

    @Option(name: [.short, .long], help: "Output format: ansi, tree, json or svg.")
    var format: TransitionFormat?

    @Option(parsing: .unconditional, help: ArgumentHelp("Length of the animation (ansi, svg), in milliseconds.",
                                                        valueName: "ms"))
    var duration: Int = 300

    @Option(help: TextMetricsMode.help)
    var textMetrics: TextMetricsMode?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the output to this file instead of stdout.", valueName: "path"))
    var output: String?

    @Option(help: "Colours for the ansi format and the diagnostics: auto, always or never (NO_COLOR is honoured).")
    var color: ColorChoice = .auto

    @Flag(name: .shortAndLong, help: "Do not print warnings.")
    var quiet = false

    func validate() throws {
        guard (1...2).contains(files.count) else { throw ValidationError("give one layout file, or two to compare") }
        for s in fromSettings + toSettings where ExpansionInputs.Setting(argument: s) == nil {
            throw ValidationError("--from and --to take name=value, got '\(s)'")
        }
        _ = try sizeOverride(fromSize, "--from-size")
        _ = try sizeOverride(toSize, "--to-size")
        if files.count == 1 && fromSettings.isEmpty && toSettings.isEmpty && fromSize == nil && toSize == nil {
            throw ValidationError("nothing to compare: give a second file, --from/--to states or --from-size/--to-size")
        }
        guard (1...60_000).contains(duration) else { throw ValidationError("--duration must be 1 to 60000 ms") }
    }

    /// `W` or `WxH`: the width exact; an H of 0 (or none) leaves the height free.
    private func sizeOverride(_ text: String?, _ option: String) throws -> RootRangeOverride {
        guard let text else { return RootRangeOverride() }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        func points(_ s: Substring) -> Double? {
            guard let v = Double(s), v.isFinite, v >= 0, isValidForSize(v) else { return nil }
            return v
        }
        guard (1...2).contains(parts.count), let w = points(parts[0]), w > 0 else {
            throw ValidationError("\(option) takes W or WxH in points (e.g. 320 or 320x0), got '\(text)'")
        }
        var o = RootRangeOverride(width: w)
        if parts.count == 2 {
            guard let h = points(parts[1]) else {
                throw ValidationError("\(option) takes W or WxH in points (e.g. 320 or 320x0), got '\(text)'")
            }
            if h > 0 { o.height = h } else { o.min = Size(w, 0); o.max = Size(w, .infinity); o.width = nil }
        }
        return o
    }

    private func endpoint(_ path: String, _ settings: [String], _ size: String?, _ option: String) throws -> TransitionEndpoint {
        var inputs = expansion.inputs
        inputs.settings += settings.compactMap(ExpansionInputs.Setting.init(argument:))
        var endpoint = TransitionEndpoint(path: path, inputs: inputs, overrides: try sizeOverride(size, option))
        endpoint.textMetrics = textMetrics
        TextMeasurers.installInFrontEnd(override: textMetrics)
        return endpoint
    }

    func run() throws {
        for file in files {
            if let bad = RawArguments.fileDiagnostic(file) {
                DiagnosticPrinter.print([bad], sources: [:], color: color)
                throw ExitCode.failure
            }
        }
        try OutputFile.refuseOverwriting(inputs: files + [expansion.data].compactMap { $0 }, with: output)
        let from = try endpoint(files[0], fromSettings, fromSize, "--from-size")
        let to = try endpoint(files.last!, toSettings, toSize, "--to-size")
        let out = TransitionPipeline.run(from: from, to: to, includeSpecs: all)
        let shown = quiet ? out.diagnostics.filter { $0.severity == .error } : out.diagnostics
        var sources = out.from.loaded.sources
        sources.merge(out.to.loaded.sources) { a, _ in a }
        DiagnosticPrinter.print(shown, sources: sources, summary: out.hasErrors, color: color)
        guard let sides = out.sides else { throw ExitCode.failure }

        let toTerminal = output == nil && Terminal.stdoutIsTerminal
        switch format ?? (toTerminal ? .ansi : .tree) {
        case .json: try OutputFile.deliver(TransitionJSONRenderer().render(sides) + "\n", to: output)
        case .tree: try OutputFile.deliver(TransitionTreeRenderer().render(sides) + "\n", to: output)
        case .svg:
            let svg = TransitionSVGRenderer(durationMilliseconds: duration, includeSpecs: all).render(sides)
            try OutputFile.deliver(svg + "\n", to: output)
        case .ansi:
            let renderer = ANSIRenderer(options: .init(columns: Terminal.columns, colorMode: color.mode(isTerminal: toTerminal)))
            if toTerminal { animate(sides, renderer) }
            let final = renderer.render(sides.to.result) + "\n" + sides.summary + " · \(sides.transition.unchanged) unchanged\n"
            try OutputFile.deliver(final, to: output)
        }
    }

    /// Plays the transition on the terminal (about 30 frames a second,
    /// eased), each frame drawn over the last from the top-left corner.
    private func animate(_ sides: TransitionSides, _ renderer: ANSIRenderer) {
        let animation = TransitionAnimation(sides)
        let steps = max(2, duration / 33)
        let start = DispatchTime.now().uptimeNanoseconds
        TerminalFrames.begin()
        for step in 0...steps {
            let frame = renderer.render(animation.result(at: Double(step) / Double(steps)))
            TerminalFrames.draw(frame)
            let due = start + UInt64(duration) * 1_000_000 * UInt64(step) / UInt64(steps)
            let now = DispatchTime.now().uptimeNanoseconds
            if due > now { usleep(useconds_t((due - now) / 1000)) }
        }
        TerminalFrames.end()
    }
}

enum TransitionFormat: String, CaseIterable, ExpressibleByArgument {
    case ansi, tree, json, svg

    static var allValueStrings: [String] { allCases.map { $0.rawValue } } // no key path (start-up)
}

/// Full-frame redraws for a short animation: cursor hidden, each frame from
/// the top-left of the screen, the screen cleared below it; the final
/// picture is then printed normally after the last frame is erased.
enum TerminalFrames {
    static func begin() { emit("\u{1B}[?25l\u{1B}[2J\u{1B}[H") }
    static func draw(_ frame: String) { emit("\u{1B}[H" + frame.replacingNewlines() + "\u{1B}[J") }
    static func end() { emit("\u{1B}[H\u{1B}[J\u{1B}[?25h") }

    private static func emit(_ text: String) {
        try? OutputFile.writeAll(Array(text.utf8), to: STDOUT_FILENO)
    }
}

private extension String {
    /// Raw mode or not, a frame's lines start at column 1.
    func replacingNewlines() -> String { split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n") }
}
