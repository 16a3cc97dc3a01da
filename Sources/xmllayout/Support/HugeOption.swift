import ThreadSupport
import ArgumentParser
import LayoutEngine
import XMLLayout
import XMLLayoutPreview

/// `--huge`: what xmllint's `--huge` (XML_PARSE_HUGE) is to xmllint. The
/// nesting-depth (256) and file-size (8 MiB) limits are lifted, and the
/// command runs on a thread with a stack large enough for the depth
/// (`DeepStack`). DOCTYPE stays refused, so no DTD, external entity or
/// entity expansion is processed either way.
struct HugeOption: ParsableArguments {
    static let help = ArgumentHelp(
        "Lift the nesting-depth (256 levels) and file-size (8 MiB) limits, as xmllint --huge does. "
            + "DTDs, external entities and entity expansion stay refused.")

    @Flag(help: help)
    var huge = false

    var limits: SourceLimits { Self.limits(huge) }

    func run<Value>(timings: TimingsOption? = nil, _ body: () throws -> Value) throws -> Value {
        try Self.run(huge: huge, timings: timings?.timings ?? false, body)
    }

    static func limits(_ huge: Bool) -> SourceLimits { huge ? .huge : .standard }

    /// Runs a command's work: as is, or with `--huge` on the large stack
    /// (and, with `--timings`, says how much of it the work used).
    static func run<Value>(huge: Bool, timings: Bool, _ body: () throws -> Value) throws -> Value {
        guard huge else { return try body() }
        let outcome: DeepStack.Outcome<Value>
        do {
            outcome = try DeepStack.run(body)
        } catch let failure as DeepStack.Failure {
            Terminal.writeError("xmllayout: error: \(failure.message)")
            throw ExitCode.failure
        }
        if timings {
            // The pipeline gives back the pages of finished phases: the deepest is what it saw then.
            let mib = Double(max(outcome.peakStackBytes, StackPages.deepestReleased)) / 1_048_576
            Terminal.writeError("stack    \(PhaseTimings.fixed(mib, 1)) MiB used (of \(DeepStack.hugeStackBytes >> 30) GiB reserved by --huge)")
        }
        return outcome.value
    }
}
