import ArgumentParser
import XMLLayout

/// --width, --height, --min, --max: override the root's size attributes.
/// Values are parsed unconditionally (so `--width -5` reaches `validate()`
/// and gets a message about the value rather than "missing value").
struct RootSizeOptions: ParsableArguments {
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Lay the root out at exactly this width in points (overrides the file).", valueName: "points"))
    var width: PointsArgument?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Lay the root out at exactly this height in points (overrides the file).", valueName: "points"))
    var height: PointsArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Minimum root size, e.g. 320x0.", valueName: "WxH"))
    var min: SizeArgument?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Maximum root size, e.g. 320x480 (inf allowed: 320xinf).", valueName: "WxH"))
    var max: SizeArgument?

    var override: RootRangeOverride {
        RootRangeOverride(width: width?.value, height: height?.value, min: min?.size, max: max?.size)
    }

    func validate() throws {
        for (option, argument) in [("--width", width), ("--height", height)] {
            guard let argument else { continue }
            if let problem = SizeLimits.problem(option, argument.text, argument.value, allowZero: false) {
                throw ValidationError(problem)
            }
        }
        for (option, argument, allowInfinity) in [("--min", min, false), ("--max", max, true)] {
            guard let argument else { continue }
            for v in [argument.size.width, argument.size.height] {
                if let problem = SizeLimits.problem(option, argument.text, v, allowInfinity: allowInfinity) {
                    throw ValidationError(problem)
                }
            }
        }
        if let lo = min, let hi = max, lo.size.width > hi.size.width || lo.size.height > hi.size.height {
            throw ValidationError("--min \(lo.text) is larger than --max \(hi.text) on an axis")
        }
    }
}
