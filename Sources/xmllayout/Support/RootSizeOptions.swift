import ArgumentParser
import XMLLayout

/// --width, --height, --min, --max: override the root's size attributes.
/// Values are parsed unconditionally (so `--width -5` reaches `validate()`
/// and gets a message about the value rather than "missing value").
struct RootSizeOptions: ParsableArguments {
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Lay the root out at exactly this width in points (overrides the file); "
                + "render: a comma-separated list (320,375,414) lays it out at each, side by side.", valueName: "points"))
    var width: WidthArgument?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Lay the root out at exactly this height in points (overrides the file).", valueName: "points"))
    var height: PointsArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Minimum root size, e.g. 320x0.", valueName: "WxH"))
    var min: SizeArgument?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Maximum root size, e.g. 320x480 (inf allowed: 320xinf).", valueName: "WxH"))
    var max: SizeArgument?

    /// The widths of a comma-separated `--width`, nil for none or one.
    var widths: [DeviceSize]? { try? width?.list?.get() }

    /// A command that lays out at one size only takes a list's first width.
    var override: RootRangeOverride {
        RootRangeOverride(width: width?.single?.value ?? widths?.first?.width, height: height?.value, min: min?.size, max: max?.size)
    }

    func validate() throws {
        if case .failure(let error)? = width?.list { throw ValidationError("--width: \(error.message)") }
        for device in widths ?? [] {
            if let problem = SizeLimits.problem("--width", device.name, device.width, allowZero: false) {
                throw ValidationError(problem)
            }
        }
        for (option, argument) in [("--width", width?.single), ("--height", height)] {
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
