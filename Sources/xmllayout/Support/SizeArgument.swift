import ArgumentParser
import LayoutEngine

/// `WxH` on the command line: `320x480`, or `320xinf` for an open maximum.
/// Both parts are required.
struct SizeArgument: ExpressibleByArgument {
    var size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        func value(_ s: Substring) -> Double? {
            if s == "inf" { return .infinity }
            guard let v = Double(s), v.isFinite, v >= 0, v < 10_000_000 else { return nil }
            return v
        }
        guard let w = value(parts[0]), let h = value(parts[1]) else { return nil }
        size = Size(w, h)
    }

    static var defaultValueDescription: String { "WxH" }
}

/// A length in points for --width/--height.
struct PointsArgument: ExpressibleByArgument {
    var value: Double
    init?(argument: String) {
        guard let v = Double(argument), v.isFinite, v >= 0, v < 10_000_000 else { return nil }
        value = v
    }
}
