import LayoutEngine
import Rendering
import XMLLayout

/// What `xmllayout watch` was asked to show.
public struct WatchConfiguration: Sendable {
    public var path: String
    /// --width/--height/--min/--max.
    public var overrides: RootRangeOverride
    /// Points per column; nil fits the picture's width to the terminal.
    public var zoom: Double?
    public var colorMode: ColorMode
    /// --set and --data.
    public var inputs = ExpansionInputs()
    /// Canvas, labels and specs of the preview.
    public var picture = PictureOptions()
    /// Several sizes side by side (`--device`, a comma-separated `--width`):
    /// every save lays the file out at each. Empty: one size.
    public var devices: [DeviceSize] = []
    /// Animate each reload (and resize) from the last good layout to the
    /// new one (`--no-animate`: false).
    public var animates = true
    /// How long that animation takes.
    public var animationMilliseconds = 150
    /// What the file may be read and parsed under (`--huge`: `.huge`; the
    /// session must then run on `DeepStack`).
    public var limits = SourceLimits.standard
    /// How text is measured instead of the file's `textMetrics` (`--text-metrics`).
    public var textMetrics: TextMetricsMode?

    public init(path: String, overrides: RootRangeOverride = RootRangeOverride(), zoom: Double? = nil,
                colorMode: ColorMode = .none) {
        self.path = path
        self.overrides = overrides
        self.zoom = zoom
        self.colorMode = colorMode
    }
}
