import ArgumentParser
import XMLLayout

/// `--timings`: where a slow file spends its time. The table goes to stderr,
/// so standard output stays exactly what it is without the flag.
struct TimingsOption: ParsableArguments {
    @Flag(help: ArgumentHelp(
        "Print to stderr how long each phase took (read, parse, validate, expand, build, layout, render, write) "
            + "and the element count."))
    var timings = false

    func report(_ phases: PhaseTimings) {
        if timings { Terminal.writeError(phases.table()) }
    }
}
