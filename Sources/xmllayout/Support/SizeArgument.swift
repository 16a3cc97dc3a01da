import ArgumentParser
import LayoutEngine
import XMLLayout

/// A number of points as typed: parsed leniently (inf, nan and negatives
/// too) so that `validate()` can say exactly what is wrong with it instead of
/// ArgumentParser's generic "invalid value" (or, for `-5`, "missing value").
struct PointsArgument: ExpressibleByArgument {
    var text: String
    var value: Double

    init?(argument: String) {
        guard let v = Double(argument) else { return nil }
        text = argument
        value = v == 0 ? 0 : v // -0 is 0
    }
}

/// `WxH` on the command line: `320x480`, or `320xinf` for an open maximum.
/// Both parts are required; their ranges are checked by `SizeLimits`.
struct SizeArgument: ExpressibleByArgument {
    var text: String
    var size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]) else { return nil }
        text = argument
        size = Size(w == 0 ? 0 : w, h == 0 ? 0 : h)
    }

    static var defaultValueDescription: String { "WxH" }
}

/// The ranges command-line sizes must be in: those of the layout file's own
/// size attributes (finite, ≥ 0, below Texture's 10,000,000-point limit),
/// checked after rounding to the pixel grid as the engine does, so a value
/// that passes never becomes "not finite" in the layout.
enum SizeLimits {
    static let maximum = 10_000_000.0

    /// Nil when fine, else why not (`option` names the flag for the message).
    static func problem(_ option: String, _ text: String, _ v: Double, allowZero: Bool = true,
                        allowInfinity: Bool = false) -> String? {
        if v.isNaN { return "\(option) '\(text)' is not a number" }
        if v.isInfinite {
            if allowInfinity && v > 0 { return nil }
            return "\(option) '\(text)' must be a finite number of points" + (allowInfinity ? " or inf" : "")
        }
        if v < 0 { return "\(option) '\(text)' must not be negative" }
        if v == 0 && !allowZero { return "\(option) '\(text)' must be greater than 0" }
        if !isValidForSize(PixelGrid.default.ceil(v)) {
            return "\(option) '\(text)' is too large: sizes must stay below 10,000,000 points (Texture's largest valid size)"
        }
        return nil
    }

    /// --zoom: points per terminal column, finite and greater than 0.
    static func zoomProblem(_ zoom: PointsArgument?) -> String? {
        guard let zoom else { return nil }
        guard zoom.value.isFinite, zoom.value > 0, zoom.value <= maximum else {
            return "--zoom '\(zoom.text)' must be a number of points per column greater than 0 (and at most 10,000,000)"
        }
        return nil
    }
}

/// `--width`: one number of points, parsed as `PointsArgument` (messages and
/// all), or a comma-separated list (`320,375,414`) of widths laid out side
/// by side (LANGUAGE.md's "Devices"); a bad list is reported by `validate()`.
struct WidthArgument: ExpressibleByArgument {
    var text: String
    /// The one width, when no comma was given.
    var single: PointsArgument?
    /// The widths, when a comma was given.
    var list: Result<[DeviceSize], DeviceSize.ParseError>?

    init?(argument: String) {
        text = argument
        if argument.contains(",") {
            list = Result { () throws(DeviceSize.ParseError) in try DeviceSize.widths(argument) }
        } else {
            guard let one = PointsArgument(argument: argument) else { return nil }
            single = one
        }
    }
}
