import ArgumentParser
import XMLLayout

/// `--timings`: where a slow file spends its time. The table goes to stderr,
/// so standard output stays exactly what it is without the flag.
struct TimingsOption: ParsableArguments {
    static let help = ArgumentHelp(
        "Print to stderr how long each phase took (read, parse, validate, expand, build, layout, render, write) "
            + "and the element count.")

    @Flag(help: help)
    var timings = false

    func report(_ phases: PhaseTimings) { Self.report(phases, if: timings) }

    static func report(_ phases: PhaseTimings, if timings: Bool) {
        if timings { Terminal.writeError(phases.table()) }
    }
}
