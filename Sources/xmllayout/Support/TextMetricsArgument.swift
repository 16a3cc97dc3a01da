import ArgumentParser
import XMLLayout

/// `--text-metrics font|fixed`: how text is measured, over the file's `textMetrics`.
extension TextMetricsMode: ExpressibleByArgument {
    /// Each raw value, without ArgumentParser's key path (start-up).
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    static let help = ArgumentHelp(
        "How text is measured: font (the bundled fonts, as a device sets it) or fixed (0.6 × fontSize a character, "
            + "1.2 × fontSize a line); overrides the file's textMetrics (default font).", valueName: "font|fixed")
}
