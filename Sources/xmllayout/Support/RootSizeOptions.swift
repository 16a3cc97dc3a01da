import ArgumentParser
import XMLLayout

/// --width, --height, --min, --max: override the root's size attributes.
struct RootSizeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Lay the root out at exactly this width in points (overrides the file).", valueName: "points"))
    var width: PointsArgument?

    @Option(help: ArgumentHelp("Lay the root out at exactly this height in points (overrides the file).", valueName: "points"))
    var height: PointsArgument?

    @Option(help: ArgumentHelp("Minimum root size, e.g. 320x0.", valueName: "WxH"))
    var min: SizeArgument?

    @Option(help: ArgumentHelp("Maximum root size, e.g. 320x480 (inf allowed: 320xinf).", valueName: "WxH"))
    var max: SizeArgument?

    var override: RootRangeOverride {
        RootRangeOverride(width: width?.value, height: height?.value, min: min?.size, max: max?.size)
    }

    func validate() throws {
        if let lo = min?.size, let hi = max?.size, lo.width > hi.width || lo.height > hi.height {
            throw ValidationError("--min \(Int(lo.width))x\(Int(lo.height)) is larger than --max on an axis")
        }
    }
}
