import LayoutEngine
import ThreadSupport

/// The text measurers of the layouts the front end makes itself: the lint
/// of a file with errors (`PartialLint`) and an editor's hover while it is
/// being fixed (`PartialLayout`). XMLLayout knows no fonts, so the font
/// measurer is installed by whoever has it (XMLLayoutPreview's
/// `TextMeasurers.installInFrontEnd()`, from the CLI's start and the
/// language server's); until then each mode measures with the fixed model.
public enum FrontEndMeasurers {
    public typealias Make = @Sendable (TextMetricsMode) -> any TextMeasurer

    public static func install(_ make: @escaping Make) { lock.withLock { installed = make } }

    /// A measurer for one layout of a document in `mode` (the file's `textMetrics`).
    static func measurer(for mode: TextMetricsMode) -> any TextMeasurer {
        let make = lock.withLock { installed }
        return make?(mode) ?? FixedMetricsMeasurer()
    }

    private static let lock = Lock()
    nonisolated(unsafe) private static var installed: Make?
}
